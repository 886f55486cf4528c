import { screen, waitFor, within } from '@testing-library/react';
import type { AssignmentWire } from '@medstaff/domain';
import { MY_ORGANISATIONS } from '../testing/job-fixtures';
import type { MockHandler } from '../testing/mock-api';
import { fieldByLabel } from '../testing/queries';
import { renderApp } from '../testing/render-app';
import { signedInAs, simulateWideScreen } from '../testing/signed-in';

// The browser tsconfig has no Node types; jest runs this file as CommonJS (as testing/setup.ts).
declare const require: (id: 'node:crypto') => {
  createHash(algorithm: 'sha256'): { update(text: string, encoding: 'utf8'): { digest(encoding: 'hex'): string } };
  webcrypto: Crypto;
};
const { createHash, webcrypto } = require('node:crypto');

/** What the mock API sends as the PDF: its body is JSON-encoded, so the hash is of that text. */
const PDF_TEXT = '%PDF-1.7 Arbeitnehmerüberlassungsvertrag';
const PDF_BYTES = JSON.stringify(PDF_TEXT);
const PDF_SHA256 = createHash('sha256').update(PDF_BYTES, 'utf8').digest('hex');

// 1 Dec 2099 07:00 and 19:00 in Berlin (UTC+1): far ahead, so "upcoming" on any test day.
const FIRST_START = Date.UTC(2099, 11, 1, 6, 0);
const FIRST_END = Date.UTC(2099, 11, 1, 18, 0);
const SECOND_START = Date.UTC(2099, 11, 2, 18, 0);
const SECOND_END = Date.UTC(2099, 11, 3, 6, 0);

function assignment(fields: Partial<AssignmentWire> = {}): AssignmentWire {
  return {
    _id: 42,
    state: 'proposed',
    source: 'agency',
    title: 'Intensivpflege',
    position: 'Pflegefachkraft',
    field: null,
    jobRequestId: 5,
    organisation: { _id: 7, name: 'Klinikum Nord' },
    department: { _id: 3, name: 'Intensivstation' },
    agency: { _id: 9, name: 'CarePlus' },
    worker: { _id: 12, name: 'Erika Mustermann' },
    shifts: [
      { startDate: FIRST_START, endDate: FIRST_END, activities: ['Aktiv'] },
      { startDate: SECOND_START, endDate: SECOND_END, activities: ['Aktiv'] },
    ],
    shiftsVersion: 1,
    rates: [{ activity: 'Stundensatz', cost: '52.50' }],
    equalPayNotice: false,
    contract: { number: 'AÜV-2099-000042', sha256: PDF_SHA256, createdAt: Date.UTC(2099, 10, 1, 9, 0) },
    certificate: null,
    acceptances: [],
    firstShiftAt: FIRST_START,
    lastShiftEndAt: SECOND_END,
    confirmedAt: null,
    cancelledAt: null,
    cancelReason: null,
    cancelNoticeHours: null,
    acceptanceDueAt: null,
    acceptanceWarning: false,
    cancelledBy: null,
    cancellationCharge: null,
    changes: [],
    ratesShared: false,
    createdAt: Date.UTC(2099, 10, 1, 9, 0),
    ...fields,
  };
}

const listOf = (...assignments: AssignmentWire[]) => ({
  body: { assignments, total: assignments.length, page: 1, pageSize: 20 },
});

function hospital(extra: Record<string, MockHandler> = {}, role: 'ORG_ADMIN' | 'ORG_SUB' = 'ORG_ADMIN') {
  return signedInAs(role, {
    'GET /organisations/mine': { body: { organisations: MY_ORGANISATIONS } },
    ...extra,
  });
}

// jsdom has no SubtleCrypto: Node's, as browsers have it.
beforeAll(() => {
  if (!globalThis.crypto?.subtle) {
    Object.defineProperty(globalThis, 'crypto', { configurable: true, value: webcrypto });
  }
});

let restoreOpen: () => void;
let tab: { location: { href: string }; close: jest.Mock };

beforeEach(() => {
  tab = { location: { href: '' }, close: jest.fn() };
  const open = window.open;
  window.open = jest.fn(() => tab) as unknown as typeof window.open;
  const createObjectURL = URL.createObjectURL;
  URL.createObjectURL = jest.fn(() => 'blob:contract');
  restoreOpen = () => {
    window.open = open;
    URL.createObjectURL = createObjectURL;
  };
});

afterEach(() => restoreOpen());

describe('Einsätze: the hospital', () => {
  test('the table shows worker, agency, department, Berlin times, contract state and both acceptances', async () => {
    const restoreScreen = simulateWideScreen();
    const { api } = hospital({ 'GET /assignments': listOf(assignment()) });
    renderApp('/en/hospital/assignments');

    const table = await screen.findByRole('table', { name: 'Assignments' });
    const row = within(table).getAllByRole('row')[1];
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 8)).toEqual([
      'Erika Mustermann',
      'CarePlus',
      'Intensivstation',
      '01/12/2099 07:00',
      '02/12/2099 19:00',
      'awaiting acceptance',
      'not yet',
      'not yet',
    ]);
    // Current and upcoming by default: from today (Berlin), the first page.
    expect(api.requestsTo('GET /assignments')[0].query).toMatch(/from=\d{4}-\d{2}-\d{2}/);
    expect(screen.getByRole('link', { name: 'Assignments' })).toHaveAttribute('href', '/en/hospital/assignments');
    restoreScreen();
  });

  test('accepting: open the PDF first, confirm, and the SHA-256 of its bytes is sent', async () => {
    const accepted = assignment({
      acceptances: [
        {
          side: 'hospital',
          acceptedBy: 'Anna Admin <anna@klinik.de>',
          acceptedAt: Date.UTC(2099, 10, 2, 8, 30),
          sha256: PDF_SHA256,
        },
      ],
    });
    let current = assignment();
    const { api } = hospital({
      'GET /assignments': listOf(assignment()),
      'GET /assignments/42': () => ({ body: current }),
      'GET /assignments/42/contract.pdf': { body: PDF_TEXT, headers: { 'X-Contract-SHA256': PDF_SHA256 } },
      'POST /assignments/42/contract/accept': () => {
        current = accepted;
        return { body: accepted };
      },
    });
    const { user, router } = renderApp('/en/hospital/assignments');

    await user.click(await screen.findByRole('button', { name: 'Details of the assignment of Erika Mustermann' }));
    expect(router.state.location.search).toContain('assignment=42');
    const drawer = await screen.findByRole('heading', { name: 'Assignment: Intensivpflege' });
    expect(drawer).toBeInTheDocument();
    expect(screen.getByText('Contract AÜV-2099-000042 of 01/11/2099')).toBeInTheDocument();
    expect(screen.getByText('01/12/2099 07:00 – 19:00')).toBeInTheDocument();
    expect(screen.getByText('02/12/2099 19:00 – 03/12/2099 07:00')).toBeInTheDocument();
    expect(screen.getByText('Stundensatz: 52.50 €/h')).toBeInTheDocument();
    expect(screen.getByText('Hospital: not yet accepted')).toBeInTheDocument();

    const confirm = screen.getByRole('checkbox', {
      name: 'I have read the contract and accept it in text form (§126b BGB) for Klinikum Nord.',
    });
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Accept the contract' })).toBeDisabled();
    expect(screen.getByText('Open and read the contract first.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open the contract (PDF)' }));
    expect(await screen.findByText('You opened the contract. Read it before you accept it.')).toBeInTheDocument();
    expect(tab.location.href).toBe('blob:contract');
    await user.click(confirm);
    await user.click(screen.getByRole('button', { name: 'Accept the contract' }));

    expect(await screen.findByText('The contract is accepted.')).toBeInTheDocument();
    expect(api.requestsTo('POST /assignments/42/contract/accept')[0].body).toEqual({ sha256: PDF_SHA256 });
    expect(screen.getByText('Hospital: Anna Admin <anna@klinik.de>, 02/11/2099 09:30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the contract' })).not.toBeInTheDocument();
  });

  test('a PDF that differs from the contract on record cannot be accepted', async () => {
    const { api } = hospital({
      'GET /assignments': listOf(assignment()),
      'GET /assignments/42': { body: assignment() },
      'GET /assignments/42/contract.pdf': { body: 'another PDF' },
    });
    const { user } = renderApp('/en/hospital/assignments?assignment=42');

    await user.click(await screen.findByRole('button', { name: 'Open the contract (PDF)' }));
    expect(
      await screen.findByText('The contract you opened differs from the one on record. Reload and open it again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept the contract' })).toBeDisabled();
    expect(api.requestsTo('POST /assignments/42/contract/accept')).toHaveLength(0);
  });

  test('a department user may cancel but not accept; the reason is required and sent', async () => {
    const cancelled = assignment({
      state: 'cancelled',
      cancelledAt: Date.UTC(2099, 10, 3, 10, 0),
      cancelReason: 'Station geschlossen',
      cancelNoticeHours: 668,
    });
    let current = assignment();
    const { api } = hospital(
      {
        'GET /assignments': listOf(assignment()),
        'GET /assignments/42': () => ({ body: current }),
        'POST /assignments/42/cancel': () => {
          current = cancelled;
          return { body: cancelled };
        },
      },
      'ORG_SUB',
    );
    const { user } = renderApp('/en/hospital/assignments?assignment=42');

    expect(
      await screen.findByText('Only an organisation administrator can accept the contract for the hospital.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the contract' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel the assignment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this assignment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the assignment' }));
    expect(await within(dialog).findByText('Give a reason for the cancellation.')).toBeInTheDocument();
    expect(api.requestsTo('POST /assignments/42/cancel')).toHaveLength(0);

    await user.type(fieldByLabel('Reason', dialog), '  Station geschlossen ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the assignment' }));
    expect(await screen.findByText(/Cancelled on 03\/11\/2099 11:00: Station geschlossen/)).toBeInTheDocument();
    expect(screen.getByText(/Notice that applied: 668 h/)).toBeInTheDocument();
    expect(api.requestsTo('POST /assignments/42/cancel')[0].body).toEqual({ reason: 'Station geschlossen' });
    expect(screen.queryByRole('button', { name: 'Cancel the assignment' })).not.toBeInTheDocument();
  });

  test('the state filter and "all" are sent and kept in the URL', async () => {
    const { api } = hospital({ 'GET /assignments': listOf() });
    const { user, router } = renderApp('/en/hospital/assignments');

    expect(await screen.findByText('No assignments match.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Only current and upcoming' }));
    await waitFor(() => expect(router.state.location.search).toBe('?all=1'));
    await waitFor(() => expect(api.requestsTo('GET /assignments').at(-1)?.query).toBe('?page=1&pageSize=20'));
  });

  test('in German', async () => {
    hospital({ 'GET /assignments': listOf(assignment({ state: 'confirmed' })) });
    renderApp('/de/hospital/assignments');

    expect(await screen.findByRole('heading', { level: 1, name: 'Einsätze' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Einsätze' });
    expect(within(table).getByText('bestätigt')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Annahme Agentur' })).toBeInTheDocument();
  });
});

describe('Einsätze: the agency', () => {
  test('shows the hospital instead of the agency, and accepts for the agency', async () => {
    const restoreScreen = simulateWideScreen();
    const hospitalAccepted = assignment({
      acceptances: [
        {
          side: 'hospital',
          acceptedBy: 'Anna Admin <anna@klinik.de>',
          acceptedAt: Date.UTC(2099, 10, 2, 8, 30),
          sha256: PDF_SHA256,
        },
      ],
    });
    const { api } = signedInAs('AGENCY', {
      'GET /assignments': listOf(hospitalAccepted),
      'GET /assignments/42': { body: hospitalAccepted },
      'GET /assignments/42/contract.pdf': { body: PDF_TEXT },
      'POST /assignments/42/contract/accept': {
        body: assignment({ state: 'confirmed', acceptances: hospitalAccepted.acceptances }),
      },
    });
    const { user } = renderApp('/en/agency/assignments');

    const table = await screen.findByRole('table', { name: 'Assignments' });
    expect(within(table).getByRole('columnheader', { name: 'Hospital' })).toBeInTheDocument();
    expect(within(table).getByText('Klinikum Nord')).toBeInTheDocument();
    expect(within(table).getByText('02/11/2099 09:30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Assignments' })).toHaveAttribute('href', '/en/agency/assignments');

    await user.click(screen.getByRole('button', { name: 'Details of the assignment of Erika Mustermann' }));
    await user.click(await screen.findByRole('button', { name: 'Open the contract (PDF)' }));
    await user.click(
      await screen.findByRole('checkbox', {
        name: 'I have read the contract and accept it in text form (§126b BGB) for CarePlus.',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Accept the contract' }));
    expect(await screen.findByText('The contract is accepted.')).toBeInTheDocument();
    expect(api.requestsTo('POST /assignments/42/contract/accept')[0].body).toEqual({ sha256: PDF_SHA256 });
    restoreScreen();
  });
});

describe('Meine Einsätze: the candidate', () => {
  const past = assignment({
    _id: 41,
    title: 'Frühdienst Chirurgie',
    state: 'completed',
    shifts: [{ startDate: Date.UTC(2020, 0, 6, 5, 0), endDate: Date.UTC(2020, 0, 6, 13, 0), activities: [] }],
    firstShiftAt: Date.UTC(2020, 0, 6, 5, 0),
    lastShiftEndAt: Date.UTC(2020, 0, 6, 13, 0),
    rates: null,
  });

  test('lands on her assignments: upcoming and past, place and Berlin times, no rates unless shared', async () => {
    const restoreScreen = simulateWideScreen();
    signedInAs('USER', {
      'GET /assignments': listOf(assignment({ rates: null, acceptances: [] }), past),
      'GET /calendar-feeds/mine': { body: { active: false, issuedAt: null } },
    });
    renderApp('/en/shifts/assignments');

    expect(await screen.findByRole('heading', { level: 1, name: 'My assignments' })).toBeInTheDocument();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const card = within(upcoming).getByRole('article', { name: 'Intensivpflege' });
    expect(within(card).getByText('Klinikum Nord · Intensivstation')).toBeInTheDocument();
    expect(within(card).getByText('Through CarePlus')).toBeInTheDocument();
    expect(within(card).getByText('01/12/2099 07:00 – 19:00')).toBeInTheDocument();
    expect(within(card).getByText('Contract between the companies not yet accepted by both')).toBeInTheDocument();
    expect(within(card).queryByText(/€\/h/)).not.toBeInTheDocument();
    const pastRegion = screen.getByRole('region', { name: 'Past' });
    expect(within(pastRegion).getByRole('article', { name: 'Frühdienst Chirurgie' })).toBeInTheDocument();
    expect(within(pastRegion).getByText('06/01/2020 06:00 – 14:00')).toBeInTheDocument();
    // No contract, no accept or cancel for the worker.
    expect(screen.queryByRole('button', { name: /contract|Cancel/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My assignments' })).toHaveAttribute('href', '/en/shifts/assignments');
    restoreScreen();
  });

  test('rates the agency shared are shown; in German', async () => {
    signedInAs('USER', {
      'GET /assignments': listOf(assignment({ state: 'confirmed' })),
      'GET /calendar-feeds/mine': { body: { active: true, issuedAt: '2026-11-20T09:00:00.000Z' } },
    });
    renderApp('/de/shifts/assignments');

    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Einsätze' })).toBeInTheDocument();
    expect(await screen.findByText('Stundensatz: 52.50 €/h')).toBeInTheDocument();
    expect(screen.getByText('Bestätigt: beide Unternehmen haben den Vertrag angenommen')).toBeInTheDocument();
    expect(screen.getByText('Noch keine vergangenen Einsätze.')).toBeInTheDocument();
    expect(await screen.findByText('Ihre Kalenderadresse ist seit 20/11/2026 aktiv.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adresse erneuern' })).toBeInTheDocument();
  });

  test('her calendar feed: created on request, its address shown once, revoked', async () => {
    const url = 'https://staffing.test/api/calendar-feeds/ics/abc.ics';
    const { api } = signedInAs('USER', {
      'GET /assignments': listOf(),
      'GET /calendar-feeds/mine': { body: { active: false, issuedAt: null } },
      'POST /calendar-feeds/mine': { status: 201, body: { active: true, issuedAt: '2026-11-28T07:00:00.000Z', url } },
      'DELETE /calendar-feeds/mine': { status: 204 },
    });
    const { user } = renderApp('/en/shifts/assignments');

    const feed = await screen.findByRole('region', { name: 'Your shifts in your calendar' });
    expect(await within(feed).findByText('No calendar address yet.')).toBeInTheDocument();
    await user.click(within(feed).getByRole('button', { name: 'Create calendar address' }));
    expect(await within(feed).findByDisplayValue(url)).toBeInTheDocument();
    expect(within(feed).getByText('Your calendar address is active since 28/11/2026.')).toBeInTheDocument();
    expect(api.requestsTo('POST /calendar-feeds/mine')).toHaveLength(1);

    await user.click(within(feed).getByRole('button', { name: 'Revoke address' }));
    expect(await within(feed).findByText('No calendar address yet.')).toBeInTheDocument();
    expect(within(feed).queryByDisplayValue(url)).not.toBeInTheDocument();
  });

  test('a candidate cannot open the hospital’s or the agency’s pages', async () => {
    signedInAs('USER', { 'GET /assignments': listOf() });
    const { router } = renderApp('/en/hospital/assignments');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/shifts/assignments'));
  });
});
