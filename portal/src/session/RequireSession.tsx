import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useLanguage } from '../i18n/I18nProvider';
import { pageNavigation } from './page-navigation';
import { useSession } from './SessionProvider';
import { hasSessionEnded } from './session-storage';

/**
 * Guards the logged-in areas. A visitor without a session goes to the home page of the current
 * language, which is the static site, hence a full-page redirect. A session that ended on its own
 * (expired token, or the server answered 401 while the page was open) goes to the sign-in page,
 * which says so; a sign-out navigates itself.
 */
export function RequireSession() {
  const language = useLanguage();
  const navigate = useNavigate();
  const { isAuthenticated, isSigningOut } = useSession();
  const mustLeave = !isAuthenticated && !isSigningOut;

  useEffect(() => {
    if (!mustLeave) return;
    if (hasSessionEnded()) navigate(`/${language}/auth/sign-in`, { replace: true });
    else pageNavigation.replace(`/${language}`);
  }, [mustLeave, language, navigate]);

  return isAuthenticated ? <Outlet /> : null;
}
