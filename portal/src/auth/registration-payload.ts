import {
  DEFAULT_USER_ROLE,
  type ApiSchema,
  roleForSignUpSegment,
  type Language,
  type PersonRole,
  type UserRole,
} from '@medstaff/domain';
import type { SignUpValues } from './validation';

/** POST /api/auth/registration (the generated request type). */
export type RegistrationPayload = ApiSchema<'RegistrationDto'>;

/** The user-role name the sign-up of each stored role asks for. */
const USER_ROLE_NAME_OF: Record<PersonRole, UserRole['name']> = {
  ADMIN: 'USER',
  ORG_ADMIN: 'ORGANISATION ADMIN',
  ORG_SUB: 'USER',
  AGENCY: 'AGENCY',
  USER: 'USER',
};

/**
 * The role id a sign-up on /auth/sign-up/{segment} asks for: agency → AGENCY, organisation →
 * ORGANISATION ADMIN, anything else → USER. A role missing from the loaded list falls back to
 * the USER id.
 */
export function userRoleIdForSegment(segment: string | undefined, userRoles: readonly UserRole[]): number {
  const name = USER_ROLE_NAME_OF[roleForSignUpSegment(segment)];
  return userRoles.find((role) => role.name === name)?.id ?? DEFAULT_USER_ROLE.id;
}

export function isAgencySignUp(segment: string | undefined): boolean {
  return roleForSignUpSegment(segment) === 'AGENCY';
}

/** Builds the payload from valid form values. */
export function buildRegistrationPayload(
  values: SignUpValues,
  { segment, userRoles, language }: { segment: string | undefined; userRoles: readonly UserRole[]; language: Language },
): RegistrationPayload {
  const phoneNumber = values.phoneNumber.trim();
  return {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    // Valid values only (validation.ts checks it against GENDER_CODES, the document's enum).
    gender: values.gender as RegistrationPayload['gender'],
    organisation: organisationOf(values.organisation),
    role: values.role.trim(),
    ...(phoneNumber ? { phoneNumber } : {}),
    password: values.password,
    passwordConfirmation: values.passwordConfirmation,
    acceptTC: values.acceptTC,
    language,
    userRoles: [userRoleIdForSegment(segment, userRoles)],
    userInfo: { phoneNumber },
  };
}

function organisationOf(value: SignUpValues['organisation']): [number] | [string] {
  if (typeof value === 'string') return [value.trim()];
  if (value) return [value.id];
  throw new Error('The sign-up form was submitted without an institution.');
}
