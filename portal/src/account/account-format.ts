import { formatBerlin, type Language } from '@medstaff/domain';

/** "27.11.2026, 10:40" / "27/11/2026, 10:40": a moment as Berlin wall-clock time. */
export function berlinDateTime(iso: string, language: Language): string {
  return formatBerlin(new Date(iso), language === 'de' ? 'dd.MM.yyyy, HH:mm' : 'dd/MM/yyyy, HH:mm');
}
