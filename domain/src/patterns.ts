/**
 * Validation patterns every app and the API agree on.
 *
 * The spec's email rule: word characters with optional dots or dashes, an @, and a domain.
 * Written without nested quantifiers so it cannot backtrack catastrophically (ReDoS).
 * The spec limits the top-level domain to 2–3 letters; we accept 2–24 letters because German
 * hospitals and agencies use addresses such as `…@klinikum.berlin` (see docs/decisions.md).
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9_]+(?:[.+-][A-Za-z0-9_]+)*@[A-Za-z0-9_]+(?:[.-][A-Za-z0-9_]+)*\.[A-Za-z]{2,24}$/;
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** The shared url pattern: optional http(s) scheme, a host with a top-level domain, an optional path. */
export const URL_PATTERN =
  /^(?:https?:\/\/)?(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}(?::\d{2,5})?(?:[/?#]\S*)?$/;
export const URL_MAX_LENGTH = 2048;

export function isValidUrl(value: unknown): value is string {
  return typeof value === 'string' && value.length <= URL_MAX_LENGTH && URL_PATTERN.test(value);
}

/** Phone numbers: digits, spaces and the usual separators, optionally international. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()/.-]{3,30}$/;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
