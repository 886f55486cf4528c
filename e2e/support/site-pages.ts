import pages from './site-pages.json';

/**
 * Every public page of the site, as the path after `/{lang}` (`''` is the landing page). The list
 * lives in site-pages.json so that `npm run lighthouse` (plain Node) reads the same one.
 */
export const SITE_PAGES: readonly string[] = pages;
