import { File as NodeFile } from 'node:buffer';
import { ADMIN_API_URL, dataProvider, httpClient } from './data-provider';
import { jsonResponse, mockFetch, sentCall, storeSession } from '../testing/session-fixtures';

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

const sentHeaders = (spy: jest.SpyInstance, call = 0): Headers => {
  const [input, init] = spy.mock.calls[call] as [RequestInfo, RequestInit | undefined];
  return input instanceof Request ? input.headers : new Headers(init?.headers);
};

describe('httpClient', () => {
  it('sends no token with a session: the browser sends the HttpOnly cookie, same origin', async () => {
    storeSession('ADMIN');
    const fetchSpy = mockFetch(jsonResponse(200, { id: 1 }));

    await httpClient(`${ADMIN_API_URL}/agencies/1`);

    expect(sentHeaders(fetchSpy).get('Authorization')).toBeNull();
    const [input, init] = fetchSpy.mock.calls[0] as [RequestInfo, RequestInit | undefined];
    const credentials = input instanceof Request ? input.credentials : init?.credentials;
    expect(credentials ?? 'same-origin').toBe('same-origin');
  });

  it('sends no Authorization header without a session', async () => {
    const fetchSpy = mockFetch(jsonResponse(200, { id: 1 }));

    await httpClient(`${ADMIN_API_URL}/agencies/1`);

    expect(sentHeaders(fetchSpy).get('Authorization')).toBeNull();
  });

  it('asks for answers in the language of the console’s URL, unless the caller chose one', async () => {
    window.history.pushState({}, '', '/de/admin/organisation');
    const fetchSpy = mockFetch(jsonResponse(200, { id: 1 }), jsonResponse(200, { id: 1 }));

    await httpClient(`${ADMIN_API_URL}/agencies/1`);
    await httpClient(`${ADMIN_API_URL}/agencies/1`, { headers: new Headers({ 'Accept-Language': 'en' }) });

    expect(sentHeaders(fetchSpy, 0).get('Accept-Language')).toBe('de');
    expect(sentHeaders(fetchSpy, 0).get('Accept')).toBe('application/json');
    expect(sentHeaders(fetchSpy, 1).get('Accept-Language')).toBe('en');
    window.history.pushState({}, '', '/');
  });
});

describe('dataProvider', () => {
  it('reads records from /api/admin (with the session cookie)', async () => {
    storeSession('ADMIN');
    const fetchSpy = mockFetch(jsonResponse(200, { id: 3, name: 'Pflege Plus' }));

    const { data } = await dataProvider.getOne('agencies', { id: 3 });

    expect(data).toEqual({ id: 3, name: 'Pflege Plus' });
    const [input] = fetchSpy.mock.calls[0] as [RequestInfo];
    expect(input instanceof Request ? input.url : input).toBe('/api/admin/agencies/3');
    expect(sentHeaders(fetchSpy).get('Authorization')).toBeNull();
  });

  it('passes the status and the body (with its code) of a failed request on to authProvider.checkError', async () => {
    storeSession('ADMIN');
    mockFetch(jsonResponse(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Your session has ended.' }));

    await expect(dataProvider.getOne('agencies', { id: 3 })).rejects.toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('dataProvider: edits, logo, history, dashboard', () => {
  it('edits with PATCH { version, changes } and returns the saved record', async () => {
    storeSession('ADMIN');
    const fetchSpy = mockFetch(jsonResponse(200, { id: 3, name: 'Care Plus', version: 5 }));
    const changes = { version: 4, changes: [{ field: 'name', value: 'Care Plus' }] };

    const { data } = await dataProvider.update('agencies', { id: 3, data: changes, previousData: { id: 3 } });

    const request = await sentCall(fetchSpy);
    expect(request.url).toBe('/api/admin/agencies/3');
    expect(request.method).toBe('PATCH');
    expect(request.body).toEqual(changes);
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(data).toEqual({ id: 3, name: 'Care Plus', version: 5 });
  });

  it('passes a stale version (409 STALE_VERSION) on to the caller', async () => {
    storeSession('ADMIN');
    mockFetch(jsonResponse(409, { statusCode: 409, code: 'STALE_VERSION', message: 'Conflict' }));

    await expect(
      dataProvider.update('agencies', { id: 3, data: { version: 1, changes: [] }, previousData: { id: 3 } }),
    ).rejects.toMatchObject({ status: 409, body: { code: 'STALE_VERSION' } });
  });

  it('uploads the logo as multipart form data with the version, without a JSON content type', async () => {
    storeSession('ADMIN');
    const fetchSpy = mockFetch(jsonResponse(200, { id: 3, logo: '/logos/3.png', version: 5 }));
    // Node's File: the test environment's FormData (Node's) takes jsdom's File for a string.
    const logo = new NodeFile(['png'], 'logo.png', { type: 'image/png' }) as unknown as File;

    const saved = await dataProvider.uploadAgencyLogo(3, logo, 4);

    const request = await sentCall(fetchSpy);
    expect(request.url).toBe('/api/admin/agencies/3/logo');
    expect(request.method).toBe('PUT');
    expect(request.body).toBeInstanceOf(FormData);
    const form = request.body as FormData;
    expect((form.get('logo') as File).name).toBe('logo.png');
    expect(form.get('version')).toBe('4');
    // The multipart type with its boundary, as the browser sets it for a FormData body (no JSON type).
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.get('Authorization')).toBeNull();
    expect(saved).toEqual({ id: 3, logo: '/logos/3.png', version: 5 });
  });

  it('reads the history of a record from /{resource}/{id}/history', async () => {
    storeSession('ADMIN');
    const entries = [
      {
        id: 1,
        actorEmail: 'anna@medstaff.test',
        action: 'update',
        field: 'email',
        oldValue: 'a@x.test',
        newValue: 'b@x.test',
        createdAt: '2026-11-21T09:05:00.000Z',
      },
    ];
    const fetchSpy = mockFetch(jsonResponse(200, entries));

    await expect(dataProvider.getHistory('agency-users', 11)).resolves.toEqual(entries);

    const request = await sentCall(fetchSpy);
    expect(request.url).toBe('/api/admin/agency-users/11/history');
    expect(request.method).toBe('GET');
  });

  it('asks for the dashboard figures in the interface language', async () => {
    storeSession('ADMIN');
    const figures = { agencies: { value: 4, unavailableReason: null } };
    const fetchSpy = mockFetch(jsonResponse(200, figures));

    await expect(dataProvider.getDashboardFigures('de')).resolves.toEqual(figures);

    const request = await sentCall(fetchSpy);
    expect(request.url).toBe('/api/admin/statistics/dashboard');
    expect(request.headers.get('Accept-Language')).toBe('de');
  });
});
