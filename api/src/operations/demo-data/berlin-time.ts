import { BERLIN_TIME_ZONE, addBerlinDays, berlinDate, berlinInstantOf } from '@medstaff/domain';

/** Wall-clock arithmetic in Europe/Berlin, where the hospitals are (demo data and bulk seed), through the domain's `@date-fns/tz` helpers. */
export { BERLIN_TIME_ZONE };

/** The Berlin calendar date and time of an instant (month 1–12). */
export function berlinParts(instant: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const date = berlinDate(instant);
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
  };
}

/**
 * The instant of a Berlin wall-clock time (month 1–12; days beyond the month roll over, as
 * `Date.UTC` does), summer and winter time alike.
 */
export function berlinInstant(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return new Date(berlinInstantOf(year, month, day, hour, minute));
}

/** Days in a month (month 1–12). */
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A shift on a Berlin calendar day from `from` to `to` ("HH:mm"); an end at or before the start
 * is on the next day (night shifts).
 */
export function berlinShift(
  day: { year: number; month: number; day: number },
  from: string,
  to: string,
): { startAt: Date; endAt: Date } {
  const [startHour, startMinute] = from.split(':').map(Number);
  const [endHour, endMinute] = to.split(':').map(Number);
  const overnight = to <= from ? 1 : 0;
  return {
    startAt: berlinInstant(day.year, day.month, day.day, startHour, startMinute),
    endAt: berlinInstant(day.year, day.month, day.day + overnight, endHour, endMinute),
  };
}

/** The Berlin calendar day `offset` days after the day of `instant`. */
export function berlinDayAfter(instant: Date, offset: number): { year: number; month: number; day: number } {
  const { year, month, day } = berlinParts(new Date(addBerlinDays(instant, offset)));
  return { year, month, day };
}
