import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** The five colour themes an administrator can choose from (spec §1), in menu order. */
export const THEME_NAMES = ['light', 'dark', 'blue', 'green', 'indigo'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
export const DEFAULT_THEME_NAME: ThemeName = 'light';

/** The react-admin store key that keeps the chosen theme (localStorage, survives a reload). */
export const THEME_STORE_KEY = 'themeName';

export const isThemeName = (value: unknown): value is ThemeName =>
  typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);

/** Spec §9: xs 0, sm 769, md 960, lg 1280, xl 1440. */
const breakpoints = { values: { xs: 0, sm: 769, md: 960, lg: 1280, xl: 1440 } };

/**
 * 14px base text and a 6px radius on cards and fields (spec §1). No web fonts are loaded, so the
 * font stack falls back to the system's sans-serif.
 */
const typography = {
  fontSize: 14,
  fontFamily: ['Roboto', 'system-ui', '-apple-system', '"Segoe UI"', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(
    ',',
  ),
  h6: { fontWeight: 400 },
};

interface Colours {
  primary: string;
  /** react-admin's app bar uses the secondary colour. */
  secondary: string;
  background: string;
}

/**
 * A light theme on react-admin's default look. The colours are dark enough for white text on
 * them and for them as text on the background to reach WCAG AA (4.5:1); theme.spec.ts checks it.
 */
const lightTheme = ({ primary, secondary, background }: Colours): RaThemeOptions => ({
  ...defaultLightTheme,
  palette: {
    mode: 'light',
    primary: { main: primary, contrastText: '#fff' },
    secondary: { main: secondary, contrastText: '#fff' },
    background: { default: background, paper: '#fff' },
  },
  typography,
  shape: { borderRadius: 6 },
  breakpoints,
});

const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    mode: 'dark',
    primary: { main: '#90caf9' },
    secondary: { main: '#90caf9' },
    background: { default: '#121212', paper: '#1e1e1e' },
  },
  typography,
  shape: { borderRadius: 6 },
  breakpoints,
};

export const themes: Record<ThemeName, RaThemeOptions> = {
  light: lightTheme({ primary: '#1565c0', secondary: '#1565c0', background: '#fafafb' }),
  dark: darkTheme,
  blue: lightTheme({ primary: '#0d47a1', secondary: '#01579b', background: '#f1f6fd' }),
  green: lightTheme({ primary: '#1b5e20', secondary: '#2e7d32', background: '#f3f8f3' }),
  indigo: lightTheme({ primary: '#283593', secondary: '#3949ab', background: '#f4f5fb' }),
};

/** The default (Light) theme, for tests and components rendered outside the app. */
export const theme = themes[DEFAULT_THEME_NAME];
