import { BERLIN_TIME_ZONE, berlinDate, berlinDateTimeText, berlinDayText, type Language } from '@medstaff/domain';

// Every date the console shows is Europe/Berlin wall-clock time, whatever the operator's device says.

const parse = (value: string | Date | null | undefined): Date | undefined => {
  if (!value) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** DD/MM/YYYY HH:mm in Berlin time, the back-office's usual date format. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = parse(value);
  return date ? berlinDateTimeText(date) : '';
}

/** DD/MM/YYYY in Berlin time. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = parse(value);
  return date ? berlinDayText(date) : '';
}

const ordinal = (day: number) => {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
  return `${day}${suffix}`;
};

/** 'MMMM Do YYYY' on the candidate screen: 'January 1st 2026'; in German '1. Januar 2026' (Berlin day). */
export function formatOrdinalDate(value: string | Date | null | undefined, language: Language): string {
  const date = parse(value);
  if (!date) return '';
  const berlin = berlinDate(date);
  const locale = language === 'de' ? 'de-DE' : 'en-GB';
  const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: BERLIN_TIME_ZONE }).format(date);
  if (language === 'de') return `${berlin.getDate()}. ${month} ${berlin.getFullYear()}`;
  return `${month} ${ordinal(berlin.getDate())} ${berlin.getFullYear()}`;
}
