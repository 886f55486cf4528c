import { SESSION_STORAGE_KEY, isPersonRole, type SessionUser } from '@medstaff/domain';

/**
 * The session shared with the site and the portal (one origin, one localStorage key).
 * Anything unreadable or incomplete counts as no session.
 */
export function readSession(): SessionUser | undefined {
  const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<SessionUser> | null;
    if (!value || typeof value.access_token !== 'string' || !isPersonRole(value.role)) return undefined;
    return value as SessionUser;
  } catch {
    return undefined;
  }
}

export function writeSession(session: SessionUser): void {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

export function clearSession(): void {
  window.localStorage.removeItem(SESSION_STORAGE_KEY);
}

/** The Authorization header value for a session. */
export function bearerToken(session: Pick<SessionUser, 'access_token'>): string {
  return `Bearer ${session.access_token}`;
}
