/**
 * Values of raw query rows (`getRawMany`) differ by driver: mysql2 answers `datetime` columns as
 * `Date` (the pool runs in UTC), TypeORM's SQLite driver stores them as UTC text
 * `YYYY-MM-DD HH:MM:SS.SSS`. These read both.
 */

/** A raw `datetime` value as a millisecond timestamp (NaN when unreadable). */
export function rawInstant(value: Date | string | number): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  const text = value.includes('T') ? value : value.replace(' ', 'T');
  return Date.parse(/[zZ]|[+-][0-9]{2}:?[0-9]{2}$/.test(text) ? text : `${text}Z`);
}
