import {
  hoursAndMinutes,
  type JobAvailability,
  type JobHistoryEntryWire,
  type JobWire,
  type Language,
  type WorkingTimeClashWire,
} from '@medstaff/domain';
import type { Translate } from '../i18n/I18nProvider';
import type { TranslationKey } from '../i18n/translations';
import { formatDay, formatTime } from '../calendar/calendar-dates';

/** "24/11/2026 at 05:30" (the spec's day format and the time). */
export function formatMoment(t: Translate, at: number): string {
  const date = new Date(at);
  return t('market.moment', { day: formatDay(date), time: formatTime(date) });
}

/** "3 h 20 min" (or "20 min" under an hour), rounded up to the minute. */
export function formatDuration(t: Translate, durationMs: number): string {
  const { hours, minutes } = hoursAndMinutes(durationMs);
  return hours > 0 ? t('market.duration.hoursMinutes', { hours, minutes }) : t('market.duration.minutes', { minutes });
}

/** An hourly rate in the interface language: "85,50 €/Std." or "€85.50/h". */
export function formatHourlyRate(t: Translate, language: Language, rate: number): string {
  const amount = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(rate);
  return t('market.rate', { amount });
}

/** Hours with at most one decimal in the interface language ("10,5"). */
export function formatHours(language: Language, hours: number): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(hours);
}

/**
 * The "Why not yet" line of a request: with the internal pool (and when it goes out), open to
 * agencies since when, or filled by whom and when.
 */
export function availabilityText(
  t: Translate,
  availability: JobAvailability,
  job: Pick<JobWire, 'state' | 'releasedAt' | 'filledAt'>,
): string {
  switch (availability.status) {
    case 'internalPool':
      if (availability.remainingMs === null) return t('market.availability.internalPoolManual');
      if (availability.remainingMs <= 0) return t('market.availability.internalPoolDue');
      return t('market.availability.internalPool', { duration: formatDuration(t, availability.remainingMs) });
    case 'open':
      return job.releasedAt === null
        ? t('market.availability.open')
        : t('market.availability.openSince', { moment: formatMoment(t, job.releasedAt) });
    case 'filled': {
      const internal = job.state === 'internal_fill';
      if (job.filledAt === null)
        return t(internal ? 'market.availability.filledInternal' : 'market.availability.filledExternal');
      return t(internal ? 'market.availability.filledInternalAt' : 'market.availability.filledExternalAt', {
        moment: formatMoment(t, job.filledAt),
      });
    }
  }
}

/** The warning shown before a Select that the Working Hours Act would refuse. */
export function clashText(t: Translate, language: Language, name: string, clash: WorkingTimeClashWire): string {
  const start = new Date(clash.shift.start);
  const end = new Date(clash.shift.end);
  const shift = {
    name,
    title: clash.shift.title,
    day: formatDay(start),
    start: formatTime(start),
    end: formatTime(end),
  };
  if (clash.rule === 'REST') {
    return t('market.clash.rest', { ...shift, rest: formatHours(language, clash.restHours ?? 0) });
  }
  return t('market.clash.dailyHours', {
    ...shift,
    hours: formatHours(language, clash.hours ?? 0),
    clashDay: clash.day ? isoDayText(clash.day) : shift.day,
  });
}

/** YYYY-MM-DD as the spec's DD/MM/YYYY. */
function isoDayText(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

const HISTORY_ACTIONS = new Set([
  'create',
  'update',
  'accept',
  'decline',
  'release',
  'recall',
  'select',
  'apply',
  'withdraw',
  'docReplace',
  'docRemove',
]);

/** A stored old or new value as text: "–" for none, lists joined, objects as JSON. */
export function historyValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (Array.isArray(value)) return value.length === 0 ? '–' : value.map(historyValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * One history line as a sentence: the action's own words, and for a changed field
 * "field: old → new" (the only text for an update or an action the portal does not know).
 */
export function historySentence(t: Translate, entry: JobHistoryEntryWire): { action?: string; change?: string } {
  const change =
    entry.field === null
      ? undefined
      : t('market.history.change', {
          field: entry.field,
          old: historyValue(entry.oldValue),
          new: historyValue(entry.newValue),
        });
  if (!HISTORY_ACTIONS.has(entry.action)) return { change: change ?? entry.action };
  const action = t(`market.history.action.${entry.action}` as TranslationKey);
  return { action, change };
}
