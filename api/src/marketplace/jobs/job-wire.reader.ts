import type { ApplicationState, JobDateType } from '@medstaff/domain';
import type { EntityManager } from 'typeorm';
import type { JobAudience } from '../../access/job-audience';
import { departmentNamesById, organisationAddressesById } from '../../organisations/organisation-query-parts';
import { personNamesById } from '../../people/person-query-parts';
import type { RowsByIdPart } from '../../platform/database/query-parts';
import { rawInstant } from '../../platform/database/raw-values';
import type { JobApplicantWire } from '@medstaff/domain';
import {
  toApplicantsWire,
  toJobAnswer,
  type ApplicationFields,
  type CandidateFields,
  type JobAnswerFor,
  type JobDateFields,
  type JobFields,
  type JobSalaryFields,
  type OrganisationFields,
} from './job.mapper';

/** Ids per `IN (…)` list: far below SQLite's and MySQL's parameter limits. */
const CHUNK = 1000;

type Raw = string | number | Date | null;

/** Rows of one query per chunk of ids, for a statement with one `IN (…)` list of the ids. */
async function rowsIn<T>(manager: EntityManager, sql: (list: string) => string, ids: readonly number[]): Promise<T[]> {
  const rows: T[] = [];
  for (let index = 0; index < ids.length; index += CHUNK) {
    const part = ids.slice(index, index + CHUNK);
    rows.push(...((await manager.query(sql(part.map(() => '?').join(', ')), part)) as T[]));
  }
  return rows;
}

/**
 * Another module's rows by id (`RowsByIdPart`: its statement, its fields), one query per chunk of
 * ids, as a map by id.
 */
async function partRowsIn<T>(
  manager: EntityManager,
  part: RowsByIdPart<T>,
  ids: readonly number[],
): Promise<Map<number, T>> {
  const rows = await rowsIn<Record<string, Raw>>(manager, (list) => part.sql(list), ids);
  return new Map(rows.map((row) => [part.id(row), part.fields(row)]));
}

/**
 * A raw `datetime` as milliseconds: SQLite's UTC text `YYYY-MM-DD HH:MM:SS[.SSS]` read digit by
 * digit (a list reads tens of thousands of them; parsing through a regular expression and
 * `Date.parse` showed in the profile), anything else (mysql2's `Date`, other text) by `rawInstant`.
 */
export function rowInstant(value: Date | string | number): number {
  if (
    typeof value === 'string' &&
    (value.length === 19 || value.length === 23) &&
    value[4] === '-' &&
    value[7] === '-' &&
    value[10] === ' ' &&
    value[13] === ':' &&
    value[16] === ':'
  ) {
    const digits = (from: number, count: number): number => {
      let result = 0;
      for (let index = from; index < from + count; index += 1) {
        const digit = value.charCodeAt(index) - 48;
        if (digit < 0 || digit > 9) return Number.NaN;
        result = result * 10 + digit;
      }
      return result;
    };
    const millis = value.length === 23 && value.charCodeAt(19) === 46 ? digits(20, 3) : value.length === 19 ? 0 : NaN;
    const instant = Date.UTC(
      digits(0, 4),
      digits(5, 2) - 1,
      digits(8, 2),
      digits(11, 2),
      digits(14, 2),
      digits(17, 2),
      millis,
    );
    // Years below 100 would be read as 19xx by Date.UTC: those (never stored) take the general path.
    if (Number.isFinite(instant) && digits(0, 4) >= 100) return instant;
  }
  return rawInstant(value);
}

const instant = (value: Raw): Date => new Date(rowInstant(value as Date | string | number));
const instantOrNull = (value: Raw): Date | null => (value === null ? null : instant(value));
const idOrNull = (value: Raw): number | null => (value === null ? null : Number(value));
/** A `simple-json` column as TypeORM reads it (stored as JSON text on both dialects). */
const jsonList = (value: Raw): string[] => (typeof value === 'string' ? (JSON.parse(value) as string[]) : []);
const text = (value: Raw): string => (value === null ? '' : String(value));
const textOrNull = (value: Raw): string | null => (value === null ? null : String(value));

/** Groups rows by their request (one array per request, filled in place). */
function byJob<T>(rows: readonly { job: number; row: T }[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const { job, row } of rows) {
    const list = map.get(job);
    if (list) list.push(row);
    else map.set(job, [row]);
  }
  return map;
}

/**
 * Requests as the audience sees them (`toJobAnswer`), in the order of the ids (missing ids left
 * out): one `IN (…)` query per table and chunk of ids (requests, dates, pay lines, applications,
 * candidates, organisations and department names), each reading only the columns the wire carries
 * as raw rows (a list of 2,000 requests holds ~10,000 dates: building entities for them cost more
 * than the SQL). Only the applications the audience may see are read at all.
 */
export async function readJobAnswers<A extends JobAudience>(
  manager: EntityManager,
  ids: readonly number[],
  audience: A,
): Promise<JobAnswerFor<A>[]> {
  if (ids.length === 0) return [];
  const jobRows = await rowsIn<JobRow>(
    manager,
    (list) => `SELECT ${JOB_COLUMNS.join(', ')} FROM job_request WHERE id IN (${list})`,
    ids,
  );
  const jobs = new Map(jobRows.map((row) => [Number(row.id), row]));
  return jobAnswersOfRows(
    manager,
    ids.flatMap((id) => jobs.get(id) ?? []),
    audience,
  );
}

/** The request columns a wire carries, for a query that reads them itself (`jobWiresOfRows`). */
export const JOB_COLUMNS = [
  'id',
  'kind',
  'state',
  'title',
  'subtitle',
  'description',
  'organisation_id',
  'department_id',
  'position_code',
  'field_code',
  'job_type',
  'shift_type',
  'contract_type',
  'skills',
  'date_mode',
  'time_limit',
  'job_operation',
  'payment',
  'accommodation',
  'release_due_at',
  'released_at',
  'filled_at',
  'created_at',
  'updated_at',
  'version',
] as const;

/** A request row as read with `JOB_COLUMNS`. */
export type JobRow = Record<(typeof JOB_COLUMNS)[number], Raw>;

/** The applications of the requests an audience may see: all, its agencies' own, or none (pool). */
async function applicationRowsFor(
  manager: EntityManager,
  jobIds: readonly number[],
  audience: JobAudience,
): Promise<Record<string, Raw>[]> {
  const columns = 'SELECT id, job_request_id, state, agency_id, candidate_id, applicant_name FROM application';
  switch (audience.kind) {
    case 'pool':
      return [];
    case 'agency': {
      if (audience.agencyIds.length === 0) return [];
      const agencies = audience.agencyIds.map(() => '?').join(', ');
      const rows: Record<string, Raw>[] = [];
      for (let index = 0; index < jobIds.length; index += CHUNK) {
        const part = jobIds.slice(index, index + CHUNK);
        const list = part.map(() => '?').join(', ');
        rows.push(
          ...((await manager.query(`${columns} WHERE job_request_id IN (${list}) AND agency_id IN (${agencies})`, [
            ...part,
            ...audience.agencyIds,
          ])) as Record<string, Raw>[]),
        );
      }
      return rows;
    }
    default:
      return rowsIn<Record<string, Raw>>(manager, (list) => `${columns} WHERE job_request_id IN (${list})`, jobIds);
  }
}

/** Requests read with `JOB_COLUMNS`, in their order, as the audience sees them (their related rows read here). */
export async function jobAnswersOfRows<A extends JobAudience>(
  manager: EntityManager,
  jobRows: readonly JobRow[],
  audience: A,
): Promise<JobAnswerFor<A>[]> {
  if (jobRows.length === 0) return [];
  const jobs = new Map<number, JobFields>();
  const ids: number[] = [];
  for (const row of jobRows) {
    const job: JobFields = {
      id: Number(row.id),
      kind: row.kind as JobFields['kind'],
      state: row.state as JobFields['state'],
      title: text(row.title),
      subtitle: textOrNull(row.subtitle),
      description: textOrNull(row.description),
      organisationId: Number(row.organisation_id),
      departmentId: idOrNull(row.department_id),
      positionCode: textOrNull(row.position_code),
      fieldCode: textOrNull(row.field_code),
      jobType: text(row.job_type),
      shiftType: textOrNull(row.shift_type),
      contractType: text(row.contract_type),
      skills: jsonList(row.skills),
      dateMode: row.date_mode as JobFields['dateMode'],
      timeLimit: Number(row.time_limit),
      jobOperation: textOrNull(row.job_operation),
      payment: textOrNull(row.payment),
      accommodation: Boolean(Number(row.accommodation)),
      releaseDueAt: instantOrNull(row.release_due_at),
      releasedAt: instantOrNull(row.released_at),
      filledAt: instantOrNull(row.filled_at),
      createdAt: instant(row.created_at),
      updatedAt: instant(row.updated_at),
      version: Number(row.version),
    };
    jobs.set(job.id, job);
    ids.push(job.id);
  }
  const found = [...jobs.keys()];
  const dateRows = await rowsIn<Record<string, Raw>>(
    manager,
    (list) =>
      'SELECT id, job_request_id, start_at, end_at, activities, type FROM job_date ' +
      `WHERE job_request_id IN (${list})`,
    found,
  );
  const salaryRows = await rowsIn<Record<string, Raw>>(
    manager,
    (list) => `SELECT id, job_request_id, activity, cost FROM job_salary WHERE job_request_id IN (${list})`,
    found,
  );
  const applicationRows = await applicationRowsFor(manager, found, audience);
  const candidateIds = [
    ...new Set(applicationRows.flatMap((row) => (row.candidate_id === null ? [] : [Number(row.candidate_id)]))),
  ];
  const candidates: Map<number, CandidateFields> = await partRowsIn(manager, personNamesById(manager), candidateIds);
  const jobList = [...jobs.values()];
  const organisations: Map<number, OrganisationFields> = await partRowsIn(manager, organisationAddressesById(manager), [
    ...new Set(jobList.map((job) => job.organisationId)),
  ]);
  const departmentNames = await partRowsIn(manager, departmentNamesById(manager), [
    ...new Set(jobList.flatMap((job) => (job.departmentId === null ? [] : [job.departmentId]))),
  ]);

  const datesOf = byJob<JobDateFields>(
    dateRows.map((row) => ({
      job: Number(row.job_request_id),
      row: {
        id: Number(row.id),
        startAt: instant(row.start_at),
        endAt: instantOrNull(row.end_at),
        activities: jsonList(row.activities),
        type: row.type as JobDateType,
      },
    })),
  );
  const salariesOf = byJob<JobSalaryFields>(
    salaryRows.map((row) => ({
      job: Number(row.job_request_id),
      row: { id: Number(row.id), activity: text(row.activity), cost: String(row.cost) },
    })),
  );
  const applicationsOf = byJob<ApplicationFields>(
    applicationRows.map((row) => ({
      job: Number(row.job_request_id),
      row: {
        id: Number(row.id),
        state: row.state as ApplicationState,
        agencyId: idOrNull(row.agency_id),
        candidateId: idOrNull(row.candidate_id),
        applicantName: text(row.applicant_name),
      },
    })),
  );
  return ids.map((id) => {
    const job = jobs.get(id) as JobFields;
    return toJobAnswer(audience, job, {
      dates: datesOf.get(id) ?? [],
      salaries: salariesOf.get(id) ?? [],
      applications: applicationsOf.get(id) ?? [],
      candidates,
      organisation: organisations.get(job.organisationId),
      departmentName: job.departmentId === null ? undefined : departmentNames.get(job.departmentId),
    });
  });
}

/**
 * The agencies' own applications on the requests `jobIds` as the applicants of each request (the
 * agency view's `applicants`, built by the same mapper), with the candidates' names: one query
 * for the applications, one for the names when there are candidates. Requests without one are
 * left out.
 */
export async function agencyApplicantsOf(
  manager: EntityManager,
  jobIds: readonly number[],
  agencyIds: readonly number[],
): Promise<Map<number, JobApplicantWire[]>> {
  const result = new Map<number, JobApplicantWire[]>();
  if (jobIds.length === 0 || agencyIds.length === 0) return result;
  const rows = await applicationRowsFor(manager, jobIds, { kind: 'agency', agencyIds });
  const candidateIds = [
    ...new Set(rows.flatMap((row) => (row.candidate_id === null ? [] : [Number(row.candidate_id)]))),
  ];
  const candidates: Map<number, CandidateFields> = await partRowsIn(manager, personNamesById(manager), candidateIds);
  const byRequest = byJob<ApplicationFields>(
    rows.map((row) => ({
      job: Number(row.job_request_id),
      row: {
        id: Number(row.id),
        state: row.state as ApplicationState,
        agencyId: idOrNull(row.agency_id),
        candidateId: idOrNull(row.candidate_id),
        applicantName: text(row.applicant_name),
      },
    })),
  );
  for (const [jobId, applications] of byRequest) result.set(jobId, toApplicantsWire(applications, candidates));
  return result;
}
