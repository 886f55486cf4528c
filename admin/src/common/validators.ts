import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, isValidEmail, isValidUrl } from '@medstaff/domain';

/**
 * Validators shared by the create, edit and invite forms. Each returns a translation key, or
 * undefined when the value is fine, so the forms and react-admin inputs show the same messages.
 */
export type Validator = (value: unknown) => string | undefined;

export const MESSAGE_REQUIRED = 'medstaff.validation.required';
export const MESSAGE_EMAIL = 'medstaff.validation.email';
export const MESSAGE_URL = 'medstaff.validation.url';
export const MESSAGE_LOGO_TYPE = 'medstaff.validation.logo_type';
export const MESSAGE_LOGO_SIZE = 'medstaff.validation.logo_size';
export const MESSAGE_LOGO_REQUIRED = 'medstaff.validation.logo_required';

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

export const required: Validator = (value) => (isBlank(value) ? MESSAGE_REQUIRED : undefined);

/** 'Email is not valid' for a non-empty value that fails the shared pattern (empty: see `required`). */
export const email: Validator = (value) =>
  isBlank(value) || isValidEmail(String(value).trim()) ? undefined : MESSAGE_EMAIL;

/** 'Incorrect url' for a non-empty value that fails the shared pattern. */
export const url: Validator = (value) => (isBlank(value) || isValidUrl(String(value).trim()) ? undefined : MESSAGE_URL);

/** The first message of several validators. */
export const combine =
  (...validators: Validator[]): Validator =>
  (value) => {
    for (const validator of validators) {
      const message = validator(value);
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
