import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// @ts-expect-error: a plain .mjs module of the repository's build scripts, typed by its JSDoc
import { NATIVE_PREFIX, nativePolyfills } from '../scripts/vite-native-polyfills.mjs';
// @ts-expect-error: a plain .mjs module of the repository's build scripts, typed by its JSDoc
import { portalChunks } from '../scripts/vite-portal-chunks.mjs';
// @ts-expect-error: a plain .mjs module of the repository's build scripts, typed by its JSDoc
import { muiWithoutCssVariables } from '../scripts/vite-mui-no-css-variables.mjs';

const BASE = '/_app/portal/';

/** The portal's routes as the server answers them (api/src/platform/web/web.middleware.ts), with any first segment. */
const PORTAL_ROUTE = /^\/[^/]+\/(auth(\/.*)?|hospital.*|organisations(\/.*)?|agency(\/.*)?)$/;

/** In `vite dev`, answer the portal's routes with index.html as the server does in production. */
function portalRoutesInDevelopment(): Plugin {
  return {
    name: 'medstaff-portal-routes',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const path = (request.url ?? '/').split('?')[0];
        if (request.method === 'GET' && PORTAL_ROUTE.test(path)) request.url = BASE;
        next();
      });
    },
  };
}

// The API server hands out dist/index.html for the portal's routes and serves the built assets
// under /_app/portal/.
export default defineConfig({
  base: BASE,
  plugins: [react(), portalRoutesInDevelopment(), nativePolyfills(), muiWithoutCssVariables()],
  resolve: {
    alias: {
      '@medstaff/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Terser's two passes write about 2.5 % less (gzip) than esbuild's minifier: 4 kB of the auth
    // screens' first load, for some 6 s more build time.
    minify: 'terser',
    terserOptions: { module: true, compress: { passes: 2 } },
    // dist/.vite/manifest.json: the chunk graph scripts/check-budgets.mjs measures the first loads on.
    manifest: true,
    // node-polyglot's require('object.entries') gets the function, not a module namespace.
    commonjsOptions: { requireReturnsDefault: (id: string) => id.startsWith(NATIVE_PREFIX) },
    rollupOptions: {
      // hoist-non-react-statics (with react-is 16) serves emotion's withTheme only, which the
      // portal does not use; as CommonJS it would be kept for fear of side effects (1 kB gzip).
      treeshake: { moduleSideEffects: (id) => !/\/node_modules\/hoist-non-react-statics\//.test(id) },
      output: {
        // The pages are split by the route table (src/app/routes.tsx); React, the entry and what
        // the auth pages add to it are chunks of their own (scripts/vite-portal-chunks.mjs), the
        // other libraries follow the pages that use them.
        manualChunks: portalChunks(),
        onlyExplicitManualChunks: true,
      },
    },
  },
});
