import type { PersonRole } from '@medstaff/domain';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useLanguage } from '../i18n/I18nProvider';
import { homeDestination } from '../session/home-destination';
import { pageNavigation } from '../session/page-navigation';
import { useSession } from '../session/SessionProvider';

/**
 * An area of the logged-in app for some roles only (hospital pages for hospital staff, agency
 * pages for agencies). Anyone else is sent to their own home: inside the portal by the router,
 * the admin console or the site by a full page load.
 */
export function RequireRole({ roles }: { roles: readonly PersonRole[] }) {
  const { user } = useSession();
  const language = useLanguage();
  const allowed = user !== null && roles.includes(user.role);
  const destination = user && !allowed ? homeDestination(user.role, language) : undefined;
  const fullPagePath = destination?.fullPage ? destination.path : undefined;

  useEffect(() => {
    if (fullPagePath) pageNavigation.replace(fullPagePath);
  }, [fullPagePath]);

  if (allowed) return <Outlet />;
  if (destination && !destination.fullPage) return <Navigate replace to={destination.path} />;
  return null;
}
