import { assignmentShiftProblems, cancellationCharge, cancellationTermsProblems } from './assignment-changes';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 11, 1, 8);

describe('assignmentShiftProblems', () => {
  test.each([
    ['one shift ahead', [{ start: now + 24 * HOUR, end: now + 32 * HOUR }], []],
    ['none', [], ['assignmentChange.shiftsRequired']],
    ['an end before its start', [{ start: now + 10 * HOUR, end: now + 9 * HOUR }], ['assignmentChange.shiftOrder']],
    ['an end at its start', [{ start: now + 10 * HOUR, end: now + 10 * HOUR }], ['assignmentChange.shiftOrder']],
    ['27 hours', [{ start: now + HOUR, end: now + 28 * HOUR }], ['assignmentChange.shiftTooLong']],
    ['26 hours', [{ start: now + HOUR, end: now + 27 * HOUR }], []],
    ['a start in the past', [{ start: now - HOUR, end: now + 7 * HOUR }], ['assignmentChange.shiftPast']],
    [
      'three years ahead',
      [{ start: now + 3 * 365 * 24 * HOUR, end: now + (3 * 365 * 24 + 8) * HOUR }],
      ['assignmentChange.shiftTooFar'],
    ],
    [
      'two overlapping',
      [
        { start: now + 10 * HOUR, end: now + 18 * HOUR },
        { start: now + 17 * HOUR, end: now + 20 * HOUR },
      ],
      ['assignmentChange.shiftsOverlap'],
    ],
    [
      'two touching',
      [
        { start: now + 18 * HOUR, end: now + 20 * HOUR },
        { start: now + 10 * HOUR, end: now + 18 * HOUR },
      ],
      [],
    ],
  ] as const)('%s', (_name, shifts, problems) => {
    expect(assignmentShiftProblems(shifts, now)).toEqual(problems);
  });

  test('more than 366 shifts', () => {
    const shifts = Array.from({ length: 367 }, (_, index) => ({
      start: now + (index + 1) * 24 * HOUR,
      end: now + (index + 1) * 24 * HOUR + HOUR,
    }));
    expect(assignmentShiftProblems(shifts, now)).toEqual(['assignmentChange.shiftsTooMany']);
  });
});

describe('cancellationTermsProblems', () => {
  test.each([
    [null, null, []],
    [72, 50, []],
    [0, 100, []],
    [72, null, ['organisationSettings.cancellationTermsIncomplete']],
    [null, 50, ['organisationSettings.cancellationTermsIncomplete']],
  ] as const)('%s hours, %s %%', (freeHours, lateSharePercent, problems) => {
    expect(cancellationTermsProblems({ freeHours, lateSharePercent })).toEqual(problems);
  });
});

describe('cancellationCharge', () => {
  const terms = { freeHours: 72, lateSharePercent: 50 };
  const shifts = [
    { start: now + 24 * HOUR, end: now + 32 * HOUR },
    { start: now + 48 * HOUR, end: now + 56 * HOUR },
  ];
  test.each([
    ['late: both shifts', { terms, noticeHours: 24, shifts, hourlyRate: '61.50' }, '16.00', '492.00'],
    ['without terms', { terms: null, noticeHours: 24, shifts, hourlyRate: '61.50' }, null, null],
    ['without a rate (the pool)', { terms, noticeHours: 24, shifts, hourlyRate: null }, null, null],
    ['within the free period (exactly 72 hours)', { terms, noticeHours: 72, shifts, hourlyRate: '61.50' }, null, null],
    ['one hour too late', { terms, noticeHours: 71, shifts, hourlyRate: '61.50' }, '16.00', '492.00'],
    [
      'a shift under way counts from now',
      { terms, noticeHours: 0, shifts: [{ start: now - 2 * HOUR, end: now + 6 * HOUR }], hourlyRate: '61.50' },
      '6.00',
      '184.50',
    ],
    [
      'shifts over do not count',
      { terms, noticeHours: 0, shifts: [{ start: now - 10 * HOUR, end: now - 2 * HOUR }], hourlyRate: '61.50' },
      null,
      null,
    ],
    [
      'cents rounded',
      { terms: { freeHours: 48, lateSharePercent: 33 }, noticeHours: 1, shifts: [shifts[0]], hourlyRate: '52.35' },
      '8.00',
      '138.20',
    ],
  ] as const)('%s', (_name, input, hours, amount) => {
    const charge = cancellationCharge({ ...input, now });
    expect(charge && { hours: charge.hours, amount: charge.amount }).toEqual(hours === null ? null : { hours, amount });
  });
});
