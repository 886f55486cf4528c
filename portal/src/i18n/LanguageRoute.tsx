import { isLanguage } from '@medstaff/domain';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { RouteFallback } from '../app/lazy-page';
import { SessionProvider } from '../session/SessionProvider';
import { I18nProvider } from './I18nProvider';
import { pathWithDefaultLanguage } from './language-path';

/**
 * The `/:lang` route: the first path segment picks the interface language. Anything other than
 * de or en sends the visitor to the same page in German. Every page below has the session.
 * Another language's texts load on the switch: the router's navigations are transitions, so the
 * page stays as it is until they arrive; the fallback serves any other update.
 */
export function LanguageRoute() {
  const { lang } = useParams();
  const location = useLocation();
  if (!isLanguage(lang)) {
    return <Navigate replace to={pathWithDefaultLanguage(location.pathname + location.search + location.hash)} />;
  }
  return (
    <Suspense fallback={<RouteFallback />}>
      <I18nProvider language={lang}>
        <SessionProvider>
          <Outlet />
        </SessionProvider>
      </I18nProvider>
    </Suspense>
  );
}
