import type { ApiSchema } from './api-types';
import type { JobDateMode } from './jobs';

/**
 * The wire shapes of a shift request, named as the spec names them (`_id` beside `id`, `desc`,
 * `orig_dept`, `accomodation`), shared by the API (which answers with them) and the portal.
 * Dates travel as millisecond timestamps. Each `*Wire` name is the schema the API's OpenAPI
 * document declares (domain/src/api/openapi.ts, generated): the API's mappers and the clients are
 * type-checked against the same contract, never against a hand-written copy.
 */

/** A named reference (organisation or department). */
export type NamedRefWire = ApiSchema<'NamedRefResponseDto'>;

/**
 * One shift (or period) of a request. `activity` holds the shift types or time labels as text.
 * `endDate` is null for an open end (only the one period of a SPORADIC request).
 */
export type JobDateWire = ApiSchema<'JobDateResponseDto'>;

/** An applicant as the hospital sees it: a name and a qualification level, never more. */
export type JobApplicantWire = ApiSchema<'ApplicantResponseDto'>;

/** A pay line of a doctor request: activity (Aktiv, Passiv, Bereitschaftsdienst) and euros per hour. */
export type JobSalaryWire = ApiSchema<'SalaryResponseDto'>;

export type JobWire = ApiSchema<'JobResponseDto'>;

/** The organisation's requests as the three tables show them. */
export type OrganisationJobsWire = ApiSchema<'OrganisationJobsResponseDto'>;

export type OrganisationJobGroup = keyof OrganisationJobsWire;
export const ORGANISATION_JOB_GROUPS: readonly OrganisationJobGroup[] = [
  'externeAnfagen',
  'confirmation',
  'offeneShifts',
];

/**
 * One date of the create payload: `startDate`/`endDate` in ms, `activity` text (time label or
 * shift types). `endDate` null or left out means an open end, accepted only for a SPORADIC request
 * with exactly one date (`openEndAllowed`).
 */
export type JobCreateDateWire = ApiSchema<'JobDateDto'>;

/** Whether a date has no end (an open-ended period). */
export function isOpenEnd(date: { date: { startDate: number; endDate?: number | null } }): boolean {
  return date.date.endDate === null || date.date.endDate === undefined;
}

/** An open end is allowed only for the single period of a SPORADIC request; FIXED dates need an end. */
export function openEndAllowed(
  dateMode: JobDateMode | undefined,
  dates: readonly { date: { startDate: number; endDate?: number | null } }[],
): boolean {
  return !dates.some(isOpenEnd) || (dateMode === 'SPORADIC' && dates.length === 1);
}

/**
 * The payload of `POST /api/job`. Lists (`skills`, `jobType`) may also be sent as
 * comma-plus-space text ("Intensiv, Beatmung"). `state`, `applicants` and `orig_submission` are
 * accepted because the spec's clients send them, and ignored: the server decides the state.
 */
export type JobCreateWire = ApiSchema<'CreateJobDto'>;

/** The fields `PUT /api/job/{id}` changes (all optional) plus the version that was read. */
export type JobUpdateWire = ApiSchema<'UpdateJobDto'>;

/** The earliest start of a request's dates (ms), or undefined when it has none. */
export function firstJobDate(job: Pick<JobWire, 'dates'>): number | undefined {
  let first: number | undefined;
  for (const date of job.dates) {
    if (first === undefined || date.date.startDate < first) first = date.date.startDate;
  }
  return first;
}

/** Orders requests by their first date; requests without dates come last; ties by id. */
export function compareByFirstDate(a: JobWire, b: JobWire): number {
  const first = firstJobDate(a);
  const second = firstJobDate(b);
  if (first !== second) {
    if (first === undefined) return 1;
    if (second === undefined) return -1;
    return first - second;
  }
  return a._id - b._id;
}

/** Which of the three tables a request belongs to, by its applicants' states. */
export function organisationJobGroup(job: Pick<JobWire, 'applicants'>): OrganisationJobGroup {
  if (job.applicants.some((applicant) => applicant.state === 'selected')) return 'externeAnfagen';
  if (job.applicants.length > 0) return 'confirmation';
  return 'offeneShifts';
}

/**
 * The spec's grouping of an organisation's requests: any applicant selected → externeAnfagen,
 * keeping only the selected applicants; applicants all applied → confirmation; none →
 * offeneShifts. Each group is sorted by its first date.
 */
export function groupOrganisationJobs(jobs: readonly JobWire[]): OrganisationJobsWire {
  const groups: OrganisationJobsWire = { externeAnfagen: [], confirmation: [], offeneShifts: [] };
  for (const job of jobs) {
    const group = organisationJobGroup(job);
    if (group === 'externeAnfagen') {
      groups.externeAnfagen.push({
        ...job,
        applicants: job.applicants.filter((applicant) => applicant.state === 'selected'),
      });
    } else {
      groups[group].push(job);
    }
  }
  for (const group of ORGANISATION_JOB_GROUPS) groups[group].sort(compareByFirstDate);
  return groups;
}

/** Splits comma-plus-space text ("a, b,c") into a trimmed list without empty items. */
export function splitListText(value: string | readonly string[] | null | undefined): string[] {
  if (value === null || value === undefined) return [];
  const items = typeof value === 'string' ? value.split(',') : value;
  return items.map((item) => item.trim()).filter((item) => item.length > 0);
}
