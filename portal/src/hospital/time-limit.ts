import { MAX_TIME_LIMIT_HOURS } from '@medstaff/domain';
import type { FieldErrors } from '../forms/field-errors';
import type { TranslationKey } from '../i18n/translations';

export type TimeLimitCheck = { hours: number; error?: undefined } | { hours?: undefined; error: TranslationKey };

/**
 * The default time limit as typed: whole hours from 0 (released by hand only) to
 * MAX_TIME_LIMIT_HOURS, or the message key of what is wrong.
 */
export function checkTimeLimit(text: string): TimeLimitCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { error: 'market.settings.error.required' };
  const hours = Number(trimmed.replace(',', '.'));
  if (!Number.isFinite(hours)) return { error: 'market.settings.error.whole' };
  if (hours < 0 || hours > MAX_TIME_LIMIT_HOURS) return { error: 'market.settings.error.range' };
  if (!Number.isInteger(hours)) return { error: 'market.settings.error.whole' };
  return { hours };
}

/** The pool settings form: the default time limit as typed. */
export interface TimeLimitFormValues {
  timeLimit: string;
}

/** The pool settings form's rule, for the form hook (`forms/use-form.ts`): a message key for the field. */
export function validateTimeLimitForm(values: TimeLimitFormValues): FieldErrors<'timeLimit'> {
  const check = checkTimeLimit(values.timeLimit);
  return check.error ? { timeLimit: check.error } : {};
}
