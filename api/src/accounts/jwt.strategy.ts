import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-jwt';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../platform/config/app-config';
import { APP_CONFIG } from '../platform/config/config.module';
import { DomainError } from '../platform/common/domain-error';
import { PersonsService } from '../people/persons.service';
import type { AccessTokenPayload, AuthUser } from '../platform/authentication/auth.types';
import { sessionCookieSettings, tokenFromRequest } from '../platform/authentication/session-cookie';
import { rememberVerifiedTokens } from './verified-tokens';

// A token is decoded and its signature checked once, not on every request (verified-tokens.ts).
rememberVerifiedTokens();

/**
 * Accepts only HS256 tokens (bearer header or session cookie) signed with our secret, unexpired, whose token version still
 * matches the person's (logout and password changes raise it) and whose account is active. The
 * account is read on every request, so a logout, a role change or a disabled account counts at
 * once.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly persons: PersonsService,
  ) {
    const cookie = sessionCookieSettings(config);
    super({
      // The bearer header (API clients), else the browser's HttpOnly session cookie (auth/session-cookie.ts).
      jwtFromRequest: (request: FastifyRequest) => tokenFromRequest(request, cookie),
      // A key object, not the text: jsonwebtoken first tries to read a text secret as a PEM public
      // key and falls back to a secret key when that throws, on every request (a third of the
      // CPU of an admin list request). The same bytes, only ever an HMAC key. passport-jwt's
      // types predate key objects; it hands the key to jsonwebtoken as it is.
      secretOrKey: createSecretKey(Buffer.from(config.jwt.secret, 'utf8')) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: AccessTokenPayload): Promise<AuthUser> {
    // The token's subject is a number we signed; anything else cannot be a session of ours.
    if (!Number.isSafeInteger(payload.sub)) throw new DomainError('UNAUTHENTICATED', 'auth.sessionEnded');
    const account = await this.persons.sessionAccount(payload.sub);
    // A disabled account says so (403 ACCOUNT_DISABLED), whichever of its tokens is sent: its
    // clients sign out and show why, instead of asking to sign in again.
    if (account?.status === 'DISABLED') throw new DomainError('ACCOUNT_DISABLED', 'auth.accountDisabled');
    if (!account || Number(account.tokenVersion) !== payload.ver || account.status !== 'ACTIVE') {
      throw new DomainError('UNAUTHENTICATED', 'auth.sessionEnded');
    }
    return { id: Number(account.id), email: account.email, role: account.role };
  }
}
