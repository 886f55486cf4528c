import type { Language } from '@medstaff/domain';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';

export interface LanguageMenuItem {
  language: Language;
  /** The language's name, in the interface language. */
  name: string;
  flag: ReactNode;
}

export interface LanguageMenuPopupProps {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  items: readonly LanguageMenuItem[];
  current: Language;
  onChoose(language: Language): void;
  onClose(): void;
}

/** The language menu's list (loaded when the menu first opens, see LanguageMenu). */
export function LanguageMenuPopup({ id, buttonId, anchor, items, current, onChoose, onClose }: LanguageMenuPopupProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      {items.map(({ language, name, flag }) => (
        <MenuItem key={language} selected={language === current} lang={language} onClick={() => onChoose(language)}>
          <ListItemIcon>{flag}</ListItemIcon>
          <ListItemText>{name}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
