import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { jsonResponse, storeSession } from '../testing/session-fixtures';
import type { ErasureRequest } from './privacy-api';

// Screens render through the whole app with lazily loaded chunks: slow on a busy machine.
jest.setTimeout(30_000);
const SLOW = { timeout: 10_000 };

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

const person = {
  id: 4,
  personId: 4,
  email: 'julia@medstaff.test',
  firstName: 'Julia',
  lastName: 'Kowalski',
  contact: '+49 1',
  role: 'AGENCY',
  status: 'ACTIVE',
  version: 2,
  agencies: [],
  education: [],
};

const pending: ErasureRequest = {
  id: 11,
  personId: 4,
  state: 'pending',
  message: 'Bitte löschen',
  decisionReason: null,
  decidedAt: null,
  createdAt: '2026-11-20T09:15:00.000Z',
};

interface Call {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

/** The person's page API, with the erasure routes answering from `state`. */
function mockApi(state: { request: ErasureRequest | null; refusal?: { status: number; body: object } }) {
  const calls: Call[] = [];
  jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
    const headers = input instanceof Request ? input.headers : new Headers(init?.headers);
    const text = input instanceof Request ? await input.clone().text() : init?.body;
    const body: unknown = typeof text === 'string' && text !== '' ? JSON.parse(text) : undefined;
    calls.push({ method, path: url.pathname, body, authorization: headers.get('Authorization') });
    const base = '/api/admin/persons/4';
    if (url.pathname === base) return jsonResponse(200, person);
    if (url.pathname === `${base}/history`) return jsonResponse(200, []);
    if (url.pathname === `${base}/erasure-request`) return jsonResponse(200, { request: state.request });
    if (url.pathname === `${base}/erasure-request/confirm` || url.pathname === `${base}/erasure-request/refuse`) {
      if (state.refusal) return jsonResponse(state.refusal.status, state.refusal.body);
      const decidedAt = '2026-11-27T10:00:00.000Z';
      state.request = url.pathname.endsWith('refuse')
        ? {
            ...pending,
            state: 'refused',
            decidedAt,
            decisionReason: (body as { reason: string }).reason,
          }
        : { ...pending, state: 'confirmed', decidedAt };
      return jsonResponse(200, state.request);
    }
    if (url.pathname === `${base}/personal-data`) {
      return new Response(new Blob(['PK']), {
        status: 200,
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="medstaff-personal-data-4-2026-11-27.zip"',
        },
      });
    }
    if (url.pathname === '/api/countries') return jsonResponse(200, { countries: [] });
    if (url.pathname === '/api/qualifications') return jsonResponse(200, { qualifications: [] });
    return jsonResponse(200, {});
  });
  return calls;
}

const renderAt = (path: string) => {
  window.history.replaceState({}, '', path);
  return render(<App />);
};

describe("a person's data protection panel", () => {
  it('downloads the personal data as a ZIP with the token, under the name the API gives', async () => {
    storeSession('ADMIN');
    const calls = mockApi({ request: null });
    const createObjectURL = jest.fn(() => 'blob:zip');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    let saved: string | undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = this.download;
    });
    renderAt('/en/admin/persons/agencies/4');

    const panel = await screen.findByRole('region', { name: 'Data protection' }, SLOW);
    expect(await within(panel).findByText('This person has not asked to delete their account.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Erase the account' })).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Download personal data (ZIP)' }));

    await waitFor(() => expect(saved).toBe('medstaff-personal-data-4-2026-11-27.zip'));
    const download = calls.find((call) => call.path === '/api/admin/persons/4/personal-data');
    // The session cookie carries the sign-in; no script sends (or can read) the token.
    expect(download?.authorization).toBeNull();
  });

  it('shows a pending request with its message and erases the account after asking', async () => {
    storeSession('ADMIN');
    const state = { request: pending as ErasureRequest | null };
    const calls = mockApi(state);
    renderAt('/en/admin/persons/agencies/4');

    const panel = await screen.findByRole('region', { name: 'Data protection' }, SLOW);
    expect(await within(panel).findByText(/waiting for a decision/)).toBeInTheDocument();
    expect(within(panel).getByText('Their message: Bitte löschen')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Erase the account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase this account?' });
    expect(calls.some((call) => call.path.endsWith('/confirm'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase the account' }));

    expect(await within(panel).findByText(/erased on 27\/11\/2026/)).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/confirm') && call.method === 'POST')).toHaveLength(1);
    // The page reloads the person, whose row is now anonymised.
    await waitFor(() =>
      expect(
        calls.filter((call) => call.path === '/api/admin/persons/4' && call.method === 'GET').length,
      ).toBeGreaterThan(1),
    );
  });

  it('refuses only with a reason, in German, and shows a refusal of the API in the dialog', async () => {
    storeSession('ADMIN');
    const state: { request: ErasureRequest | null; refusal?: { status: number; body: object } } = { request: pending };
    const calls = mockApi(state);
    renderAt('/de/admin/persons/agencies/4');

    const panel = await screen.findByRole('region', { name: 'Datenschutz' }, SLOW);
    await userEvent.click(await within(panel).findByRole('button', { name: 'Ablehnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Antrag ablehnen?' });
    const send = within(dialog).getByRole('button', { name: 'Ablehnen' });
    expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Begründung/ }), 'Offene Rechnung');
    state.refusal = {
      status: 409,
      body: { statusCode: 409, code: 'ERASURE_NOT_PENDING', message: 'Kein offener Löschantrag.', error: 'Conflict' },
    };
    await userEvent.click(send);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Kein offener Löschantrag.');

    state.refusal = undefined;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    expect(await within(panel).findByText(/abgelehnt\. Begründung: Offene Rechnung/)).toBeInTheDocument();
    const refusals = calls.filter((call) => call.path.endsWith('/refuse'));
    expect(refusals.at(-1)?.body).toEqual({ reason: 'Offene Rechnung' });
  });
});
