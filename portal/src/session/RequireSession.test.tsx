import { SESSION_STORAGE_KEY } from '@medstaff/domain';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../testing/render-app';
import { signedInAs } from '../testing/signed-in';
import { storeSession } from '../testing/session-fixtures';
import { mockApi } from '../testing/mock-api';
import { pageNavigation } from './page-navigation';

describe('RequireSession on the logged-in areas', () => {
  let replace: jest.SpyInstance<void, [string]>;

  beforeEach(() => {
    replace = jest.spyOn(pageNavigation, 'replace').mockImplementation(() => undefined);
  });

  afterEach(() => {
    replace.mockRestore();
  });

  test('a visitor without a session on /de/agency/jobs is sent to the German home page', async () => {
    renderApp('/de/agency/jobs');

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/de'));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  test.each([
    ['/en/hospital'],
    ['/en/hospital/create-job/12'],
    ['/en/organisations/calendar'],
    ['/en/agency/applied-jobs'],
  ])('a visitor without a session on %s is sent to /en', async (path) => {
    renderApp(path);

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/en'));
  });

  test('with a valid session the page is shown and nobody is redirected', async () => {
    signedInAs('AGENCY');

    renderApp('/de/agency/jobs');

    expect(await screen.findByRole('heading', { level: 1, name: 'Neue Jobs' })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  test('an expired token leads to the sign-in page, which says that the session has ended', async () => {
    mockApi();
    storeSession({ expiresInSeconds: -60 });

    const { router } = renderApp('/de/agency/jobs');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ihre Sitzung ist beendet. Bitte melden Sie sich erneut an.',
    );
    expect(router.state.location.pathname).toBe('/de/auth/sign-in');
    expect(screen.queryByRole('heading', { name: 'Neue Jobs' })).not.toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  test('a session the server revokes while the page is open leads to the sign-in page with the reason', async () => {
    storeSession({ role: 'AGENCY' });
    mockApi({
      'GET /auth/is-logged-in': {
        status: 401,
        body: {
          statusCode: 401,
          code: 'UNAUTHENTICATED',
          message: 'Your session has ended. Please sign in again.',
        },
      },
    });

    const { router } = renderApp('/en/agency/jobs');

    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended. Please sign in again.');
    expect(router.state.location.pathname).toBe('/en/auth/sign-in');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });

  test('unreadable stored data counts as signed out', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, '{not json');

    renderApp('/en/agency/jobs');

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/en'));
  });

  test('the auth pages need no session', async () => {
    renderApp('/de/auth/404');

    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden.' })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });
});
