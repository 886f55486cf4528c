import { CALENDAR_TIME_ZONE, type Language } from '@medstaff/domain';

/** "27.11.2026, 10:40" / "27/11/2026, 10:40": a moment as Berlin wall-clock time. */
export function berlinDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    timeZone: CALENDAR_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
