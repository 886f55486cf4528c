/** Date arithmetic and formats of the shift calendar (local time; weeks start on Monday). */

const pad = (value: number) => String(value).padStart(2, '0');

/** DD/MM/YYYY, the spec's date format in both languages. */
export function formatDay(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** HH:mm. */
export function formatTime(date: Date): string {
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

/** A half-open range of local days: from the first day's midnight up to (not including) `to`. */
export interface VisibleRange {
  from: Date;
  to: Date;
}

/**
 * The days a view shows around `date`, in local days (a DST week is 167 or 169 hours long, but
 * runs from midnight to midnight): a month's six-week grid from the Monday on or before the 1st,
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
