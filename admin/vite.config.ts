import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** React, its DOM renderer and the router, with the router's own dependencies (they import nothing else). */
const REACT_PACKAGES =
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\//;

/**
 * Which vendor chunk a module of node_modules goes to: `react`, `mui` (with Emotion),
 * `react-admin` (ra-*), or `vendor` for every other library (react-query, react-hook-form, lodash,
 * …). Each package goes to exactly one of them and no two chunks import each other.
 */
function vendorChunk(id: string): string | undefined {
  const path = id.replace(/\\/g, '/');
  if (!path.includes('/node_modules/')) return undefined;
  if (REACT_PACKAGES.test(path)) return 'react';
  if (/\/node_modules\/(@mui|@emotion)\//.test(path)) return 'mui';
  if (/\/node_modules\/(react-admin|ra-[^/]+)\//.test(path)) return 'react-admin';
  return 'vendor';
}

/**
 * The server serves the built files under /_app/admin/ and answers every /{lang}/admin/* path
 * with dist/index.html; the app then routes on the path itself.
 */
export default defineConfig({
  base: '/_app/admin/',
  plugins: [react()],
  resolve: {
    alias: {
      '@medstaff/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // The libraries change less often than the console: apart, they stay cached across releases.
        // The screens are split by React.lazy (src/screens.tsx), one chunk per resource.
        manualChunks: vendorChunk,
      },
    },
  },
});
