import type { LoginResponse, SessionUserFields } from '@medstaff/domain';
import type { ApiClient, ApiResult } from '../api/client';

export type { SessionUserFields };

/** The spec's login sends a role, USER by default; the server decides by the stored role. */
const LOGIN_ROLE = 'USER';

export function requestLogin(client: ApiClient, email: string, password: string): Promise<ApiResult<LoginResponse>> {
  return client.post<LoginResponse>('/auth/login', { email, password, role: LOGIN_ROLE });
}

export function fetchCurrentUser(client: ApiClient): Promise<ApiResult<{ user: SessionUserFields }>> {
  return client.get<{ user: SessionUserFields }>('/auth/is-logged-in');
}

/** Revokes every token of the user on the server and clears the session cookie. */
export function requestLogout(client: ApiClient): Promise<ApiResult<void>> {
  return client.post<void>('/auth/logout');
}
