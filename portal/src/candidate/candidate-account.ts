import type { FieldErrors } from '../auth/validation';
import { validateNewPassword, validatePasswordConfirmation } from '../auth/validation';

/** The account a person without one creates from an agency's invitation link. */
export interface CandidateAccountValues {
  firstName: string;
  lastName: string;
  password: string;
  passwordConfirmation: string;
}

export const CANDIDATE_ACCOUNT_FIELDS = ['firstName', 'lastName', 'password', 'passwordConfirmation'] as const;

/** Names required, a new password (not the address) and its confirmation. */
export function validateCandidateAccount(
  values: CandidateAccountValues,
  email: string,
): FieldErrors<keyof CandidateAccountValues> {
  return {
    firstName: values.firstName.trim() ? undefined : 'validation.firstNameInvalid',
    lastName: values.lastName.trim() ? undefined : 'validation.lastNameInvalid',
    password: validateNewPassword(values.password, email),
    passwordConfirmation: validatePasswordConfirmation(values.password, values.passwordConfirmation),
  };
}
