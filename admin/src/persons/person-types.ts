import type { PersonRole } from '@medstaff/domain';

/** The path segment after persons/ and the role it lists. */
export const PERSON_TYPES = ['users', 'agencies', 'organisations', 'departments', 'admins'] as const;
export type PersonType = (typeof PERSON_TYPES)[number];

export const ROLE_OF_TYPE: Record<PersonType, PersonRole> = {
  users: 'USER',
  agencies: 'AGENCY',
  organisations: 'ORG_ADMIN',
  departments: 'ORG_SUB',
  admins: 'ADMIN',
};

export const isPersonType = (value: unknown): value is PersonType =>
  typeof value === 'string' && (PERSON_TYPES as readonly string[]).includes(value);
