import { SESSION_STORAGE_KEY, type LoginResponse, type PersonRole, type SessionUser } from '@medstaff/domain';

/** An unsigned JWT whose payload expires `secondsFromNow` from now (negative: already expired). */
export function tokenExpiringIn(secondsFromNow: number): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: 7, exp })}.signature`;
}

export function loginResponse(
  role: PersonRole = 'ADMIN',
  overrides: Partial<LoginResponse['user']> = {},
): LoginResponse {
  return {
    user: {
      id: 7,
      email: 'anna@medstaff.test',
      firstName: 'Anna',
      lastName: 'Berger',
      role,
      language: 'de',
      ...overrides,
    },
    access_token: tokenExpiringIn(3600),
    token_type: 'Bearer',
    expires_in: 3600,
  };
}

export function storeSession(role: PersonRole = 'ADMIN', secondsFromNow = 3600): SessionUser {
  const response = loginResponse(role);
  const session: SessionUser = { ...response.user, expiresAt: Date.now() + secondsFromNow * 1000 };
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  return session;
}

export function storedSession(): unknown {
  const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces global fetch for one test; restore with `jest.restoreAllMocks()`. */
export function mockFetch(...responses: Array<Response | Error>): jest.SpyInstance {
  const spy = jest.spyOn(globalThis, 'fetch');
  for (const response of responses) {
    if (response instanceof Error) spy.mockRejectedValueOnce(response);
    else spy.mockResolvedValueOnce(response);
  }
  return spy;
}
