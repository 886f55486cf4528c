import {
  MAX_DAILY_WORK_HOURS,
  MIN_REST_HOURS,
  missingDocumentKinds,
  type CandidateWire,
  type WorkingTimeClashWire,
} from '@medstaff/domain';
import { formatDay, formatIsoDay } from '../calendar/calendar-dates';
import type { Translate } from '../i18n/I18nProvider';
import { shiftText } from './job-format';

const numberFormat = (language: string, maximumFractionDigits: number) =>
  new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits });

/** A file's size as the form shows it: "120 KB", "1.5 MB". */
export function fileSize(t: Translate, bytes: number, language: string): string {
  if (bytes < 1024 * 1024)
    return t('agencyMarket.size.kb', { size: numberFormat(language, 0).format(Math.max(1, bytes / 1024)) });
  return t('agencyMarket.size.mb', { size: numberFormat(language, 1).format(bytes / (1024 * 1024)) });
}

/** "YYYY-MM-DD" (a Berlin calendar day) as DD/MM/YYYY. */
function isoDayText(day: string): string {
  return formatIsoDay(day);
}

/** Why the hospital could not select this candidate: the held shift, and the rest or the hours of the day. */
export function clashText(t: Translate, clash: WorkingTimeClashWire, language: string): string {
  const hours = numberFormat(language, 1);
  const when = shiftText(clash.shift.start, clash.shift.end, '');
  if (clash.rule === 'REST') {
    return t('agencyMarket.clash.rest', {
      title: clash.shift.title,
      when,
      hours: hours.format(clash.restHours ?? 0),
      minimum: MIN_REST_HOURS,
    });
  }
  return t('agencyMarket.clash.dailyHours', {
    title: clash.shift.title,
    when,
    hours: hours.format(clash.hours ?? 0),
    day: clash.day ? isoDayText(clash.day) : formatDay(new Date(clash.shift.start)),
    maximum: MAX_DAILY_WORK_HOURS,
  });
}

/** The picker's second line for a candidate: already applied, a clash, what is missing, or complete. */
export function candidateStatus(t: Translate, candidate: CandidateWire): string {
  if (candidate.alreadyApplied) return t('agencyMarket.candidate.alreadyApplied');
  const missing = missingDocumentKinds(candidate.documents);
  const documents =
    missing.length > 0
      ? t('agencyMarket.candidate.missing', {
          documents: missing.map((kind) => t(`appliedJobs.document.${kind}`)).join(', '),
        })
      : t('agencyMarket.candidate.complete');
  return candidate.workingTimeClash ? `${t('agencyMarket.candidate.clash')} · ${documents}` : documents;
}

export const candidateName = (candidate: Pick<CandidateWire, 'firstName' | 'lastName'>) =>
  `${candidate.firstName} ${candidate.lastName}`;
