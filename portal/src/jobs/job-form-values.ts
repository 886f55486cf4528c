import {
  checkEuros,
  INITIAL_JOB_STATE,
  parseEuros,
  JOB_DEFAULTS,
  addBerlinDays,
  berlinDay,
  berlinTime,
  berlinWallInstant,
  optional,
  splitListText,
  type Instant,
  type JobCreateWire,
  type JobDateMode,
  type JobKind,
  type JobUpdateWire,
  type JobWire,
} from '@medstaff/domain';
import type { TranslationKey } from '../i18n/translations';

/** The spec's defaults: a chosen day runs 12:00–12:00; the fixed-shift helper sets 05:30–19:30. */
export const DEFAULT_TIMES = { start: '12:00', end: '12:00' } as const;
export const FIXED_SHIFT_TIMES = { start: '05:30', end: '19:30' } as const;
/** The spec's doctor departments and the qualification choices that are on by default. */
export const DOCTOR_DEPARTMENTS = ['Neurologie', 'Urologie', 'Cardiologie'] as const;
export const DOCTOR_CHOICES = ['Facharzt', 'Assistenzarzt', 'Ab Sofort'] as const;
export type DoctorChoice = (typeof DOCTOR_CHOICES)[number];
export const CONTRACT_TYPES = ['Arbeitnehmerueberlassung', 'BefristeteAnstellung'] as const;
export const SHIFT_TYPES = ['Tagesdienst', 'Nachtdienst', 'Bereitschaftsdienst'] as const;
/** Hours a nurse request stays with the department's pool before it goes to agencies (0: the organisation's default). */
export const TIME_LIMIT_HOURS = [0, 1, 2, 4, 8, 12, 24, 48, 72] as const;
/** The salary lines of a doctor request: pay per hour for active and passive (on-call) time. */
export const PAY_ACTIVITIES = { active: 'Aktiv', passive: 'Passiv' } as const;

/** One chosen day of a FIXED request: the day (YYYY-MM-DD, local) and its times (HH:mm). */
export interface ShiftDay {
  day: string;
  start: string;
  end: string;
}

export interface JobFormValues {
  kind: JobKind;
  title: string;
  subtitle: string;
  organisation: string;
  department: string;
  description: string;
  dateMode: JobDateMode;
  days: ShiftDay[];
  /** SPORADIC: from (defaults to today) and an optional end. */
  periodStart: string;
  periodEnd: string;
  skills: string;
  jobTypes: string;
  contractType: string;
  /** Hours with the internal pool as text (a TIME_LIMIT_HOURS value; '0': the organisation's default). */
  timeLimit: string;
  shiftType: string;
  position: string;
  field: string;
  activity: string;
  choices: Record<DoctorChoice, boolean>;
  payActive: string;
  payPassive: string;
  accommodation: boolean;
}

export type JobFormField =
  'title' | 'organisation' | 'department' | 'field' | 'days' | 'periodStart' | 'periodEnd' | 'payActive' | 'payPassive';

export type JobFormErrors = Partial<Record<JobFormField, TranslationKey>>;

/** The order in which the first invalid field is focused. */
export const JOB_FORM_FIELD_ORDER: readonly JobFormField[] = [
  'title',
  'organisation',
  'department',
  'field',
  'days',
  'periodStart',
  'periodEnd',
  'payActive',
  'payPassive',
];

// The form's days and times are Berlin wall-clock time, whatever the browser's zone: a hospital
// entering 06:00 means 06:00 in Berlin.

/** The Berlin calendar day (YYYY-MM-DD) of an instant. */
export function isoDay(date: Instant): string {
  return berlinDay(date);
}

/** The Berlin wall-clock time (HH:mm) of an instant. */
export function clockTime(date: Instant): string {
  return berlinTime(date);
}

export function emptyJobForm(kind: JobKind, today: Date = new Date()): JobFormValues {
  return {
    kind,
    title: '',
    subtitle: '',
    organisation: '',
    department: '',
    description: '',
    dateMode: 'FIXED',
    days: [],
    periodStart: isoDay(today),
    periodEnd: '',
    skills: '',
    jobTypes: JOB_DEFAULTS.jobType,
    contractType: JOB_DEFAULTS.contractType,
    timeLimit: String(JOB_DEFAULTS.timeLimit),
    shiftType: '',
    position: '',
    field: '',
    activity: '',
    choices: { Facharzt: true, Assistenzarzt: true, 'Ab Sofort': true },
    payActive: '',
    payPassive: '',
    accommodation: true,
  };
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^\d{2}:\d{2}$/;

/** A euro amount as typed ("45", "45,50", "1.234,50", "45.5"): the shared parsing of `@medstaff/domain`. */
export { parseEuros };
/** The server's limit for a salary line (euros per hour). */
const PAY = optional(checkEuros({ max: 10_000 }));

/** The days from `from` to `to` (inclusive, YYYY-MM-DD), or [] when the end precedes the start. */
export function daysBetween(from: string, to: string): string[] {
  if (!DAY_PATTERN.test(from) || !DAY_PATTERN.test(to) || to < from) return [];
  const days: string[] = [];
  // Calendar days, not instants: counted on UTC dates, which have no time zone to shift them.
  const cursor = new Date(`${from}T00:00:00Z`);
  while (cursor.toISOString().slice(0, 10) <= to) {
    days.push(cursor.toISOString().slice(0, 10));
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return days;
}

function hasDates(values: JobFormValues): boolean {
  return values.dateMode === 'FIXED' ? values.days.length > 0 : DAY_PATTERN.test(values.periodStart);
}

/**
 * The nurse request's rules (the spec's): a title, at least one date, a department (station) and
 * an organisation. Each broken rule names its field and a message key.
 */
export function validateNurseJob(values: JobFormValues): JobFormErrors {
  const errors: JobFormErrors = {};
  if (!values.title.trim()) errors.title = 'jobForm.error.title';
  if (!values.organisation) errors.organisation = 'jobForm.error.organisation';
  if (!values.department) errors.department = 'jobForm.error.department';
  Object.assign(errors, dateErrors(values));
  return errors;
}

/**
 * The doctor request's rules: a title, a date or a period, a field and an organisation; the pay
 * inputs, when filled, are euro amounts.
 */
export function validateDoctorJob(values: JobFormValues): JobFormErrors {
  const errors: JobFormErrors = {};
  if (!values.title.trim()) errors.title = 'jobForm.error.title';
  if (!values.organisation) errors.organisation = 'jobForm.error.organisation';
  if (!values.field) errors.field = 'jobForm.error.field';
  Object.assign(errors, dateErrors(values));
  if (PAY(values.payActive)) errors.payActive = 'jobForm.error.pay';
  if (PAY(values.payPassive)) errors.payPassive = 'jobForm.error.pay';
  return errors;
}

export function validateJobForm(values: JobFormValues): JobFormErrors {
  return values.kind === 'DOCTOR' ? validateDoctorJob(values) : validateNurseJob(values);
}

function dateErrors(values: JobFormValues): JobFormErrors {
  if (values.dateMode === 'FIXED') {
    if (values.days.length === 0) return { days: 'jobForm.error.dates' };
    const broken = values.days.some(
      (day) => !DAY_PATTERN.test(day.day) || !TIME_PATTERN.test(day.start) || !TIME_PATTERN.test(day.end),
    );
    return broken ? { days: 'jobForm.error.time' } : {};
  }
  if (!hasDates(values)) return { periodStart: 'jobForm.error.dates' };
  if (values.periodEnd && (!DAY_PATTERN.test(values.periodEnd) || values.periodEnd < values.periodStart)) {
    return { periodEnd: 'jobForm.error.periodEnd' };
  }
  return {};
}

/**
 * A shift's start and end in ms, its day and times read as Berlin wall-clock time; an end at or
 * before the start time ends on the next day (night shifts, 24 h).
 */
export function shiftInstants(day: ShiftDay): { startDate: number; endDate: number } {
  const startDate = berlinWallInstant(day.day, day.start);
  const end = berlinWallInstant(day.day, day.end);
  return { startDate, endDate: end <= startDate ? addBerlinDays(end, 1) : end };
}

/** A sporadic period: from the start day (or now, if that is today) to the end of the end day; no end day = open end (null). */
function periodInstants(values: JobFormValues, now: Date): { startDate: number; endDate: number | null } {
  const start = values.periodStart === isoDay(now) ? now.getTime() : berlinWallInstant(values.periodStart, '00:00');
  const end = values.periodEnd ? berlinWallInstant(values.periodEnd, '23:59') : null;
  return { startDate: start, endDate: end };
}

function wireDates(values: JobFormValues, now: Date): JobCreateWire['dates'] {
  const type = values.kind === 'DOCTOR' ? 'vertretungsarzt' : 'Neue_Dienstanfrage';
  if (values.dateMode === 'SPORADIC') {
    return [{ date: { ...periodInstants(values, now), activity: values.shiftType || values.activity || '' }, type }];
  }
  return [...values.days]
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((day) => ({ date: { ...shiftInstants(day), activity: `${day.start}–${day.end}` }, type }));
}

function chosenSkills(values: JobFormValues): string[] {
  const skills = splitListText(values.skills);
  if (values.kind !== 'DOCTOR') return skills;
  return [...DOCTOR_CHOICES.filter((choice) => values.choices[choice] && !skills.includes(choice)), ...skills];
}

/** The spec's save payload (POST /job): nurse requests in internal_adv, doctor requests in external_adv. */
export function createPayload(values: JobFormValues, now: Date = new Date()): JobCreateWire {
  const common: JobCreateWire = {
    kind: values.kind,
    title: values.title.trim(),
    desc: values.description.trim(),
    dates: wireDates(values, now),
    dateMode: values.dateMode,
    skills: chosenSkills(values),
    orig_dept: values.department ? Number(values.department) : null,
    state: INITIAL_JOB_STATE[values.kind],
    organisation: Number(values.organisation),
    applicants: [],
    jobType: splitListText(values.jobTypes),
    // Doctor requests go to agencies at once: no time with the pool.
    timeLimit: values.kind === 'DOCTOR' ? JOB_DEFAULTS.timeLimit : Number(values.timeLimit) || 0,
    orig_submission: '',
    contractType: values.contractType,
    shiftType: values.shiftType || null,
    position: values.position || null,
  };
  if (values.kind !== 'DOCTOR') return common;
  const salary = (
    [
      [PAY_ACTIVITIES.active, values.payActive],
      [PAY_ACTIVITIES.passive, values.payPassive],
    ] as const
  )
    .map(([activity, text]) => ({ activity, cost: parseEuros(text) }))
    .filter((line): line is { activity: 'Aktiv' | 'Passiv'; cost: number } => line.cost !== undefined);
  return {
    ...common,
    field: values.field,
    jobOperation: values.activity.trim(),
    payment: '',
    salary,
    subtitle: values.subtitle.trim(),
    accomodation: values.accommodation,
  };
}

/** The update payload (PUT /job/{id}): the same fields, minus what only creation sets, plus the version read. */
export function updatePayload(values: JobFormValues, version: number, now: Date = new Date()): JobUpdateWire {
  const {
    kind: _kind,
    state: _state,
    applicants: _applicants,
    orig_submission: _submission,
    ...fields
  } = createPayload(values, now);
  return { ...fields, version };
}

/** The form of an existing request, for editing. */
export function formValuesOf(job: JobWire): JobFormValues {
  const base = emptyJobForm(job.kind);
  const days = job.dates.map((date) => {
    const start = date.date.startDate;
    // FIXED dates always have an end; an open end (SPORADIC only) would read as 24 hours.
    const end = date.date.endDate ?? date.date.startDate;
    return { day: isoDay(start), start: clockTime(start), end: clockTime(end) };
  });
  const firstDate = job.dates[0]?.date;
  const active = job.salary.find((line) => line.activity === PAY_ACTIVITIES.active);
  const passive = job.salary.find((line) => line.activity === PAY_ACTIVITIES.passive);
  const choiceSkills = new Set<string>(DOCTOR_CHOICES);
  return {
    ...base,
    title: job.title,
    subtitle: job.subtitle ?? '',
    organisation: job.organisation ? String(job.organisation._id) : '',
    department: job.orig_dept ? String(job.orig_dept._id) : '',
    description: job.desc ?? '',
    dateMode: job.dateMode,
    days: job.dateMode === 'FIXED' ? days : [],
    periodStart: job.dateMode === 'SPORADIC' && firstDate ? isoDay(firstDate.startDate) : base.periodStart,
    // An open end (null, or end = start as sent before open ends were stored) leaves the end empty.
    periodEnd:
      job.dateMode === 'SPORADIC' && firstDate && firstDate.endDate !== null && firstDate.endDate > firstDate.startDate
        ? isoDay(firstDate.endDate)
        : '',
    skills: job.skills.filter((skill) => job.kind !== 'DOCTOR' || !choiceSkills.has(skill)).join(', '),
    jobTypes: job.jobType.join(', '),
    contractType: job.contractType || base.contractType,
    timeLimit: String(job.timeLimit ?? 0),
    shiftType: job.shiftType ?? '',
    position: job.position ?? '',
    field: job.field ?? '',
    activity: job.jobOperation ?? '',
    choices: {
      Facharzt: job.skills.includes('Facharzt'),
      Assistenzarzt: job.skills.includes('Assistenzarzt'),
      'Ab Sofort': job.skills.includes('Ab Sofort'),
    },
    payActive: active ? String(active.cost) : '',
    payPassive: passive ? String(passive.cost) : '',
    accommodation: job.accomodation,
  };
}
