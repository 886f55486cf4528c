/**
 * Full-page navigation, for pages that belong to another app on this origin (the home page is
 * the static site). Kept behind an object so tests can replace it: jsdom does not let tests
 * redefine `window.location.replace`.
 */
export const pageNavigation = {
  replace(url: string): void {
    window.location.replace(url);
  },
};
