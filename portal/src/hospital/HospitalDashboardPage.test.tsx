import { screen, waitFor } from '@testing-library/react';
import { applicant, at, groupedJobs, jobFixture, MY_ORGANISATIONS } from '../testing/job-fixtures';
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
  signedInAs('ORG_ADMIN', {
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
  expect(await screen.findByDisplayValue('Filled today')).toBeInTheDocument();
});
