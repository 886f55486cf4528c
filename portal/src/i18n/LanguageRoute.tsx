import { isLanguage } from '@medstaff/domain';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { I18nProvider } from './I18nProvider';
import { pathWithDefaultLanguage } from './language-path';

/**
 * The `/:lang` route: the first path segment picks the interface language. Anything other than
 * de or en sends the visitor to the same page in German.
 */
export function LanguageRoute() {
  const { lang } = useParams();
  const location = useLocation();
  if (!isLanguage(lang)) {
    return <Navigate replace to={pathWithDefaultLanguage(location.pathname + location.search + location.hash)} />;
  }
  return (
    <I18nProvider language={lang}>
      <Outlet />
    </I18nProvider>
  );
}
