import { berlinInstantOf } from '@medstaff/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { HistoryEntry } from '../data/data-provider';
import { TestAdmin } from '../testing/admin-test-context';
import type { JobDetail, JobRow } from './job-types';
import { JobList } from './JobList';
import { JobShow } from './JobShow';

/** A Berlin wall-clock time as the API sends it (the suite runs in New York; the console shows Berlin time). */
const berlin = (year: number, month: number, day: number, hour: number, minute: number) =>
  new Date(berlinInstantOf(year, month, day, hour, minute)).toISOString();

const row = (id: number, overrides: Partial<JobRow> = {}): JobRow => ({
  id,
  kind: 'NURSE',
  state: 'internal_adv',
  title: `Nachtdienst ${id}`,
  organisationId: 2,
  organisationName: 'Klinikum München',
  departmentId: 5,
  departmentName: 'Intensiv',
  firstDate: berlin(2026, 11, 2, 5, 30),
  lastDate: berlin(2026, 11, 2, 19, 30),
  applicationsCount: 0,
  createdAt: berlin(2026, 10, 20, 8, 15),
  releasedAt: null,
  filledAt: null,
  ...overrides,
});

const rows = [
  row(12, { state: 'external_fill', applicationsCount: 3 }),
  row(11, { state: 'external_adv', title: 'Vertretung Neurologie', kind: 'DOCTOR', departmentName: null }),
  row(10),
];

const detail: JobDetail = {
  ...row(11, { state: 'external_adv', title: 'Vertretung Neurologie', kind: 'DOCTOR', applicationsCount: 1 }),
  subtitle: 'Zwei Wochen',
  description: 'Station und Ambulanz',
  organisationAddress: 'Hauptstraße 1, 10115 Berlin',
  positionCode: null,
  fieldCode: 'Neurologie',
  jobType: 'Tagdienst',
  shiftType: null,
  contractType: 'Arbeitnehmerueberlassung',
  names: {
    position: null,
    field: { de: 'Neurologie', en: 'Neurology' },
    jobType: null,
    shiftType: null,
    contractType: { de: 'Arbeitnehmerüberlassung', en: 'Temporary agency work (AÜG)' },
  },
  skills: ['Stroke Unit'],
  dateMode: 'FIXED',
  timeLimit: 0,
  jobOperation: 'Station',
  payment: null,
  accommodation: true,
  releaseDueAt: null,
  createdById: 4,
  filledById: null,
  updatedAt: berlin(2026, 10, 21, 9, 0),
  version: 2,
  dates: [
    {
      id: 1,
      startAt: berlin(2026, 11, 10, 12, 0),
      endAt: berlin(2026, 11, 20, 12, 0),
      activities: [],
      type: 'vertretungsarzt',
    },
  ],
  salaries: [{ activity: 'Aktiv', cost: '95.00' }],
  applications: [
    {
      id: 7,
      candidateName: 'Erika Mustermann',
      agencyId: 3,
      agencyName: 'Care Plus',
      hourlyRate: '60.00',
      state: 'applied',
      createdAt: berlin(2026, 10, 22, 10, 45),
      documents: { cv: true, licence: true, diploma: false },
    },
  ],
};

const history: HistoryEntry[] = [
  {
    id: 5,
    actorId: 3,
    actorEmail: 'chef@klinikum.example',
    resource: 'jobs',
    recordId: 5,
    action: 'release',
    field: 'state',
    oldValue: 'internal_adv',
    newValue: 'external_adv',
    createdAt: berlin(2026, 10, 21, 9, 0),
  },
];

describe('shift requests list', () => {
  function renderList(language: 'en' | 'de' = 'en') {
    const getList = jest.fn(async (_resource: string, params: GetListParams) => ({
      data: params.filter?.state ? rows.filter((job) => job.state === params.filter.state) : rows,
      total: 3,
    }));
    render(
      <MemoryRouter>
        <TestAdmin dataProvider={{ getList } as never} language={language}>
          <JobList />
        </TestAdmin>
      </MemoryRouter>,
    );
    return getList;
  }

  it('shows the newest requests first, with the state as a coloured chip and no Add or Delete', async () => {
    const getList = renderList();
    expect(await screen.findByText('Vertretung Neurologie')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'jobs',
      expect.objectContaining({ pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'DESC' } }),
    );
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
      .filter(Boolean);
    expect(headers).toEqual([
      'ID',
      'Title',
      'Organisation',
      'Department',
      'First shift',
      'State',
      'Applications',
      'Created at',
    ]);
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['12', 'Nachtdienst 12', 'Klinikum München', '02/11/2026', 'filled', '3']),
    );
    expect(screen.getByText('filled').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(screen.getByText('open').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    expect(screen.getAllByRole('link', { name: 'View Details' })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/\/jobs\/12$/),
    );
    expect(screen.queryByRole('link', { name: 'Add' })).not.toBeInTheDocument();
  });

  it('filters by state and searches', async () => {
    const getList = renderList();
    await screen.findByText('Vertretung Neurologie');
    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'open' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'jobs',
        expect.objectContaining({ filter: { state: 'external_adv' }, pagination: { page: 1, perPage: 5 } }),
      ),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Search…' }), 'münchen');
    await waitFor(
      () =>
        expect(getList).toHaveBeenLastCalledWith(
          'jobs',
          expect.objectContaining({ filter: { state: 'external_adv', q: 'münchen' } }),
        ),
      { timeout: 3000 },
    );
  });

  it('speaks German', async () => {
    renderList('de');
    expect(await screen.findByText('Dienstanfragen')).toBeInTheDocument();
    expect(await screen.findByText('besetzt')).toBeInTheDocument();
    expect(screen.getByText('offen')).toBeInTheDocument();
  });
});

describe('shift request detail', () => {
  function renderShow(job: JobDetail = detail, language: 'en' | 'de' = 'en') {
    const getOne = jest.fn(async () => ({ data: job }));
    const getHistory = jest.fn(async () => history);
    render(
      <MemoryRouter initialEntries={[`/jobs/${job.id}`]}>
        <TestAdmin dataProvider={{ getOne, getHistory } as never} language={language}>
          <Routes>
            <Route path="/jobs/:id" element={<JobShow />} />
          </Routes>
        </TestAdmin>
      </MemoryRouter>,
    );
    return { getOne, getHistory };
  }

  it('opened from the list, loads the whole request instead of showing the list’s row', async () => {
    const getList = jest.fn(async () => ({ data: rows, total: rows.length }));
    const getOne = jest.fn(async () => ({ data: detail }));
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/jobs']}>
        <TestAdmin dataProvider={{ getList, getOne, getHistory: jest.fn(async () => history) } as never}>
          <Routes>
            <Route path="/jobs" element={<JobList />} />
            <Route path="/jobs/:id" element={<JobShow />} />
          </Routes>
        </TestAdmin>
      </MemoryRouter>,
    );
    await user.click(await screen.findByText('Vertretung Neurologie'));
    expect(await screen.findByText('Hauptstraße 1, 10115 Berlin')).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('jobs', expect.objectContaining({ id: 11 }));
  });

  it('shows General Info read-only, with breadcrumbs and formatted dates', async () => {
    const { getOne } = renderShow();
    expect(await screen.findByRole('heading', { name: 'Shift request "Vertretung Neurologie"' })).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('jobs', expect.objectContaining({ id: 11 }));
    expect(screen.getByRole('link', { name: 'Shift requests' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/jobs$/),
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'General Info',
      'Applications',
      'History',
    ]);
    expect(screen.getByText('Hauptstraße 1, 10115 Berlin')).toBeInTheDocument();
    expect(screen.getByText('Substitute doctor')).toBeInTheDocument();
    // Codes as names in the console's language; a code no list has as it is.
    expect(screen.getByText('Neurology')).toBeInTheDocument();
    expect(screen.getByText('Temporary agency work (AÜG)')).toBeInTheDocument();
    expect(screen.getByText('Tagdienst')).toBeInTheDocument();
    expect(screen.getByText('10/11/2026 12:00')).toBeInTheDocument();
    expect(screen.getByText('95.00')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Delete|Save/ })).not.toBeInTheDocument();
  });

  it('lists the applications with their documents, or says there are none', async () => {
    renderShow();
    await userEvent.click(await screen.findByRole('tab', { name: 'Applications' }));
    const table = screen.getByRole('table', { name: 'Applications' });
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '7',
      'Erika Mustermann',
      'Care Plus',
      '60.00 €',
      'applied',
      '22/10/2026 10:45',
      'CV, Licence to practise',
    ]);
  });

  it('says when there are no applications', async () => {
    renderShow({ ...detail, applications: [], applicationsCount: 0 });
    await userEvent.click(await screen.findByRole('tab', { name: 'Applications' }));
    expect(screen.getByText('No applications yet.')).toBeInTheDocument();
  });

  it('shows the audit trail on the History tab', async () => {
    const { getHistory } = renderShow();
    await userEvent.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByText('chef@klinikum.example')).toBeInTheDocument();
    expect(screen.getByText('released to agencies')).toBeInTheDocument();
    // The states by their names, the field by its label.
    expect(screen.getByText('with the hospital’s pool → open')).toBeInTheDocument();
    expect(screen.getByText('State')).toBeInTheDocument();
    expect(getHistory).toHaveBeenCalledWith('jobs', 11);
  });

  it('speaks German on its tabs', async () => {
    renderShow(detail, 'de');
    expect(await screen.findByRole('tab', { name: 'Allgemeine Infos' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Bewerbungen' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Verlauf' })).toBeInTheDocument();
  });
});
