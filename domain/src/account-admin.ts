import { codePointLength } from './input';
import type { MembershipKind, MembershipScope } from './membership';
import type { PersonRole } from './roles';

/** The longest reason an administrator may give for disabling, enabling or re-roling an account. */
export const ACCOUNT_REASON_MAX = 500;

/**
 * Why an account reason is refused, as a message key (the API's messages and the console's
 * texts share these keys), or undefined when it is fine: required, at most ACCOUNT_REASON_MAX.
 */
export function accountReasonProblem(reason: unknown): 'account.reasonRequired' | 'account.reasonTooLong' | undefined {
  if (typeof reason !== 'string' || !reason.trim()) return 'account.reasonRequired';
  if (codePointLength(reason.trim()) > ACCOUNT_REASON_MAX) return 'account.reasonTooLong';
  return undefined;
}

/** The statuses an administrator sets by hand: disable, or enable again. */
export const ACCOUNT_STATUS_ACTIONS = ['DISABLED', 'ACTIVE'] as const;
export type AccountStatusAction = (typeof ACCOUNT_STATUS_ACTIONS)[number];

/**
 * The status an enabled account returns to: ACTIVE once its email is confirmed, else PENDING
 * (an invited or unconfirmed person still confirms, and sign-in asks for that first).
 */
export function statusAfterEnable(emailConfirmed: boolean): 'ACTIVE' | 'PENDING' {
  return emailConfirmed ? 'ACTIVE' : 'PENDING';
}

/** One of a person's memberships, as the role rule reads it. */
export interface RoleMembership {
  scope: MembershipScope;
  /** Organisations have no kind (their members are organisation users). */
  kind?: MembershipKind;
}

/**
 * The roles each kind of membership is for (what the access policy reads and what invitations
 * create): agency users run an agency (AGENCY); agency customers are candidates and department
 * customers pool staff (USER); organisation users administer a hospital (ORG_ADMIN); department
 * users administer a ward (ORG_SUB, or an ORG_ADMIN who also runs a ward). ADMIN reaches every
 * record by its role and holds no membership.
 */
export function membershipRoles(membership: RoleMembership): readonly PersonRole[] {
  switch (membership.scope) {
    case 'AGENCY':
      return membership.kind === 'USER' ? ['AGENCY'] : ['USER'];
    case 'ORGANISATION':
      return ['ORG_ADMIN'];
    case 'DEPARTMENT':
      return membership.kind === 'USER' ? ['ORG_ADMIN', 'ORG_SUB'] : ['USER'];
  }
}

/** The memberships that do not fit `role` (a role change is refused while there are any). */
export function membershipsNotFitting<T extends RoleMembership>(memberships: readonly T[], role: PersonRole): T[] {
  return memberships.filter((membership) => !membershipRoles(membership).includes(role));
}
