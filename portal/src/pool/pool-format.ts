import { hoursAndMinutes, type PoolOfferWire } from '@medstaff/domain';
import { formatDay, formatTime } from '../calendar/calendar-dates';
import type { Translate } from '../i18n/I18nProvider';

/** A shift the member took from the pool (filled by their acceptance). */
export const isTaken = (offer: PoolOfferWire): boolean =>
  offer.job.state === 'internal_fill' && offer.answer === 'accepted';

/** A request still offered to the pool. */
export const isOpen = (offer: PoolOfferWire): boolean => offer.job.state === 'internal_adv';

/** The two sections of the page, each in the API's order (by first date). */
export function splitOffers(offers: readonly PoolOfferWire[]): { open: PoolOfferWire[]; taken: PoolOfferWire[] } {
  return { open: offers.filter(isOpen), taken: offers.filter(isTaken) };
}

/**
 * One shift with its day and times: "24/11/2026, 05:30–19:30" on one day,
 * "24/11/2026 19:30 – 25/11/2026 07:30" over midnight, or the start and `openEnd`.
 */
export function shiftWhen(start: number, end: number | null, openEnd: string): string {
  const from = new Date(start);
  if (end === null) return `${formatDay(from)}, ${formatTime(from)} – ${openEnd}`;
  const to = new Date(end);
  if (formatDay(from) === formatDay(to)) return `${formatDay(from)}, ${formatTime(from)}–${formatTime(to)}`;
  return `${formatDay(from)} ${formatTime(from)} – ${formatDay(to)} ${formatTime(to)}`;
}

/** "3 h 20 min" (or "20 min" under an hour), rounded up to the minute. */
export function durationText(t: Translate, durationMs: number): string {
  const { hours, minutes } = hoursAndMinutes(durationMs);
  return hours > 0 ? t('pool.duration.hoursMinutes', { hours, minutes }) : t('pool.duration.minutes', { minutes });
}

/** How long the pool still has: "Goes to agencies in 3 h 20 min", or "No time limit". */
export function releaseText(t: Translate, releaseAt: number | null, now: number): string {
  if (releaseAt === null) return t('pool.card.noTimeLimit');
  const remaining = releaseAt - now;
  if (remaining <= 0) return t('pool.card.releaseNow');
  return t('pool.card.releaseIn', { time: durationText(t, remaining) });
}

/** A YYYY-MM-DD day as DD/MM/YYYY. */
export function isoDayText(day: string): string {
  const [year, month, date] = day.split('-');
  return year && month && date ? `${date}/${month}/${year}` : day;
}

/** Hours with at most one decimal, in the interface language ("10,5" in German). */
export function hoursText(hours: number, language: string): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 }).format(hours);
}
