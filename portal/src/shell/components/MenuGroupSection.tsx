import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { useLanguage, useTranslate } from '../../i18n/I18nProvider';
import type { MenuEntry, MenuGroup } from '../menu-entries';

/** A collapsible group of the side menu: a toggle with the group's name and its entries. */
export function MenuGroupSection({ group, onNavigate }: { group: MenuGroup; onNavigate?: () => void }) {
  const t = useTranslate();
  const [open, setOpen] = useState(true);
  const listId = useId();
  return (
    <>
      <ListItemButton
        onClick={() => setOpen((shown) => !shown)}
        aria-expanded={open}
        aria-controls={listId}
        sx={{ py: 0.5, color: 'text.secondary' }}
      >
        <ListItemText
          primary={t(group.labelKey)}
          slotProps={{ primary: { variant: 'overline', fontWeight: 700, lineHeight: 2 } }}
        />
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding>
          {group.entries.map((entry) => (
            <li key={entry.key}>
              <MenuEntryLink entry={entry} onNavigate={onNavigate} />
            </li>
          ))}
        </List>
      </Collapse>
    </>
  );
}

function MenuEntryLink({ entry, onNavigate }: { entry: MenuEntry; onNavigate?: () => void }) {
  const t = useTranslate();
  const language = useLanguage();
  const Icon = entry.icon;
  return (
    <ListItemButton
      component={NavLink}
      to={`/${language}${entry.path}`}
      end={entry.end}
      onClick={onNavigate}
      sx={entry.highlighted ? highlightedStyle : entryStyle}
    >
      <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
        <Icon />
      </ListItemIcon>
      <ListItemText primary={t(entry.labelKey)} slotProps={{ primary: { fontWeight: 600 } }} />
      {entry.badge ? (
        <Chip
          size="small"
          color="secondary"
          label={entry.badge}
          aria-label={t('shell.menu.badge', { smart_count: entry.badge })}
        />
      ) : null}
    </ListItemButton>
  );
}

const entryStyle = {
  mx: 1,
  borderRadius: 1,
  '&.active': { bgcolor: 'action.selected', color: 'primary.main' },
} as const;

/** The call to action: orange with dark text (contrast above 4.5:1 in every state). */
const highlightedStyle = {
  mx: 1,
  my: 0.5,
  borderRadius: 1,
  bgcolor: 'secondary.main',
  color: 'rgba(0, 0, 0, 0.87)',
  '&:hover, &.Mui-focusVisible': { bgcolor: '#e07b17' },
  '&.active': { bgcolor: '#e07b17', boxShadow: 'inset 0 0 0 2px rgba(0, 0, 0, 0.6)' },
} as const;
