import { isLanguage } from '@medstaff/domain';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { SessionProvider } from '../session/SessionProvider';
import { I18nProvider } from './I18nProvider';
import { pathWithDefaultLanguage } from './language-path';

/**
 * The `/:lang` route: the first path segment picks the interface language. Anything other than
 * de or en sends the visitor to the same page in German. Every page below has the session.
 */
export function LanguageRoute() {
  const { lang } = useParams();
  const location = useLocation();
  if (!isLanguage(lang)) {
    return <Navigate replace to={pathWithDefaultLanguage(location.pathname + location.search + location.hash)} />;
  }
  return (
    <I18nProvider language={lang}>
      <SessionProvider>
        <Outlet />
      </SessionProvider>
    </I18nProvider>
  );
}
