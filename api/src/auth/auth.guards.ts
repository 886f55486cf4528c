import { CanActivate, ExecutionContext, Injectable, SetMetadata, createParamDecorator } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { PersonRole } from '@medstaff/domain';
import { DomainError } from '../common/domain-error';
import type { AuthUser } from './auth.types';

/** Requires a valid bearer token; answers 401 with a clear message otherwise. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser>(error: unknown, user: TUser): TUser {
    if (error instanceof DomainError) throw error;
    if (error || !user) throw new DomainError('UNAUTHENTICATED', 'Please sign in to continue.');
    return user;
  }
}

export const ROLES_KEY = 'roles';
/** Restricts a controller or handler to the given roles (use after JwtAuthGuard). */
export const Roles = (...roles: PersonRole[]) => SetMetadata(ROLES_KEY, roles);

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<PersonRole[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles || roles.length === 0) return true;
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (!user) throw new DomainError('UNAUTHENTICATED', 'Please sign in to continue.');
    if (!roles.includes(user.role)) throw new DomainError('FORBIDDEN', 'You do not have access to this area.');
    return true;
  }
}

export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthUser => {
  return context.switchToHttp().getRequest<{ user: AuthUser }>().user;
});
