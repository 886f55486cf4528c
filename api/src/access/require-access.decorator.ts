import { SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { JwtAuthGuard } from '../auth/auth.guards';
import type { Permission } from './access-permission';
import { AccessGuard } from './access.guard';

export const REQUIRE_ACCESS_KEY = 'requireAccess';

/** Which path parameter names the record the permission is checked on. */
export interface AccessTarget {
  job?: string;
  /** An application (its documents go with it). */
  application?: string;
  organisation?: string;
  department?: string;
}

export interface AccessRequirement {
  permission: Permission;
  target: AccessTarget;
}

/**
 * Declares what a route needs: sign-in (401), a role that can hold the permission (403), and,
 * with a target, the record named by a path parameter (404 when the user may not see it).
 * `@RequireAccess(Permission.JobRead, { job: 'id' })`.
 */
export function RequireAccess(permission: Permission, target: AccessTarget = {}): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(REQUIRE_ACCESS_KEY, { permission, target } satisfies AccessRequirement),
    UseGuards(JwtAuthGuard, AccessGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Not signed in (UNAUTHENTICATED)' }),
    ApiForbiddenResponse({ description: 'This role or an unconfirmed member may not do this (FORBIDDEN)' }),
    ApiNotFoundResponse({ description: 'No such record, or one of another organisation (NOT_FOUND)' }),
  );
}
