import type { TranslationKey } from '../i18n/translations';

/**
 * The optional link at the right of the auth header, e.g. on sign-up:
 * 'Already have an account?' + 'Log In here' → /{lang}/auth/sign-in.
 */
export interface AuthHeaderLink {
  textKey: TranslationKey;
  linkKey: TranslationKey;
  /** Portal path after the language segment, e.g. '/auth/sign-in'. */
  path: string;
}

/** What an auth route may declare in its `handle`. */
export interface AuthRouteHandle {
  authHeaderLink?: AuthHeaderLink;
}

/** The header link of the deepest matched route that declares one. */
export function findAuthHeaderLink(handles: readonly unknown[]): AuthHeaderLink | undefined {
  for (let index = handles.length - 1; index >= 0; index -= 1) {
    const handle = handles[index] as AuthRouteHandle | null | undefined;
    if (handle?.authHeaderLink) return handle.authHeaderLink;
  }
  return undefined;
}
