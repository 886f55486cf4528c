import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AppProviders } from '../app/AppProviders';
import { I18nProvider } from '../i18n/I18nProvider';
import { applicant, at, groupedJobs, jobFixture } from '../testing/job-fixtures';
import { simulateWideScreen } from '../testing/signed-in';
import { ShiftCalendar } from './ShiftCalendar';

const day = (date: string, start = '05:30', end = '19:30') => ({
  _id: 1,
  date: { startDate: at(date, start), endDate: at(date, end), activity: '' },
  type: 'Neue_Dienstanfrage' as const,
});

const jobs = groupedJobs({
  offeneShifts: [
    jobFixture({
      _id: 1,
      title: 'Open ICU',
      state: 'internal_adv',
      dates: [day('2026-11-10'), day('2026-11-11'), day('2026-11-14')],
    }),
  ],
  externeAnfagen: [
    jobFixture({
      _id: 2,
      title: 'Filled surgery',
      state: 'external_fill',
      dates: [day('2026-11-12')],
      applicants: [applicant(1, 'Anna', 'selected')],
    }),
  ],
  confirmation: [
    jobFixture({
      _id: 3,
      title: 'Waiting ward',
      state: 'internal_adv',
      dates: [day('2026-11-20')],
      applicants: [applicant(2, 'Ben')],
    }),
  ],
});

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
    render(withLanguage(<ShiftCalendar jobs={jobs} onOpenJob={jest.fn()} initialDate={new Date(2026, 10, 12)} />));
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

  test('the filter tabs show one table’s requests; clicking an event opens its request (agenda, in German)', async () => {
    const user = userEvent.setup();
    const onOpenJob = jest.fn();
    render(withLanguage(<ShiftCalendar jobs={jobs} onOpenJob={onOpenJob} initialDate={new Date(2026, 10, 1)} />, 'de'));
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
    render(
      withLanguage(<ShiftCalendar jobs={jobs} onOpenJob={onOpenJob} initialDate={new Date(2026, 10, 15)} />, 'de'),
    );
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

  test('on a phone the calendar opens as an agenda', () => {
    // Every media query matches, so does the phone's (below 600px).
    const restore = simulateWideScreen();
    render(withLanguage(<ShiftCalendar jobs={jobs} onOpenJob={jest.fn()} initialDate={new Date(2026, 10, 10)} />));
    expect(screen.getByRole('button', { name: 'Agenda' })).toHaveClass('rbc-active');
    expect(document.querySelector('.rbc-agenda-view')).not.toBeNull();
    expect(screen.getAllByText('Open ICU').length).toBeGreaterThan(0);
    restore();
  });
});
