/**
 * Field validators every app and the API share. Each is a pure function of the raw input (any
 * value, usually the text of an input) that returns a `ValidationProblem`, a message key that each
 * app maps to its own texts in German and English, or undefined when the value is fine.
 *
 * Emptiness is the caller's decision: a validator given an empty text answers `required`, so an
 * optional field checks `isBlank(value) ? undefined : checkEmail(value)` (see `optional`).
 */
import { canonicalEmail } from './email';
import { codePointLength, isCalendarDate, isWellFormedText } from './input';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PHONE_PATTERN, URL_MAX_LENGTH, URL_PATTERN } from './patterns';

export const VALIDATION_PROBLEMS = [
  'required',
  'tooLong',
  'email',
  'url',
  'euros',
  'eurosRange',
  'date',
  'dateOrder',
  'name',
  'postcode',
  'phone',
] as const;
/** Why a value was refused: a message key, never a sentence. */
export type ValidationProblem = (typeof VALIDATION_PROBLEMS)[number];

export type FieldValidator = (value: unknown) => ValidationProblem | undefined;

/** Nothing there: undefined, null, a text of spaces only, or an empty list. */
export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** The text of a value as typed: strings trimmed, numbers written out, anything else undefined. */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** `required` for a blank value. */
export const checkRequired: FieldValidator = (value) => (isBlank(value) ? 'required' : undefined);

/** A validator that lets a blank value pass (an optional field) and checks anything else. */
export const optional =
  (validator: FieldValidator): FieldValidator =>
  (value) =>
    isBlank(value) ? undefined : validator(value);

/** The first problem of several validators, in order. */
export const firstProblem =
  (...validators: FieldValidator[]): FieldValidator =>
  (value) => {
    for (const validator of validators) {
      const problem = validator(value);
      if (problem) return problem;
    }
    return undefined;
  };

/** An email address by the shared pattern, in its canonical form (see `canonicalEmail`). */
export const checkEmail: FieldValidator = (value) => {
  if (isBlank(value)) return 'required';
  if (typeof value !== 'string') return 'email';
  const email = canonicalEmail(value);
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) ? undefined : 'email';
};

/** A web address by the shared pattern (the scheme is optional: `klinikum.de` is one). */
export const checkUrl: FieldValidator = (value) => {
  if (isBlank(value)) return 'required';
  if (typeof value !== 'string') return 'url';
  const url = value.trim();
  return url.length <= URL_MAX_LENGTH && URL_PATTERN.test(url) ? undefined : 'url';
};

/** A phone number: digits, spaces and the usual separators, optionally international. */
export const checkPhone: FieldValidator = (value) => {
  if (isBlank(value)) return 'required';
  return typeof value === 'string' && PHONE_PATTERN.test(value.trim()) ? undefined : 'phone';
};

/** Control characters other than spaces, which no name contains. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/u;

/**
 * A person's or an organisation's name: text, not blank, at most `max` characters as a database
 * column counts them, well-formed (no lone surrogates) and without control characters.
 */
export function checkName(max = 100): FieldValidator {
  return (value) => {
    if (isBlank(value)) return 'required';
    if (typeof value !== 'string') return 'name';
    const name = value.trim();
    if (!isWellFormedText(name) || CONTROL_CHARACTERS.test(name)) return 'name';
    return codePointLength(name) > max ? 'tooLong' : undefined;
  };
}

/** Text of at most `max` characters (as a database column counts them); blank is `required`. */
export function checkText(max: number): FieldValidator {
  return (value) => {
    if (isBlank(value)) return 'required';
    if (typeof value !== 'string' || !isWellFormedText(value)) return 'name';
    return codePointLength(value.trim()) > max ? 'tooLong' : undefined;
  };
}

const GERMAN_POSTCODE = /^[0-9]{5}$/;
/** Postcodes elsewhere: 3 to 10 letters, digits, spaces or dashes (`1010`, `SW1A 1AA`, `75008`). */
const OTHER_POSTCODE = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{1,8})[A-Za-z0-9]$/;

/** A postcode: five digits in Germany (`country` DE, the default), a short code elsewhere. */
export function checkPostcode(country = 'DE'): FieldValidator {
  return (value) => {
    if (isBlank(value)) return 'required';
    const text = textOf(value);
    if (text === undefined) return 'postcode';
    return (country === 'DE' ? GERMAN_POSTCODE : OTHER_POSTCODE).test(text) ? undefined : 'postcode';
  };
}

/** A calendar day or date-time in ISO 8601 that exists (`2027-02-31` does not). */
export const checkDate: FieldValidator = (value) => {
  if (isBlank(value)) return 'required';
  return isCalendarDate(typeof value === 'string' ? value.trim() : value) ? undefined : 'date';
};

/** Two days (`YYYY-MM-DD`) in order: `dateOrder` when the end lies before the start. */
export function checkDateRange(start: unknown, end: unknown): ValidationProblem | undefined {
  const problem = checkDate(start) ?? checkDate(end);
  if (problem) return problem;
  return String(end).trim().slice(0, 10) < String(start).trim().slice(0, 10) ? 'dateOrder' : undefined;
}

/** A whole euro amount as typed, in cents. */
const PLAIN_AMOUNT = /^([0-9]+)(?:[.,]([0-9]{1,2}))?$/;
/** German grouping: `1.234` or `1.234,50`. */
const GERMAN_GROUPED = /^([0-9]{1,3}(?:\.[0-9]{3})+)(?:,([0-9]{1,2}))?$/;
/** English grouping: `1,234.50` (a comma followed by three digits and a point). */
const ENGLISH_GROUPED = /^([0-9]{1,3}(?:,[0-9]{3})+)\.([0-9]{1,2})$/;

/**
 * A euro amount as people type it, in cents: `45`, `45,5`, `45.50`, `1.234,50`, `1234.5`,
 * `1,234.50`, with an optional `€` and spaces. A single separator followed by one or two digits
 * is the decimal separator; a point followed by groups of three digits groups thousands (German).
 * Undefined when it is not an amount (`1,234` is refused: a German reader takes it for 1.234 €,
 * an English one for 1,234 €). Numbers (from JSON) are taken when they have at most two decimals.
 */
export function parseEuroCents(value: unknown): number | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return undefined;
    const cents = Math.round(value * 100);
    return Math.abs(cents - value * 100) < 1e-6 && Number.isSafeInteger(cents) ? cents : undefined;
  }
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/[\s\u00A0€]/g, '');
  const match = PLAIN_AMOUNT.exec(text) ?? GERMAN_GROUPED.exec(text) ?? ENGLISH_GROUPED.exec(text);
  if (!match) return undefined;
  const whole = Number(match[1].replace(/[.,]/g, ''));
  const cents = whole * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : undefined;
}

/** A euro amount as typed, in euros (see `parseEuroCents`); undefined when it is not one. */
export function parseEuros(value: unknown): number | undefined {
  const cents = parseEuroCents(value);
  return cents === undefined ? undefined : cents / 100;
}

export interface EuroLimits {
  /** The smallest amount allowed, in euros (default 0). */
  min?: number;
  /** True when the amount must be more than `min` (an hourly rate of 0 € is none). */
  exclusiveMin?: boolean;
  /** The largest amount allowed, in euros. */
  max?: number;
}

/** A euro amount (`euros` when it is not one, `eurosRange` when it is outside the limits). */
export function checkEuros({ min = 0, exclusiveMin = false, max = Number.MAX_SAFE_INTEGER / 100 }: EuroLimits = {}) {
  return ((value) => {
    if (isBlank(value)) return 'required';
    const cents = parseEuroCents(value);
    if (cents === undefined) return 'euros';
    const [minCents, maxCents] = [Math.round(min * 100), Math.round(max * 100)];
    if (cents < minCents || (exclusiveMin && cents === minCents) || cents > maxCents) return 'eurosRange';
    return undefined;
  }) satisfies FieldValidator;
}
