import type { Language } from '@medstaff/domain';

const pad = (value: number) => String(value).padStart(2, '0');

const parse = (value: string | Date | null | undefined): Date | undefined => {
  if (!value) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** DD/MM/YYYY HH:mm, the back-office's usual date format. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = parse(value);
  if (!date) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** DD/MM/YYYY. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = parse(value);
  return date ? `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}` : '';
}

const ordinal = (day: number) => {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
  return `${day}${suffix}`;
};

/** 'MMMM Do YYYY' on the candidate screen: 'January 1st 2026'; in German '1. Januar 2026'. */
export function formatOrdinalDate(value: string | Date | null | undefined, language: Language): string {
  const date = parse(value);
  if (!date) return '';
  if (language === 'de') {
    const month = new Intl.DateTimeFormat('de-DE', { month: 'long' }).format(date);
    return `${date.getDate()}. ${month} ${date.getFullYear()}`;
  }
  const month = new Intl.DateTimeFormat('en-GB', { month: 'long' }).format(date);
  return `${month} ${ordinal(date.getDate())} ${date.getFullYear()}`;
}
