import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setCookie, type CookieOptions } from '../platform/http/cookies';
import { pathOf } from '../platform/http/request-header';
import type { AppConfig } from '../platform/config/app-config';
import { APP_CONFIG } from '../platform/config/config.module';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * signed in to an account gets a signed, long-lived, HttpOnly cookie bound to that account, and
 * keeps its own sign-in allowance while the account is under attack from elsewhere
 * (LoginThrottleService). Kept apart from the session's delivery, so that the two can change alone.
 */
export const DEVICE_COOKIE_NAME = 'medstaff_device';
/** How long a device stays known without signing in again. */
export const DEVICE_COOKIE_MAX_AGE_DAYS = 180;
/** Accounts one browser is known for (a shared ward computer); the oldest falls out. */
export const DEVICE_COOKIE_MAX_ACCOUNTS = 5;

const ENTRY = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{32})$/;
const MAX_COOKIE_LENGTH = 1024;

/** The device cookie of one request and how to answer with a new one (set by the controller). */
export interface DeviceCookieJar {
  /** The cookie's entries as sent (unverified): one per account, `nonce.signature`. */
  readonly entries: readonly string[];
  /** Sets the cookie to these entries on the answer. */
  keep(entries: readonly string[]): void;
}

/** The jar of a sign-in request: reads the cookie header, writes `Set-Cookie` on the response. */
export function deviceCookieJar(request: FastifyRequest, response: FastifyReply): DeviceCookieJar {
  return {
    entries: readDeviceEntries(request.headers.cookie),
    keep: (entries) => {
      const maxAgeMs = DEVICE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
      const options: CookieOptions = {
        httpOnly: true,
        // Over HTTPS (as Fastify sees it: TRUST_PROXY decides whether X-Forwarded-Proto counts).
        secure: request.protocol === 'https',
        sameSite: 'strict',
        // Sent back to the sign-in route only.
        path: pathOf(request.url),
        maxAgeMs,
      };
      setCookie(response, DEVICE_COOKIE_NAME, entries.join('~'), options);
    },
  };
}

/** The entries of the device cookie in a `Cookie` header (well-formed ones only, at most five). */
export function readDeviceEntries(header: string | undefined): string[] {
  if (!header || header.length > 8 * MAX_COOKIE_LENGTH) return [];
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== DEVICE_COOKIE_NAME) continue;
    const value = part.slice(separator + 1).trim();
    if (value.length > MAX_COOKIE_LENGTH) return [];
    return value
      .split('~')
      .filter((entry) => ENTRY.test(entry))
      .slice(0, DEVICE_COOKIE_MAX_ACCOUNTS);
  }
  return [];
}

/**
 * Signs and verifies device cookie entries. An entry is a random nonce and an HMAC of the
 * account's canonical email and the nonce, under a key derived from the JWT secret (a new secret
 * forgets every device). The email is not in the cookie; an entry verifies only for its account.
 */
@Injectable()
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createHmac('sha256', config.jwt.secret).update('medstaff device cookie v1').digest();
  }

  /** The nonce of the entry that belongs to this account, if one does. */
  trustedDevice(email: string, entries: readonly string[]): string | undefined {
    for (const entry of entries) {
      const [, nonce, signature] = ENTRY.exec(entry) ?? [];
      if (!nonce || !signature) continue;
      if (timingSafeEqual(Buffer.from(signature), Buffer.from(this.sign(email, nonce)))) return nonce;
    }
    return undefined;
  }

  /**
   * The entries after a successful sign-in: this account's entry first (the known one, or a new
   * one), then the other accounts' entries, at most five.
   */
  afterSignIn(email: string, entries: readonly string[], device: string | undefined): string[] {
    const own = device ?? randomBytes(16).toString('base64url');
    const others = entries.filter((entry) => !entry.startsWith(`${own}.`) && !this.trustedDevice(email, [entry]));
    return [`${own}.${this.sign(email, own)}`, ...others].slice(0, DEVICE_COOKIE_MAX_ACCOUNTS);
  }

  private sign(email: string, nonce: string): string {
    return createHmac('sha256', this.key).update(`${email}\n${nonce}`).digest('base64url').slice(0, 32);
  }
}
