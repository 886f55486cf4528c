import type { FastifyReply } from 'fastify';
import { serialize, type SerializeOptions } from 'cookie';

export type CookieOptions = Omit<SerializeOptions, 'maxAge' | 'expires'> & { maxAgeMs?: number };

/**
 * Adds a `Set-Cookie` header (Fastify keeps every one set on a reply). `maxAgeMs` writes both
 * Max-Age (seconds) and Expires, as Express's `res.cookie` did.
 */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const { maxAgeMs, ...rest } = options;
  const lifetime =
    maxAgeMs === undefined ? {} : { maxAge: Math.floor(maxAgeMs / 1000), expires: new Date(Date.now() + maxAgeMs) };
  reply.header('Set-Cookie', serialize(name, value, { ...rest, ...lifetime }));
}

/** Removes a cookie: empty, expired at the epoch (as Express's `res.clearCookie` wrote it). */
export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions): void {
  const { maxAgeMs: _ignored, ...rest } = options;
  reply.header('Set-Cookie', serialize(name, '', { ...rest, expires: new Date(0) }));
}
