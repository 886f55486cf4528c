import { AGENDA_LENGTH_DAYS, visibleRange, type VisibleRange } from './calendar-dates';

/** A range as local days and times, whatever the machine's time zone: "2026-10-26 00:00". */
const local = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')} ` +
  `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
const shown = ({ from, to }: VisibleRange) => [local(from), local(to)];

describe('the visible range of a calendar view (local days, weeks from Monday)', () => {
  test('a month: six weeks from the Monday on or before the 1st', () => {
    // November 2026 begins on a Sunday: the grid starts on Monday 26 October.
    expect(shown(visibleRange('month', new Date(2026, 10, 15, 13, 45)))).toEqual([
      '2026-10-26 00:00',
      '2026-12-07 00:00',
    ]);
    // June 2026 begins on a Monday: the grid starts on the 1st itself.
    expect(shown(visibleRange('month', new Date(2026, 5, 30)))).toEqual(['2026-06-01 00:00', '2026-07-13 00:00']);
    // The next month's grid overlaps this one's last week.
    expect(shown(visibleRange('month', new Date(2026, 11, 1)))).toEqual(['2026-11-30 00:00', '2027-01-11 00:00']);
  });

  test('a week: Monday to Monday, also from a Sunday', () => {
    expect(shown(visibleRange('week', new Date(2026, 10, 12, 8)))).toEqual(['2026-11-09 00:00', '2026-11-16 00:00']);
    expect(shown(visibleRange('week', new Date(2026, 10, 15, 23, 59)))).toEqual([
      '2026-11-09 00:00',
      '2026-11-16 00:00',
    ]);
    expect(shown(visibleRange('week', new Date(2026, 10, 16)))).toEqual(['2026-11-16 00:00', '2026-11-23 00:00']);
  });

  test('a day, and the agenda’s days from its date', () => {
    expect(shown(visibleRange('day', new Date(2026, 11, 31, 18)))).toEqual(['2026-12-31 00:00', '2027-01-01 00:00']);
    expect(AGENDA_LENGTH_DAYS).toBe(30);
    expect(shown(visibleRange('agenda', new Date(2026, 10, 15, 9)))).toEqual(['2026-11-15 00:00', '2026-12-15 00:00']);
  });

  // In Europe/Berlin these weeks are 167 and 169 hours long; the range still runs midnight to midnight.
  test.each([
    ['the week summer time begins (29 March 2026)', new Date(2026, 2, 27), ['2026-03-23 00:00', '2026-03-30 00:00']],
    [
      'the week summer time ends (25 October 2026)',
      new Date(2026, 9, 25, 12),
      ['2026-10-19 00:00', '2026-10-26 00:00'],
    ],
  ])('%s', (_name, date, expected) => {
    expect(shown(visibleRange('week', date))).toEqual(expected);
    const day = visibleRange('day', date);
    expect(local(day.to)).toMatch(/ 00:00$/);
  });

  test('the month and the agenda across a change of time stay in whole local days', () => {
    // March 2026: the grid from 23 February holds the 29th, when the clocks go forward.
    expect(shown(visibleRange('month', new Date(2026, 2, 10)))).toEqual(['2026-02-23 00:00', '2026-04-06 00:00']);
    // An agenda from 10 October holds the 25th, when they go back.
    expect(shown(visibleRange('agenda', new Date(2026, 9, 10)))).toEqual(['2026-10-10 00:00', '2026-11-09 00:00']);
  });
});
