import { LEGACY_SESSION_STORAGE_KEY, SESSION_STORAGE_KEY, isPersonRole, type SessionUser } from '@medstaff/domain';

/**
 * The session shared with the site and the portal (one origin, one localStorage key): who is
 * signed in and until when. The token itself is in the HttpOnly cookie the browser sends with every
 * API call; scripts never see it. Anything unreadable or incomplete counts as no session.
 */
export function readSession(): SessionUser | undefined {
  // An earlier version kept the token here, readable by any script: it goes.
  window.localStorage.removeItem(LEGACY_SESSION_STORAGE_KEY);
  const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<SessionUser> | null;
    if (!value || typeof value.expiresAt !== 'number' || !isPersonRole(value.role)) return undefined;
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
