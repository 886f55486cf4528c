import {
  compareByFirstDate,
  firstJobDate,
  groupOrganisationJobs,
  isOpenEnd,
  openEndAllowed,
  organisationJobGroup,
  splitListText,
  type JobApplicantWire,
  type JobWire,
} from './job-grouping';

const applicant = (id: number, state: 'applied' | 'selected'): JobApplicantWire => ({
  _id: id,
  state,
  user: { firstName: `F${id}`, lastName: `L${id}`, user_info: { qualification: { level: null } } },
});

const job = (id: number, starts: number[], applicants: JobApplicantWire[] = []): JobWire => ({
  _id: id,
  id,
  kind: 'NURSE',
  title: `Job ${id}`,
  desc: '',
  organisation: { _id: 1, name: 'Org' },
  orig_dept: null,
  dates: starts.map((start, index) => ({
    _id: id * 100 + index,
    date: { startDate: start, endDate: start + 3_600_000, activity: '' },
    type: 'Neue_Dienstanfrage',
  })),
  skills: [],
  state: 'internal_adv',
  applicants,
  jobType: ['Tagdienst'],
  timeLimit: 0,
  releaseDueAt: null,
  releasedAt: null,
  filledAt: null,
  contractType: 'Arbeitnehmerueberlassung',
  dateMode: 'FIXED',
  shiftType: null,
  position: null,
  orig_submission: 0,
  jobOperation: '',
  payment: '',
  salary: [],
  subtitle: '',
  accomodation: false,
  field: '',
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('organisation job grouping', () => {
  it.each([
    ['no applicants', [], 'offeneShifts'],
    ['one applied', [applicant(1, 'applied')], 'confirmation'],
    ['all applied', [applicant(1, 'applied'), applicant(2, 'applied')], 'confirmation'],
    ['one selected', [applicant(1, 'selected')], 'externeAnfagen'],
    ['selected among applied', [applicant(1, 'applied'), applicant(2, 'selected')], 'externeAnfagen'],
  ] as const)('%s → %s', (_name, applicants, group) => {
    expect(organisationJobGroup({ applicants: [...applicants] })).toBe(group);
  });

  it('keeps only the selected applicants in externeAnfagen and leaves the others untouched', () => {
    const mixed = job(1, [1000], [applicant(1, 'applied'), applicant(2, 'selected'), applicant(3, 'selected')]);
    const applied = job(2, [1000], [applicant(4, 'applied'), applicant(5, 'applied')]);
    const open = job(3, [1000]);
    const groups = groupOrganisationJobs([mixed, applied, open]);
    expect(groups.externeAnfagen.map((item) => item._id)).toEqual([1]);
    expect(groups.externeAnfagen[0].applicants.map((item) => item._id)).toEqual([2, 3]);
    expect(mixed.applicants).toHaveLength(3);
    expect(groups.confirmation.map((item) => item._id)).toEqual([2]);
    expect(groups.confirmation[0].applicants).toHaveLength(2);
    expect(groups.offeneShifts.map((item) => item._id)).toEqual([3]);
  });

  it('sorts each group by its first date, requests without dates last, ties by id', () => {
    const groups = groupOrganisationJobs([
      job(1, [5000, 100]),
      job(2, []),
      job(3, [300]),
      job(4, [100]),
      job(5, [9000]),
    ]);
    expect(groups.offeneShifts.map((item) => item._id)).toEqual([1, 4, 3, 5, 2]);
  });

  it('finds the first date and compares', () => {
    expect(firstJobDate(job(1, [30, 10, 20]))).toBe(10);
    expect(firstJobDate(job(1, []))).toBeUndefined();
    expect(compareByFirstDate(job(1, [10]), job(2, [20]))).toBeLessThan(0);
    expect(compareByFirstDate(job(1, []), job(2, [20]))).toBeGreaterThan(0);
  });
});

describe('list text', () => {
  it.each([
    ['Intensiv, Beatmung', ['Intensiv', 'Beatmung']],
    ['a,b , ,c', ['a', 'b', 'c']],
    ['', []],
    [null, []],
    [[' x ', ''], ['x']],
  ] as const)('%j → %j', (input, expected) => {
    expect(splitListText(input as string | string[] | null)).toEqual(expected);
  });
});

describe('open ends', () => {
  const ended = { date: { startDate: 1, endDate: 2 } };
  const open = { date: { startDate: 1, endDate: null } };
  const omitted = { date: { startDate: 1 } };

  it.each([
    ['an end', ended, false],
    ['a null end', open, true],
    ['no end at all', omitted, true],
  ] as const)('a date with %s is open: %s', (_name, date, expected) => {
    expect(isOpenEnd(date)).toBe(expected);
  });

  it.each([
    ['SPORADIC, one open period', 'SPORADIC', [open], true],
    ['SPORADIC, one omitted end', 'SPORADIC', [omitted], true],
    ['SPORADIC, one ended period', 'SPORADIC', [ended], true],
    ['SPORADIC, two dates, one open', 'SPORADIC', [open, ended], false],
    ['FIXED, one open date', 'FIXED', [open], false],
    ['no mode (FIXED by default), one open date', undefined, [open], false],
    ['FIXED, all ended', 'FIXED', [ended, ended], true],
    ['no dates', 'FIXED', [], true],
  ] as const)('%s → %s', (_name, mode, dates, expected) => {
    expect(openEndAllowed(mode, dates)).toBe(expected);
  });
});
