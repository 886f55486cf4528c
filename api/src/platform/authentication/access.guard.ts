import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from './auth.types';
import { JwtAuthGuard } from './auth.guards';
import { DomainError } from '../common/domain-error';
import { ACCESS_KEY, refusalOf, roleMayHold, type RouteAccess } from './access-permission';

/**
 * Authenticates (bearer token or session cookie: 401, or 403 CROSS_SITE_REQUEST) and refuses a role
 * that can never hold the route's declared permission (403, from the token alone, before the body
 * is validated). It reads no record: which records the caller reaches is the service's one
 * `AccessService.requireAccess` call.
 */
@Injectable()
export class AccessGuard extends JwtAuthGuard {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const access = this.reflector.getAllAndOverride<RouteAccess | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (access === undefined || access === 'public' || access === 'signedIn') return true;
    const user = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>().user;
    if (!user) throw new DomainError('UNAUTHENTICATED', 'auth.signInRequired');
    if (!roleMayHold(user.role, access)) throw new DomainError('FORBIDDEN', refusalOf(access));
    return true;
  }
}
