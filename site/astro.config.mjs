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
    // Prints the compressed script every page runs as it loads (Brotli, as the server sends it, and
    // gzip) and fails the build when a page goes over its budget: 2 kB (the header's session state
    // and burger menu must stay that small), 50 kB on the landing pages (issue 27; the enquiry
    // island, React with it, hydrates when the form scrolls into view and is not counted; the
    // calendar loads when the date field is opened, the confirmation after an enquiry was sent).
    // scripts/check-budgets.mjs holds the landing pages to the same budget after `npm run build`.
    scriptSize({
      budget: 2048,
      pages: [{ pages: /^\/(de|en)$/, budget: 50_000, name: 'landing page' }],
    }),
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
