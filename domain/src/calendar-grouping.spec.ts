import { berlinDayNumber, berlinDayStart } from './berlin-time';
import { calendarColour, calendarEvents, calendarEventsOf, calendarFilter, timeLabel } from './calendar-grouping';
import { groupOrganisationJobs, type JobWire } from './job-grouping';

/** A Berlin wall-clock instant: November is CET (UTC+1), July CEST (UTC+2). */
const berlin = (iso: string): number => {
  const utc = Date.parse(`${iso}Z`);
  const month = Number(iso.slice(5, 7));
  const offsetHours = month >= 4 && month <= 10 ? 2 : 1;
  return utc - offsetHours * 3_600_000;
};

const date = (start: string, end: string, id = 0) => ({
  _id: id,
  date: { startDate: berlin(start), endDate: berlin(end), activity: '' },
  type: 'Neue_Dienstanfrage' as const,
});

/** A period without end (SPORADIC, open end). */
const openDate = (start: string, id = 0) => ({
  _id: id,
  date: { startDate: berlin(start), endDate: null, activity: '' },
  type: 'Neue_Dienstanfrage' as const,
});

const job = (
  id: number,
  dates: (ReturnType<typeof date> | ReturnType<typeof openDate>)[],
  state: JobWire['state'] = 'internal_adv',
) => ({ _id: id, title: `Job ${id}`, state, dates }) as Pick<JobWire, '_id' | 'title' | 'state' | 'dates'>;

describe('calendar colour', () => {
  it.each([
    ['internal_adv', 'red'],
    ['external_adv', 'red'],
    ['internal_fill', 'green'],
    ['external_fill', 'green'],
    ['something_else', 'orange'],
  ])('%s → %s', (state, colour) => {
    expect(calendarColour(state)).toBe(colour);
  });
});

describe('Berlin calendar days', () => {
  it('counts days in Berlin, not UTC', () => {
    // 23:30 UTC on 1 Nov is 00:30 on 2 Nov in Berlin.
    expect(berlinDayNumber(Date.parse('2026-11-01T23:30:00Z'))).toBe(
      berlinDayNumber(Date.parse('2026-11-02T12:00:00Z')),
    );
    expect(timeLabel(date('2026-11-02T05:30:00', '2026-11-02T19:30:00'))).toBe('05:30–19:30');
    expect(timeLabel(date('2026-07-02T05:30:00', '2026-07-02T19:30:00'))).toBe('05:30–19:30');
  });
});

describe('Berlin day start', () => {
  it.each([
    ['2026-11-02', '2026-11-01T23:00:00Z'],
    ['2026-07-02', '2026-07-01T22:00:00Z'],
    ['2026-03-29', '2026-03-28T23:00:00Z'],
    ['2026-10-25', '2026-10-24T22:00:00Z'],
  ])('%s begins at %s', (day, iso) => {
    expect(berlinDayStart(day)).toBe(Date.parse(iso));
  });
});

describe('calendar grouping', () => {
  const fixed = (day: string) => date(`${day}T05:30:00`, `${day}T19:30:00`);

  it.each([
    ['one date is one event', ['2026-11-02'], [['2026-11-02', '2026-11-02']]],
    ['consecutive days merge', ['2026-11-02', '2026-11-03', '2026-11-04'], [['2026-11-02', '2026-11-04']]],
    ['unsorted dates are sorted first', ['2026-11-04', '2026-11-02', '2026-11-03'], [['2026-11-02', '2026-11-04']]],
    ['a one-day gap merges', ['2026-11-02', '2026-11-03'], [['2026-11-02', '2026-11-03']]],
    [
      'a two-day gap splits',
      ['2026-11-02', '2026-11-04'],
      [
        ['2026-11-02', '2026-11-02'],
        ['2026-11-04', '2026-11-04'],
      ],
    ],
    [
      'runs split where the gap is larger',
      ['2026-11-02', '2026-11-03', '2026-11-10', '2026-11-11'],
      [
        ['2026-11-02', '2026-11-03'],
        ['2026-11-10', '2026-11-11'],
      ],
    ],
    ['across the change to winter time', ['2026-10-24', '2026-10-25', '2026-10-26'], [['2026-10-24', '2026-10-26']]],
  ])('%s', (_name, days, expected) => {
    const events = calendarEvents(job(7, days.map(fixed)));
    expect(events.map((event) => [event.start, event.end])).toEqual(
      expected.map(([first, last]) => [fixed(first).date.startDate, fixed(last).date.endDate]),
    );
    expect(events.every((event) => event.jobId === 7 && event.title === 'Job 7' && event.colour === 'red')).toBe(true);
  });

  it('drops duplicate time labels and keeps distinct ones in order', () => {
    const [event] = calendarEvents(
      job(1, [
        date('2026-11-02T05:30:00', '2026-11-02T19:30:00'),
        date('2026-11-03T05:30:00', '2026-11-03T19:30:00'),
        date('2026-11-04T12:00:00', '2026-11-04T12:00:00'),
      ]),
    );
    expect(event.times).toEqual(['05:30–19:30', '12:00–12:00']);
  });

  it('merges a date that starts the day after an overnight date ends', () => {
    const events = calendarEvents(
      job(1, [date('2026-11-02T20:00:00', '2026-11-03T06:00:00'), date('2026-11-04T20:00:00', '2026-11-05T06:00:00')]),
    );
    expect(events).toHaveLength(1);
    expect(events[0].times).toEqual(['20:00–06:00']);
  });

  it('has no events without dates and ids are per request', () => {
    expect(calendarEvents(job(1, []))).toEqual([]);
    const events = calendarEventsOf([
      job(2, [fixed('2026-11-10')], 'external_fill'),
      job(1, [fixed('2026-11-02'), fixed('2026-11-05')]),
    ]);
    expect(events.map((event) => [event._id, event.colour])).toEqual([
      ['1-0', 'red'],
      ['1-1', 'red'],
      ['2-0', 'green'],
    ]);
  });
});

describe('open-ended periods', () => {
  it.each([
    [
      'covers its start day by default',
      [openDate('2026-11-24T14:00:00')],
      undefined,
      [['2026-11-24T14:00:00', '2026-11-25T00:00:00', ['14:00–']]],
    ],
    [
      'covers its start day in summer time too',
      [openDate('2026-07-02T09:15:00')],
      undefined,
      [['2026-07-02T09:15:00', '2026-07-03T00:00:00', ['09:15–']]],
    ],
    [
      'runs up to the horizon the caller passes',
      [openDate('2026-11-24T14:00:00')],
      berlin('2026-12-07T00:00:00'),
      [['2026-11-24T14:00:00', '2026-12-07T00:00:00', ['14:00–']]],
    ],
    [
      'ignores a horizon before its start',
      [openDate('2026-11-24T14:00:00')],
      berlin('2026-11-01T00:00:00'),
      [['2026-11-24T14:00:00', '2026-11-25T00:00:00', ['14:00–']]],
    ],
    [
      'absorbs later dates and keeps their labels',
      [openDate('2026-11-24T14:00:00'), date('2026-12-10T05:30:00', '2026-12-10T19:30:00')],
      berlin('2026-12-01T00:00:00'),
      [['2026-11-24T14:00:00', '2026-12-10T19:30:00', ['14:00–', '05:30–19:30']]],
    ],
    [
      'joins a run that ends the day before',
      [date('2026-11-23T05:30:00', '2026-11-23T19:30:00'), openDate('2026-11-24T14:00:00')],
      undefined,
      [['2026-11-23T05:30:00', '2026-11-25T00:00:00', ['05:30–19:30', '14:00–']]],
    ],
  ])('%s', (_name, dates, openEndUntil, expected) => {
    const events = calendarEvents(job(3, dates), { openEndUntil });
    expect(events.map((event) => [event.start, event.end, event.times, event.openEnd])).toEqual(
      expected.map(([start, end, times]) => [berlin(start as string), berlin(end as string), times, true]),
    );
  });

  it('leaves dates with an end unflagged, and a run split by a gap keeps its own flag', () => {
    const events = calendarEventsOf(
      [job(1, [date('2026-11-02T05:30:00', '2026-11-02T19:30:00'), openDate('2026-11-10T08:00:00')])],
      { openEndUntil: berlin('2026-11-30T00:00:00') },
    );
    expect(events.map((event) => [event._id, event.openEnd ?? false, event.end])).toEqual([
      ['1-0', false, berlin('2026-11-02T19:30:00')],
      ['1-1', true, berlin('2026-11-30T00:00:00')],
    ]);
    expect(timeLabel(openDate('2026-11-10T08:00:00'))).toBe('08:00–');
  });
});

describe('calendar filter tabs', () => {
  const full = (id: number, applicants: JobWire['applicants']): JobWire =>
    ({ ...job(id, [date('2026-11-02T05:30:00', '2026-11-02T19:30:00')]), id, applicants }) as JobWire;
  const person = { firstName: 'A', lastName: 'B', user_info: { qualification: { level: null } } };
  const open = full(1, []);
  const applied = full(2, [{ _id: 1, state: 'applied', user: person }]);
  const selected = full(3, [{ _id: 2, state: 'selected', user: person }]);

  it.each([
    ['all', [1, 3, 2]],
    ['red', [1]],
    ['green', [3]],
    ['yellow', [2]],
  ] as const)('%s shows %j', (tab, ids) => {
    expect(calendarFilter([open, applied, selected], tab).map((item) => item._id)).toEqual(ids);
    expect(calendarFilter(groupOrganisationJobs([open, applied, selected]), tab).map((item) => item._id)).toEqual(ids);
  });
});
