/** Every public page of the site, as the path after `/{lang}` (`''` is the landing page). */
export const SITE_PAGES = [
  '',
  '/agencies',
  '/howItWorks',
  '/innovation',
  '/partners',
  '/about-us',
  '/terms',
  '/imprint',
  '/privacy',
] as const;
