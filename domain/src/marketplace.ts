import type { JobApplicantWire, JobWire, NamedRefWire } from './job-grouping';
import type { ApplicationDocumentKind, ApplicationState, JobKind } from './jobs';
import type { WorkingTimeClash } from './working-time';

/**
 * The wire shapes of the marketplace (issue 10): what agencies see and send, what a hospital sees
 * of applications, and what a member of a department's internal pool sees. Dates are millisecond
 * timestamps, money is euros per hour as numbers, ids are numbers; names follow the spec where it
 * has them (`_id`, `applicants`, `accomodation`).
 */

/** The spec's address display: address, postcode, city and country joined with commas (empty parts left out). */
export function joinAddress(parts: {
  address?: string | null;
  postcode?: string | null;
  city?: string | null;
  country?: string | null;
}): string {
  return [parts.address, parts.postcode, parts.city, parts.country]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(', ');
}

/** A stored PDF of an application; `url` downloads it (`GET /api/documents/{id}`, access-checked). */
export interface DocumentWire {
  _id: number;
  kind: ApplicationDocumentKind;
  fileName: string;
  sizeBytes: number;
  url: string;
}

/**
 * A released request as an agency sees it: the spec's job shape, the hospital's address joined,
 * and only this agency's own applications as `applicants` (never another agency's).
 */
export interface AgencyJobWire extends Omit<JobWire, 'organisation' | 'applicants'> {
  organisation: (NamedRefWire & { address: string }) | null;
  applicants: JobApplicantWire[];
  /** When it was released to agencies (ms), or null. */
  releasedAt: number | null;
}

/** `POST /api/job/find` (all optional); `GET /api/job` is the same with none set. */
export interface JobFindWire {
  /** FIELD reference code (the spec's field / department specialty). */
  field?: string;
  /** POSITION reference code. */
  position?: string;
  /** Requests with a date ending at or after `from` and starting before `to` (ms). */
  from?: number;
  to?: number;
  /** Postcode prefix or city (case-insensitive). */
  place?: string;
  kind?: JobKind;
  contractType?: string;
  /** 1-based page, newest released first. */
  page?: number;
  pageSize?: number;
}

export const JOB_FIND_PAGE_SIZE = 20;
export const JOB_FIND_MAX_PAGE_SIZE = 100;

export interface JobFindResultWire {
  jobs: AgencyJobWire[];
  total: number;
  page: number;
  pageSize: number;
}

/** One of the agency's candidates (its agency customers), for the apply form. */
export interface CandidateWire {
  _id: number;
  firstName: string;
  lastName: string;
  email: string;
  qualificationLevel: string | null;
}

/** An application as its agency sees it (`GET /api/job/applied-jobs`). */
export interface AppliedJobWire {
  _id: number;
  state: ApplicationState;
  applicantName: string;
  hourlyRate: number;
  /** Applied at (ms). */
  createdAt: number;
  candidate: { _id: number; firstName: string; lastName: string } | null;
  documents: DocumentWire[];
  job: AgencyJobWire;
}

/** An application as the hospital sees it on its request (`GET /api/job/{id}/applications`). */
export interface JobApplicationWire {
  _id: number;
  state: ApplicationState;
  applicantName: string;
  hourlyRate: number;
  createdAt: number;
  agency: NamedRefWire | null;
  candidate: { firstName: string; lastName: string; qualificationLevel: string | null } | null;
  documents: DocumentWire[];
  /** A rest-time or daily-hours clash that would refuse selecting this candidate, if any. */
  workingTimeClash: WorkingTimeClashWire | null;
}

/** A clash as the clients show it: which shift, and the rest or the hours. */
export interface WorkingTimeClashWire {
  rule: WorkingTimeClash['rule'];
  /** The held shift's request title and its start and end (ms). */
  shift: { title: string; start: number; end: number };
  restHours?: number;
  day?: string;
  hours?: number;
}

/** A pool member's answer to an offer. */
export type PoolAnswer = 'accepted' | 'declined';

/** A request offered to the internal pool, as a pool member sees it (`GET /api/job/offers`). */
export interface PoolOfferWire {
  job: Pick<JobWire, '_id' | 'title' | 'desc' | 'kind' | 'dates' | 'skills' | 'state' | 'organisation' | 'orig_dept'>;
  /** This member's answer, or null when not answered yet. */
  answer: PoolAnswer | null;
  /** When it goes to agencies unless someone accepts (ms), or null without a limit. */
  releaseAt: number | null;
  /** A clash with a shift the member already holds, if accepting would break the Working Hours Act. */
  workingTimeClash: WorkingTimeClashWire | null;
}

/** Why agencies cannot apply to a request yet, for the hospital's detail ("Why not yet"). */
export type JobAvailabilityWire =
  { status: 'open' } | { status: 'internalPool'; releaseAt: number | null } | { status: 'filled' };
