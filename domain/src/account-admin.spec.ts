import {
  ACCOUNT_REASON_MAX,
  accountReasonProblem,
  membershipRoles,
  membershipsNotFitting,
  statusAfterEnable,
  type RoleMembership,
} from './account-admin';
import { PERSON_ROLES, type PersonRole } from './roles';

describe('account reasons', () => {
  it.each([
    [undefined, 'account.reasonRequired'],
    [null, 'account.reasonRequired'],
    [42, 'account.reasonRequired'],
    ['', 'account.reasonRequired'],
    ['   \n', 'account.reasonRequired'],
    ['Vertrag beendet', undefined],
    ['ü'.repeat(ACCOUNT_REASON_MAX), undefined],
    ['x'.repeat(ACCOUNT_REASON_MAX + 1), 'account.reasonTooLong'],
  ])('%p → %p', (reason, problem) => {
    expect(accountReasonProblem(reason)).toBe(problem);
  });
});

describe('status after enabling', () => {
  it('returns a confirmed account to ACTIVE and an unconfirmed one to PENDING', () => {
    expect(statusAfterEnable(true)).toBe('ACTIVE');
    expect(statusAfterEnable(false)).toBe('PENDING');
  });
});

describe('memberships and roles', () => {
  const table: [RoleMembership, PersonRole[]][] = [
    [{ scope: 'AGENCY', kind: 'USER' }, ['AGENCY']],
    [{ scope: 'AGENCY', kind: 'CUSTOMER' }, ['USER']],
    [{ scope: 'ORGANISATION' }, ['ORG_ADMIN']],
    [{ scope: 'DEPARTMENT', kind: 'USER' }, ['ORG_ADMIN', 'ORG_SUB']],
    [{ scope: 'DEPARTMENT', kind: 'CUSTOMER' }, ['USER']],
  ];
  it.each(table)('%p fits exactly %p', (membership, roles) => {
    for (const role of PERSON_ROLES) {
      expect([role, membershipRoles(membership).includes(role)]).toEqual([role, roles.includes(role)]);
    }
  });

  it('lists the memberships a new role does not fit, and none for a person without memberships', () => {
    const memberships = [
      { id: 1, scope: 'ORGANISATION' as const },
      { id: 2, scope: 'DEPARTMENT' as const, kind: 'USER' as const },
    ];
    expect(membershipsNotFitting(memberships, 'ORG_ADMIN')).toEqual([]);
    expect(membershipsNotFitting(memberships, 'ORG_SUB').map((membership) => membership.id)).toEqual([1]);
    expect(membershipsNotFitting(memberships, 'ADMIN').map((membership) => membership.id)).toEqual([1, 2]);
    expect(membershipsNotFitting([], 'ADMIN')).toEqual([]);
  });
});
