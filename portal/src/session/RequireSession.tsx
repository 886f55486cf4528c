import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useLanguage } from '../i18n/I18nProvider';
import { pageNavigation } from './page-navigation';
import { readSession } from './session-storage';

/**
 * Guards the logged-in areas. A visitor without a valid session goes to the home page of the
 * current language, which is the static site, hence a full-page redirect.
 */
export function RequireSession() {
  const language = useLanguage();
  const signedIn = readSession() !== null;

  useEffect(() => {
    if (!signedIn) pageNavigation.replace(`/${language}`);
  }, [signedIn, language]);

  return signedIn ? <Outlet /> : null;
}
