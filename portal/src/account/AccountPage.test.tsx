import { screen, waitFor, within } from '@testing-library/react';
import type { MockResponse } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';
import { signedInAs } from '../testing/signed-in';
import type { ErasureRequest } from './account-api';

const erasureRequest = (fields: Partial<ErasureRequest> = {}): ErasureRequest => ({
  id: 7,
  personId: 42,
  state: 'pending',
  message: null,
  decisionReason: null,
  decidedAt: null,
  createdAt: '2026-11-27T09:40:00.000Z',
  ...fields,
});

const latest = (request: ErasureRequest | null): MockResponse => ({ body: { request } });

describe('My account', () => {
  let click: jest.SpyInstance;
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:zip'), revokeObjectURL: jest.fn() });
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => click.mockRestore());

  test('is reached from the user menu, for every role of the portal', async () => {
    signedInAs('AGENCY', { 'GET /account/erasure-request': latest(null), 'POST /job/find': { body: { jobs: [] } } });
    const { user, router } = renderApp('/en/agency/applied-jobs');

    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'My account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/account');
  });

  test('downloads the data as a ZIP with the session cookie, and says so', async () => {
    const { api } = signedInAs('USER', {
      'GET /account/erasure-request': latest(null),
      'GET /account/export': { body: 'PK', headers: { 'Content-Type': 'application/zip' } },
    });
    const { user } = renderApp('/en/account');

    await user.click(await screen.findByRole('button', { name: 'Download my data' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your data have been downloaded.');
    // The session cookie carries the sign-in; no script sends (or can read) the token.
    expect(api.requestsTo('GET /account/export')[0].headers.authorization).toBeUndefined();
    expect(click).toHaveBeenCalled();
  });

  test('shows a failed download where the button is', async () => {
    signedInAs('USER', {
      'GET /account/erasure-request': latest(null),
      'GET /account/export': {
        status: 503,
        body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Storage is unavailable.', error: 'x' },
      },
    });
    const { user } = renderApp('/en/account');

    await user.click(await screen.findByRole('button', { name: 'Download my data' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Storage is unavailable.');
    expect(click).not.toHaveBeenCalled();
  });

  test('asks before requesting the deletion, sends the message, then shows the request waiting (Berlin time, German)', async () => {
    let current: ErasureRequest | null = null;
    const { api } = signedInAs('ORG_ADMIN', {
      'GET /account/erasure-request': () => latest(current),
      'POST /account/erasure-request': (request) => {
        current = erasureRequest({ message: (request.body as { message: string }).message });
        return { status: 201, body: current };
      },
    });
    const { user } = renderApp('/de/account');

    await user.type(await screen.findByLabelText('Nachricht an die Administration (optional)'), 'Ich höre auf');
    await user.click(screen.getByRole('button', { name: 'Löschung beantragen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konto löschen?' });
    expect(api.requestsTo('POST /account/erasure-request')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Löschung beantragen' }));

    expect(
      await screen.findByText(/Sie haben am 27\.11\.2026, 10:40 die Löschung Ihres Kontos beantragt/),
    ).toBeInTheDocument();
    expect(api.requestsTo('POST /account/erasure-request')[0].body).toEqual({ message: 'Ich höre auf' });
    expect(await screen.findByRole('button', { name: 'Antrag zurückziehen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Löschung beantragen' })).not.toBeInTheDocument();
  });

  test('withdraws a pending request after asking', async () => {
    let current = erasureRequest();
    const { api } = signedInAs('USER', {
      'GET /account/erasure-request': () => latest(current),
      'DELETE /account/erasure-request': () => {
        current = erasureRequest({ state: 'withdrawn', decidedAt: '2026-11-27T10:00:00.000Z' });
        return { body: current };
      },
    });
    const { user } = renderApp('/en/account');

    await user.click(await screen.findByRole('button', { name: 'Withdraw request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw request' }));

    expect(await screen.findByText('You withdrew your last request. Your account stays as it is.')).toBeInTheDocument();
    expect(api.requestsTo('DELETE /account/erasure-request')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Request deletion' })).toBeInTheDocument();
  });

  test('shows a refusal with its reason, and a request already pending in the dialog', async () => {
    signedInAs('USER', {
      'GET /account/erasure-request': latest(
        erasureRequest({ state: 'refused', decisionReason: 'Open invoice', decidedAt: '2026-07-01T22:15:00.000Z' }),
      ),
      'POST /account/erasure-request': {
        status: 409,
        body: { statusCode: 409, code: 'ERASURE_PENDING', message: 'You have already asked.', error: 'Conflict' },
      },
    });
    const { user } = renderApp('/en/account');

    expect(
      await screen.findByText('Your request was refused on 02/07/2026, 00:15. The reason: Open invoice'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request deletion' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Request deletion' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already asked.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument());
  });
});
