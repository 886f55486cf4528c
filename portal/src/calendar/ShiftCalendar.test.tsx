import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarJobWire } from '@medstaff/domain';
import { useState, type ReactNode } from 'react';
import { AppProviders } from '../app/AppProviders';
import { I18nProvider } from '../i18n/I18nProvider';
import { at, calendarJobFixture } from '../testing/job-fixtures';
import { berlinRange, visibleRange, type CalendarView } from './calendar-dates';
import { ShiftCalendar } from './ShiftCalendar';

const day = (date: string, start = '05:30', end = '19:30') => ({
  _id: 1,
  date: { startDate: at(date, start), endDate: at(date, end), activity: '' },
  type: 'Neue_Dienstanfrage' as const,
});

const jobs: CalendarJobWire[] = [
  calendarJobFixture({
    _id: 1,
    title: 'Open ICU',
    state: 'internal_adv',
    group: 'offeneShifts',
    dates: [day('2026-11-10'), day('2026-11-11'), day('2026-11-14')],
  }),
  calendarJobFixture({
    _id: 2,
    title: 'Filled surgery',
    state: 'external_fill',
    group: 'externeAnfagen',
    dates: [day('2026-11-12')],
  }),
  calendarJobFixture({
    _id: 3,
    title: 'Waiting ward',
    state: 'internal_adv',
    group: 'confirmation',
    dates: [day('2026-11-20')],
  }),
];

interface CalendarUnderTestProps {
  jobs: CalendarJobWire[];
  onOpenJob?(jobId: number): void;
  date: Date;
  view?: CalendarView;
}

/** The calendar with the container's part played by the test: it keeps the view and the day. */
function CalendarUnderTest({ jobs, onOpenJob = jest.fn(), date, view = 'month' }: CalendarUnderTestProps) {
  const [shownView, setView] = useState(view);
  const [shownDate, setDate] = useState(date);
  return (
    <ShiftCalendar
      jobs={jobs}
      rangeEnd={berlinRange(visibleRange(shownView, shownDate)).to}
      view={shownView}
      onView={setView}
      date={shownDate}
      onNavigate={setDate}
      onOpenJob={onOpenJob}
    />
  );
}

function withLanguage(children: ReactNode, language: 'de' | 'en' = 'en') {
  return (
    <AppProviders>
      <I18nProvider language={language}>{children}</I18nProvider>
    </AppProviders>
  );
}

/** The events on screen: react-big-calendar's event boxes, with their tooltip and colour class. */
const shownEvents = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.rbc-event')).map((element) => ({
    title: element.getAttribute('title'),
    colour: ['red', 'green', 'orange'].find((colour) => element.classList.contains(`shift-event-${colour}`)),
  }));

describe('the shift calendar', () => {
  // jsdom has no matchMedia: useMediaQuery sees no phone, so the calendar opens as a month.

  test('a week from Monday, with events grouped by the domain’s rule and coloured by state', async () => {
    const user = userEvent.setup();
    render(withLanguage(<CalendarUnderTest jobs={jobs} date={new Date(2026, 10, 12)} />));
    await user.click(screen.getByRole('button', { name: 'Week' }));

    expect(screen.getByText('09/11/2026 – 15/11/2026')).toBeInTheDocument();
    const headers = Array.from(document.querySelectorAll('.rbc-header')).map((header) => header.textContent);
    expect(headers[0]).toMatch(/^Mo/);
    expect(headers[6]).toMatch(/^Su/);
    // 10 and 11 November merge into one event (drawn across both days); the 14th (a gap of two days) is another.
    const events = shownEvents();
    expect(events.filter((event) => event.colour === 'red')).toHaveLength(2);
    expect(events).toEqual(
      expect.arrayContaining([
        { title: expect.stringContaining('Open ICU, 14/11/2026 05:30–19:30, open'), colour: 'red' },
        { title: expect.stringContaining('Filled surgery, 12/11/2026 05:30–19:30, filled'), colour: 'green' },
      ]),
    );
    expect(shownEvents().some((event) => event.title?.startsWith('Waiting ward'))).toBe(false);
  });

  test('times are Berlin wall-clock time in the week and the agenda, with the hint, on a device in New York', async () => {
    const user = userEvent.setup();
    // 05:30–19:30 in Berlin is 23:30–13:30 in New York: the calendar must still say 05:30–19:30.
    render(withLanguage(<CalendarUnderTest jobs={jobs} date={new Date(2026, 10, 12)} view="week" />, 'en'));
    const labels = Array.from(document.querySelectorAll('.shift-event .rbc-event-label')).map(
      (label) => label.textContent,
    );
    expect(labels.length).toBeGreaterThan(0);
    expect(new Set(labels)).toEqual(new Set(['05:30–19:30']));
    expect(screen.getByText('Times in CET/CEST')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agenda' }));
    expect(screen.getAllByText('05:30–19:30').length).toBeGreaterThan(0);
    expect(screen.getAllByText('12/11/2026').length).toBeGreaterThan(0);
  });

  test('the filter tabs show one table’s requests; clicking an event opens its request (agenda, in German)', async () => {
    const user = userEvent.setup();
    const onOpenJob = jest.fn();
    render(withLanguage(<CalendarUnderTest jobs={jobs} onOpenJob={onOpenJob} date={new Date(2026, 10, 1)} />, 'de'));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Alle',
      'Offene Schichten',
      'Externe Anfragen',
      'Bestätigung',
    ]);
    await user.click(screen.getByRole('button', { name: 'Liste' }));
    // The agenda lists a run of two days on each of its days: 10, 11 and 14 November.
    expect(screen.getAllByText('Open ICU')).toHaveLength(3);

    await user.click(screen.getByRole('tab', { name: 'Externe Anfragen' }));
    expect(screen.getByText('Filled surgery')).toBeInTheDocument();
    expect(screen.queryByText('Open ICU')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Bestätigung' }));
    expect(screen.queryByText('Filled surgery')).not.toBeInTheDocument();
    await user.click(screen.getByText('Waiting ward'));
    expect(onOpenJob).toHaveBeenCalledWith(3);
  });

  test('the month view names the month in the language, and clicking an event opens it', async () => {
    const user = userEvent.setup();
    const onOpenJob = jest.fn();
    render(withLanguage(<CalendarUnderTest jobs={jobs} onOpenJob={onOpenJob} date={new Date(2026, 10, 15)} />, 'de'));
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Monat' })).toHaveClass('rbc-active');
    const headers = Array.from(document.querySelectorAll('.rbc-month-header .rbc-header')).map(
      (header) => header.textContent,
    );
    expect(headers).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    const event = document.querySelector<HTMLElement>('.shift-event-green');
    expect(event).not.toBeNull();
    await user.click(event as HTMLElement);
    expect(onOpenJob).toHaveBeenCalledWith(2);
  });

  test('a period without end is an all-day event across the visible range, labelled "open end"', () => {
    // 10 November 2026, 14:00, open end (SPORADIC without "until"); the month grid runs 26/10 – 06/12.
    const open = calendarJobFixture({
      _id: 4,
      title: 'Locum neurology',
      state: 'external_adv',
      dates: [
        {
          _id: 1,
          date: { startDate: at('2026-11-10', '14:00'), endDate: null, activity: '' },
          type: 'Neue_Dienstanfrage',
        },
      ],
    });
    render(withLanguage(<CalendarUnderTest jobs={[open]} date={new Date(2026, 10, 15)} />));
    const segments = Array.from(document.querySelectorAll<HTMLElement>('.rbc-month-row')).map(
      (row) => row.querySelectorAll('.shift-event').length,
    );
    // Not in the two weeks before its start; then in every week row through the grid's last.
    expect(segments).toEqual([0, 0, 1, 1, 1, 1]);
    // The month view puts the tooltip on the event's content.
    const tooltips = Array.from(document.querySelectorAll('.shift-event-red .rbc-event-content')).map((content) =>
      content.getAttribute('title'),
    );
    expect(tooltips).toEqual(Array(4).fill('Locum neurology (open end), 10/11/2026 14:00 – open end, open'));
    expect(screen.getAllByText('Locum neurology (open end)')).toHaveLength(4);
    // The last segment runs to the grid's edge, and on beyond it: the period has no end.
    const lastRow = document.querySelectorAll('.rbc-month-row')[5];
    expect(lastRow.querySelector('.shift-event')).toHaveClass('rbc-event-continues-prior', 'rbc-event-continues-after');
  });
});
