import { organisationJobGroup } from './job-grouping';
import { calendarJobsOfTab, organisationJobGroupOfCounts } from './organisation-calendar';

describe('the calendar range answer', () => {
  test.each([
    [0, 0, 'offeneShifts'],
    [2, 0, 'confirmation'],
    [3, 1, 'externeAnfagen'],
  ] as const)('%s applicants with %s selected belong to %s, as the list groups them', (applicants, selected, group) => {
    expect(organisationJobGroupOfCounts(applicants, selected)).toBe(group);
    const states = [
      ...Array.from({ length: selected }, () => 'selected' as const),
      ...Array.from({ length: applicants - selected }, () => 'applied' as const),
    ];
    const applicantsWire = states.map((state, index) => ({
      _id: index,
      state,
      user: { firstName: 'A', lastName: 'B', user_info: { qualification: { level: null } } },
    }));
    expect(organisationJobGroup({ applicants: applicantsWire })).toBe(group);
  });

  const jobs = [
    { _id: 1, group: 'offeneShifts' as const },
    { _id: 2, group: 'externeAnfagen' as const },
    { _id: 3, group: 'confirmation' as const },
  ];
  test.each([
    ['all', [1, 2, 3]],
    ['red', [1]],
    ['green', [2]],
    ['yellow', [3]],
  ] as const)('the %s tab shows %j', (tab, ids) => {
    expect(calendarJobsOfTab(jobs, tab).map((job) => job._id)).toEqual(ids);
  });
});
