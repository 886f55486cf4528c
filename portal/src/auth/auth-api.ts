import type { ApiClient } from '../api/client';
import type { RegistrationPayload } from './registration-payload';

export function fetchUserRoles(client: ApiClient) {
  return client.call((api) => api.GET('/api/user-roles'));
}

/** Public search for the sign-up type-ahead (at most 20 results). */
export function findOrganisations(client: ApiClient, searchTerm: string) {
  return client.call((api) => api.POST('/api/organisations/find', { body: { searchTerm } }));
}

export function register(client: ApiClient, payload: RegistrationPayload) {
  return client.call((api) => api.POST('/api/auth/registration', { body: payload }));
}

/** The server answers the same for unknown addresses. */
export function resendVerification(client: ApiClient, email: string) {
  return client.call((api) => api.GET('/api/auth/resend-verification/{email}', { params: { path: { email } } }));
}

export function confirmEmail(client: ApiClient, code: string) {
  return client.call((api) => api.POST('/api/auth/confirm-email', { body: { code } }));
}

/** The server answers the same for unknown addresses. */
export function requestPasswordReset(client: ApiClient, email: string) {
  return client.call((api) => api.GET('/api/auth/forgot-password/{email}', { params: { path: { email } } }));
}

/** Sets a new password with an emailed code (a password reset or an invitation). */
export function resetPasswordWithCode(client: ApiClient, code: string, newPassword: string) {
  return client.call((api) => api.POST('/api/auth/reset-password', { body: { code, newPassword } }));
}
