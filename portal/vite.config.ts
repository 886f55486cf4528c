import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server hands out portal/dist/index.html for /{lang}/auth/*, /{lang}/hospital*,
// /{lang}/organisations/* and /{lang}/agency/*, and serves the built assets under /_app/portal/.
export default defineConfig({
  base: '/_app/portal/',
  plugins: [react()],
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
