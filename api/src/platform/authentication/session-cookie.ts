import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearCookie, setCookie, type CookieOptions } from '../http/cookies';
import { requestHeader } from '../http/request-header';
import type { AppConfig } from '../config/app-config';

/**
 * The browser session: the access token travels in an HttpOnly cookie that scripts on the page
 * cannot read (docs/decisions.md, "Where the session lives"). API clients keep sending
 * `Authorization: Bearer`, which wins over the cookie.
 */

/** Methods that never change anything: the cookie is honoured for them from anywhere it is sent. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Set on a request whose session cookie was ignored because the change came from another site. */
const CROSS_SITE_MARK = Symbol('medstaff.crossSiteCookie');

export interface SessionCookieSettings {
  /** `__Host-medstaff_session` over https (Secure, Path=/, no Domain), `medstaff_session` otherwise. */
  name: string;
  secure: boolean;
  /** The one origin whose pages may send changes with the cookie (PUBLIC_URL). */
  origin: string;
  maxAgeMs: number;
}

/** Secure in production and whenever the public address is https (browsers drop Secure cookies over http). */
export function sessionCookieSettings(config: AppConfig): SessionCookieSettings {
  const secure = config.env === 'production' || config.publicUrl.startsWith('https:');
  return {
    name: secure ? '__Host-medstaff_session' : 'medstaff_session',
    secure,
    origin: new URL(config.publicUrl).origin,
    maxAgeMs: config.jwt.ttlSeconds * 1000,
  };
}

function cookieOptions(settings: SessionCookieSettings): CookieOptions {
  // Strict: no other site's link, form or frame ever sends it; the apps' own requests always do.
  return { httpOnly: true, secure: settings.secure, sameSite: 'strict', path: '/' };
}

/** Sets the session cookie for a token that lives `maxAgeMs` (as long as the token itself). */
export function setSessionCookie(response: FastifyReply, settings: SessionCookieSettings, token: string): void {
  setCookie(response, settings.name, token, { ...cookieOptions(settings), maxAgeMs: settings.maxAgeMs });
}

export function clearSessionCookie(response: FastifyReply, settings: SessionCookieSettings): void {
  clearCookie(response, settings.name, cookieOptions(settings));
}

/** The value of cookie `name` in the request's Cookie header (no cookie parser needed for one name). */
export function readCookie(request: Pick<FastifyRequest, 'headers'>, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    return value === '' ? undefined : value;
  }
  return undefined;
}

/**
 * A change (not GET/HEAD/OPTIONS) from a page of another site. Browsers say where a request comes
 * from in `Sec-Fetch-Site`; older ones only in `Origin`. A change that says neither is refused too:
 * every browser that sends cookies sends one of them with a POST, PUT, PATCH or DELETE.
 */
export function isCrossSiteChange(request: Pick<FastifyRequest, 'headers' | 'method'>, origin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = requestHeader(request, 'sec-fetch-site');
  if (site !== undefined) return site !== 'same-origin';
  return requestHeader(request, 'origin') !== origin;
}

/**
 * The token of the request: the bearer header first (API clients, tests), else the session
 * cookie, but for a change only when it comes from our own pages (CSRF). A refused cookie marks
 * the request so that the guard can say why (CROSS_SITE_REQUEST) instead of "sign in".
 */
export function tokenFromRequest(request: FastifyRequest, settings: SessionCookieSettings): string | null {
  const authorization = requestHeader(request, 'authorization');
  if (authorization !== undefined) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    return match ? match[1] : null;
  }
  const cookie = readCookie(request, settings.name);
  if (cookie === undefined) return null;
  if (isCrossSiteChange(request, settings.origin)) {
    (request as FastifyRequest & { [CROSS_SITE_MARK]?: true })[CROSS_SITE_MARK] = true;
    return null;
  }
  return cookie;
}

/** True when tokenFromRequest ignored the request's session cookie as a cross-site change. */
export function wasCrossSiteCookie(request: FastifyRequest): boolean {
  return (request as FastifyRequest & { [CROSS_SITE_MARK]?: true })[CROSS_SITE_MARK] === true;
}
