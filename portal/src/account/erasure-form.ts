import { checkText, optional } from '@medstaff/domain';
import type { FieldErrors } from '../forms/field-errors';

/** The longest message to the administrators, as the API stores it (CreateErasureRequestDto). */
export const ERASURE_MESSAGE_MAX_LENGTH = 1000;

/** The erasure request's form: the optional message to the administrators. */
export interface ErasureFormValues {
  message: string;
}

export const EMPTY_ERASURE_FORM: ErasureFormValues = { message: '' };

/** The erasure form's rule, for the form hook (`forms/use-form.ts`): the message is optional, at most 1,000 characters. */
export function validateErasureForm(values: ErasureFormValues): FieldErrors<'message'> {
  return optional(checkText(ERASURE_MESSAGE_MAX_LENGTH))(values.message)
    ? { message: 'account.erasure.messageTooLong' }
    : {};
}
