import { homePathForRole, isPersonRole, isSessionExpired, LEGACY_SESSION_STORAGE_KEY } from '@medstaff/domain';

/** The header gets its filled background once the page has scrolled more than this many pixels. */
export const SCROLL_THRESHOLD = 5;

/**
 * The stored user while its session has not expired (the domain's rule), else undefined. It holds
 * no token: the session itself is an HttpOnly cookie that no script can read.
 */
function storedUser(storage: Storage | undefined, key: string): { role?: unknown } | undefined {
  try {
    const user = JSON.parse(storage?.getItem(key) ?? 'null') as { expiresAt?: unknown; role?: unknown } | null;
    if (user && !isSessionExpired(user)) return user;
    return undefined;
  } catch {
    return undefined;
  }
}

/** A stored session counts only while it has not expired. */
export function hasStoredSession(storage: Storage | undefined, key: string): boolean {
  return storedUser(storage, key) !== undefined;
}

/**
 * The signed-in user's own area in `lang` (the portal's rule, `homePathForRole`): hospital roles →
 * /{lang}/hospital, agency → /{lang}/agency/jobs, nurses and doctors → /{lang}/shifts/assignments (Meine Einsätze), admin → the console.
 * Undefined without a session or with an unknown role.
 */
export function ownAreaHref(storage: Storage | undefined, key: string, lang: string): string | undefined {
  const role = storedUser(storage, key)?.role;
  return isPersonRole(role) ? `/${lang}${homePathForRole(role)}` : undefined;
}

/**
 * Ends the session on the server too (its token stops working, its cookie is cleared), without
 * waiting for the answer. The browser sends the cookie; there is nothing to send while signed out.
 */
export function revokeSession(storage: Storage | undefined, key: string): void {
  if (storedUser(storage, key) === undefined || typeof fetch !== 'function') return;
  void fetch('/api/auth/logout', { method: 'POST', keepalive: true }).catch(() => undefined);
}

/** An earlier version kept the token in the stored session, readable by any script: it goes. */
function forgetLegacySession(storage: Storage | undefined): void {
  try {
    storage?.removeItem(LEGACY_SESSION_STORAGE_KEY);
  } catch {
    // nothing stored, nothing to forget
  }
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export interface SiteHeaderOptions {
  storage?: Storage;
  navigate?: (url: string) => void;
}

/**
 * Header behaviour: filled background after scrolling, the burger menu, and sign-in, or the link to
 * the user's own area and sign-out, depending on the session the portal keeps in localStorage
 * under `data-session-key`.
 */
export function setUpSiteHeader(header: HTMLElement, options: SiteHeaderOptions = {}): void {
  const storage = options.storage ?? browserStorage();
  const navigate = options.navigate ?? ((url: string) => window.location.assign(url));
  const toggle = header.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = header.querySelector<HTMLElement>('[data-menu]');
  const signIn = header.querySelector<HTMLElement>('[data-sign-in]');
  const signOut = header.querySelector<HTMLButtonElement>('[data-sign-out]');
  const ownArea = header.querySelector<HTMLAnchorElement>('[data-own-area]');
  const sessionKey = header.dataset.sessionKey ?? '';
  forgetLegacySession(storage);

  const fill = () => header.classList.toggle('is-filled', window.scrollY > SCROLL_THRESHOLD);
  fill();
  window.addEventListener('scroll', fill, { passive: true });

  const setMenuOpen = (open: boolean) => {
    toggle?.setAttribute('aria-expanded', String(open));
    header.classList.toggle('is-open', open);
  };
  toggle?.addEventListener('click', () => setMenuOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  menu?.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) setMenuOpen(false);
  });
  header.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && toggle?.getAttribute('aria-expanded') === 'true') {
      setMenuOpen(false);
      toggle.focus();
    }
  });

  const signedIn = hasStoredSession(storage, sessionKey);
  if (signIn) signIn.hidden = signedIn;
  const areaHref = ownAreaHref(storage, sessionKey, header.dataset.lang ?? '');
  if (ownArea && areaHref) {
    ownArea.href = areaHref;
    ownArea.hidden = false;
  }
  if (signOut) {
    signOut.hidden = !signedIn;
    signOut.addEventListener('click', () => {
      revokeSession(storage, sessionKey);
      storage?.removeItem(sessionKey);
      navigate(signOut.dataset.home ?? '/');
    });
  }
}
