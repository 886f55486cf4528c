import type { SessionUserFields } from '@medstaff/domain';
import type { ApiClient } from '../api/client';

export type { SessionUserFields };

/** The spec's login sends a role, USER by default; the server decides by the stored role. */
const LOGIN_ROLE = 'USER';

export function requestLogin(client: ApiClient, email: string, password: string) {
  return client.call((api) => api.POST('/api/auth/login', { body: { email, password, role: LOGIN_ROLE } }));
}

export function fetchCurrentUser(client: ApiClient) {
  return client.call((api) => api.GET('/api/auth/is-logged-in'));
}

/** Revokes every token of the user on the server and clears the session cookie. */
export function requestLogout(client: ApiClient) {
  return client.call((api) => api.POST('/api/auth/logout'));
}
