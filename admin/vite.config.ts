import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// @ts-expect-error: a plain .mjs module of the repository's build scripts, typed by its JSDoc
import { NATIVE_PREFIX, nativePolyfills } from '../scripts/vite-native-polyfills.mjs';
// @ts-expect-error: a plain .mjs module of the repository's build scripts, typed by its JSDoc
import { muiWithoutCssVariables } from '../scripts/vite-mui-no-css-variables.mjs';
// @ts-expect-error: a plain .mjs module of the repository's build scripts, typed by its JSDoc
import { lodashEs } from '../scripts/vite-lodash-es.mjs';

/** React, its DOM renderer and the router, with the router's own dependencies (they import nothing else). */
const REACT_PACKAGES =
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\//;

/**
 * React, its DOM renderer and the router go to one `react` chunk, which every screen needs and
 * which changes only with them. Every other library (MUI, react-admin, react-query, …) follows the
 * modules that use it: what only lazily loaded screens use is loaded with them, not with the
 * sign-in page (one `mui`/`react-admin`/`vendor` chunk each put every component of the console,
 * used or not, into the first load: 330 kB gzip, issue 12).
 */
function vendorChunk(id: string): string | undefined {
  return REACT_PACKAGES.test(id.replace(/\\/g, '/')) ? 'react' : undefined;
}

/**
 * The server serves the built files under /_app/admin/ and answers every /{lang}/admin/* path
 * with dist/index.html; the app then routes on the path itself.
 */
export default defineConfig({
  base: '/_app/admin/',
  // The first load (scripts/check-budgets.mjs, issue 27): MUI without its CSS-variables theme,
  // react-admin's lodash imports as ES modules.
  plugins: [react(), nativePolyfills(), muiWithoutCssVariables(), lodashEs()],
  resolve: {
    alias: {
      '@medstaff/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph scripts/check-budgets.mjs measures the first loads on.
    manifest: true,
    // Terser's two passes write some 2.5 % less than esbuild's minifier (as in the portal).
    minify: 'terser',
    terserOptions: { module: true, compress: { passes: 2 } },
    // A polyfill's require() gets the built-in itself, not a module namespace.
    commonjsOptions: { requireReturnsDefault: (id: string) => id.startsWith(NATIVE_PREFIX) },
    rollupOptions: {
      // hoist-non-react-statics (with react-is 16) serves emotion's withTheme only, which the
      // console does not use; as CommonJS it would be kept for fear of side effects (as in the portal).
      treeshake: { moduleSideEffects: (id) => !/\/node_modules\/hoist-non-react-statics\//.test(id) },
      output: {
        // React changes less often than the console: apart, it stays cached across releases.
        // The screens are split by React.lazy (src/screens.tsx), one chunk per resource.
        manualChunks: vendorChunk,
      },
    },
  },
});
