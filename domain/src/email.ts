/**
 * The one form in which the platform stores, compares and counts an email address: trimmed,
 * lower-cased by Unicode's rules, in Unicode's composed form (NFC). Two addresses are the same
 * only when their canonical forms are equal code point for code point: `ägency@…` is not
 * `agency@…`, and `A\u0308gency@…` (a decomposed Ä) is `ägency@…`. Databases compare the stored
 * form in binary (MySQL/MariaDB: `utf8mb4_bin`), never through an accent-insensitive collation.
 * Anything that is not a string gives the empty string (never a valid address).
 */
export function canonicalEmail(value: unknown): string {
  if (typeof value !== 'string') return '';
  // NFC before and after lower-casing: lower-casing a composed letter can leave a sequence that
  // composes again (and a decomposed capital must compose before it is compared).
  return value.normalize('NFC').trim().toLowerCase().normalize('NFC');
}
