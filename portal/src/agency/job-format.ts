import type { AgencyJobWire } from '@medstaff/domain';
import { formatDay, formatTime } from '../calendar/calendar-dates';

/** "DD/MM/YYYY – DD/MM/YYYY": the first start and the last end (or start, for an open end). */
export function dayRange(job: Pick<AgencyJobWire, 'dates'>): string {
  if (job.dates.length === 0) return '';
  const starts = job.dates.map((date) => date.date.startDate);
  const ends = job.dates.map((date) => date.date.endDate ?? date.date.startDate);
  const first = formatDay(new Date(Math.min(...starts)));
  const last = formatDay(new Date(Math.max(...ends)));
  return first === last ? first : `${first} – ${last}`;
}

/** One shift with its times: "DD/MM/YYYY HH:mm – DD/MM/YYYY HH:mm", or the start and `openEnd`. */
export function shiftText(start: number, end: number | null, openEnd: string): string {
  const from = `${formatDay(new Date(start))} ${formatTime(new Date(start))}`;
  if (end === null) return `${from} – ${openEnd}`;
  return `${from} – ${formatDay(new Date(end))} ${formatTime(new Date(end))}`;
}

/** The hospital's city: the last but one part of the joined address ("street, postcode, city, country"). */
export function cityOf(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length >= 3) return parts[parts.length - 2];
  return parts[parts.length - 1] ?? '';
}

export const euros = (amount: number, language: string) =>
  new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(amount);
