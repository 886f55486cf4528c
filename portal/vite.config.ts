import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

// The API server hands out dist/index.html for the portal's routes and serves the built assets
// under /_app/portal/.
export default defineConfig({
  base: BASE,
  plugins: [react(), portalRoutesInDevelopment()],
  resolve: {
    alias: {
      '@medstaff/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
