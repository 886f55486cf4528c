import type { LoginResponse, SessionUser } from '@medstaff/domain';
import type { ApiClient, ApiResult } from '../api/client';

/** The user fields the server sends (the session is these plus the token). */
export type SessionUserFields = Omit<SessionUser, 'access_token' | 'token_type'>;

/** The spec's login sends a role, USER by default; the server decides by the stored role. */
const LOGIN_ROLE = 'USER';

export function requestLogin(client: ApiClient, email: string, password: string): Promise<ApiResult<LoginResponse>> {
  return client.post<LoginResponse>('/auth/login', { email, password, role: LOGIN_ROLE });
}

export function fetchCurrentUser(client: ApiClient): Promise<ApiResult<{ user: SessionUserFields }>> {
  return client.get<{ user: SessionUserFields }>('/auth/is-logged-in');
}

/** Revokes every token of the user on the server. */
export function requestLogout(client: ApiClient): Promise<ApiResult<void>> {
  return client.post<void>('/auth/logout');
}
