import { homePathForRole, type Language, type PersonRole } from '@medstaff/domain';

/** Where a signed-in person belongs, and whether that page is in this app or needs a full page load. */
export interface HomeDestination {
  path: string;
  /** The admin console and the site's home page are other apps on this origin. */
  fullPage: boolean;
}

const PORTAL_AREAS = ['/hospital', '/organisations', '/agency', '/shifts'];

/** Hospital roles → /{lang}/hospital, agency → /{lang}/agency/jobs, pool members → /{lang}/shifts (all here); admin leaves the portal. */
export function homeDestination(role: PersonRole, language: Language): HomeDestination {
  const home = homePathForRole(role);
  const inPortal = PORTAL_AREAS.some((area) => home === area || home.startsWith(`${area}/`));
  return { path: `/${language}${home}`, fullPage: !inPortal };
}
