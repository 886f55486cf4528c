import { TZDate, tz } from '@date-fns/tz';
import { addDays, format, startOfDay, startOfMonth, startOfWeek, type Locale } from 'date-fns';

/**
 * Europe/Berlin wall-clock time, the only time a person sees (portal, console, mails, CSV, feeds),
 * whatever the zone of the device or the server. Every conversion goes through `@date-fns/tz`
 * (`TZDate` and date-fns's `in` context); nothing here depends on the process's own zone except
 * the two helpers for libraries that read a Date's local fields (`berlinWallAsLocal`,
 * `localWallAsBerlin`).
 */
export const BERLIN_TIME_ZONE = 'Europe/Berlin';

/** date-fns context option: `startOfDay(instant, { in: inBerlin })` works on Berlin days. */
export const inBerlin = /* @__PURE__ */ tz(BERLIN_TIME_ZONE);

/** An instant: a Date (of any zone, TZDate too) or epoch milliseconds. */
export type Instant = Date | number;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

/** The instant as a TZDate in Berlin: its `getHours()`, `getDate()`… are Berlin wall-clock fields. */
export function berlinDate(instant: Instant): TZDate {
  return new TZDate(+instant, BERLIN_TIME_ZONE);
}

/** A date-fns `format` pattern applied to the Berlin wall-clock time of an instant. */
export function formatBerlin(instant: Instant, pattern: string, options: { locale?: Locale } = {}): string {
  return format(berlinDate(instant), pattern, options);
}

const pad = (value: number) => String(value).padStart(2, '0');

// The fixed formats below read the TZDate's Berlin fields directly rather than through date-fns's
// `format`, which would bring its formatters and default locale into every front end's first load.

/** The Berlin calendar day of an instant, `YYYY-MM-DD`. */
export function berlinDay(instant: Instant): string {
  const date = berlinDate(instant);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "HH:mm" of an instant in Berlin time. */
export function berlinTime(instant: Instant): string {
  const date = berlinDate(instant);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** "DD/MM/YYYY" of an instant in Berlin time (the spec's date format in both languages); `DD.MM.YYYY` with `'.'`. */
export function berlinDayText(instant: Instant, separator: '/' | '.' = '/'): string {
  const date = berlinDate(instant);
  return [pad(date.getDate()), pad(date.getMonth() + 1), String(date.getFullYear())].join(separator);
}

/** "DD/MM/YYYY HH:mm" of an instant in Berlin time. */
export function berlinDateTimeText(instant: Instant): string {
  return `${berlinDayText(instant)} ${berlinTime(instant)}`;
}

/**
 * The instant of a Berlin wall-clock date (`YYYY-MM-DD`) and time (`HH:mm`, midnight by default),
 * or NaN when either is malformed. Days beyond the month roll over. A time in the spring gap
 * (02:00–02:59 on the last Sunday of March) does not exist and moves an hour on (03:30 CEST);
 * an ambiguous autumn time (02:00–02:59 on the last Sunday of October) is the second, winter one.
 */
export function berlinWallInstant(day: string, time = '00:00'): number {
  const date = DAY_PATTERN.exec(day);
  const clock = TIME_PATTERN.exec(time);
  if (!date || !clock) return Number.NaN;
  return berlinInstantOf(Number(date[1]), Number(date[2]), Number(date[3]), Number(clock[1]), Number(clock[2]));
}

/** The instant of Berlin wall-clock fields (month 1–12; days and hours beyond their range roll over). */
export function berlinInstantOf(year: number, month: number, day: number, hour = 0, minute = 0): number {
  return new TZDate(year, month - 1, day, hour, minute, BERLIN_TIME_ZONE).getTime();
}

/** The instant a Berlin calendar day (`YYYY-MM-DD`) begins (NaN when malformed). */
export function berlinDayStart(day: string): number {
  return berlinWallInstant(day);
}

/** The instant the Berlin day of `instant` begins. */
export function startOfBerlinDay(instant: Instant): number {
  return startOfDay(instant, { in: inBerlin }).getTime();
}

/** The instant the Berlin week (Monday 00:00) of `instant` begins. */
export function startOfBerlinWeek(instant: Instant): number {
  return startOfWeek(instant, { in: inBerlin, weekStartsOn: 1 }).getTime();
}

/** The instant the Berlin month of `instant` begins. */
export function startOfBerlinMonth(instant: Instant): number {
  return startOfMonth(instant, { in: inBerlin }).getTime();
}

/** The same Berlin wall-clock time `days` calendar days later (23 or 25 hours across a DST switch). */
export function addBerlinDays(instant: Instant, days: number): number {
  return addDays(instant, days, { in: inBerlin }).getTime();
}

/** The Berlin calendar day of an instant as a day count since 1970-01-01 (for gap arithmetic). */
export function berlinDayNumber(instant: Instant): number {
  const date = berlinDate(instant);
  return Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000);
}

/**
 * A plain Date whose local fields (in the device's zone) are the Berlin wall-clock fields of
 * `instant`: for libraries that place dates by their local fields (react-big-calendar). Turn it
 * back with `localWallAsBerlin`.
 */
export function berlinWallAsLocal(instant: Instant): Date {
  const date = berlinDate(instant);
  return new Date(
    date.getFullYear(),
    date.getMonth(),
    date.getDate(),
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
    date.getMilliseconds(),
  );
}

/** The instant whose Berlin wall-clock fields are the local fields of `wall` (the inverse of `berlinWallAsLocal`). */
export function localWallAsBerlin(wall: Date): number {
  return new TZDate(
    wall.getFullYear(),
    wall.getMonth(),
    wall.getDate(),
    wall.getHours(),
    wall.getMinutes(),
    wall.getSeconds(),
    wall.getMilliseconds(),
    BERLIN_TIME_ZONE,
  ).getTime();
}
