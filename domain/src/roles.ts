/** Roles a person record can hold. One table stores every person; the role decides what they may do. */
export const PERSON_ROLES = ['ADMIN', 'ORG_ADMIN', 'ORG_SUB', 'AGENCY', 'USER'] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];

export function isPersonRole(value: unknown): value is PersonRole {
  return typeof value === 'string' && (PERSON_ROLES as readonly string[]).includes(value);
}

/** Roles whose users work for a hospital, clinic or department. */
export const HOSPITAL_ROLES: readonly PersonRole[] = ['ORG_ADMIN', 'ORG_SUB'];
export const isHospitalRole = (role: PersonRole): boolean => HOSPITAL_ROLES.includes(role);
export const isAgencyRole = (role: PersonRole): boolean => role === 'AGENCY';

/**
 * The user-role list served at GET /api/user-roles. The names are the spec's; `personRole`
 * says which stored role a sign-up with that role id creates.
 */
export interface UserRole {
  id: number;
  name: 'ADMIN' | 'ORGANISATION ADMIN' | 'AGENCY' | 'USER';
  personRole: PersonRole;
}

export const USER_ROLES: readonly UserRole[] = [
  { id: 1, name: 'ADMIN', personRole: 'ADMIN' },
  { id: 2, name: 'ORGANISATION ADMIN', personRole: 'ORG_ADMIN' },
  { id: 3, name: 'AGENCY', personRole: 'AGENCY' },
  { id: 4, name: 'USER', personRole: 'USER' },
];

export const DEFAULT_USER_ROLE: UserRole = USER_ROLES[3];

/** Sign-up route segment → stored role: agency → AGENCY, organisation → ORG_ADMIN, else USER. */
export function roleForSignUpSegment(segment: string | undefined): PersonRole {
  if (segment === 'agency') return 'AGENCY';
  if (segment === 'organisation') return 'ORG_ADMIN';
  return 'USER';
}

/** Where a freshly signed-in person lands, by role (path after the language segment). */
export function homePathForRole(role: PersonRole): string {
  if (role === 'ADMIN') return '/admin/dashboard';
  if (isHospitalRole(role)) return '/hospital';
  if (isAgencyRole(role)) return '/agency/jobs';
  // USER (an agency's candidate, a member of a department's pool): her own assignments first (issue 29).
  return '/shifts/assignments';
}
