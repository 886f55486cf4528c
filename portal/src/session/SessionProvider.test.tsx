import { SESSION_STORAGE_KEY } from '@medstaff/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { mockApi } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';
import { storeSession } from '../testing/session-fixtures';
import { pageNavigation } from './page-navigation';

const storedSession = () => JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');

describe('the session', () => {
  let assign: jest.SpyInstance<void, [string]>;
  let replace: jest.SpyInstance<void, [string]>;

  beforeEach(() => {
    assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    replace = jest.spyOn(pageNavigation, 'replace').mockImplementation(() => undefined);
  });

  afterEach(() => {
    assign.mockRestore();
    replace.mockRestore();
  });

  test('on load a stored session is checked with is-logged-in and the user’s fields are refreshed', async () => {
    const session = storeSession({ role: 'AGENCY', firstName: 'Anna' });
    const api = mockApi({
      'GET /auth/is-logged-in': {
        body: {
          user: {
            id: 7,
            email: 'agency@example.com',
            firstName: 'Annette',
            lastName: 'Agentur',
            role: 'AGENCY',
            language: 'en',
          },
        },
      },
    });

    renderApp('/en/agency/jobs');

    expect(await screen.findByRole('heading', { name: 'New Jobs' })).toBeInTheDocument();
    await waitFor(() => expect(storedSession()).toMatchObject({ firstName: 'Annette', language: 'en' }));
    expect(storedSession().expiresAt).toBe(session.expiresAt);
    expect(storedSession()).not.toHaveProperty('access_token');
    const [check] = api.requestsTo('GET /auth/is-logged-in');
    expect(check.headers.authorization).toBeUndefined();
    expect(check.headers['accept-language']).toBe('en');
    expect(api.requestsTo('GET /auth/is-logged-in')).toHaveLength(1);
    expect(replace).not.toHaveBeenCalled();
  });

  test('a revoked token (UNAUTHENTICATED) clears the session and leaves for the sign-in page, which says why', async () => {
    storeSession({ role: 'AGENCY' });
    mockApi({
      'GET /auth/is-logged-in': {
        status: 401,
        body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Your session has ended.' },
      },
    });

    const { router } = renderApp('/de/agency/jobs');

    await waitFor(() => expect(router.state.location.pathname).toBe('/de/auth/sign-in'));
    expect(await screen.findByText('Ihre Sitzung ist beendet. Bitte melden Sie sich erneut an.')).toBeInTheDocument();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });

  test('an unreachable server keeps the session', async () => {
    storeSession({ role: 'AGENCY' });

    renderApp('/en/agency/jobs');

    expect(await screen.findByRole('heading', { name: 'New Jobs' })).toBeInTheDocument();
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    expect(storedSession()).not.toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });

  test('without a stored session nothing is checked', async () => {
    const api = mockApi();

    renderApp('/en/auth/sign-in');

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  test('signing out in another tab leaves the logged-in area here too', async () => {
    const session = storeSession({ role: 'AGENCY' });
    mockApi({ 'GET /auth/is-logged-in': { body: { user: { ...session, access_token: undefined } } } });
    renderApp('/en/agency/jobs');
    expect(await screen.findByRole('heading', { name: 'New Jobs' })).toBeInTheDocument();

    act(() => {
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    });

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/en'));
  });
});

describe('sign out', () => {
  let assign: jest.SpyInstance<void, [string]>;
  let replace: jest.SpyInstance<void, [string]>;

  beforeEach(() => {
    assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    replace = jest.spyOn(pageNavigation, 'replace').mockImplementation(() => undefined);
  });

  afterEach(() => {
    assign.mockRestore();
    replace.mockRestore();
  });

  test.each([
    ['en', 'User menu', 'Sign out', 204],
    ['de', 'Benutzermenü', 'Abmelden', 204],
    ['en', 'User menu', 'Sign out', 500],
  ])(
    '/%s: %s → %s revokes the token, forgets the session and opens the home page (server %s)',
    async (language, menu, item, status) => {
      const session = storeSession({ role: 'ORG_ADMIN' });
      const { expiresAt: _expiresAt, ...user } = session;
      const api = mockApi({
        'GET /auth/is-logged-in': { body: { user } },
        'POST /auth/logout': {
          status,
          body: status === 204 ? undefined : { statusCode: 500, message: 'Internal server error' },
        },
      });
      const { user: userEvent } = renderApp(`/${language}/hospital`);

      await userEvent.click(await screen.findByRole('button', { name: menu }));
      await userEvent.click(await screen.findByRole('menuitem', { name: item }));

      await waitFor(() => expect(assign).toHaveBeenCalledWith(`/${language}`));
      expect(api.requestsTo('POST /auth/logout')).toHaveLength(1);
      expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
      expect(replace).not.toHaveBeenCalled();
    },
  );
});
