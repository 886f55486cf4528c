import {
  createPayload,
  emptyJobForm,
  daysBetween,
  formValuesOf,
  parseEuros,
  shiftInstants,
  updatePayload,
  validateDoctorJob,
  validateNurseJob,
  type JobFormValues,
  type ShiftDay,
} from './job-form-values';
import { at, jobFixture } from '../testing/job-fixtures';

const nurse = (fields: Partial<JobFormValues> = {}): JobFormValues => ({
  ...emptyJobForm('NURSE', new Date(2026, 10, 23, 9, 0)),
  title: 'Nachtdienst ITS',
  organisation: '7',
  department: '71',
  days: [{ day: '2026-11-24', start: '12:00', end: '12:00' }],
  ...fields,
});
const doctor = (fields: Partial<JobFormValues> = {}): JobFormValues => ({
  ...emptyJobForm('DOCTOR', new Date(2026, 10, 23, 9, 0)),
  title: 'Vertretung Neurologie',
  organisation: '7',
  field: 'Neurologie',
  days: [{ day: '2026-11-24', start: '05:30', end: '19:30' }],
  ...fields,
});

describe('the nurse request rules', () => {
  test.each<[string, Partial<JobFormValues>, Record<string, string>]>([
    ['complete', {}, {}],
    ['no title', { title: '  ' }, { title: 'jobForm.error.title' }],
    ['no organisation', { organisation: '' }, { organisation: 'jobForm.error.organisation' }],
    ['no department', { department: '' }, { department: 'jobForm.error.department' }],
    ['no day', { days: [] }, { days: 'jobForm.error.dates' }],
    [
      'a day without a time',
      { days: [{ day: '2026-11-24', start: '', end: '12:00' }] },
      { days: 'jobForm.error.time' },
    ],
    ['sporadic from today, open end', { dateMode: 'SPORADIC', days: [] }, {}],
    [
      'sporadic with an end before the start',
      { dateMode: 'SPORADIC', periodEnd: '2026-11-01' },
      { periodEnd: 'jobForm.error.periodEnd' },
    ],
    [
      'nothing filled',
      { title: '', organisation: '', department: '', days: [] },
      {
        title: 'jobForm.error.title',
        organisation: 'jobForm.error.organisation',
        department: 'jobForm.error.department',
        days: 'jobForm.error.dates',
      },
    ],
  ])('%s', (_case, fields, expected) => {
    expect(validateNurseJob(nurse(fields))).toEqual(expected);
  });
});

describe('the doctor request rules', () => {
  test.each<[string, Partial<JobFormValues>, Record<string, string>]>([
    ['complete', {}, {}],
    ['no department needed', { department: '' }, {}],
    ['no field', { field: '' }, { field: 'jobForm.error.field' }],
    ['no title', { title: '' }, { title: 'jobForm.error.title' }],
    ['no organisation', { organisation: '' }, { organisation: 'jobForm.error.organisation' }],
    ['a period instead of days', { dateMode: 'SPORADIC', days: [], periodEnd: '2026-12-31' }, {}],
    ['pay that is not an amount', { payActive: 'viel', payPassive: '20,5' }, { payActive: 'jobForm.error.pay' }],
  ])('%s', (_case, fields, expected) => {
    expect(validateDoctorJob(doctor(fields))).toEqual(expected);
  });
});

test('days between two days, none when the end precedes the start', () => {
  expect(daysBetween('2026-11-29', '2026-12-01')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
  expect(daysBetween('2026-12-01', '2026-11-29')).toEqual([]);
});

test.each([
  ['45', 45],
  ['45,50', 45.5],
  ['12.5', 12.5],
  ['abc', undefined],
  ['-3', undefined],
])('euros %s', (text, expected) => {
  expect(parseEuros(text)).toBe(expected);
});

test('the nurse payload is the spec’s', () => {
  const payload = createPayload(
    nurse({
      skills: 'Intensiv, Beatmung',
      days: [
        { day: '2026-11-25', start: '05:30', end: '19:30' },
        { day: '2026-11-24', start: '12:00', end: '12:00' },
      ],
    }),
  );
  expect(payload).toEqual({
    kind: 'NURSE',
    title: 'Nachtdienst ITS',
    desc: '',
    dates: [
      {
        date: { startDate: at('2026-11-24', '12:00'), endDate: at('2026-11-25', '12:00'), activity: '12:00–12:00' },
        type: 'Neue_Dienstanfrage',
      },
      {
        date: { startDate: at('2026-11-25', '05:30'), endDate: at('2026-11-25', '19:30'), activity: '05:30–19:30' },
        type: 'Neue_Dienstanfrage',
      },
    ],
    dateMode: 'FIXED',
    skills: ['Intensiv', 'Beatmung'],
    orig_dept: 71,
    state: 'internal_adv',
    organisation: 7,
    applicants: [],
    jobType: ['Tagdienst'],
    timeLimit: 0,
    orig_submission: '',
    contractType: 'Arbeitnehmerueberlassung',
    shiftType: null,
    position: null,
  });
});

test('a nurse request carries its time with the pool; a doctor request none; editing shows it', () => {
  expect(createPayload(nurse({ timeLimit: '2' })).timeLimit).toBe(2);
  expect(createPayload(nurse()).timeLimit).toBe(0);
  expect(createPayload(doctor({ timeLimit: '12' })).timeLimit).toBe(0);
  expect(formValuesOf(jobFixture({ timeLimit: 24 })).timeLimit).toBe('24');
  expect(updatePayload(nurse({ timeLimit: '8' }), 3).timeLimit).toBe(8);
});

test('the doctor payload carries the pay lines, the field, the choices and accommodation', () => {
  const payload = createPayload(doctor({ payActive: '80', payPassive: '35,50', activity: 'Stationsdienst' }));
  expect(payload).toMatchObject({
    kind: 'DOCTOR',
    state: 'external_adv',
    field: 'Neurologie',
    jobOperation: 'Stationsdienst',
    payment: '',
    salary: [
      { activity: 'Aktiv', cost: 80 },
      { activity: 'Passiv', cost: 35.5 },
    ],
    subtitle: '',
    accomodation: true,
    skills: ['Facharzt', 'Assistenzarzt', 'Ab Sofort'],
    dates: [
      { date: { startDate: at('2026-11-24', '05:30'), endDate: at('2026-11-24', '19:30') }, type: 'vertretungsarzt' },
    ],
  });
});

test('a saved request fills the form again, and the update carries the version', () => {
  const job = jobFixture({ _id: 5, title: 'Alt', version: 4, skills: ['Intensiv'] });
  const values = formValuesOf(job);
  expect(values).toMatchObject({
    title: 'Alt',
    organisation: '7',
    department: '71',
    skills: 'Intensiv',
    days: [{ day: '2026-11-24', start: '05:30', end: '19:30' }],
  });
  const update = updatePayload({ ...values, title: 'Neu' }, job.version);
  expect(update).toMatchObject({ title: 'Neu', version: 4, organisation: 7 });
  expect(update).not.toHaveProperty('state');
  expect(update).not.toHaveProperty('kind');
});

describe('SPORADIC periods', () => {
  const now = new Date(2026, 10, 23, 9, 15);
  const period = (fields: Partial<JobFormValues>) =>
    doctor({ dateMode: 'SPORADIC', days: [], periodStart: '2026-11-23', ...fields });

  test.each<[string, Partial<JobFormValues>, { startDate: number; endDate: number | null }]>([
    ['from today, open end: starts now, no end', {}, { startDate: now.getTime(), endDate: null }],
    [
      'from a later day, open end',
      { periodStart: '2026-11-30' },
      { startDate: at('2026-11-30', '00:00'), endDate: null },
    ],
    [
      'from today to an end day: the end of that day',
      { periodEnd: '2026-12-04' },
      { startDate: now.getTime(), endDate: at('2026-12-04', '23:59') },
    ],
  ])('%s', (_name, fields, expected) => {
    const payload = createPayload(period(fields), now);
    expect(payload.dateMode).toBe('SPORADIC');
    expect(payload.dates).toEqual([{ date: { ...expected, activity: '' }, type: 'vertretungsarzt' }]);
    expect(updatePayload(period(fields), 2, now).dates).toEqual(payload.dates);
  });

  const sporadicJob = (endDate: number | null) =>
    jobFixture({
      dateMode: 'SPORADIC',
      dates: [
        { _id: 1, date: { startDate: at('2026-11-30', '08:00'), endDate, activity: '' }, type: 'vertretungsarzt' },
      ],
    });

  test.each<[string, number | null, string]>([
    ['an open end (null) leaves the end empty', null, ''],
    ['the old stand-in for an open end (end = start) leaves it empty', at('2026-11-30', '08:00'), ''],
    ['an end fills the end day', at('2026-12-04', '23:59'), '2026-12-04'],
  ])('%s', (_name, endDate, periodEnd) => {
    const values = formValuesOf(sporadicJob(endDate));
    expect(values).toMatchObject({ dateMode: 'SPORADIC', periodStart: '2026-11-30', periodEnd, days: [] });
  });

  test('an open end read back is sent back as an open end', () => {
    const values = formValuesOf(sporadicJob(null));
    expect(updatePayload(values, 3, now).dates?.[0].date.endDate).toBeNull();
  });
});

describe('times typed are Berlin wall-clock time (the suite runs in New York)', () => {
  test.each<[string, ShiftDay, string, string]>([
    [
      'a winter day',
      { day: '2026-11-24', start: '06:00', end: '14:00' },
      '2026-11-24T05:00:00Z',
      '2026-11-24T13:00:00Z',
    ],
    [
      'a summer day',
      { day: '2026-07-01', start: '06:00', end: '14:00' },
      '2026-07-01T04:00:00Z',
      '2026-07-01T12:00:00Z',
    ],
    // The night the clocks go forward lasts an hour less; the one they go back an hour more.
    [
      'the spring switch',
      { day: '2026-03-28', start: '22:00', end: '06:00' },
      '2026-03-28T21:00:00Z',
      '2026-03-29T04:00:00Z',
    ],
    [
      'the autumn switch',
      { day: '2026-10-24', start: '22:00', end: '06:00' },
      '2026-10-24T20:00:00Z',
      '2026-10-25T05:00:00Z',
    ],
  ])('%s', (_name, day, start, end) => {
    expect(shiftInstants(day)).toEqual({ startDate: Date.parse(start), endDate: Date.parse(end) });
  });

  test('an existing request shows its Berlin days and times in the form', () => {
    const values = formValuesOf(
      jobFixture({
        dates: [
          {
            _id: 1,
            date: {
              startDate: Date.parse('2026-11-24T05:00:00Z'),
              endDate: Date.parse('2026-11-24T23:30:00Z'),
              activity: '',
            },
            type: 'Neue_Dienstanfrage',
          },
        ],
      }),
    );
    expect(values.days).toEqual([{ day: '2026-11-24', start: '06:00', end: '00:30' }]);
  });
});
