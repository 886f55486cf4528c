import type { Language } from '@medstaff/domain';

/** British English orders day before month like German does: "Saturday, 21 November 2026". */
const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

/** A date written out in full: "Saturday, 21 November 2026" / "Samstag, 21. November 2026". */
export function formatLongDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

/** The local calendar day as YYYY-MM-DD, for `<time dateTime>`. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
