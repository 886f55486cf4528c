import { PERSON_ROLES } from '@medstaff/domain';
import { menuGroupsForRole, ROLE_LABEL_KEYS } from './menu-entries';

const entriesOf = (role: Parameters<typeof menuGroupsForRole>[0]) =>
  menuGroupsForRole(role).flatMap((group) =>
    group.entries.map((entry) => [entry.labelKey, entry.path, !!entry.highlighted]),
  );

describe('side menu entries by role', () => {
  test.each(['ORG_ADMIN', 'ORG_SUB'] as const)('%s: Dashboard, the highlighted Post a job, Assignments', (role) => {
    expect(entriesOf(role)).toEqual([
      ['shell.menu.dashboard', '/hospital', false],
      ['shell.menu.postJob', '/hospital/create-job', true],
      ['assignments.menu', '/hospital/assignments', false],
    ]);
  });

  test('AGENCY: New Jobs, Applied Jobs, Assignments and Settings (the permit)', () => {
    expect(entriesOf('AGENCY')).toEqual([
      ['shell.menu.newJobs', '/agency/jobs', false],
      ['shell.menu.appliedJobs', '/agency/applied-jobs', false],
      ['assignments.menu', '/agency/assignments', false],
      ['shell.menu.agencySettings', '/agency/settings', false],
    ]);
  });

  test('USER (a pool member, an agency’s candidate): My assignments, My shifts and My agencies', () => {
    expect(entriesOf('USER')).toEqual([
      ['assignments.menu.mine', '/shifts/assignments', false],
      ['pool.menu.shifts', '/shifts', false],
      ['pool.menu.agencies', '/shifts/agencies', false],
    ]);
  });

  test('ADMIN has no portal menu', () => {
    expect(menuGroupsForRole('ADMIN')).toEqual([]);
  });

  test('every role has a label', () => {
    expect(Object.keys(ROLE_LABEL_KEYS).sort()).toEqual([...PERSON_ROLES].sort());
  });
});
