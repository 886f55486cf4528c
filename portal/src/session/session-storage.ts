import { isSessionExpired, LEGACY_SESSION_STORAGE_KEY, SESSION_STORAGE_KEY, type SessionUser } from '@medstaff/domain';

type SessionListener = () => void;
const listeners = new Set<SessionListener>();

/** Marks, for this tab, that a session ended without the user signing out. */
export const SESSION_ENDED_KEY = 'medstaff.sessionEnded';

/**
 * The signed-in user, shared with the site and the admin console through localStorage (one origin).
 * It holds no token: the browser sends the HttpOnly session cookie, which scripts cannot read.
 * Nothing stored, unreadable data or an expired session all count as signed out.
 */
export function readSession(now: number = Date.now()): SessionUser | null {
  const user = readStoredUser();
  return user && !isSessionExpired(user, now) ? user : null;
}

/** The stored user, expired or not; null when nothing readable is stored. */
function readStoredUser(): SessionUser | null {
  let stored: string | null;
  try {
    // An earlier version kept the token here, readable by any script: it goes.
    window.localStorage.removeItem(LEGACY_SESSION_STORAGE_KEY);
    stored = window.localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!stored) return null;
  try {
    const user: unknown = JSON.parse(stored);
    return isStoredUser(user) ? user : null;
  } catch {
    return null;
  }
}

export function writeSession(user: SessionUser): void {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
  forgetMark();
  notifyListeners();
}

/**
 * Forgets the session. `ended`: the server no longer accepts its cookie (expired or revoked), as
 * opposed to a sign-out; the sign-in page then tells the user to sign in again.
 */
export function clearSession({ ended = false }: { ended?: boolean } = {}): void {
  if (ended) {
    try {
      window.sessionStorage.setItem(SESSION_ENDED_KEY, 'true');
    } catch {
      // without sessionStorage the sign-in page simply does not say why
    }
  }
  window.localStorage.removeItem(SESSION_STORAGE_KEY);
  notifyListeners();
}

/**
 * True when the session ended on its own: the server refused its cookie (marked by clearSession),
 * or the stored session has expired. A visitor who never signed in, or who signed out, gets false.
 */
export function hasSessionEnded(now: number = Date.now()): boolean {
  try {
    if (window.sessionStorage.getItem(SESSION_ENDED_KEY)) return true;
  } catch {
    // no sessionStorage: only the stored expiry can tell
  }
  const stored = readStoredUser();
  return stored !== null && isSessionExpired(stored, now);
}

/** Once the sign-in page has said that the session ended: forget the mark and the expired session. */
export function forgetEndedSession(now: number = Date.now()): void {
  forgetMark();
  const stored = readStoredUser();
  if (stored && isSessionExpired(stored, now)) clearSession();
}

function forgetMark(): void {
  try {
    window.sessionStorage.removeItem(SESSION_ENDED_KEY);
  } catch {
    // nothing to forget
  }
}

/**
 * Calls `listener` whenever the stored session changes: written or cleared in this tab (login,
 * logout, a 401 from the API) or in another tab of the same origin (the `storage` event).
 */
export function subscribeToSession(listener: SessionListener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function notifyListeners(): void {
  for (const listener of [...listeners]) listener();
}

function isStoredUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const { expiresAt, role } = value as { expiresAt?: unknown; role?: unknown };
  return typeof expiresAt === 'number' && typeof role === 'string';
}
