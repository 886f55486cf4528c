import { checkEmail, checkPhone, checkRequired, GENDER_CODES, optional, PASSWORD_MIN_LENGTH } from '@medstaff/domain';
import type { FieldErrors } from '../forms/field-errors';
import type { TranslationKey } from '../i18n/translations';

export { hasErrors, type FieldErrors } from '../forms/field-errors';

/** An organisation as the type-ahead offers it. */
export interface OrganisationOption {
  id: number;
  name: string;
}

/** Sign-in: email and password are required (the server checks the rest). */
export interface SignInValues {
  email: string;
  password: string;
}

export function validateSignIn(values: SignInValues): FieldErrors<keyof SignInValues> {
  return {
    email: values.email.trim() ? undefined : 'validation.emailRequired',
    password: values.password ? undefined : 'validation.passwordRequired',
  };
}

/** Forgot password and resending the confirmation: one email address. */
export function validateEmail(email: string): TranslationKey | undefined {
  const problem = checkEmail(email);
  if (problem === 'required') return 'validation.emailRequired';
  return problem ? 'validation.emailInvalid' : undefined;
}

/** A new password: required, at least PASSWORD_MIN_LENGTH characters, not the email address. */
export function validateNewPassword(password: string, email?: string): TranslationKey | undefined {
  if (!password) return 'validation.passwordInvalid';
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'validation.passwordTooShort';
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return 'validation.passwordEqualsEmail';
  return undefined;
}

export function validatePasswordConfirmation(password: string, confirmation: string): TranslationKey | undefined {
  if (!confirmation) return 'validation.passwordConfirmationRequired';
  return confirmation === password ? undefined : 'validation.passwordMismatch';
}

export interface NewPasswordValues {
  password: string;
  passwordConfirmation: string;
}

export function validateNewPasswordForm(values: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  return {
    password: validateNewPassword(values.password),
    passwordConfirmation: validatePasswordConfirmation(values.password, values.passwordConfirmation),
  };
}

/** The sign-up form. The institution is free text for agencies and a chosen organisation otherwise. */
export interface SignUpValues {
  firstName: string;
  lastName: string;
  gender: string;
  organisation: OrganisationOption | string | null;
  role: string;
  email: string;
  phoneNumber: string;
  password: string;
  passwordConfirmation: string;
  acceptTC: boolean;
}

export type SignUpField = keyof SignUpValues;

/** The order of the fields on the screen: the first invalid one gets the focus. */
export const SIGN_UP_FIELDS: readonly SignUpField[] = [
  'firstName',
  'lastName',
  'gender',
  'organisation',
  'role',
  'email',
  'phoneNumber',
  'password',
  'passwordConfirmation',
  'acceptTC',
];

export const EMPTY_SIGN_UP_VALUES: SignUpValues = {
  firstName: '',
  lastName: '',
  gender: '',
  organisation: null,
  role: '',
  email: '',
  phoneNumber: '',
  password: '',
  passwordConfirmation: '',
  acceptTC: false,
};

function isValidInstitution(value: SignUpValues['organisation'], isAgency: boolean): boolean {
  if (isAgency) return typeof value === 'string' && value.trim() !== '';
  return typeof value === 'object' && value !== null && Number.isInteger(value.id);
}

export function validateSignUp(values: SignUpValues, { isAgency }: { isAgency: boolean }): FieldErrors<SignUpField> {
  return {
    firstName: checkRequired(values.firstName) ? 'validation.firstNameInvalid' : undefined,
    lastName: checkRequired(values.lastName) ? 'validation.lastNameInvalid' : undefined,
    gender: GENDER_CODES.includes(values.gender) ? undefined : 'validation.genderInvalid',
    organisation: isValidInstitution(values.organisation, isAgency) ? undefined : 'validation.organisationInvalid',
    role: values.role.trim() ? undefined : 'validation.positionInvalid',
    email: checkEmail(values.email) ? 'validation.emailInvalid' : undefined,
    phoneNumber: optional(checkPhone)(values.phoneNumber) ? 'validation.phoneInvalid' : undefined,
    password: validateNewPassword(values.password, values.email),
    passwordConfirmation: validatePasswordConfirmation(values.password, values.passwordConfirmation),
    acceptTC: values.acceptTC ? undefined : 'validation.consentRequired',
  };
}
