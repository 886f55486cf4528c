import { lazy, Suspense, useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import PaletteIcon from '@mui/icons-material/Palette';
import { useTranslate } from 'react-admin';

/** The menu itself (MUI's Menu with its popover), loaded when it is first opened (issue 27). */
const ThemeMenuPopup = lazy(async () => ({ default: (await import('./AppBarMenus')).ThemeMenuPopup }));

/**
 * The app bar's theme chooser: Light, Dark, Blue, Green, Indigo, kept in react-admin's store. The
 * button is named by `aria-label` and `title` (no MUI Tooltip in the dashboard's first load).
 */
export const ThemeMenu = () => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const label = translate('medstaff.theme.menu');
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-controls={anchor ? 'theme-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <PaletteIcon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <ThemeMenuPopup anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
};
