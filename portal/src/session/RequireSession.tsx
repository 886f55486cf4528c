import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useLanguage } from '../i18n/I18nProvider';
import { pageNavigation } from './page-navigation';
import { useSession } from './SessionProvider';

/**
 * Guards the logged-in areas. A visitor without a valid session goes to the home page of the
 * current language, which is the static site, hence a full-page redirect. The same happens when
 * the session ends while the page is open (the server answered 401); a sign-out navigates itself.
 */
export function RequireSession() {
  const language = useLanguage();
  const { isAuthenticated, isSigningOut } = useSession();
  const mustLeave = !isAuthenticated && !isSigningOut;

  useEffect(() => {
    if (mustLeave) pageNavigation.replace(`/${language}`);
  }, [mustLeave, language]);

  return isAuthenticated ? <Outlet /> : null;
}
