import { useCallback } from 'react';
import type { Theme } from '@mui/material/styles';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import CheckIcon from '@mui/icons-material/Check';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { useAuthState, useLocaleState, useLocales, useLogout, useStore, useTranslate } from 'react-admin';
import { DEFAULT_THEME_NAME, THEME_NAMES, THEME_STORE_KEY, type ThemeName } from '../theme/theme';

/**
 * The app bar's popup menus (src/layout/AppBar.tsx, ThemeMenu.tsx), a chunk of their own: MUI's Menu with its
 * popover is loaded when the person first opens one, not with the dashboard.
 */
interface PopupProps {
  anchor: HTMLElement | null;
  onClose(): void;
}

/** Both languages, the current one selected; choosing one switches the console's texts. */
export function LocalesMenu({ anchor, onClose }: PopupProps) {
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  return (
    <Menu id="simple-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {languages.map((language) => (
        <MenuItem
          key={language.locale}
          selected={language.locale === locale}
          onClick={() => {
            setLocale(language.locale);
            onClose();
          }}
        >
          {language.name}
        </MenuItem>
      ))}
    </Menu>
  );
}

const ANCHOR_ORIGIN = { vertical: 'bottom', horizontal: 'right' } as const;
const TRANSFORM_ORIGIN = { vertical: 'top', horizontal: 'right' } as const;

/** The user menu: "Logout", as react-admin's Logout item. */
export function UserMenuPopup({ anchor, onClose }: PopupProps) {
  const translate = useTranslate();
  const { authenticated } = useAuthState();
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const logout = useLogout();
  const signOut = useCallback(() => {
    onClose();
    void logout(null, undefined, false);
  }, [logout, onClose]);
  return (
    <Menu
      id="menu-appbar"
      disableScrollLock
      anchorEl={anchor}
      anchorOrigin={ANCHOR_ORIGIN}
      transformOrigin={TRANSFORM_ORIGIN}
      open={Boolean(anchor)}
      onClose={onClose}
    >
      {authenticated && (
        <MenuItem className="logout" onClick={signOut} component={isXSmall ? 'span' : 'li'}>
          <ListItemIcon className="RaLogout-icon">
            <ExitIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('ra.auth.logout', { _: 'Logout' })}</ListItemText>
        </MenuItem>
      )}
    </Menu>
  );
}

/** The themes, the current one marked (aria-current); choosing one keeps it in react-admin's store. */
export function ThemeMenuPopup({ anchor, onClose }: PopupProps) {
  const translate = useTranslate();
  const [themeName, setThemeName] = useStore<ThemeName>(THEME_STORE_KEY, DEFAULT_THEME_NAME);
  return (
    <Menu id="theme-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {THEME_NAMES.map((name) => (
        <MenuItem
          key={name}
          selected={name === themeName}
          aria-current={name === themeName ? 'true' : undefined}
          onClick={() => {
            setThemeName(name);
            onClose();
          }}
        >
          <ListItemIcon>{name === themeName ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{translate(`medstaff.theme.${name}`)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
