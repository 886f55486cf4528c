import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslate } from '../../i18n/I18nProvider';
import { useSession } from '../../session/SessionProvider';
import { fullNameOf, UserAvatar } from './UserAvatar';

/**
 * The avatar at the right of the top bar: who is signed in, and 'Sign out'. The name sits above
 * the menu (not in it), so the menu holds menu items only.
 */
export function UserMenu() {
  const t = useTranslate();
  const { user, logout } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  if (!user) return null;

  function signOut() {
    setAnchor(null);
    void logout();
  }

  return (
    <>
      <IconButton
        id={buttonId}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('shell.userMenu')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
      >
        <UserAvatar user={user} size={34} />
      </IconButton>
      <Popover
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, pt: 1.5, pb: 1, maxWidth: 280 }}>
          <Typography fontWeight={700} noWrap>
            {fullNameOf(user)}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuList id={menuId} aria-labelledby={buttonId} autoFocusItem>
          <MenuItem onClick={signOut}>
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('shell.signOut')}</ListItemText>
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
