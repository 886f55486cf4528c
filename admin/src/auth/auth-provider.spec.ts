import { SESSION_STORAGE_KEY } from '@medstaff/domain';
import { HttpError } from 'react-admin';
import { AUTH_MESSAGES, LOGIN_PATH, LOGOUT_PATH, authProvider } from './auth-provider';
import { jsonResponse, loginResponse, mockFetch, storeSession, storedSession } from '../testing/session-fixtures';

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('authProvider.login', () => {
  it('posts the credentials with role ADMIN and stores the session of an administrator', async () => {
    const response = loginResponse('ADMIN');
    const fetchSpy = mockFetch(jsonResponse(200, response));

    await authProvider.login({ username: ' anna@medstaff.test ', password: 'Secret!2026' });

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(LOGIN_PATH);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({
      email: 'anna@medstaff.test',
      password: 'Secret!2026',
      role: 'ADMIN',
    });
    // Who is signed in and until when; the token of the answer stays out of reach of scripts.
    expect(storedSession()).toEqual({ ...response.user, expiresAt: expect.any(Number) });
    expect(JSON.stringify(storedSession())).not.toContain(response.access_token);
  });

  it('asks for the refusals in the language of the screen', async () => {
    for (const language of ['de', 'en']) {
      window.history.pushState({}, '', `/${language}/admin/login`);
      const fetchSpy = mockFetch(jsonResponse(200, loginResponse('ADMIN')));
      await authProvider.login({ username: 'anna@medstaff.test', password: 'Secret!2026' });
      const [, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
      expect(new Headers(init.headers).get('Accept-Language')).toBe(language);
      jest.restoreAllMocks();
    }
  });

  it('refuses another role with the back-office message and stores nothing', async () => {
    mockFetch(jsonResponse(200, loginResponse('USER')));

    await expect(authProvider.login({ username: 'user@medstaff.test', password: 'Secret!2026' })).rejects.toThrow(
      AUTH_MESSAGES.noBackOfficeAccess,
    );
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it("rejects with the server's message on 401 and stores nothing", async () => {
    mockFetch(jsonResponse(401, { statusCode: 401, message: 'Email or password is incorrect', error: 'Unauthorized' }));

    await expect(authProvider.login({ username: 'anna@medstaff.test', password: 'wrong' })).rejects.toThrow(
      'Email or password is incorrect',
    );
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('joins a list of validation messages', async () => {
    mockFetch(
      jsonResponse(400, {
        statusCode: 400,
        message: ['Please enter a valid email address.', 'Please enter your password.'],
        error: 'Bad Request',
      }),
    );

    await expect(authProvider.login({ username: 'nope', password: '' })).rejects.toThrow(
      'Please enter a valid email address., Please enter your password.',
    );
  });

  it('falls back to the generic sign-in error when the error body is not JSON', async () => {
    mockFetch(new Response('Bad gateway', { status: 502 }));

    await expect(authProvider.login({ username: 'anna@medstaff.test', password: 'x' })).rejects.toThrow(
      AUTH_MESSAGES.signInError,
    );
  });

  it('reports a network failure', async () => {
    mockFetch(new TypeError('Failed to fetch'));

    await expect(authProvider.login({ username: 'anna@medstaff.test', password: 'x' })).rejects.toThrow(
      AUTH_MESSAGES.networkError,
    );
  });
});

describe('authProvider.checkAuth', () => {
  it('rejects without a stored session', async () => {
    await expect(authProvider.checkAuth()).rejects.toThrow(AUTH_MESSAGES.signInRequired);
  });

  it('rejects an expired session', async () => {
    storeSession('ADMIN', -60);
    await expect(authProvider.checkAuth()).rejects.toThrow(AUTH_MESSAGES.sessionExpired);
  });

  it('rejects a session of another role', async () => {
    storeSession('ORG_ADMIN');
    await expect(authProvider.checkAuth()).rejects.toThrow(AUTH_MESSAGES.noBackOfficeAccess);
  });

  it('rejects an unreadable session', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    await expect(authProvider.checkAuth()).rejects.toThrow(AUTH_MESSAGES.signInRequired);
  });

  it("accepts an administrator's valid session", async () => {
    storeSession('ADMIN');
    await expect(authProvider.checkAuth()).resolves.toBeUndefined();
  });
});

describe('authProvider.logout', () => {
  it('revokes the token (the cookie goes by itself) and clears the stored session', async () => {
    storeSession('ADMIN');
    const fetchSpy = mockFetch(new Response(null, { status: 204 }));

    await authProvider.logout();

    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(LOGOUT_PATH);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('clears the session even when the server cannot be reached', async () => {
    storeSession('ADMIN');
    mockFetch(new TypeError('Failed to fetch'));

    await authProvider.logout();

    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('forgets an expired session without calling the server', async () => {
    storeSession('ADMIN', -60);
    const fetchSpy = jest.spyOn(globalThis, 'fetch');

    await authProvider.logout();

    expect(fetchSpy).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it("leaves a portal user's valid session alone (same origin, same key)", async () => {
    const session = storeSession('AGENCY');
    const fetchSpy = jest.spyOn(globalThis, 'fetch');

    await authProvider.logout();

    expect(fetchSpy).not.toHaveBeenCalled();
    expect(storedSession()).toEqual(session);
  });
});

describe('authProvider.checkError', () => {
  const httpError = (status: number, code?: string) =>
    new HttpError('refused', status, code ? { statusCode: status, code, message: 'refused' } : undefined);

  it('clears the session and rejects on UNAUTHENTICATED (an ended session)', async () => {
    storeSession('ADMIN');
    await expect(authProvider.checkError(httpError(401, 'UNAUTHENTICATED'))).rejects.toThrow(
      AUTH_MESSAGES.sessionExpired,
    );
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('keeps the session on another 401 (a wrong password): the code decides, not the status', async () => {
    const session = storeSession('ADMIN');
    await expect(authProvider.checkError(httpError(401, 'INVALID_CREDENTIALS'))).resolves.toBeUndefined();
    expect(storedSession()).toEqual(session);
  });

  it.each(['FORBIDDEN', 'ACCOUNT_DISABLED'])('rejects as not authorised on %s', async (code) => {
    await expect(authProvider.checkError(httpError(403, code))).rejects.toThrow(AUTH_MESSAGES.notAuthorized);
  });

  it('falls back to the status for an answer without a code (a proxy, an old server)', async () => {
    storeSession('ADMIN');
    await expect(authProvider.checkError({ status: 403 })).rejects.toThrow(AUTH_MESSAGES.notAuthorized);
    await expect(authProvider.checkError({ status: 401 })).rejects.toThrow(AUTH_MESSAGES.sessionExpired);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it.each([
    [409, 'STALE_VERSION'],
    [429, 'TOO_MANY_REQUESTS'],
    [503, 'SERVER_BUSY'],
    [500, 'INTERNAL_ERROR'],
  ])('lets %d %s through without signing out', async (status, code) => {
    const session = storeSession('ADMIN');
    await expect(authProvider.checkError(httpError(status, code))).resolves.toBeUndefined();
    expect(storedSession()).toEqual(session);
  });

  it('lets a failure without an answer through', async () => {
    await expect(authProvider.checkError(new TypeError('Failed to fetch') as never)).resolves.toBeUndefined();
    await expect(authProvider.checkError(undefined)).resolves.toBeUndefined();
  });
});

describe('authProvider identity and permissions', () => {
  it('gives the id, the full name and the first name of the administrator', async () => {
    storeSession('ADMIN');
    await expect(authProvider.getIdentity()).resolves.toEqual({
      id: 7,
      fullName: 'Anna Berger',
      firstName: 'Anna',
      lastName: 'Berger',
    });
  });

  it('has no identity without a session', async () => {
    await expect(authProvider.getIdentity()).rejects.toThrow(AUTH_MESSAGES.signInRequired);
  });

  it('gives the stored role as permissions', async () => {
    storeSession('ADMIN');
    await expect(authProvider.getPermissions()).resolves.toBe('ADMIN');
  });
});
