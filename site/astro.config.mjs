// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../domain/src/languages.ts';
import { scriptSize } from './integrations/script-size.mjs';

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
  integrations: [
    react(),
    sitemap({
      i18n: { defaultLocale: DEFAULT_LANGUAGE, locales: { de: 'de-DE', en: 'en-GB' } },
      // Not-found pages and the root redirect are not content.
      filter: (page) => {
        const path = new URL(page).pathname.replace(/\/+$/, '');
        return path !== '' && !/(^|\/)404$/.test(path);
      },
    }),
    // Prints the gzipped script of every page; fails the build when a page other than the landing
    // page ships more than 2 kB (the header's session state and burger menu must stay that small).
    scriptSize({ budget: 2048, exempt: (page) => /^\/(de|en)$/.test(page) }),
  ],
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
