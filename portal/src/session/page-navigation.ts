/**
 * Full-page navigation, for pages that belong to another app on this origin (the home page is
 * the static site, the admin console is its own app). Kept behind an object so tests can replace
 * it: jsdom does not let tests redefine `window.location`.
 */
export const pageNavigation = {
  /** Goes to `url`, keeping the current page in the history (sign-in, sign-out). */
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Goes to `url` in place of the current page (a guard sending a visitor away). */
  replace(url: string): void {
    window.location.replace(url);
  },
};
