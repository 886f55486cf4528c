import { useState, type MouseEvent } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import PaletteIcon from '@mui/icons-material/Palette';
import { useStore, useTranslate } from 'react-admin';
import { DEFAULT_THEME_NAME, THEME_NAMES, THEME_STORE_KEY, type ThemeName } from '../theme/theme';

/** The app bar's theme chooser: Light, Dark, Blue, Green, Indigo, kept in react-admin's store. */
export const ThemeMenu = () => {
  const translate = useTranslate();
  const [themeName, setThemeName] = useStore<ThemeName>(THEME_STORE_KEY, DEFAULT_THEME_NAME);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('medstaff.theme.menu');
  const choose = (name: ThemeName) => {
    setThemeName(name);
    setAnchor(null);
  };
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? 'theme-menu' : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        >
          <PaletteIcon />
        </IconButton>
      </Tooltip>
      <Menu id="theme-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {THEME_NAMES.map((name) => (
          <MenuItem
            key={name}
            selected={name === themeName}
            aria-current={name === themeName ? 'true' : undefined}
            onClick={() => choose(name)}
          >
            <ListItemIcon>{name === themeName ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{translate(`medstaff.theme.${name}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
