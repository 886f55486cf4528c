import type { Language } from './languages';
import type { PersonRole } from './roles';

/**
 * The signed-in user as the apps keep it: who it is and when the session ends, never the token.
 * The token lives in an HttpOnly cookie that scripts cannot read (docs/decisions.md, "Where the
 * session lives"); this record only tells the site, the portal and the admin console (one origin)
 * that someone is signed in, and as whom. Stored in localStorage under SESSION_STORAGE_KEY.
 */
export const SESSION_STORAGE_KEY = 'medstaff.session';

/** Where earlier versions kept the user with the token: removed wherever it is still found. */
export const LEGACY_SESSION_STORAGE_KEY = 'medstaff.user';

export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: PersonRole;
  language: Language;
  /** When the session cookie (and its token) expires, in milliseconds since the epoch. */
  expiresAt: number;
}

/** The user fields the server sends (login, is-logged-in). */
export type SessionUserFields = Omit<SessionUser, 'expiresAt'>;

/**
 * What POST /api/auth/login answers. The token in the body is for API clients (Authorization:
 * Bearer); the apps ignore it and rely on the cookie set with the same answer.
 */
export interface LoginResponse {
  user: SessionUserFields;
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

/** The session the apps keep after a login: the user and the expiry, without the token. */
export function sessionFromLogin(response: Pick<LoginResponse, 'user' | 'expires_in'>, now: number): SessionUser {
  return { ...response.user, expiresAt: now + response.expires_in * 1000 };
}

/** A session whose expiry has passed (or cannot be read) is treated as signed out. */
export function isSessionExpired(user: { expiresAt?: unknown }, now: number = Date.now()): boolean {
  return typeof user.expiresAt !== 'number' || !Number.isFinite(user.expiresAt) || user.expiresAt <= now;
}
