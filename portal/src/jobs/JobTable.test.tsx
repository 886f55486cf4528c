import { screen, waitFor, within } from '@testing-library/react';
import { applicant, at, groupedJobs, jobFixture, MY_ORGANISATIONS } from '../testing/job-fixtures';
import { deferredResponse } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';
import { signedInAs, simulateWideScreen } from '../testing/signed-in';

const shiftOn = (day: string) => [
  {
    _id: 1,
    date: { startDate: at(day, '05:30'), endDate: at(day, '19:30'), activity: '05:30–19:30' },
    type: 'Neue_Dienstanfrage' as const,
  },
];

const open = [
  jobFixture({ _id: 1, title: 'Beta shift', dates: shiftOn('2026-11-26') }),
  jobFixture({ _id: 2, title: 'Alpha shift', dates: shiftOn('2026-11-28'), organisation: null, orig_dept: null }),
];
const waiting = jobFixture({
  _id: 3,
  title: 'Weekend ICU',
  applicants: [applicant(1, 'Anna'), applicant(2, 'Ben'), applicant(3, 'Cem'), applicant(4, 'Dana')],
  salary: [{ _id: 1, activity: 'Aktiv', cost: 80 }],
});

const handlers = (jobs = groupedJobs({ offeneShifts: open, confirmation: [waiting] })) => ({
  'GET /organisations/mine': { body: { organisations: MY_ORGANISATIONS } },
  'GET /organisations/jobs': { body: jobs },
});

const rowTitles = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[3]?.textContent)
    .filter(Boolean);

describe('the request tables', () => {
  test('loading, then the placeholders for missing names and the first three applicants', async () => {
    const jobs = deferredResponse();
    signedInAs('ORG_ADMIN', { ...handlers(), 'GET /organisations/jobs': jobs.handler });
    renderApp('/en/organisations/dashboard');

    expect((await screen.findAllByText('Loading...')).length).toBeGreaterThan(0);
    jobs.release({ body: groupedJobs({ offeneShifts: open, confirmation: [waiting] }) });

    const openTable = await screen.findByRole('table', { name: /Open shifts/ });
    expect(within(openTable).getByText('Org name(miss data)')).toBeInTheDocument();
    expect(within(openTable).getByText('Depatment name (miss data)')).toBeInTheDocument();
    const confirmation = screen.getByRole('table', { name: /Confirmation/ });
    expect(within(confirmation).getByText('Anna Muster, Ben Muster, Cem Muster +1 more')).toBeInTheDocument();
    expect(screen.getByText('No requests here yet')).toBeInTheDocument();
  });

  test('sorts by title and by date', async () => {
    signedInAs('ORG_ADMIN', handlers());
    const { user } = renderApp('/en/organisations/allApplicants');
    const table = await screen.findByRole('table', { name: /Open shifts/ });
    expect(rowTitles(table)).toEqual(['Beta shift', 'Alpha shift']);
    await user.click(within(table).getByRole('button', { name: 'Title' }));
    expect(rowTitles(table)).toEqual(['Alpha shift', 'Beta shift']);
    await user.click(within(table).getByRole('button', { name: 'Title' }));
    expect(rowTitles(table)).toEqual(['Beta shift', 'Alpha shift']);
    await user.click(within(table).getByRole('button', { name: 'Begin' }));
    expect(rowTitles(table)).toEqual(['Beta shift', 'Alpha shift']);
  });

  test('a row expands to its applicants, dates and pay; "Show all details" expands every row; rows can be checked', async () => {
    signedInAs('ORG_ADMIN', handlers());
    const { user } = renderApp('/en/organisations/openLayouts');
    const table = await screen.findByRole('table', { name: /Confirmation/ });
    expect(within(table).queryByText('Aktiv: 80 € per hour')).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Details of Weekend ICU' }));
    expect(await within(table).findByText('Aktiv: 80 € per hour')).toBeInTheDocument();
    expect(within(table).getByText('Dana Muster (Fachkraft) – applied')).toBeInTheDocument();
    expect(within(table).getByText('24/11/2026 05:30 – 24/11/2026 19:30')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Details of Weekend ICU' }));
    await waitFor(() => expect(within(table).queryByText('Aktiv: 80 € per hour')).not.toBeInTheDocument());
    await user.click(screen.getByLabelText('Show all details'));
    expect(await within(table).findByText('Aktiv: 80 € per hour')).toBeInTheDocument();

    const select = within(table).getByRole('checkbox', { name: 'Select Weekend ICU' });
    await user.click(select);
    expect(select).toBeChecked();
  });

  test.each([
    ['en', 'Open shifts', '30/11/2026 08:00 (open end)', '30/11/2026 08:00 – open end', 'Details of Sporadic'],
    ['de', 'Offene Schichten', /\(offenes Ende\)$/, /– offenes Ende$/, 'Details zu Sporadic'],
  ])(
    'an open-ended period says "open end" in %s, in the begin column and the details',
    async (language, tableName, begin, details, expand) => {
      const sporadic = jobFixture({
        _id: 9,
        title: 'Sporadic',
        dateMode: 'SPORADIC',
        dates: [
          {
            _id: 1,
            date: { startDate: at('2026-11-30', '08:00'), endDate: null, activity: '' },
            type: 'vertretungsarzt',
          },
        ],
      });
      signedInAs('ORG_ADMIN', handlers(groupedJobs({ offeneShifts: [sporadic] })));
      const { user } = renderApp(`/${language}/organisations/allApplicants`);
      const table = await screen.findByRole('table', { name: new RegExp(tableName) });
      expect(within(table).getByText(begin)).toBeInTheDocument();
      await user.click(within(table).getByRole('button', { name: expand }));
      expect(await within(table).findByText(details)).toBeInTheDocument();
    },
  );

  test('delete asks with the spec’s dialog, then reloads the list', async () => {
    let calls = 0;
    const { api } = signedInAs('ORG_ADMIN', {
      ...handlers(),
      'GET /organisations/jobs': () => ({
        body: calls++ === 0 ? groupedJobs({ offeneShifts: open }) : groupedJobs({ offeneShifts: [open[1]] }),
      }),
      'DELETE /job/1': { status: 204 },
    });
    const { user } = renderApp('/en/organisations/allApplicants');
    const table = await screen.findByRole('table', { name: /Open shifts/ });

    await user.click(within(table).getByRole('button', { name: 'Delete Beta shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure to delete?' });
    expect(dialog).toHaveTextContent('You are deleting Beta shift');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('DELETE /job/1')).toHaveLength(0);

    await user.click(within(table).getByRole('button', { name: 'Delete Beta shift' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByText('Beta shift')).not.toBeInTheDocument());
    expect(api.requestsTo('DELETE /job/1')).toHaveLength(1);
    expect(api.requestsTo('GET /organisations/jobs')).toHaveLength(2);
  });

  test('a refused delete says why inside the dialog, leaves only Close, and reloads the list after it', async () => {
    const { api } = signedInAs('ORG_ADMIN', {
      ...handlers(),
      'DELETE /job/1': {
        status: 409,
        body: { statusCode: 409, code: 'CONFLICT', message: 'An applicant has been selected.' },
      },
    });
    const { user } = renderApp('/en/organisations/allApplicants');
    const table = await screen.findByRole('table', { name: /Open shifts/ });
    await user.click(within(table).getByRole('button', { name: 'Delete Beta shift' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('An applicant has been selected.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(api.requestsTo('GET /organisations/jobs')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(api.requestsTo('GET /organisations/jobs')).toHaveLength(2));
  });

  test('on a phone the rows become cards, with the same details and sorting', async () => {
    // Every media query matches, the phone's too.
    const restore = simulateWideScreen();
    signedInAs('ORG_ADMIN', handlers());
    const { user } = renderApp('/en/organisations/openLayouts');

    expect(await screen.findByText('Weekend ICU')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Anna Muster, Ben Muster, Cem Muster +1 more')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Details of Weekend ICU' }));
    expect(await screen.findByText('Aktiv: 80 € per hour')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Title' })).toBeInTheDocument();
    restore();
  });
});
