import { createTheme } from '@mui/material/styles';

/** System fonts only: the portal loads nothing from other origins. */
const SYSTEM_FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** A visible keyboard focus on every control (the ripple alone is too faint). */
const FOCUS_RING = { outline: '2px solid #0b6e6e', outlineOffset: 2 } as const;

export const theme = createTheme({
  palette: {
    primary: { main: '#0b6e6e' },
    secondary: { main: '#f28c28' },
    background: { default: '#f4f7f7' },
    // MUI's default info (#0288d1) and warning (#ed6c02) give white text 3.9:1 and 3.1:1; these
    // darker shades of the same hues reach WCAG AA's 4.5:1 (filled chips, buttons, alerts' icons).
    info: { main: '#0277bd' },
    warning: { main: '#b84300' },
  },
  typography: {
    fontFamily: SYSTEM_FONT_STACK,
    fontSize: 14,
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 6 },
  // The spec's layout steps are 480, 768, 959 and 1119 px (max-width), so each range starts one pixel later.
  breakpoints: {
    values: { xs: 0, sm: 480, md: 768, lg: 960, xl: 1120 },
  },
  components: {
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
    // Inside menus and drawers an outer ring would be cut off by the scrolling list.
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { ...FOCUS_RING, outlineOffset: -2 } } } },
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { ...FOCUS_RING, outlineOffset: -2 } } } },
    MuiLink: { styleOverrides: { root: { '&:focus-visible': { ...FOCUS_RING, borderRadius: 2 } } } },
  },
});
