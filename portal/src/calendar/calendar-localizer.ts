import { format, getDay, startOfWeek } from 'date-fns';
import { de, enGB } from 'date-fns/locale';
import { dateFnsLocalizer, type DateLocalizer } from 'react-big-calendar';

/** Both cultures start the week on Monday (British English rather than American). */
export const CULTURES = { de: 'de', en: 'en-GB' } as const;

/** The units react-big-calendar's week and day views compare and measure by, in milliseconds. */
const MILLISECONDS_OF = new Map<string, number>([
  ['seconds', 1_000],
  ['minutes', 60_000],
  ['hours', 3_600_000],
  ['day', 86_400_000],
]);

/**
 * The start of `date`'s `unit` (local fields) in milliseconds, as date-arithmetic's `startOf`
 * gives it, for the units the time views use; other units (month, week, year) through `fallback`.
 * date-arithmetic builds a new Date for each field it clears (five for a day); this builds one.
 */
function startMilliseconds(date: Date, unit: string | undefined, fallback: DateLocalizer['startOf']): number {
  // Like date-arithmetic, any value a Date takes (react-big-calendar passes undefined for an unset `min`).
  const copy = new Date(date);
  switch (unit) {
    case undefined:
    case 'milliseconds':
      return copy.getTime();
    case 'seconds':
      return copy.setMilliseconds(0);
    case 'minutes':
      return copy.setSeconds(0, 0);
    case 'hours':
      return copy.setMinutes(0, 0, 0);
    case 'day':
      return copy.setHours(0, 0, 0, 0);
    default:
      return fallback(date, unit as Parameters<DateLocalizer['startOf']>[1]).getTime();
  }
}

/**
 * react-big-calendar's date-fns localizer, with its date arithmetic on plain Dates.
 *
 * The localizer's comparisons (`eq`, `lte`, `inRange`, …) and measures (`diff`, minutes from
 * midnight) come from date-arithmetic, which copies the Date once per field it clears: drawing a
 * week of 200 shifts called its `startOf` tens of thousands of times, the largest share of the
 * calendar's own script time (issue 27, docs/scaling.md). These do the same on one copy each, for
 * the units the views use, with the same results (calendar-localizer.test.ts compares them).
 */
export function createCalendarLocalizer(): DateLocalizer {
  const base = dateFnsLocalizer({ format, getDay, startOfWeek, locales: { [CULTURES.de]: de, [CULTURES.en]: enGB } });
  // date-arithmetic's own, kept before the overrides below replace them on the localizer.
  const { startOf: baseStartOf, diff: baseDiff } = base;
  const start = (date: Date, unit?: string) => startMilliseconds(date, unit, baseStartOf);
  const compare =
    (operator: (a: number, b: number) => boolean) =>
    (a: Date, b: Date, unit?: string): boolean =>
      operator(start(a, unit), start(b, unit));
  const eq = compare((a, b) => a === b);
  const neq = compare((a, b) => a !== b);
  const gt = compare((a, b) => a > b);
  const gte = compare((a, b) => a >= b);
  const lt = compare((a, b) => a < b);
  const lte = compare((a, b) => a <= b);
  const diff = (a: Date, b: Date, unit?: string): number => {
    if (unit === undefined || unit === 'milliseconds') return Math.abs(Number(a) - Number(b));
    const length = MILLISECONDS_OF.get(unit);
    if (length === undefined) return baseDiff(a, b, unit as Parameters<DateLocalizer['diff']>[2]);
    // Rounded: a day with a change of clock is an hour shorter or longer (as react-big-calendar does).
    return Math.round(Math.abs(start(a, unit) / length - start(b, unit) / length));
  };
  // react-big-calendar's daySpan: the difference of the two days of the month (its `duration` in 'date').
  const daySpan = (a: Date, b: Date) => Math.abs(a.getDate() - b.getDate());
  const dstOffset = (a: Date, b: Date) => a.getTimezoneOffset() - b.getTimezoneOffset();
  const overrides = {
    eq,
    neq,
    gt,
    gte,
    lt,
    lte,
    diff,
    // A week starts on the culture's first day (react-big-calendar passes it): date-arithmetic's.
    startOf: (date: Date, unit?: string, firstOfWeek?: number) =>
      MILLISECONDS_OF.has(unit ?? '')
        ? new Date(start(date, unit))
        : baseStartOf(date, unit as never, firstOfWeek as never),
    inRange: (day: Date, min?: Date | null, max?: Date | null, unit = 'day') =>
      (!min || gte(day, min, unit)) && (!max || lte(day, max, unit)),
    isSameDate: (a: Date, b: Date) => eq(a, b, 'day'),
    getDstOffset: dstOffset,
    getTotalMin: (a: Date, b: Date) => diff(a, b, 'minutes') + dstOffset(a, b),
    getMinutesFromMidnight: (date: Date) => {
      const dayStart = new Date(start(date, 'day'));
      return diff(dayStart, date, 'minutes') + dstOffset(dayStart, date);
    },
    continuesPrior: (first: Date, rangeStart: Date) => lt(first, rangeStart, 'day'),
    continuesAfter: (first: Date, end: Date, last: Date) =>
      eq(first, end, 'minutes') ? gte(end, last, 'minutes') : gt(end, last, 'minutes'),
    inEventRange: ({
      event,
      range,
    }: {
      event: { start: Date; end: Date };
      range: { start: Date; end: Date };
    }): boolean => {
      const eventStart = new Date(start(event.start, 'day'));
      const startsBeforeEnd = lte(eventStart, range.end, 'day');
      // An event of no length: it must end after the range's start, not at it.
      const endsAfterStart = neq(eventStart, event.end, 'minutes')
        ? gt(event.end, range.start, 'minutes')
        : gte(event.end, range.start, 'minutes');
      return startsBeforeEnd && endsAfterStart;
    },
    sortEvents: ({
      evtA,
      evtB,
    }: {
      evtA: { start: Date; end: Date; allDay?: boolean };
      evtB: { start: Date; end: Date; allDay?: boolean };
    }): number =>
      // The start day, then longer runs first, then all-day events, then start and end time.
      start(evtA.start, 'day') - start(evtB.start, 'day') ||
      daySpan(evtB.start, evtB.end) - daySpan(evtA.start, evtA.end) ||
      Number(!!evtB.allDay) - Number(!!evtA.allDay) ||
      evtA.start.getTime() - evtB.start.getTime() ||
      evtA.end.getTime() - evtB.end.getTime(),
  };
  return Object.assign(base, overrides);
}
