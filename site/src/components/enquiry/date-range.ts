import { berlinWallAsLocal, type Language } from '@medstaff/domain';

/** A saved date range of the enquiry; both ends are whole days in the visitor's time zone. */
export interface DateRangeValue {
  from: Date;
  to: Date;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day as the API expects it: `YYYY-MM-DD` (local date, never shifted to UTC). */
export function toIsoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `DD.MM.YYYY` in German, `DD/MM/YYYY` in English. */
export function formatDay(date: Date, lang: Language): string {
  const separator = lang === 'de' ? '.' : '/';
  return [pad(date.getDate()), pad(date.getMonth() + 1), String(date.getFullYear())].join(separator);
}

/** The range as shown in the date input and sent as `dateString`: one day alone, or `start – end`. */
export function formatRange(range: DateRangeValue, lang: Language): string {
  const from = formatDay(range.from, lang);
  const to = formatDay(range.to, lang);
  return from === to ? from : `${from} – ${to}`;
}

/**
 * Today in Berlin (the day the API checks an enquiry's dates against), at local midnight: the
 * picker's days are calendar days, so a visitor in New York late in the evening cannot pick a day
 * that is already past in Berlin.
 */
export function startOfToday(now: Date = new Date()): Date {
  const berlin = berlinWallAsLocal(now);
  return new Date(berlin.getFullYear(), berlin.getMonth(), berlin.getDate());
}
