import { berlinInstantOf } from '@medstaff/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TestAdmin } from '../testing/admin-test-context';
import type { AssignmentRecord } from './assignment-types';
import { AssignmentList } from './AssignmentList';
import { AssignmentShow } from './AssignmentShow';

const SHA = 'a'.repeat(64);

const record = (id: number, overrides: Partial<AssignmentRecord> = {}): AssignmentRecord => ({
  id,
  _id: id,
  state: 'proposed',
  source: 'agency',
  title: `Intensivpflege ${id}`,
  position: null,
  field: null,
  jobRequestId: 5,
  organisation: { _id: 2, name: 'Klinikum München' },
  department: { _id: 3, name: 'Intensiv' },
  agency: { _id: 4, name: 'Care Plus' },
  worker: { _id: 9, name: 'Erika Mustermann' },
  shifts: [
    { startDate: berlinInstantOf(2026, 12, 2, 7, 0), endDate: berlinInstantOf(2026, 12, 2, 19, 0), activities: [] },
  ],
  shiftsVersion: 1,
  rates: [{ activity: 'Stundensatz', cost: '55.00' }],
  equalPayNotice: false,
  contract: { number: `AÜV-2026-0000${id}`, sha256: SHA, createdAt: berlinInstantOf(2026, 11, 20, 10, 0) },
  certificate: null,
  acceptances: [],
  firstShiftAt: berlinInstantOf(2026, 12, 2, 7, 0),
  lastShiftEndAt: berlinInstantOf(2026, 12, 2, 19, 0),
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
  createdAt: berlinInstantOf(2026, 11, 20, 10, 0),
  ...overrides,
});

describe('assignments list (read-only)', () => {
  function renderList(language: 'en' | 'de' = 'en') {
    const rows = [record(2, { state: 'confirmed' }), record(1, { agency: null, source: 'pool', contract: null })];
    const getList = jest.fn(async (_resource: string, params: GetListParams) => ({
      data: params.filter?.state ? rows.filter((row) => row.state === params.filter.state) : rows,
      total: 2,
    }));
    render(
      <MemoryRouter>
        <TestAdmin dataProvider={{ getList } as never} language={language}>
          <AssignmentList />
        </TestAdmin>
      </MemoryRouter>,
    );
    return getList;
  }

  it('lists worker, hospital, agency, first shift (Berlin) and state; filters by state and days', async () => {
    const getList = renderList();
    expect(await screen.findByText('Intensivpflege 2')).toBeInTheDocument();
    const cells = within(screen.getAllByRole('row')[1])
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(
      expect.arrayContaining([
        '2',
        'Erika Mustermann',
        'Klinikum München',
        'Care Plus',
        '02/12/2026 07:00',
        'Confirmed',
      ]),
    );
    expect(screen.getAllByRole('link', { name: 'View Details' })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/\/assignments\/2$/),
    );
    expect(screen.queryByRole('link', { name: 'Add' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Confirmed' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'assignments',
        expect.objectContaining({ filter: { state: 'confirmed' } }),
      ),
    );
    await userEvent.type(screen.getByLabelText('Shifts from'), '2026-12-01');
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'assignments',
        expect.objectContaining({ filter: { state: 'confirmed', from: '2026-12-01' } }),
      ),
    );
  });

  it('speaks German', async () => {
    renderList('de');
    expect(await screen.findAllByText('Einsätze')).not.toHaveLength(0);
    expect(await screen.findByText('Bestätigt')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Fachkraft' })).toBeInTheDocument();
  });
});

describe('assignment detail (read-only)', () => {
  let afterEachRestore = () => undefined as void;
  afterEach(() => afterEachRestore());
  function renderShow(assignment: AssignmentRecord, language: 'en' | 'de' = 'en') {
    const getOne = jest.fn(async () => ({ data: assignment }));
    const downloadAssignmentContract = jest.fn(async (_request: Request | string) => new Response('%PDF'));
    const realFetch = globalThis.fetch;
    globalThis.fetch = downloadAssignmentContract as unknown as typeof fetch;
    afterEachRestore = () => {
      globalThis.fetch = realFetch;
    };
    render(
      <MemoryRouter initialEntries={[`/assignments/${assignment.id}`]}>
        <TestAdmin dataProvider={{ getOne } as never} language={language}>
          <Routes>
            <Route path="/assignments/:id" element={<AssignmentShow />} />
          </Routes>
        </TestAdmin>
      </MemoryRouter>,
    );
    return { getOne, downloadAssignmentContract };
  }

  const confirmed = record(7, {
    state: 'confirmed',
    acceptances: [
      {
        side: 'hospital',
        acceptedBy: 'Chef <chef@klinikum.example>',
        acceptedAt: berlinInstantOf(2026, 11, 21, 9, 0),
        sha256: SHA,
      },
      {
        side: 'agency',
        acceptedBy: 'Anna <anna@care.example>',
        acceptedAt: berlinInstantOf(2026, 11, 21, 11, 30),
        sha256: SHA,
      },
    ],
    confirmedAt: berlinInstantOf(2026, 11, 21, 11, 30),
    certificate: {
      number: 'AÜV-2026-000007-B',
      sha256: 'b'.repeat(64),
      createdAt: berlinInstantOf(2026, 11, 21, 11, 30),
    },
  });

  it('shows the contract with its download, both acceptances and the state history', async () => {
    const originalCreate = URL.createObjectURL;
    const originalRevoke = URL.revokeObjectURL;
    URL.createObjectURL = jest.fn(() => 'blob:contract');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { getOne, downloadAssignmentContract } = renderShow(confirmed);
    expect(await screen.findByRole('heading', { level: 1, name: 'Assignment "Intensivpflege 7"' })).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('assignments', expect.objectContaining({ id: 7 }));
    expect(screen.getByText('AÜV-2026-00007')).toBeInTheDocument();
    expect(screen.getByText('AÜV-2026-000007-B')).toBeInTheDocument();

    const acceptances = screen.getByRole('table', { name: 'Acceptances' });
    const rows = within(acceptances)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Hospital', 'Chef <chef@klinikum.example>', '21/11/2026 09:00'],
      ['Agency', 'Anna <anna@care.example>', '21/11/2026 11:30'],
    ]);
    const history = screen.getByRole('table', { name: 'State history' });
    expect(
      within(history)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1].textContent),
    ).toEqual(['Proposed (contract generated)', 'Accepted by the hospital', 'Accepted by the agency', 'Confirmed']);

    await userEvent.click(screen.getByRole('button', { name: 'Download contract (PDF)' }));
    await waitFor(() =>
      expect(downloadAssignmentContract).toHaveBeenCalledWith('/api/assignments/7/contract.pdf', expect.anything()),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
  });

  it('a cancelled pool assignment: no contract, the reason in the history; in German', async () => {
    renderShow(
      record(8, {
        source: 'pool',
        agency: null,
        contract: null,
        state: 'cancelled',
        cancelledAt: berlinInstantOf(2026, 11, 22, 8, 0),
        cancelReason: 'Station geschlossen',
      }),
      'de',
    );
    expect(await screen.findByText('Interner Pool: kein Überlassungsvertrag.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vertrag herunterladen (PDF)' })).not.toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Statusverlauf' });
    expect(within(history).getByText('Storniert')).toBeInTheDocument();
    expect(within(history).getByText('Station geschlossen')).toBeInTheDocument();
  });
});
