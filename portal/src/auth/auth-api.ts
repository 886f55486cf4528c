import type { UserRole } from '@medstaff/domain';
import { pathSegment, type ApiClient, type ApiResult } from '../api/client';
import type { SessionUserFields } from '../session/session-api';
import type { RegistrationPayload } from './registration-payload';
import type { OrganisationOption } from './validation';

export function fetchUserRoles(client: ApiClient): Promise<ApiResult<{ userRoles: UserRole[] }>> {
  return client.get<{ userRoles: UserRole[] }>('/user-roles');
}

/** Public search for the sign-up type-ahead (at most 20 results). */
export function findOrganisations(
  client: ApiClient,
  searchTerm: string,
): Promise<ApiResult<{ organisations: OrganisationOption[] }>> {
  return client.post<{ organisations: OrganisationOption[] }>('/organisations/find', { searchTerm });
}

export function register(
  client: ApiClient,
  payload: RegistrationPayload,
): Promise<ApiResult<{ user: SessionUserFields }>> {
  return client.post<{ user: SessionUserFields }>('/auth/registration', payload);
}

/** The server answers the same for unknown addresses. */
export function resendVerification(client: ApiClient, email: string): Promise<ApiResult<{ message: string }>> {
  return client.get<{ message: string }>(`/auth/resend-verification/${pathSegment(email)}`);
}

export function confirmEmail(client: ApiClient, code: string): Promise<ApiResult<{ email: string }>> {
  return client.post<{ email: string }>('/auth/confirm-email', { code });
}

/** The server answers the same for unknown addresses. */
export function requestPasswordReset(client: ApiClient, email: string): Promise<ApiResult<{ message: string }>> {
  return client.get<{ message: string }>(`/auth/forgot-password/${pathSegment(email)}`);
}

/** Sets a new password with an emailed code (a password reset or an invitation). */
export function resetPasswordWithCode(
  client: ApiClient,
  code: string,
  newPassword: string,
): Promise<ApiResult<{ email: string }>> {
  return client.post<{ email: string }>('/auth/reset-password', { code, newPassword });
}
