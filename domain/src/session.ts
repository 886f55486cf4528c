import type { Language } from './languages';
import type { PersonRole } from './roles';

/**
 * The signed-in user as the apps keep it: the user object with its token on it
 * (`access_token`, token type Bearer). Stored in localStorage under SESSION_STORAGE_KEY so the
 * site, the portal and the admin console (one origin) share one session.
 */
export const SESSION_STORAGE_KEY = 'medstaff.user';

export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: PersonRole;
  language: Language;
  access_token: string;
  token_type: 'Bearer';
}

/** What POST /api/auth/login answers. */
export interface LoginResponse {
  user: Omit<SessionUser, 'access_token' | 'token_type'>;
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

/** Reads the payload of a JWT without verifying it (the server verifies; the client only reads expiry). */
export function decodeTokenPayload(token: string): { sub?: number; exp?: number; role?: PersonRole } | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
    return JSON.parse(json) as { sub?: number; exp?: number; role?: PersonRole };
  } catch {
    return undefined;
  }
}

/** A session whose token has expired (or cannot be read) is treated as signed out. */
export function isSessionExpired(user: Pick<SessionUser, 'access_token'>, now: number = Date.now()): boolean {
  const payload = decodeTokenPayload(user.access_token);
  return !payload?.exp || payload.exp * 1000 <= now;
}
