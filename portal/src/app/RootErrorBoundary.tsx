import { DEFAULT_LANGUAGE, LANGUAGES, languageOfPath, type Language } from '@medstaff/domain';
import { useLocation } from 'react-router';
import { AuthFrame } from '../auth/AuthLayout';
import { ServerErrorPage } from '../auth/pages/ServerErrorPage';
import { I18nProvider } from '../i18n/I18nProvider';
import { loadedTranslations } from '../i18n/translations';

/**
 * The router's error element: whatever failed while rendering a route, the visitor sees the 500
 * page in the language of the path. It brings its own I18nProvider because the failure may have
 * happened above the language route. When the texts of that language could not be loaded (the
 * failure itself), it uses a language whose texts are there.
 */
export function RootErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <I18nProvider language={pageLanguage(languageOfPath(pathname) ?? DEFAULT_LANGUAGE)}>
      <AuthFrame>
        <ServerErrorPage />
      </AuthFrame>
    </I18nProvider>
  );
}

function pageLanguage(wanted: Language): Language {
  if (loadedTranslations(wanted)) return wanted;
  return LANGUAGES.find((language) => loadedTranslations(language)) ?? wanted;
}
