import { screen, waitFor, within } from '@testing-library/react';
import {
  applicant,
  at,
  calendarAnswer,
  calendarJobFixture,
  groupedJobs,
  jobFixture,
  MY_ORGANISATIONS,
} from '../testing/job-fixtures';
import { createTestQueryClient } from '../testing/query-client';
import { renderApp } from '../testing/render-app';
import { signedInAs } from '../testing/signed-in';

const today = new Date();
const day = (offset: number) => {
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
const shiftOn = (date: string) => [
  {
    _id: 1,
    date: { startDate: at(date, '08:00'), endDate: at(date, '16:00'), activity: '' },
    type: 'Neue_Dienstanfrage' as const,
  },
];

test('the dashboard: figures from the real list, the calendar and the three tables; an event opens its request', async () => {
  const filled = jobFixture({
    _id: 9,
    title: 'Filled today',
    state: 'internal_fill',
    dates: shiftOn(day(0)),
    applicants: [applicant(1, 'Anna', 'selected')],
  });
  const { api } = signedInAs('ORG_ADMIN', {
    'GET /organisations/mine': { body: { organisations: MY_ORGANISATIONS } },
    'GET /organisations/jobs': {
      body: groupedJobs({
        offeneShifts: [jobFixture({ _id: 8, title: 'Open today', dates: shiftOn(day(0)) })],
        confirmation: [
          jobFixture({ _id: 10, title: 'Waiting', dates: shiftOn(day(0)), applicants: [applicant(2, 'Ben')] }),
        ],
        externeAnfagen: [filled],
      }),
    },
    // The calendar asks for its range; its jobs carry only what an event needs.
    'GET /organisations/calendar': (request) => ({
      body: calendarAnswer(request.query, [
        calendarJobFixture({
          _id: 9,
          title: 'Filled today',
          state: 'internal_fill',
          group: 'externeAnfagen',
          dates: filled.dates,
        }),
      ]),
    }),
    'GET /job/9': { body: filled },
    'GET /positions': { body: { positions: [] } },
  });
  const { user, router } = renderApp('/en/hospital');

  expect(await screen.findByLabelText('Open shifts this week: 2')).toBeInTheDocument();
  expect(screen.getByLabelText('Waiting for your decision: 1')).toBeInTheDocument();
  expect(screen.getByLabelText('Filled this month: 1')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: /Open shifts/ })).toBeInTheDocument();
  expect(screen.getByRole('table', { name: /Confirmation/ })).toBeInTheDocument();
  expect(screen.getByRole('table', { name: /External requests/ })).toBeInTheDocument();

  await waitFor(() => expect(document.querySelector('.shift-event-green')).not.toBeNull());
  await user.click(document.querySelector('.shift-event-green') as HTMLElement);

  await waitFor(() => expect(router.state.location.pathname).toBe('/en/organisations/jobUpdate/9'));
  // No navigation state: the edit page loads the full request by its id.
  expect(router.state.location.state).toBeNull();
  expect(await screen.findByDisplayValue('Filled today')).toBeInTheDocument();
  expect(api.requestsTo('GET /job/9')).toHaveLength(1);
});

test('a delete in the tables reloads the calendar too', async () => {
  let deleted = false;
  const open = jobFixture({ _id: 8, title: 'Open today', dates: shiftOn(day(0)) });
  const { api } = signedInAs('ORG_ADMIN', {
    'GET /organisations/mine': { body: { organisations: MY_ORGANISATIONS } },
    'GET /organisations/jobs': () => ({ body: groupedJobs({ offeneShifts: deleted ? [] : [open] }) }),
    'GET /organisations/calendar': (request) => ({
      body: calendarAnswer(
        request.query,
        deleted ? [] : [calendarJobFixture({ _id: 8, title: 'Open today', dates: open.dates })],
      ),
    }),
    'DELETE /job/8': () => {
      deleted = true;
      return { status: 204 };
    },
  });
  const { user } = renderApp('/en/hospital');
  await waitFor(() => expect(document.querySelector('.shift-event-red')).not.toBeNull());
  expect(api.requestsTo('GET /organisations/calendar')).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: 'Delete Open today' }));
  const dialog = screen.getByRole('dialog', { name: 'Are you sure to delete?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  await waitFor(() => expect(api.requestsTo('GET /organisations/calendar')).toHaveLength(2));
  await waitFor(() => expect(document.querySelector('.shift-event-red')).toBeNull());
  // The figures and tables still come from the full list, reloaded too.
  expect(await screen.findByLabelText('Open shifts this week: 0')).toBeInTheDocument();
});

test('a release in the tables asks every list on the page again: tables, figures, calendar and the row’s applications', async () => {
  let released = false;
  const pooled = jobFixture({ _id: 8, title: 'Open today', dates: shiftOn(day(0)), releaseDueAt: null });
  const current = () =>
    released ? { ...pooled, state: 'external_adv' as const, releasedAt: Date.now(), version: 2 } : pooled;
  const { api } = signedInAs('ORG_ADMIN', {
    'GET /organisations/mine': { body: { organisations: MY_ORGANISATIONS } },
    'GET /organisations/jobs': () => ({ body: groupedJobs({ offeneShifts: [current()] }) }),
    'GET /organisations/calendar': (request) => ({
      body: calendarAnswer(request.query, [
        calendarJobFixture({ _id: 8, title: 'Open today', state: current().state, dates: pooled.dates }),
      ]),
    }),
    'GET /job/8/applications': { body: { applications: [] } },
    'GET /job/8/history': { body: { entries: [] } },
    'POST /job/8/release': () => {
      released = true;
      return { body: current() };
    },
  });
  // The portal's freshness: what one component loaded serves the next one for a while.
  const { user } = renderApp('/en/hospital', undefined, { queryClient: createTestQueryClient({ staleTime: 60_000 }) });
  await user.click(await screen.findByRole('button', { name: 'Details of Open today' }));
  await screen.findByText('No agency has applied yet.');
  await waitFor(() => expect(api.requestsTo('GET /organisations/calendar')).toHaveLength(1));
  expect(api.requestsTo('GET /organisations/jobs')).toHaveLength(1);
  expect(api.requestsTo('GET /job/8/applications')).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: 'Release to agencies now' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Release' }));

  expect(await screen.findByText(/^Open to agencies since/)).toBeInTheDocument();
  await waitFor(() => expect(api.requestsTo('GET /organisations/calendar')).toHaveLength(2));
  expect(api.requestsTo('GET /organisations/jobs')).toHaveLength(2);
  expect(api.requestsTo('GET /job/8/applications')).toHaveLength(2);
  expect(api.requestsTo('POST /job/8/release')).toHaveLength(1);
  // The membership gate and the tables share one cached answer: asked once, and not by the release.
  expect(api.requestsTo('GET /organisations/mine')).toHaveLength(1);
});
