/** Wall-clock arithmetic in Europe/Berlin, where the hospitals are (demo data and bulk seed). */
export const BERLIN_TIME_ZONE = 'Europe/Berlin';

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BERLIN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Berlin calendar date and time of an instant (month 1–12). */
export function berlinParts(instant: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

/**
 * The instant of a Berlin wall-clock time (month 1–12; days beyond the month roll over, as
 * `Date.UTC` does). Uses the offset at that time, so summer and winter time are both right.
 */
export function berlinInstant(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let instant = wall;
  for (let round = 0; round < 2; round += 1) {
    const seen = berlinParts(new Date(instant));
    const seenWall = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
    instant += wall - seenWall;
  }
  return new Date(instant);
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

/** The Berlin calendar day `offset` days after the day of `instant`, normalised. */
export function berlinDayAfter(instant: Date, offset: number): { year: number; month: number; day: number } {
  const today = berlinParts(instant);
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
