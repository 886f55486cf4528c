import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import type { SessionUser } from '@medstaff/domain';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useLanguage, useTranslate } from '../../i18n/I18nProvider';
import { fullNameOf } from './UserAvatar';

export interface UserMenuPopupProps {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  user: SessionUser;
  onSignOut(): void;
  onClose(): void;
}

/** The user menu's popup (loaded when the menu first opens, see UserMenu): the name and email above 'My account' and 'Sign out'. */
export function UserMenuPopup({ id, buttonId, anchor, user, onSignOut, onClose }: UserMenuPopupProps) {
  const t = useTranslate();
  const language = useLanguage();
  return (
    <Popover
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
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
      <MenuList id={id} aria-labelledby={buttonId} autoFocusItem>
        <MenuItem component={RouterLink} to={`/${language}/account`} onClick={onClose}>
          <ListItemIcon>
            <ManageAccountsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('account.menu')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={onSignOut}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('shell.signOut')}</ListItemText>
        </MenuItem>
      </MenuList>
    </Popover>
  );
}
