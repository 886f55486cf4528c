import { format, getDay, startOfWeek } from 'date-fns';
import { de } from 'date-fns/locale';
import { dateFnsLocalizer } from 'react-big-calendar';
import { createCalendarLocalizer } from './calendar-localizer';

type Compare = (a: Date, b: Date, unit?: string) => boolean;
interface CalendarEventDates {
  start: Date;
  end: Date;
  allDay?: boolean;
}
/** The localizer's arithmetic as react-big-calendar calls it (its published types name only part of it). */
interface Arithmetic {
  eq: Compare;
  neq: Compare;
  gt: Compare;
  gte: Compare;
  lt: Compare;
  lte: Compare;
  diff(a: Date, b: Date, unit?: string): number;
  startOf(date: Date, unit?: string, firstOfWeek?: number): Date;
  inRange(day: Date, min: Date, max: Date, unit?: string): boolean;
  getMinutesFromMidnight(date: Date): number;
  getTotalMin(a: Date, b: Date): number;
  continuesPrior(first: Date, rangeStart: Date): boolean;
  continuesAfter(first: Date, end: Date, last: Date): boolean;
  isSameDate(a: Date, b: Date): boolean;
  inEventRange(value: { event: CalendarEventDates; range: CalendarEventDates }): boolean;
  sortEvents(value: { evtA: CalendarEventDates; evtB: CalendarEventDates }): number;
}

/** react-big-calendar's own date-fns localizer, with date-arithmetic's arithmetic: the reference. */
const reference = dateFnsLocalizer({ format, getDay, startOfWeek, locales: { de } }) as unknown as Arithmetic;
const fast = createCalendarLocalizer() as unknown as Arithmetic;

/** Wall dates around midnight, a change of clock (29/03 and 25/10/2026 in Germany), month ends and seconds. */
const DATES = [
  new Date(2026, 2, 28, 23, 59, 59, 999),
  new Date(2026, 2, 29, 0, 0),
  new Date(2026, 2, 29, 3, 30),
  new Date(2026, 2, 29, 23, 0),
  new Date(2026, 9, 25, 1, 59, 30),
  new Date(2026, 9, 25, 14, 0),
  new Date(2026, 10, 30, 22, 15, 10, 5),
  new Date(2026, 11, 1, 0, 0),
  new Date(2026, 11, 1, 6, 0),
  new Date(2026, 11, 1, 6, 0, 0, 1),
];
const UNITS = [undefined, 'milliseconds', 'seconds', 'minutes', 'hours', 'day', 'week', 'month', 'year'] as const;
const pairs = DATES.flatMap((a) => DATES.map((b) => [a, b] as const));

describe('the calendar localizer’s date arithmetic', () => {
  it.each(UNITS)('compares, measures and starts units as react-big-calendar’s does (%s)', (unit) => {
    for (const [a, b] of pairs) {
      for (const method of ['eq', 'neq', 'gt', 'gte', 'lt', 'lte'] as const)
        expect([method, a, b, fast[method](a, b, unit)]).toEqual([method, a, b, reference[method](a, b, unit)]);
      if (unit !== 'week') expect(fast.diff(a, b, unit)).toBe(reference.diff(a, b, unit));
      expect(fast.startOf(a, unit)).toEqual(reference.startOf(a, unit));
      // The toolbar's week starts on the culture's first day (Monday, 1).
      expect(fast.startOf(a, unit, 1)).toEqual(reference.startOf(a, unit, 1));
      expect(fast.inRange(a, b, DATES[DATES.length - 1], unit)).toBe(
        reference.inRange(a, b, DATES[DATES.length - 1], unit),
      );
    }
  });

  it('places and orders events as react-big-calendar’s does', () => {
    for (const [a, b] of pairs) {
      expect(fast.getMinutesFromMidnight(a)).toBe(reference.getMinutesFromMidnight(a));
      expect(fast.getTotalMin(a, b)).toBe(reference.getTotalMin(a, b));
      expect(fast.continuesPrior(a, b)).toBe(reference.continuesPrior(a, b));
      expect(fast.isSameDate(a, b)).toBe(reference.isSameDate(a, b));
      for (const last of [DATES[3], DATES[8]])
        expect(fast.continuesAfter(a, b, last)).toBe(reference.continuesAfter(a, b, last));
      const range = { start: DATES[2], end: DATES[7] };
      expect(fast.inEventRange({ event: { start: a, end: b }, range })).toBe(
        reference.inEventRange({ event: { start: a, end: b }, range }),
      );
      for (const allDay of [false, true]) {
        const evtA = { start: a, end: b, allDay };
        const evtB = { start: b, end: DATES[9], allDay: !allDay };
        expect(Math.sign(fast.sortEvents({ evtA, evtB }))).toBe(Math.sign(reference.sortEvents({ evtA, evtB })));
      }
    }
  });
});
