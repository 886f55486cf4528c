import { BERLIN_TIME_ZONE, type Language } from '@medstaff/domain';

/** British English orders day before month like German does: "Saturday, 21 November 2026". */
const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

/** A date written out in full, as its Berlin day: "Saturday, 21 November 2026" / "Samstag, 21. November 2026". */
export function formatLongDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: BERLIN_TIME_ZONE,
  }).format(date);
}

/** en-CA writes YYYY-MM-DD. */
const isoDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BERLIN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The Berlin calendar day as YYYY-MM-DD, for `<time dateTime>`. Intl's `timeZone` (formatting
 * only, like react-admin's DateField options) keeps `@date-fns/tz` out of the dashboard's first
 * load, which is at its budget.
 */
export function isoDay(date: Date): string {
  return isoDayFormat.format(date);
}
