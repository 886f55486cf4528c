import type { TranslationKey } from '../i18n/translations';

/** A form's visible errors: a message key per invalid field. */
export type FieldErrors<Field extends string> = Partial<Record<Field, TranslationKey>>;

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}
