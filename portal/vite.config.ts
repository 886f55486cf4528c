import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// @ts-expect-error: a plain .mjs module of the repository's build scripts, typed by its JSDoc
import { NATIVE_PREFIX, nativePolyfills } from '../scripts/vite-native-polyfills.mjs';

const BASE = '/_app/portal/';

/** The portal's routes as the server answers them (api/src/web/web.middleware.ts), with any first segment. */
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

/** React, its DOM renderer and the router (they import nothing else): one chunk that changes only with them. */
const REACT_PACKAGES = /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//;

// The API server hands out dist/index.html for the portal's routes and serves the built assets
// under /_app/portal/.
export default defineConfig({
  base: BASE,
  plugins: [react(), portalRoutesInDevelopment(), nativePolyfills()],
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
    // node-polyglot's require('object.entries') gets the function, not a module namespace.
    commonjsOptions: { requireReturnsDefault: (id: string) => id.startsWith(NATIVE_PREFIX) },
    rollupOptions: {
      output: {
        // The pages are split by the route table (src/app/routes.tsx); the other libraries follow
        // the pages that use them, so a first load carries only what its route needs.
        manualChunks: (id) => (REACT_PACKAGES.test(id.replace(/\\/g, '/')) ? 'react' : undefined),
      },
    },
  },
});
