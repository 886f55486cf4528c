/**
 * A Vite plugin for the portal and the admin console: MUI's `createTheme` and `ThemeProvider` carry
 * the CSS-variables variant of the theme (`createThemeWithVars`, `CssVarsProvider` with its
 * color-scheme script and storage: about 7 kB gzip in every first load), which they run only for a
 * theme with `cssVariables` or `colorSchemes`. Neither app's themes (portal/src/app/theme.ts,
 * admin/src/theme/theme.ts, and react-admin's ThemeProvider, which calls `createTheme` on them)
 * have either, so MUI uses the plain variant; these two imports are answered with stand-ins that
 * say so if ever called.
 */
const MUI_STYLES = /\/node_modules\/@mui\/material\/esm\/styles\/(createTheme|ThemeProvider)\.js$/;
const PREFIX = '\0medstaff-mui-no-css-variables:';
const NO_CSS_VARIABLES =
  'const NO_CSS_VARIABLES = "The app builds MUI without its CSS-variables theme (scripts/vite-mui-no-css-variables.mjs): use a theme without cssVariables and colorSchemes.";';
const STANDINS = new Map([
  ['./createThemeWithVars.js', 'export default function createThemeWithVars() { throw new Error(NO_CSS_VARIABLES); }'],
  ['./ThemeProviderWithVars.js', 'export function CssVarsProvider() { throw new Error(NO_CSS_VARIABLES); }'],
]);

/** @returns {import('vite').Plugin} */
export function muiWithoutCssVariables() {
  return {
    name: 'medstaff-mui-without-css-variables',
    enforce: 'pre',
    apply: 'build',
    resolveId: (source, importer) =>
      importer && MUI_STYLES.test(importer.replace(/\\/g, '/')) && STANDINS.has(source) ? PREFIX + source : null,
    load: (id) => (id.startsWith(PREFIX) ? `${NO_CSS_VARIABLES}\n${STANDINS.get(id.slice(PREFIX.length))}` : null),
  };
}
