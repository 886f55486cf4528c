import { SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiSecurity,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ACCESS_KEY, type Permission, type RouteAccess } from './access-permission';
import { AccessGuard } from './access.guard';

/**
 * In the OpenAPI document: the route needs a session, the bearer token or the session cookie
 * (src/platform/openapi/openapi-document.ts names both schemes).
 */
export const ApiSession = (): MethodDecorator & ClassDecorator =>
  applyDecorators(ApiBearerAuth('bearer'), ApiCookieAuth('cookie'));

/** In the OpenAPI document: the route takes a session when one is sent, and answers without one too. */
export const ApiOptionalSession = (): MethodDecorator & ClassDecorator =>
  applyDecorators(ApiSecurity({}), ApiSession());

/**
 * The permission's metadata, the guard and the document's security requirement, without the
 * refusals (the back office documents its own).
 */
export function DeclareAccess(permission: Permission): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(ACCESS_KEY, permission satisfies RouteAccess),
    UseGuards(AccessGuard),
    ApiSession(),
  );
}

/**
 * Declares what a route needs: sign-in (401) and a role that can hold the permission (403). The
 * records are the service's to check (`AccessService.requireAccess`: 404 for one the caller may
 * not reach). `@RequireAccess(Permission.JobRead)`.
 */
export function RequireAccess(permission: Permission): MethodDecorator & ClassDecorator {
  return applyDecorators(
    DeclareAccess(permission),
    ApiUnauthorizedResponse({ description: 'Not signed in (UNAUTHENTICATED)' }),
    ApiForbiddenResponse({ description: 'This role or an unconfirmed member may not do this (FORBIDDEN)' }),
    ApiNotFoundResponse({ description: 'No such record, or one of another organisation (NOT_FOUND)' }),
  );
}

/** A route anyone may call, signed in or not (it may still read a token when one is sent). */
export const PublicRoute = (): MethodDecorator & ClassDecorator =>
  SetMetadata(ACCESS_KEY, 'public' satisfies RouteAccess);

/** A route for anyone signed in, about their own account: the guard authenticates, the service keeps to the person. */
export function SignedIn(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(ACCESS_KEY, 'signedIn' satisfies RouteAccess),
    UseGuards(AccessGuard),
    ApiSession(),
  );
}
