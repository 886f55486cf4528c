import type { AuthProvider, UserIdentity } from 'react-admin';
import {
  isSessionExpired,
  sessionFromLogin,
  type ApiSchema,
  type ErrorCode,
  type LoginResponse,
  type SessionUser,
} from '@medstaff/domain';
import { errorCode } from '../common/http-error';
import { languageFromPath } from '../i18n/language';
import { clearSession, readSession, writeSession } from './session';

export const LOGIN_PATH = '/api/auth/login';
export const LOGOUT_PATH = '/api/auth/logout';

/** The only role that may enter the back-office. */
const BACK_OFFICE_ROLE = 'ADMIN';

/**
 * Rejections carry translation keys or the server's own message: react-admin's login form and
 * auth checks pass them through `translate` with the text itself as fallback, so keys come out
 * in the current language and server messages unchanged.
 */
export const AUTH_MESSAGES = {
  noBackOfficeAccess: 'medstaff.auth.no_back_office_access',
  signInError: 'ra.auth.sign_in_error',
  signInRequired: 'ra.auth.auth_check_error',
  sessionExpired: 'ra.notification.logged_out',
  notAuthorized: 'ra.notification.not_authorized',
  networkError: 'ra.notification.http_error',
} as const;

/** Codes that refuse this account the back-office (checkError): the user is told and signed out. */
const ACCESS_REFUSALS: ReadonlySet<ErrorCode> = new Set(['FORBIDDEN', 'ACCOUNT_DISABLED', 'EMAIL_NOT_CONFIRMED']);

/** Our login form sends `username`; react-admin's `<LoginWithEmail>` sends `email`. Both are the email. */
export interface LoginParams {
  username?: string;
  email?: string;
  password: string;
}

export interface AdminIdentity extends UserIdentity {
  firstName: string;
  lastName: string;
}

/** The API's error answer (every refusal carries it). */
type ErrorBody = Partial<ApiSchema<'ErrorBody'>>;

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The API answers errors as `{ statusCode, message, error }`, message being a string or a list. */
function serverMessage(body: unknown): string | undefined {
  const message = (body as ErrorBody | undefined)?.message;
  if (Array.isArray(message)) return message.filter(Boolean).join(', ') || undefined;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

function isLoginResponse(body: unknown): body is LoginResponse {
  const candidate = body as LoginResponse | undefined;
  return typeof candidate?.expires_in === 'number' && typeof candidate.user?.role === 'string';
}

/** A stored session an administrator may use right now. */
export function usableAdminSession(): SessionUser | undefined {
  const session = readSession();
  return session && session.role === BACK_OFFICE_ROLE && !isSessionExpired(session) ? session : undefined;
}

export const authProvider = {
  async login({ username, email, password }: LoginParams) {
    let response: Response;
    try {
      response = await fetch(LOGIN_PATH, {
        method: 'POST',
        // The refusal ("email or password is incorrect") comes in the language on screen, as the
        // data provider's do; without it the server answered in the browser's language.
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Accept-Language': languageFromPath(window.location.pathname),
        },
        body: JSON.stringify({ email: (email ?? username ?? '').trim(), password, role: BACK_OFFICE_ROLE }),
      });
    } catch {
      throw new Error(AUTH_MESSAGES.networkError);
    }
    const body = await readJson(response);
    if (!response.ok) throw new Error(serverMessage(body) ?? AUTH_MESSAGES.signInError);
    if (!isLoginResponse(body)) throw new Error(AUTH_MESSAGES.signInError);
    if (body.user.role !== BACK_OFFICE_ROLE) throw new Error(AUTH_MESSAGES.noBackOfficeAccess);
    // The answer's token is for API clients; the browser keeps the HttpOnly cookie set with it.
    writeSession(sessionFromLogin(body, Date.now()));
  },

  /**
   * Revokes the token (and clears its cookie) and forgets the session. A valid session of another role belongs to the
   * portal or the site (same origin, same key): leaving the back-office must not sign it out there.
   */
  async logout() {
    const session = readSession();
    if (!session) return;
    if (session.role !== BACK_OFFICE_ROLE && !isSessionExpired(session)) return;
    if (!isSessionExpired(session)) {
      try {
        await fetch(LOGOUT_PATH, { method: 'POST' });
      } catch {
        // Offline or server down: the cookie expires on its own; the session is forgotten anyway.
      }
    }
    clearSession();
  },

  async checkAuth() {
    const session = readSession();
    if (!session) throw new Error(AUTH_MESSAGES.signInRequired);
    if (isSessionExpired(session)) throw new Error(AUTH_MESSAGES.sessionExpired);
    if (session.role !== BACK_OFFICE_ROLE) throw new Error(AUTH_MESSAGES.noBackOfficeAccess);
  },

  /**
   * Decides on the error's code (react-admin's HttpError carries the body): an ended session
   * (UNAUTHENTICATED) signs out; a refusal of this account (FORBIDDEN and the like) says so;
   * everything else, including other 401s and 403s by their code, stays with the screen.
   */
  async checkError(error: { status?: number; body?: unknown } | undefined) {
    const code = errorCode(error);
    if (code === 'UNAUTHENTICATED') {
      clearSession();
      throw new Error(AUTH_MESSAGES.sessionExpired);
    }
    if (code && ACCESS_REFUSALS.has(code)) throw new Error(AUTH_MESSAGES.notAuthorized);
  },

  async getIdentity(): Promise<AdminIdentity> {
    const session = usableAdminSession();
    if (!session) throw new Error(AUTH_MESSAGES.signInRequired);
    return {
      id: session.id,
      fullName: `${session.firstName} ${session.lastName}`.trim(),
      firstName: session.firstName,
      lastName: session.lastName,
    };
  },

  async getPermissions() {
    return readSession()?.role;
  },
} satisfies AuthProvider;
