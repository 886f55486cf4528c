import { GENDER_CODES, isValidEmail, PASSWORD_MIN_LENGTH, PHONE_PATTERN } from '@medstaff/domain';
import type { TranslationKey } from '../i18n/translations';

/** A form's visible errors: a message key per invalid field. */
export type FieldErrors<Field extends string> = Partial<Record<Field, TranslationKey>>;

/** An organisation as the type-ahead offers it. */
export interface OrganisationOption {
  id: number;
  name: string;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
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
  if (!email.trim()) return 'validation.emailRequired';
  return isValidEmail(email.trim()) ? undefined : 'validation.emailInvalid';
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
  const phone = values.phoneNumber.trim();
  return {
    firstName: values.firstName.trim() ? undefined : 'validation.firstNameInvalid',
    lastName: values.lastName.trim() ? undefined : 'validation.lastNameInvalid',
    gender: GENDER_CODES.includes(values.gender) ? undefined : 'validation.genderInvalid',
    organisation: isValidInstitution(values.organisation, isAgency) ? undefined : 'validation.organisationInvalid',
    role: values.role.trim() ? undefined : 'validation.positionInvalid',
    email: isValidEmail(values.email.trim()) ? undefined : 'validation.emailInvalid',
    phoneNumber: !phone || PHONE_PATTERN.test(phone) ? undefined : 'validation.phoneInvalid',
    password: validateNewPassword(values.password, values.email),
    passwordConfirmation: validatePasswordConfirmation(values.password, values.passwordConfirmation),
    acceptTC: values.acceptTC ? undefined : 'validation.consentRequired',
  };
}
