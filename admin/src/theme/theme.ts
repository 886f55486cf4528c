import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * The back-office theme: react-admin's default look with the spec's 14px base text and 6px card
 * radius. The five selectable colour themes build on this later. No web fonts are loaded, so the
 * font stack falls back to the system's sans-serif.
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  typography: {
    ...defaultTheme.typography,
    fontSize: 14,
    fontFamily: ['Roboto', 'system-ui', '-apple-system', '"Segoe UI"', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(
      ',',
    ),
  },
  shape: {
    borderRadius: 6,
  },
};
