import { isOpenApplicationState, splitListText, type JobApplicantWire, type JobWire } from '@medstaff/domain';
import type { Person } from '../persons/person.entity';
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
export type ApplicationFields = Pick<Application, 'id' | 'state' | 'candidateId' | 'applicantName'>;
export type CandidateFields = Pick<Person, 'firstName' | 'lastName' | 'qualificationLevel'>;

/** What a request is mapped with: its rows and the names of its organisation and department. */
export interface JobParts {
  dates: readonly JobDateFields[];
  salaries: readonly JobSalaryFields[];
  applications: readonly ApplicationFields[];
  candidates: ReadonlyMap<number, CandidateFields>;
  organisationName: string | undefined;
  departmentName: string | undefined;
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

/** Entity → the spec's job shape. */
export function toJobWire(job: JobFields, parts: JobParts): JobWire {
  return {
    _id: job.id,
    id: job.id,
    kind: job.kind,
    title: job.title,
    desc: job.description ?? '',
    organisation:
      parts.organisationName === undefined ? null : { _id: job.organisationId, name: parts.organisationName },
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
    // Only open applications are the request's applicants (withdrawn and not chosen ones are history).
    applicants: [...parts.applications]
      .filter((application) => isOpenApplicationState(application.state))
      .sort((a, b) => a.id - b.id)
      .map((application) => ({
        _id: application.id,
        state: application.state,
        user: applicantUser(
          application,
          application.candidateId === null ? undefined : parts.candidates.get(application.candidateId),
        ),
      })),
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
