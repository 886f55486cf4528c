import { act, screen, waitFor, within } from '@testing-library/react';
import type { CalendarJobWire } from '@medstaff/domain';
import { at, calendarAnswer, calendarJobFixture, MY_ORGANISATIONS } from '../testing/job-fixtures';
import { deferredResponse, type MockHandler, type MockResponse, type RecordedRequest } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';
import { signedInAs, simulateWideScreen } from '../testing/signed-in';
import { addDays, berlinRange, formatWallDay, toWall, visibleRange } from './calendar-dates';

/** Today in Berlin, as a wall date (the suite runs in New York). */
const today = toWall(Date.now());
const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
/** A request with one shift on a day, 08:00–16:00. */
const shiftJob = (id: number, title: string, day: Date, fields: Partial<CalendarJobWire> = {}) =>
  calendarJobFixture({
    _id: id,
    title,
    dates: [
      {
        _id: id * 10,
        date: { startDate: at(isoDay(day), '08:00'), endDate: at(isoDay(day), '16:00'), activity: '' },
        type: 'Neue_Dienstanfrage',
      },
    ],
    ...fields,
  });

/** The range a calendar request asked for (instants of Berlin midnights). */
const askedRange = (request: RecordedRequest) => {
  const params = new URLSearchParams(request.query);
  return { from: Number(params.get('from')), to: Number(params.get('to')), department: params.get('department') };
};
const rangeOf = (view: Parameters<typeof visibleRange>[0], date: Date) => {
  const { from, to } = berlinRange(visibleRange(view, date));
  return { from, to, department: null };
};

function openCalendar(calendar: MockHandler, organisations = MY_ORGANISATIONS, path = '/en/organisations/calendar') {
  const { api } = signedInAs('ORG_ADMIN', {
    'GET /organisations/mine': { body: { organisations } },
    'GET /organisations/calendar': calendar,
  });
  const view = renderApp(path);
  return { ...view, api, calendarRequests: () => api.requestsTo('GET /organisations/calendar') };
}

describe('the shift calendar page loads the range it shows', () => {
  test('the month grid of today first; the next month asks for the next grid, keeping the events meanwhile', async () => {
    const nextMonth = new Date(today.getFullYear(), today.getMonth() + 1, 1);
    const later = deferredResponse();
    const { user, calendarRequests } = openCalendar((request) =>
      askedRange(request).from === rangeOf('month', nextMonth).from
        ? later.handler()
        : { body: calendarAnswer(request.query, [shiftJob(1, 'Today’s shift', today)]) },
    );

    expect(await screen.findByText('Today’s shift')).toBeInTheDocument();
    expect(calendarRequests().map(askedRange)).toEqual([rangeOf('month', today)]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calendarRequests()).toHaveLength(2));
    expect(askedRange(calendarRequests()[1])).toEqual(rangeOf('month', nextMonth));
    // While it loads: a thin bar, and the calendar as it was.
    expect(screen.getByRole('progressbar', { name: 'Loading shifts…' })).toBeInTheDocument();

    later.release({
      body: calendarAnswer(calendarRequests()[1].query, [shiftJob(2, 'Next month’s shift', nextMonth)]),
    });
    expect(await screen.findByText('Next month’s shift')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  test('a week or a day inside the range loaded is drawn from its answer, without asking again', async () => {
    const { user, calendarRequests } = openCalendar((request) => ({
      body: calendarAnswer(request.query, [shiftJob(1, 'Today’s shift', today)]),
    }));
    expect(await screen.findByText('Today’s shift')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(await screen.findByText('Today’s shift')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Day' }));
    expect(await screen.findByText('Today’s shift')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(calendarRequests().map(askedRange)).toEqual([rangeOf('month', today)]);
  });

  test('a late answer for a range left behind is ignored', async () => {
    /** The 15th of a month from now, and the months' shifts on it. */
    const month = (offset: number) => new Date(today.getFullYear(), today.getMonth() + offset, 15);
    const slow = deferredResponse();
    const { user, api, calendarRequests } = openCalendar((request) => {
      const offset = [0, 1, 2, 3].find((months) => askedRange(request).from === rangeOf('month', month(months)).from);
      if (offset === 2) return slow.handler();
      return { body: calendarAnswer(request.query, [shiftJob(1, `Shift in month ${offset}`, month(offset ?? 0))]) };
    });
    expect(await screen.findByText('Shift in month 0')).toBeInTheDocument();
    // Three months on: the second month's answer lingers, the third's comes first.
    for (let click = 0; click < 3; click += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Shift in month 3')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    const slowRequest = calendarRequests()[2];
    expect(askedRange(slowRequest)).toEqual(rangeOf('month', month(2)));
    // The late answer holds a shift the month on screen would show.
    slow.release({ body: calendarAnswer(slowRequest.query, [shiftJob(2, 'Stale shift', month(3))]) });
    // Wait until the app has read it.
    await act(async () => {
      const response = (await api.fetchMock.mock.results[api.requests.indexOf(slowRequest)].value) as Response;
      await waitFor(() => expect(response.bodyUsed).toBe(true));
    });
    expect(screen.queryByText('Stale shift')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Shift in month 3')).toBeInTheDocument();
  });

  test('the department select narrows the calendar, and "All departments" widens it again', async () => {
    const { user, calendarRequests } = openCalendar((request) => ({
      body: calendarAnswer(
        request.query,
        askedRange(request).department === '72' ? [] : [shiftJob(1, 'ICU shift', today)],
      ),
    }));
    expect(await screen.findByText('ICU shift')).toBeInTheDocument();
    expect(askedRange(calendarRequests()[0]).department).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Department' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All departments',
      'Intensivstation',
      'Chirurgie',
    ]);
    await user.click(screen.getByRole('option', { name: 'Chirurgie' }));
    await waitFor(() => expect(calendarRequests()).toHaveLength(2));
    expect(askedRange(calendarRequests()[1])).toEqual({ ...rangeOf('month', today), department: '72' });
    await waitFor(() => expect(screen.queryByText('ICU shift')).not.toBeInTheDocument());

    await user.click(screen.getByRole('combobox', { name: 'Department' }));
    await user.click(screen.getByRole('option', { name: 'All departments' }));
    expect(await screen.findByText('ICU shift')).toBeInTheDocument();
    expect(askedRange(calendarRequests()[2]).department).toBeNull();
  });

  test('no department select for a single department', async () => {
    openCalendar(
      (request) => ({ body: calendarAnswer(request.query, [shiftJob(1, 'ICU shift', today)]) }),
      [{ ...MY_ORGANISATIONS[0], departments: [MY_ORGANISATIONS[0].departments[0]] }],
    );
    expect(await screen.findByText('ICU shift')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Department' })).not.toBeInTheDocument();
  });

  test.each([
    [
      'en',
      '/en/organisations/calendar',
      'This range has more than 2,000 shifts; the earliest are shown. Choose a department to see all.',
    ],
    [
      'de',
      '/de/organisations/calendar',
      'In diesem Zeitraum gibt es mehr als 2.000 Schichten; die frühesten werden angezeigt. Wählen Sie eine Station, um alle zu sehen.',
    ],
  ])('a truncated answer says so (%s)', async (_language, path, notice) => {
    openCalendar(
      (request) => ({ body: calendarAnswer(request.query, [shiftJob(1, 'Busy shift', today)], true) }),
      MY_ORGANISATIONS,
      path,
    );
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(screen.getByText('Busy shift')).toBeInTheDocument();
  });

  test('a period without end, begun before the month, is drawn across the whole grid', async () => {
    const started = addDays(visibleRange('month', today).from, -3);
    openCalendar((request) => ({
      body: calendarAnswer(request.query, [
        calendarJobFixture({
          _id: 5,
          title: 'Locum',
          state: 'external_adv',
          dates: [
            {
              _id: 50,
              date: { startDate: at(isoDay(started), '07:00'), endDate: null, activity: '' },
              type: 'Neue_Dienstanfrage',
            },
          ],
        }),
      ]),
    }));
    expect((await screen.findAllByText('Locum (open end)')).length).toBeGreaterThan(0);
    const rows = Array.from(document.querySelectorAll('.rbc-month-row'));
    expect(rows.map((row) => row.querySelectorAll('.shift-event').length)).toEqual(rows.map(() => 1));
    expect(document.querySelector('.shift-event .rbc-event-content')).toHaveAttribute(
      'title',
      `Locum (open end), ${formatWallDay(started)} 07:00 – open end, open`,
    );
  });

  test('a failed load shows the error with Try again, which asks again', async () => {
    let calls = 0;
    const { user, calendarRequests } = openCalendar((request): MockResponse => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'The calendar is resting.' } }
        : { body: calendarAnswer(request.query, [shiftJob(1, 'Back again', today)]) };
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The calendar is resting.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calendarRequests().map(askedRange)).toEqual([rangeOf('month', today), rangeOf('month', today)]);
  });

  test('on a phone the calendar opens as an agenda of 30 days', async () => {
    // Every media query matches, so does the phone's (below 600px).
    const restore = simulateWideScreen();
    try {
      const { calendarRequests } = openCalendar((request) => ({
        body: calendarAnswer(request.query, [shiftJob(1, 'Agenda shift', today)]),
      }));
      expect(await screen.findByText('Agenda shift')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Agenda' })).toHaveClass('rbc-active');
      expect(calendarRequests().map(askedRange)).toEqual([rangeOf('agenda', today)]);
    } finally {
      restore();
    }
  });
});
