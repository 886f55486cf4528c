import {
  checkEmail,
  checkEuros,
  checkPhone,
  checkPostcode,
  checkRequired,
  checkUrl,
  agencyPermitProblems,
  berlinDay,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  optional,
} from '@medstaff/domain';

/**
 * Validators shared by the create, edit and invite forms. Each returns a translation key, or
 * undefined when the value is fine, so the forms and react-admin inputs show the same messages.
 * `values` are the form's values by field name, for a rule that depends on another field (the
 * postcode on the country), as react-admin passes them to its validators.
 */
export type Validator = (value: unknown, values?: Readonly<Record<string, unknown>>) => string | undefined;

export const MESSAGE_REQUIRED = 'medstaff.validation.required';
export const MESSAGE_EMAIL = 'medstaff.validation.email';
export const MESSAGE_URL = 'medstaff.validation.url';
export const MESSAGE_PHONE = 'medstaff.validation.phone';
export const MESSAGE_EUROS = 'medstaff.validation.euros';
export const MESSAGE_POSTCODE = 'medstaff.validation.postcode';
export const MESSAGE_LOGO_TYPE = 'medstaff.validation.logo_type';
export const MESSAGE_LOGO_SIZE = 'medstaff.validation.logo_size';
export const MESSAGE_LOGO_REQUIRED = 'medstaff.validation.logo_required';
export const MESSAGE_PERMIT_AUTHORITY_TOO_LONG = 'medstaff.validation.permit_authority_too_long';
export const MESSAGE_PERMIT_DAY = 'medstaff.validation.permit_day';
export const MESSAGE_PERMIT_DAY_FUTURE = 'medstaff.validation.permit_day_future';

// The checks are the shared validators of `@medstaff/domain` (the API's DTOs and change-set
// parsers use the same ones); their problems become the console's translation keys.

const textOf = (value: unknown) => (typeof value === 'string' ? value : String(value ?? ''));

export const required: Validator = (value) => (checkRequired(value) ? MESSAGE_REQUIRED : undefined);

/** 'Email is not valid' for a non-empty value that fails the shared check (empty: see `required`). */
export const email: Validator = (value) => (optional(checkEmail)(textOf(value)) ? MESSAGE_EMAIL : undefined);

/** 'Incorrect url' for a non-empty value that fails the shared check. */
export const url: Validator = (value) => (optional(checkUrl)(textOf(value)) ? MESSAGE_URL : undefined);

/** 'Contact must be a phone number.' for a non-empty value that is not one (as the API checks it). */
export const phone: Validator = (value) => (optional(checkPhone)(textOf(value)) ? MESSAGE_PHONE : undefined);

/** A euro amount from 0 to 1,000,000 as the API reads it (`80,50`, `1.234,50`, `1234.5`, or a number). */
export const euros: Validator = (value) =>
  optional(checkEuros({ max: 1_000_000 }))(value) ? MESSAGE_EUROS : undefined;

/**
 * A postcode for the form's `country` as the API checks it (the shared `checkPostcode`): five
 * digits in Germany or without a country, a short code elsewhere. Empty: see `required`.
 */
export const postcode: Validator = (value, values) => {
  const country = values?.country;
  const check = checkPostcode(typeof country === 'string' && country.trim() !== '' ? country : undefined);
  return optional(check)(textOf(value)) ? MESSAGE_POSTCODE : undefined;
};

/** The first message of several validators. */
export const combine =
  (...validators: Validator[]): Validator =>
  (value, values) => {
    for (const validator of validators) {
      const message = validator(value, values);
      if (message) return message;
    }
    return undefined;
  };

/** A logo: one jpeg, png or bmp of at most 5,000,000 bytes (the server checks the content again). */
export function validateLogo(file: { type: string; size: number } | null | undefined): string | undefined {
  if (!file) return MESSAGE_LOGO_REQUIRED;
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return MESSAGE_LOGO_TYPE;
  if (file.size > IMAGE_MAX_BYTES) return MESSAGE_LOGO_SIZE;
  return undefined;
}

/** Messages per field of a whole form; empty when everything is valid. */
export function validateAll(values: Record<string, unknown>, rules: Record<string, Validator>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, validator] of Object.entries(rules)) {
    const message = validator(values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * The permit for temporary agency work (§1 AÜG), one field at a time as the console edits it, by
 * the domain's `agencyPermitProblems` (the API's rule): the authority at most 200 characters, the
 * day a real date not in the future. Either may be left empty (the operators may clear it).
 */
export const permitAuthority: Validator = (value) => {
  const today = berlinDay(Date.now());
  if (textOf(value).trim() === '') return undefined;
  const problems = agencyPermitProblems({ authority: textOf(value), issuedOn: today }, today);
  return problems.includes('permit.authorityTooLong') ? MESSAGE_PERMIT_AUTHORITY_TOO_LONG : undefined;
};

export const permitIssuedOn: Validator = (value) => {
  const today = berlinDay(Date.now());
  if (textOf(value).trim() === '') return undefined;
  const problems = agencyPermitProblems({ authority: 'x', issuedOn: textOf(value).trim() }, today);
  if (problems.includes('permit.issuedOnInvalid')) return MESSAGE_PERMIT_DAY;
  return problems.includes('permit.issuedOnFuture') ? MESSAGE_PERMIT_DAY_FUTURE : undefined;
};
