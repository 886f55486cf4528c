import { SESSION_STORAGE_KEY } from '@medstaff/domain';
import { subscribeToSession } from '../session/session-storage';
import { mockApi } from '../testing/mock-api';
import { storeSession } from '../testing/session-fixtures';
import { attachmentFileName, createApiClient, errorFromResponse, retryAfterSeconds } from './client';

describe('the API client', () => {
  test('sends JSON to /api with the interface language and no token when signed out', async () => {
    const api = mockApi({ 'POST /organisations/find': { body: { organisations: [{ id: 1, name: 'Charité' }] } } });

    const result = await createApiClient({ language: 'en' }).call((api) =>
      api.POST('/api/organisations/find', { body: { searchTerm: 'Cha' } }),
    );

    expect(result).toEqual({ data: { organisations: [{ id: 1, name: 'Charité' }] } });
    const [request] = api.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/organisations/find', body: { searchTerm: 'Cha' } });
    expect(request.headers['accept-language']).toBe('en');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.authorization).toBeUndefined();
  });

  test('sends no token (the browser sends the HttpOnly cookie) and GET params as the query', async () => {
    storeSession();
    const api = mockApi({ 'GET /organisations/jobs': { body: [] } });

    await createApiClient({ language: 'de' }).call((api) =>
      api.GET('/api/organisations/jobs', { params: { query: { department: 2, state: undefined } } }),
    );

    expect(api.requests[0].headers.authorization).toBeUndefined();
    expect(api.requests[0].headers['accept-language']).toBe('de');
    expect(api.requests[0].query).toBe('?department=2');
    expect(api.requests[0].body).toBeUndefined();
  });

  test('a 204 answer is data without a body', async () => {
    mockApi({ 'POST /auth/logout': { status: 204 } });

    expect(await createApiClient({ language: 'de' }).call((api) => api.POST('/api/auth/logout'))).toEqual({
      data: undefined,
    });
  });

  test('an error returns the message, the code and the status instead of throwing', async () => {
    mockApi({
      'POST /auth/login': {
        status: 401,
        body: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Email or password is incorrect.' },
      },
    });

    const result = await createApiClient({ language: 'en' }).call((api) =>
      api.POST('/api/auth/login', { body: { email: 'a@example.com', password: 'x', role: 'USER' } }),
    );

    expect(result).toEqual({
      error: { message: 'Email or password is incorrect.', code: 'INVALID_CREDENTIALS', status: 401 },
    });
  });

  test('UNAUTHENTICATED on a call that carried the token clears the session and tells the app', async () => {
    storeSession();
    mockApi({
      'GET /auth/is-logged-in': {
        status: 401,
        body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Your session has ended.' },
      },
    });
    const listener = jest.fn();
    const unsubscribe = subscribeToSession(listener);

    const result = await createApiClient({ language: 'en' }).call((api) => api.GET('/api/auth/is-logged-in'));

    unsubscribe();
    expect(result.error).toEqual({ message: 'Your session has ended.', code: 'UNAUTHENTICATED', status: 401 });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(listener).toHaveBeenCalled();
  });

  test('ACCOUNT_DISABLED on a call that carried the token clears the session too (an administrator disabled the account)', async () => {
    storeSession();
    mockApi({
      'GET /auth/is-logged-in': {
        status: 403,
        body: { statusCode: 403, code: 'ACCOUNT_DISABLED', message: 'This account has been disabled.' },
      },
    });
    const listener = jest.fn();
    const unsubscribe = subscribeToSession(listener);

    const result = await createApiClient({ language: 'en' }).call((api) => api.GET('/api/auth/is-logged-in'));

    unsubscribe();
    expect(result.error).toMatchObject({ code: 'ACCOUNT_DISABLED', status: 403 });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(listener).toHaveBeenCalled();
  });

  test('another 401 (a wrong current password) keeps the session: the code decides, not the status', async () => {
    storeSession();
    mockApi({
      'POST /auth/reset-password': {
        status: 401,
        body: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'The current password is incorrect.' },
      },
    });

    const result = await createApiClient({ language: 'en' }).call((api) =>
      api.POST('/api/auth/reset-password', { body: { code: 'c', newPassword: 'p' } }),
    );

    expect(result.error?.code).toBe('INVALID_CREDENTIALS');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  test('a throttled answer carries the wait from Retry-After', async () => {
    mockApi({
      'POST /auth/login': {
        status: 429,
        headers: { 'Retry-After': '600' },
        body: { statusCode: 429, code: 'LOGIN_THROTTLED', message: 'Too many attempts.' },
      },
    });

    const result = await createApiClient({ language: 'en' }).call((api) =>
      api.POST('/api/auth/login', { body: { email: 'a@example.com', password: 'x', role: 'USER' } }),
    );

    expect(result.error).toEqual({
      message: 'Too many attempts.',
      code: 'LOGIN_THROTTLED',
      status: 429,
      retryAfterSeconds: 600,
    });
  });

  test('without a response the error carries the failure’s own message and no code', async () => {
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;

    expect(await createApiClient({ language: 'de' }).call((api) => api.GET('/api/user-roles'))).toEqual({
      error: { message: 'Failed to fetch' },
    });
  });

  test('an email in a path stays one segment', async () => {
    const api = mockApi();

    await createApiClient({ language: 'de' }).call((api) =>
      api.GET('/api/auth/forgot-password/{email}', { params: { path: { email: 'a/b@example.com' } } }),
    );

    expect(api.requests[0].path).toBe('/auth/forgot-password/a%2Fb%40example.com');
  });
});

describe('error messages from a response', () => {
  const response = { status: 400, statusText: 'Bad Request' };

  test('a list of texts is joined with commas', () => {
    const body = { code: 'VALIDATION_FAILED', message: ['email must be an email', 'password is too short'] };

    expect(errorFromResponse(response, body)).toEqual({
      message: 'email must be an email, password is too short',
      code: 'VALIDATION_FAILED',
      status: 400,
      details: ['email must be an email', 'password is too short'],
    });
  });

  test('a validation list joins each item’s constraints with commas', () => {
    const body = {
      statusCode: 409,
      code: 'CONFLICT',
      message: [
        { property: 'email', constraints: { isUnique: 'Email is already registered', isEmail: 'Email is invalid' } },
        { property: 'password', constraints: { minLength: 'Password is too short' } },
      ],
      error: 'Conflict',
    };

    expect(errorFromResponse({ status: 409, statusText: 'Conflict' }, body)).toEqual({
      message: 'Email is already registered, Email is invalid, Password is too short',
      code: 'CONFLICT',
      status: 409,
      details: ['Email is already registered, Email is invalid', 'Password is too short'],
    });
  });

  test('the body’s code is kept even where the status alone would say something else', () => {
    const body = { statusCode: 409, code: 'STALE_VERSION', message: 'Someone else changed this record.' };

    expect(errorFromResponse({ status: 409, statusText: 'Conflict' }, body).code).toBe('STALE_VERSION');
  });

  test('without a message the error field is used, then the status text; without a code, the status’s code', () => {
    expect(errorFromResponse(response, { statusCode: 400, error: 'Bad Request' })).toEqual({
      message: 'Bad Request',
      code: 'VALIDATION_FAILED',
      status: 400,
    });
    expect(errorFromResponse({ status: 502, statusText: 'Bad Gateway' }, undefined)).toEqual({
      message: 'Bad Gateway',
      code: 'INTERNAL_ERROR',
      status: 502,
    });
    expect(errorFromResponse({ status: 500, statusText: '' }, '<html>')).toEqual({
      message: 'HTTP 500',
      code: 'INTERNAL_ERROR',
      status: 500,
    });
  });

  test('an unknown code in the body is replaced by the status’s code', () => {
    expect(errorFromResponse({ status: 503, statusText: '' }, { code: 'SOMETHING_NEW', message: 'Busy' })).toEqual({
      message: 'Busy',
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
    });
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');

  test.each([
    ['120', 120],
    [' 5 ', 5],
    ['0', 1],
    ['Mon, 23 Nov 2026 10:02:00 GMT', 120],
    ['Mon, 23 Nov 2026 09:00:00 GMT', 1],
  ])('%j is %d seconds', (header, seconds) => {
    expect(retryAfterSeconds(header, now)).toBe(seconds);
  });

  test.each([[null], [undefined], [''], ['soon'], ['-3']])('%j gives no wait', (header) => {
    expect(retryAfterSeconds(header, now)).toBeUndefined();
  });
});

describe('uploads', () => {
  test('send the form with the language (the cookie goes by itself), report progress and return the body', async () => {
    storeSession();
    const api = mockApi({ 'POST /job/apply/5': { status: 201, body: { _id: 9 } } });
    const form = new FormData();
    form.append('applicantName', 'Anna');
    form.append('cv', new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    const progress: number[] = [];

    const result = await createApiClient({ language: 'en' }).upload(
      '/api/job/apply/{jobId}',
      { jobId: 5 },
      form,
      (share) => progress.push(share),
    );

    expect(result).toEqual({ data: { _id: 9 } });
    expect(progress).toEqual([0.5, 1, 1]);
    const [request] = api.requestsTo('POST /job/apply/5');
    expect(request.headers.authorization).toBeUndefined();
    expect(request.headers['accept-language']).toBe('en');
    expect(request.headers['content-type']).toBeUndefined();
    expect(request.body).toEqual({ applicantName: 'Anna', cv: { name: 'cv.pdf', type: 'application/pdf', size: 8 } });
  });

  test('a refusal returns its code and message', async () => {
    mockApi({
      'POST /job/apply/5': {
        status: 413,
        body: { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'File too large' },
      },
    });

    const result = await createApiClient({ language: 'de' }).upload(
      '/api/job/apply/{jobId}',
      { jobId: 5 },
      new FormData(),
    );

    expect(result.error).toEqual({ message: 'File too large', code: 'PAYLOAD_TOO_LARGE', status: 413 });
  });
});

describe('downloads', () => {
  test('fetch a document with the session cookie, the /api prefix of its URL taken once', async () => {
    storeSession();
    const api = mockApi({
      'GET /documents/1': {
        body: 'PDF',
        headers: {
          'Content-Disposition':
            'attachment; filename="Lebenslauf-Mueller-Anfrage-7.pdf"; filename*=UTF-8\'\'Lebenslauf-M%C3%BCller-Anfrage-7.pdf',
        },
      },
    });

    const result = await createApiClient({ language: 'en' }).download('/api/documents/1');

    expect(result.data?.blob).toBeInstanceOf(Blob);
    expect(result.data?.fileName).toBe('Lebenslauf-Müller-Anfrage-7.pdf');
    expect(api.requests[0].path).toBe('/documents/1');
    expect(api.requests[0].headers.authorization).toBeUndefined();
  });

  test.each([
    ['attachment; filename="Approbation-Anfrage-3.pdf"', 'Approbation-Anfrage-3.pdf'],
    ['attachment; filename="x.pdf"; filename*=UTF-8\'\'%E0%A4%A.pdf', 'x.pdf'],
    ['attachment', null],
    [null, null],
  ])('reads the saved name from %j', (header, name) => {
    expect(attachmentFileName(header)).toBe(name);
  });

  test('a refused download returns its code', async () => {
    mockApi({
      'GET /documents/1': { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } },
    });

    expect((await createApiClient({ language: 'en' }).download('/documents/1')).error?.code).toBe('NOT_FOUND');
  });
});
