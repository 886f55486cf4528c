import { ADMIN_API_URL, dataProvider, httpClient } from './data-provider';
import { jsonResponse, mockFetch, storeSession } from '../testing/session-fixtures';

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

const sentHeaders = (spy: jest.SpyInstance, call = 0): Headers => {
  const [input, init] = spy.mock.calls[call] as [RequestInfo, RequestInit | undefined];
  return input instanceof Request ? input.headers : new Headers(init?.headers);
};

describe('httpClient', () => {
  it("sends the stored session's Bearer token", async () => {
    const session = storeSession('ADMIN');
    const fetchSpy = mockFetch(jsonResponse(200, { id: 1 }));

    await httpClient(`${ADMIN_API_URL}/agencies/1`);

    expect(sentHeaders(fetchSpy).get('Authorization')).toBe(`Bearer ${session.access_token}`);
  });

  it('sends no Authorization header without a session', async () => {
    const fetchSpy = mockFetch(jsonResponse(200, { id: 1 }));

    await httpClient(`${ADMIN_API_URL}/agencies/1`);

    expect(sentHeaders(fetchSpy).get('Authorization')).toBeNull();
  });
});

describe('dataProvider', () => {
  it('reads records from /api/admin with the token', async () => {
    const session = storeSession('ADMIN');
    const fetchSpy = mockFetch(jsonResponse(200, { id: 3, name: 'Pflege Plus' }));

    const { data } = await dataProvider.getOne('agencies', { id: 3 });

    expect(data).toEqual({ id: 3, name: 'Pflege Plus' });
    const [input] = fetchSpy.mock.calls[0] as [RequestInfo];
    expect(input instanceof Request ? input.url : input).toBe('/api/admin/agencies/3');
    expect(sentHeaders(fetchSpy).get('Authorization')).toBe(`Bearer ${session.access_token}`);
  });

  it('passes the status of a failed request on to authProvider.checkError', async () => {
    storeSession('ADMIN');
    mockFetch(jsonResponse(401, { statusCode: 401, message: 'Unauthorized' }));

    await expect(dataProvider.getOne('agencies', { id: 3 })).rejects.toMatchObject({ status: 401 });
  });
});
