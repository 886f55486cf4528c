import {
  isOpenApplicationState,
  joinAddress,
  splitListText,
  type AgencyJobWire,
  type JobAnswerWire,
  type JobApplicantWire,
  type JobWire,
  type PoolJobWire,
} from '@medstaff/domain';
import type {
  AgencyAudience,
  HospitalAudience,
  JobAudience,
  OperatorAudience,
  PoolAudience,
} from '../../access/job-audience';
import type { PersonProfile } from '../../people/person-contacts.service';
import type { Application } from './application.entity';
import type { JobDate } from './job-date.entity';
import type { JobRequest } from './job-request.entity';
import type { JobSalary } from './job-salary.entity';

/** The request's own columns the wire carries (an entity, or a row read for a list). */
export type JobFields = Pick<
  JobRequest,
  | 'id'
  | 'kind'
  | 'state'
  | 'title'
  | 'subtitle'
  | 'description'
  | 'organisationId'
  | 'departmentId'
  | 'positionCode'
  | 'fieldCode'
  | 'jobType'
  | 'shiftType'
  | 'contractType'
  | 'skills'
  | 'dateMode'
  | 'timeLimit'
  | 'jobOperation'
  | 'payment'
  | 'accommodation'
  | 'releaseDueAt'
  | 'releasedAt'
  | 'filledAt'
  | 'createdAt'
  | 'updatedAt'
  | 'version'
>;
export type JobDateFields = Pick<JobDate, 'id' | 'startAt' | 'endAt' | 'activities' | 'type'>;
export type JobSalaryFields = Pick<JobSalary, 'id' | 'activity' | 'cost'>;
export type ApplicationFields = Pick<Application, 'id' | 'state' | 'agencyId' | 'candidateId' | 'applicantName'>;
export type CandidateFields = Pick<PersonProfile, 'firstName' | 'lastName' | 'qualificationLevel'>;
/** The organisation's columns a request's wire shows (its address), as the wire reader reads them. */
export interface OrganisationFields {
  name: string;
  address: string;
  postcode: string;
  city: string | null;
  country: string | null;
}

/** What a request is mapped with: its rows, its organisation and the name of its department. */
export interface JobParts {
  dates: readonly JobDateFields[];
  salaries: readonly JobSalaryFields[];
  applications: readonly ApplicationFields[];
  candidates: ReadonlyMap<number, CandidateFields>;
  organisation: OrganisationFields | undefined;
  departmentName: string | undefined;
}

/** The answer type of each audience: the whole request, an agency's view, a pool member's view. */
export type JobAnswerFor<A extends JobAudience> = A extends AgencyAudience
  ? AgencyJobWire
  : A extends PoolAudience
    ? PoolJobWire
    : A extends HospitalAudience | OperatorAudience
      ? JobWire
      : JobAnswerWire;

/**
 * A request as the audience may see it (the one place that decides it): the hospital and the
 * operators the whole request; an agency its own applications only (filtered here whatever the
 * caller read); a pool member the shift without applicants or the hospital's internal fields.
 */
export function toJobAnswer<A extends JobAudience>(audience: A, job: JobFields, parts: JobParts): JobAnswerFor<A>;
export function toJobAnswer(audience: JobAudience, job: JobFields, parts: JobParts): JobAnswerWire {
  switch (audience.kind) {
    case 'hospital':
    case 'operator':
      return toJobWire(job, parts);
    case 'agency':
      return toAgencyJobWire(audience, job, parts);
    case 'pool':
      return toPoolJobWire(job, parts);
  }
}

/** The agency's view: its own applications as applicants, the hospital with its address. */
function toAgencyJobWire(audience: AgencyAudience, job: JobFields, parts: JobParts): AgencyJobWire {
  const agencyIds = new Set(audience.agencyIds);
  const own = parts.applications.filter(
    (application) => application.agencyId !== null && agencyIds.has(application.agencyId),
  );
  const wire = toJobWire(job, { ...parts, applications: own });
  const organisation = parts.organisation;
  return {
    ...wire,
    organisation: wire.organisation
      ? { ...wire.organisation, address: organisation ? joinAddress(organisation) : '', city: organisation?.city ?? '' }
      : null,
  };
}

/** The pool member's view: the allow-listed fields of `PoolJobWire`, built without any application. */
function toPoolJobWire(job: JobFields, parts: JobParts): PoolJobWire {
  const wire = toJobWire(job, { ...parts, applications: [], candidates: new Map() });
  return {
    _id: wire._id,
    title: wire.title,
    desc: wire.desc,
    kind: wire.kind,
    dates: wire.dates,
    skills: wire.skills,
    state: wire.state,
    organisation: wire.organisation,
    orig_dept: wire.orig_dept,
  };
}

const ms = (value: Date | string): number => (value instanceof Date ? value : new Date(value)).getTime();

/** First and last name of an applicant: the candidate's when known, else the application's name split once. */
function applicantUser(
  application: ApplicationFields,
  candidate: CandidateFields | undefined,
): JobApplicantWire['user'] {
  if (candidate) {
    return {
      firstName: candidate.firstName,
      lastName: candidate.lastName,
      user_info: { qualification: { level: candidate.qualificationLevel } },
    };
  }
  const name = application.applicantName.trim();
  const space = name.indexOf(' ');
  return {
    firstName: space < 0 ? name : name.slice(0, space),
    lastName: space < 0 ? '' : name.slice(space + 1).trim(),
    user_info: { qualification: { level: null } },
  };
}

/**
 * A request's applicants: only open applications (withdrawn and not chosen ones are history), by
 * id, with the candidate's name where known.
 */
export function toApplicantsWire(
  applications: readonly ApplicationFields[],
  candidates: ReadonlyMap<number, CandidateFields>,
): JobApplicantWire[] {
  return [...applications]
    .filter((application) => isOpenApplicationState(application.state))
    .sort((a, b) => a.id - b.id)
    .map((application) => ({
      _id: application.id,
      state: application.state,
      user: applicantUser(
        application,
        application.candidateId === null ? undefined : candidates.get(application.candidateId),
      ),
    }));
}

/** Entity → the spec's job shape, whole (the hospital's and the operators' view: see `toJobAnswer`). */
function toJobWire(job: JobFields, parts: JobParts): JobWire {
  return {
    _id: job.id,
    id: job.id,
    kind: job.kind,
    title: job.title,
    desc: job.description ?? '',
    organisation: parts.organisation === undefined ? null : { _id: job.organisationId, name: parts.organisation.name },
    orig_dept:
      job.departmentId === null || parts.departmentName === undefined
        ? null
        : { _id: job.departmentId, name: parts.departmentName },
    dates: [...parts.dates]
      .sort((a, b) => ms(a.startAt) - ms(b.startAt) || a.id - b.id)
      .map((date) => ({
        _id: date.id,
        date: {
          startDate: ms(date.startAt),
          endDate: date.endAt === null || date.endAt === undefined ? null : ms(date.endAt),
          activity: (date.activities ?? []).join(', '),
        },
        type: date.type,
      })),
    skills: job.skills ?? [],
    state: job.state,
    applicants: toApplicantsWire(parts.applications, parts.candidates),
    jobType: splitListText(job.jobType),
    timeLimit: job.timeLimit,
    releaseDueAt: job.releaseDueAt ? ms(job.releaseDueAt) : null,
    releasedAt: job.releasedAt ? ms(job.releasedAt) : null,
    filledAt: job.filledAt ? ms(job.filledAt) : null,
    contractType: job.contractType,
    dateMode: job.dateMode,
    shiftType: job.shiftType,
    position: job.positionCode,
    orig_submission: ms(job.createdAt),
    jobOperation: job.jobOperation ?? '',
    payment: job.payment ?? '',
    salary: [...parts.salaries]
      .sort((a, b) => a.id - b.id)
      .map((salary) => ({ _id: salary.id, activity: salary.activity, cost: Number(salary.cost) })),
    subtitle: job.subtitle ?? '',
    accomodation: job.accommodation,
    field: job.fieldCode ?? '',
    version: job.version,
    createdAt: new Date(ms(job.createdAt)).toISOString(),
    updatedAt: new Date(ms(job.updatedAt)).toISOString(),
  };
}
