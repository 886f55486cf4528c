import { DEFAULT_LANGUAGE, languageOfPath } from '@medstaff/domain';
import { useLocation } from 'react-router';
import { AuthFrame } from '../auth/AuthLayout';
import { ServerErrorPage } from '../auth/pages/ServerErrorPage';
import { I18nProvider } from '../i18n/I18nProvider';

/**
 * The router's error element: whatever failed while rendering a route, the visitor sees the 500
 * page in the language of the path. It brings its own I18nProvider because the failure may have
 * happened above the language route.
 */
export function RootErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <I18nProvider language={languageOfPath(pathname) ?? DEFAULT_LANGUAGE}>
      <AuthFrame>
        <ServerErrorPage />
      </AuthFrame>
    </I18nProvider>
  );
}
