import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// @ts-expect-error: a plain .mjs module of the repository's build scripts, typed by its JSDoc
import { NATIVE_PREFIX, nativePolyfills } from '../scripts/vite-native-polyfills.mjs';

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
  plugins: [react(), nativePolyfills()],
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
    // The console's entry (react-admin with its Layout, MUI, react-query, react-hook-form) is one
    // chunk of about 570 kB (185 kB gzip): its limit is the first-load budget that
    // scripts/check-budgets.mjs checks, not Vite's 500 kB warning.
    chunkSizeWarningLimit: 700,
    // A polyfill's require() gets the built-in itself, not a module namespace.
    commonjsOptions: { requireReturnsDefault: (id: string) => id.startsWith(NATIVE_PREFIX) },
    rollupOptions: {
      output: {
        // React changes less often than the console: apart, it stays cached across releases.
        // The screens are split by React.lazy (src/screens.tsx), one chunk per resource.
        manualChunks: vendorChunk,
      },
    },
  },
});
