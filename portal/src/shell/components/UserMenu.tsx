import IconButton from '@mui/material/IconButton';
import { Suspense } from 'react';
import { useTranslate } from '../../i18n/I18nProvider';
import { useSession } from '../../session/SessionProvider';
import { onDemand, useOnDemandMenu } from '../../app/on-demand';
import { UserAvatar } from './UserAvatar';

const popup = onDemand(() => import('./UserMenuPopup').then((module) => module.UserMenuPopup));

/**
 * The avatar at the right of the top bar: who is signed in, and 'Sign out'. The name sits above
 * the menu (not in it), so the menu holds menu items only.
 */
export function UserMenu() {
  const t = useTranslate();
  const { user, logout } = useSession();
  // The popup is loaded when the menu first opens, and stays for its closing transition.
  const { anchor, close, opened, menuId, buttonId, buttonProps } = useOnDemandMenu(popup);
  if (!user) return null;

  function signOut() {
    close();
    void logout();
  }

  return (
    <>
      <IconButton {...buttonProps} aria-label={t('shell.userMenu')}>
        <UserAvatar user={user} size={34} />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <popup.Component
            id={menuId}
            buttonId={buttonId}
            anchor={anchor}
            user={user}
            onSignOut={signOut}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
