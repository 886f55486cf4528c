import { berlinDayText, berlinTime, berlinWallAsLocal, localWallAsBerlin, type Instant } from '@medstaff/domain';

/**
 * Dates the portal shows: every date and time a person sees is Europe/Berlin wall-clock time,
 * whatever the device's zone (`formatDay`, `formatTime`).
 *
 * The shift calendar (react-big-calendar) places dates by their local fields, so it works on
 * "wall dates": plain Dates whose local fields are Berlin wall-clock fields (`toWall`), turned
 * back into instants with `fromWall` (e.g. for the range asked of the API). The day arithmetic
 * below (`startOfDay` … `visibleRange`) works on wall dates; weeks start on Monday.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** DD/MM/YYYY of an instant in Berlin time, the spec's date format in both languages. */
export function formatDay(instant: Instant): string {
  return berlinDayText(instant);
}

/** HH:mm of an instant in Berlin time. */
export function formatTime(instant: Instant): string {
  return berlinTime(instant);
}

/** DD/MM/YYYY of a calendar day (`YYYY-MM-DD`, no time and no zone); other text is shown as it is. */
export function formatIsoDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/** The wall date (local fields = Berlin wall clock) of an instant, for the calendar. */
export function toWall(instant: Instant): Date {
  return berlinWallAsLocal(instant);
}

/** The instant of a wall date (its local fields read as Berlin wall clock). */
export function fromWall(wall: Date): number {
  return localWallAsBerlin(wall);
}

/** DD/MM/YYYY of a wall date (its local fields). */
export function formatWallDay(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** HH:mm of a wall date (its local fields). */
export function formatWallTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

export function addMonths(date: Date, months: number): Date {
  return new Date(date.getFullYear(), date.getMonth() + months, 1);
}

/** The Monday of the week of `date`. */
export function startOfWeek(date: Date): Date {
  const day = startOfDay(date);
  return addDays(day, -((day.getDay() + 6) % 7));
}

/** The calendar's views (react-big-calendar's names). */
export type CalendarView = 'month' | 'week' | 'day' | 'agenda';

/**
 * Days the agenda lists from its date. react-big-calendar's default is 30 too; the calendar passes
 * it as `length` explicitly so that the range asked for and the range shown stay the same.
 */
export const AGENDA_LENGTH_DAYS = 30;
/** react-big-calendar's month grid: always six weeks (a superset of the five or six it draws). */
const MONTH_GRID_DAYS = 42;

/** A half-open range of wall days: from the first day's midnight up to (not including) `to`. */
export interface VisibleRange {
  from: Date;
  to: Date;
}

/** The instants a range of wall days covers: from Berlin midnight of its first day to Berlin midnight after its last. */
export function berlinRange(range: VisibleRange): { from: number; to: number } {
  return { from: fromWall(range.from), to: fromWall(range.to) };
}

/**
 * The days a view shows around the wall date `date`, in wall days (a DST week is 167 or 169 hours
 * long, but runs from midnight to midnight): a month's six-week grid from the Monday on or before the 1st,
 * a week from Monday, one day, or the agenda's days from `date`.
 */
export function visibleRange(view: CalendarView, date: Date): VisibleRange {
  const day = startOfDay(date);
  switch (view) {
    case 'month': {
      const from = startOfWeek(new Date(date.getFullYear(), date.getMonth(), 1));
      return { from, to: addDays(from, MONTH_GRID_DAYS) };
    }
    case 'week': {
      const from = startOfWeek(date);
      return { from, to: addDays(from, 7) };
    }
    case 'day':
      return { from: day, to: addDays(day, 1) };
    case 'agenda':
      return { from: day, to: addDays(day, AGENDA_LENGTH_DAYS) };
  }
}
