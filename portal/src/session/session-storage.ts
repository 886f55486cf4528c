import { isSessionExpired, SESSION_STORAGE_KEY, type SessionUser } from '@medstaff/domain';

type SessionListener = () => void;
const listeners = new Set<SessionListener>();

/**
 * The signed-in user, shared with the site and the admin console through localStorage (one origin).
 * Nothing stored, unreadable data or an expired token all count as signed out.
 */
export function readSession(now: number = Date.now()): SessionUser | null {
  let stored: string | null;
  try {
    stored = window.localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!stored) return null;
  try {
    const user: unknown = JSON.parse(stored);
    if (!isStoredUser(user) || isSessionExpired(user, now)) return null;
    return user;
  } catch {
    return null;
  }
}

export function writeSession(user: SessionUser): void {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
  notifyListeners();
}

export function clearSession(): void {
  window.localStorage.removeItem(SESSION_STORAGE_KEY);
  notifyListeners();
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
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { access_token?: unknown }).access_token === 'string'
  );
}
