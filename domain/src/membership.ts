/**
 * How a person belongs to an agency, organisation or department.
 * Agency users run the agency; agency customers are its candidates. Department users are the
 * department's admins (depAdmins), department customers its staff (depUsers).
 */
export const MEMBERSHIP_SCOPES = ['AGENCY', 'ORGANISATION', 'DEPARTMENT'] as const;
export type MembershipScope = (typeof MEMBERSHIP_SCOPES)[number];

export const MEMBERSHIP_KINDS = ['USER', 'CUSTOMER'] as const;
export type MembershipKind = (typeof MEMBERSHIP_KINDS)[number];

/** What an invitation grants once the invitee has set a password. */
export const INVITATION_KINDS = [
  'AGENCY_USER',
  'AGENCY_CUSTOMER',
  'ORGANISATION_USER',
  'DEPARTMENT_USER',
  'DEPARTMENT_CUSTOMER',
  'PERSON',
] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];

export const ONE_TIME_TOKEN_PURPOSES = ['EMAIL_CONFIRMATION', 'PASSWORD_RESET', 'INVITATION'] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

/** Lifetimes of emailed codes, in milliseconds. */
export const ONE_TIME_TOKEN_TTL_MS: Record<OneTimeTokenPurpose, number> = {
  EMAIL_CONFIRMATION: 48 * 60 * 60 * 1000,
  PASSWORD_RESET: 60 * 60 * 1000,
  INVITATION: 7 * 24 * 60 * 60 * 1000,
};
