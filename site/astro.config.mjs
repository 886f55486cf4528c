// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../domain/src/languages.ts';

/** Public origin of the site, used for canonical and hreflang URLs. */
const site = process.env.PUBLIC_URL ?? 'http://localhost:3000';
const domainSource = fileURLToPath(new URL('../domain/src/', import.meta.url));

export default defineConfig({
  site,
  output: 'static',
  outDir: './dist',
  trailingSlash: 'never',
  build: { format: 'directory' },
  i18n: {
    // The languages are declared once, in @medstaff/domain, and shared with the API, portal and admin.
    locales: [...LANGUAGES],
    defaultLocale: DEFAULT_LANGUAGE,
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  integrations: [react()],
  vite: {
    resolve: {
      alias: { '@medstaff/domain': `${domainSource}index.ts` },
    },
    build: {
      rollupOptions: {
        // The domain package is pure (constants and functions), so page scripts keep only what they
        // import from it: the header needs the session rule, not the bilingual reference data.
        treeshake: { moduleSideEffects: (id) => !id.startsWith(domainSource) },
      },
    },
  },
});
