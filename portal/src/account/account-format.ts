import { berlinDayText, berlinTime, type Language } from '@medstaff/domain';

/** "27.11.2026, 10:40" / "27/11/2026, 10:40": a moment as Berlin wall-clock time. */
export function berlinDateTime(iso: string, language: Language): string {
  const instant = new Date(iso);
  return `${berlinDayText(instant, language === 'de' ? '.' : '/')}, ${berlinTime(instant)}`;
}
