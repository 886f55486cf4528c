/**
 * Rules for raw input that every app and the API agree on: ids, text length as a database
 * column counts it, well-formed text, calendar dates, and safe object keys.
 */

/** Ids are positive decimal integers: no sign, spaces, leading zeros, exponents or fractions. */
export const ID_PATTERN = /^[1-9][0-9]{0,9}$/;
/** The largest id a record can have (the columns are 32-bit integers on MySQL). */
export const MAX_ID = 2_147_483_647;

/** The id written in `text`, or undefined when it is not a valid id (`0x10`, ` 5`, `5e0`, `-1`, …). */
export function parseId(text: unknown): number | undefined {
  if (typeof text === 'number') return Number.isInteger(text) && text > 0 && text <= MAX_ID ? text : undefined;
  if (typeof text !== 'string' || !ID_PATTERN.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_ID ? id : undefined;
}

/**
 * The length of a text in characters as MySQL/MariaDB count them in a `varchar(n)` column: code
 * points (an emoji with a variation selector is two). Validating with this keeps SQLite and
 * MariaDB accepting exactly the same input.
 */
export function codePointLength(text: string): number {
  let length = 0;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index += 1;
    }
    length += 1;
  }
  return length;
}

/** With the `u` flag a surrogate pair is one code point, so this matches only lone surrogates. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Whether the text is well-formed UTF-16 (no lone surrogates), i.e. can be stored as UTF-8. */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/;

function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days;
}

/**
 * Whether the text is a real calendar date (`2027-02-28`) or date-time (`2027-02-28T12:00:00Z`)
 * in ISO 8601: `2027-02-31` and `2027-13-01` are not, although JavaScript's Date would roll them
 * over and SQLite would store them as they are.
 */
export function isCalendarDate(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const date = ISO_DATE.exec(text);
  if (date) return isCalendarDay(Number(date[1]), Number(date[2]), Number(date[3]));
  const dateTime = ISO_DATE_TIME.exec(text);
  if (!dateTime) return false;
  const [hours, minutes, seconds] = [Number(dateTime[4]), Number(dateTime[5]), Number(dateTime[6] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return false;
  const zone = dateTime[7];
  if (zone && zone !== 'Z') {
    const [zoneHours, zoneMinutes] = zone.slice(1).split(':').map(Number);
    if (zoneHours > 14 || zoneMinutes > 59) return false;
  }
  return isCalendarDay(Number(dateTime[1]), Number(dateTime[2]), Number(dateTime[3]));
}

/**
 * Keys that must never come from a request: assigning them to a plain object changes its
 * prototype (or Object.prototype itself), which is how one request could break every other.
 */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** An allow-list that can be looked up with request data safely (own entries only). */
export function allowList<V>(entries: Readonly<Record<string, V>>): ReadonlyMap<string, V> {
  return new Map(Object.entries(entries));
}
