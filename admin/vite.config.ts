import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  },
});
