import { ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Language } from '@medstaff/domain';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../common/messages';
import { DomainError } from '../common/domain-error';
import type { AuthUser } from './auth.types';
import { wasCrossSiteCookie } from './session-cookie';

/**
 * Requires a valid token (bearer header or session cookie); answers 401 with a clear message
 * otherwise, and 403 CROSS_SITE_REQUEST for a change that another site sent with the cookie.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser>(error: unknown, user: TUser, _info: unknown, context: ExecutionContext): TUser {
    if (error instanceof DomainError) throw error;
    if (!user && wasCrossSiteCookie(context.switchToHttp().getRequest<FastifyRequest>())) {
      throw new DomainError('CROSS_SITE_REQUEST', 'auth.crossSiteRequest');
    }
    if (error || !user) throw new DomainError('UNAUTHENTICATED', 'auth.signInRequired');
    return user;
  }
}

/** Reads a bearer token when one is sent and valid; lets the request through without one. */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser>(_error: unknown, user: TUser): TUser {
    return user;
  }
}

export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthUser => {
  return context.switchToHttp().getRequest<{ user: AuthUser }>().user;
});

/** The interface language of the request (Accept-Language; English without the header). */
export const RequestLanguage = createParamDecorator((_: unknown, context: ExecutionContext): Language => {
  return requestLanguage(context.switchToHttp().getRequest<FastifyRequest>());
});
