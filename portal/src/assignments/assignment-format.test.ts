import type { AssignmentWire, PersonRole } from '@medstaff/domain';
import { mayAccept, mayCancel, shiftParts, splitByTime } from './assignment-format';

const base = {
  state: 'proposed',
  contract: { number: 'AÜV-1', sha256: 'a'.repeat(64), createdAt: 0 },
  acceptances: [],
} as unknown as AssignmentWire;

describe('assignment rules of the portal', () => {
  test.each<[PersonRole, Partial<AssignmentWire>, boolean, boolean]>([
    ['ORG_ADMIN', {}, true, true],
    ['ORG_SUB', {}, false, true],
    ['AGENCY', {}, true, true],
    ['USER', {}, false, false],
    ['ADMIN', {}, false, false],
    ['ORG_ADMIN', { acceptances: [{ side: 'hospital', acceptedBy: 'A', acceptedAt: 1, sha256: 'a' }] }, false, true],
    ['AGENCY', { acceptances: [{ side: 'hospital', acceptedBy: 'A', acceptedAt: 1, sha256: 'a' }] }, true, true],
    ['AGENCY', { contract: null }, false, true],
    ['AGENCY', { state: 'confirmed' }, false, true],
    ['ORG_ADMIN', { state: 'cancelled' }, false, false],
    ['AGENCY', { state: 'completed' }, false, false],
  ])('%s on %j: accept %s, cancel %s', (role, fields, accept, cancel) => {
    const assignment = { ...base, ...fields } as AssignmentWire;
    expect([mayAccept(assignment, role), mayCancel(assignment, role)]).toEqual([accept, cancel]);
  });

  test('a night shift names its end day (Berlin time, whatever the device zone)', () => {
    const start = Date.UTC(2026, 11, 2, 18, 30);
    const end = Date.UTC(2026, 11, 3, 4, 30);
    expect(shiftParts({ startDate: start, endDate: end, activities: [] })).toEqual({
      day: '02/12/2026',
      start: '19:30',
      end: '05:30',
      endDay: '03/12/2026',
    });
  });

  test('upcoming until the last shift has ended, by first shift; past ones latest first', () => {
    const at = (id: number, first: number, last: number) =>
      ({ _id: id, firstShiftAt: first, lastShiftEndAt: last }) as AssignmentWire;
    const { upcoming, past } = splitByTime([at(1, 50, 200), at(2, 10, 20), at(3, 300, 400), at(4, 30, 40)], 100);
    expect(upcoming.map((assignment) => assignment._id)).toEqual([1, 3]);
    expect(past.map((assignment) => assignment._id)).toEqual([4, 2]);
  });
});
