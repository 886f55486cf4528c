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

/** One fetch call as a test reads it: the path with its query, the method, the headers and the body. */
export interface SentCall {
  url: string;
  method: string;
  headers: Headers;
  /** A JSON body parsed, a multipart body as FormData, else the text (undefined without a body). */
  body: unknown;
}

/**
 * One call of a fetch spy, whether fetch got a Request (openapi-fetch, the console's own calls) or
 * a URL and init (react-admin's fetchJson, the simple REST provider's calls).
 */
export async function sentCall(spy: jest.SpyInstance, call = 0): Promise<SentCall> {
  const [input, init] = spy.mock.calls[call] as [RequestInfo, RequestInit | undefined];
  if (input instanceof Request) {
    const url = new URL(input.url);
    const type = input.headers.get('Content-Type') ?? '';
    const copy = input.clone();
    const body =
      input.body === null
        ? undefined
        : type.startsWith('multipart/form-data')
          ? await copy.formData()
          : type.includes('json')
            ? ((await copy.json()) as unknown)
            : await copy.text();
    return { url: url.pathname + url.search, method: input.method, headers: input.headers, body };
  }
  const url = new URL(String(input), 'http://localhost');
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : (init?.body ?? undefined);
  return { url: url.pathname + url.search, method: init?.method ?? 'GET', headers: new Headers(init?.headers), body };
}
