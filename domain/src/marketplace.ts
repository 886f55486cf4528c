import type { JobApplicantWire, JobWire, NamedRefWire } from './job-grouping';
import { APPLICATION_DOCUMENT_KINDS, type ApplicationDocumentKind, type ApplicationState, type JobKind } from './jobs';
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
 * A request as an agency sees it (the single read, the lists, its applications): the spec's job
 * shape, the hospital's address joined, and only this agency's own open applications as
 * `applicants`. Another agency's applications never reach it, not even as a count.
 */
export interface AgencyJobWire extends Omit<JobWire, 'organisation' | 'applicants'> {
  /** The hospital with its address joined as the spec says, and its city on its own (for lists). */
  organisation: (NamedRefWire & { address: string; city: string }) | null;
  applicants: JobApplicantWire[];
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
  /**
   * The candidate's documents on file: the newest of each kind from this agency's earlier
   * applications. An apply without a file of a kind on file reuses (copies) this one.
   */
  documents: DocumentWire[];
  /** With `?jobId=`: the Working Hours Act clash selecting this candidate for that request would meet. */
  workingTimeClash: WorkingTimeClashWire | null;
  /** With `?jobId=`: this candidate already has an open or decided application on that request. */
  alreadyApplied: boolean;
}

/** `POST /api/agency/candidates`: invite a person (by address) to become the agency's candidate. */
export interface CandidateInviteWire {
  email: string;
  firstName: string;
  lastName: string;
  language?: 'de' | 'en';
}

/**
 * Where an agency's invitation of a candidate stands. `pending` waits for the person (until it
 * expires: `expired`); only `accepted` makes the person the agency's candidate; `declined` is the
 * person's no; `left` is a person who was the candidate and left the agency.
 */
export const CANDIDATE_INVITATION_STATES = ['pending', 'accepted', 'declined', 'left', 'expired'] as const;
export type CandidateInvitationState = (typeof CANDIDATE_INVITATION_STATES)[number];

/**
 * An invitation as the inviting agency sees it: only the address and the names the agency typed,
 * never what is stored for an account with that address (the same shape whether one exists or not).
 */
export interface CandidateInvitationWire {
  _id: number;
  email: string;
  firstName: string;
  lastName: string;
  state: CandidateInvitationState;
  /** Invited (or invited again) at, and the mailed link's end (ms). */
  createdAt: number;
  expiresAt: number;
}

/** `GET /api/agency/candidates`: the accepted candidates, and the invitations not (or no longer) accepted. */
export interface CandidatesWire {
  candidates: CandidateWire[];
  invitations: CandidateInvitationWire[];
}

/** An agency's invitation as the invited person sees it. */
export interface CandidateAgencyInvitationWire {
  _id: number;
  agency: NamedRefWire;
  state: CandidateInvitationState;
  createdAt: number;
  expiresAt: number;
}

/** `GET /api/candidate/agencies`: the person's open invitations and the agencies she is a candidate of. */
export interface CandidateAgenciesWire {
  invitations: CandidateAgencyInvitationWire[];
  agencies: NamedRefWire[];
}

/**
 * `GET /api/candidate-invitations/{code}`: what the mailed link shows its holder (who proved the
 * mailbox): the agency, the address, and whether an account exists (else a password creates one).
 */
export interface CandidateInvitationByCodeWire {
  agency: NamedRefWire;
  email: string;
  firstName: string;
  lastName: string;
  accountExists: boolean;
}

/** The document kinds a candidate still lacks for an application (neither uploaded nor on file). */
export function missingDocumentKinds(
  onFile: readonly Pick<DocumentWire, 'kind'>[],
  uploaded: readonly ApplicationDocumentKind[] = [],
): ApplicationDocumentKind[] {
  const have = new Set<ApplicationDocumentKind>([...onFile.map((document) => document.kind), ...uploaded]);
  return APPLICATION_DOCUMENT_KINDS.filter((kind) => !have.has(kind));
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

/**
 * A request as a member of a department's internal pool sees it (the offers, the single read,
 * the answer of accept and decline): what the shift is and where, never its applicants nor the
 * hospital's internal fields (pay lines, time limit, version).
 */
export type PoolJobWire = Pick<
  JobWire,
  '_id' | 'title' | 'desc' | 'kind' | 'dates' | 'skills' | 'state' | 'organisation' | 'orig_dept'
>;

/** Every field a pool member may see of a request (the allow-list `PoolJobWire` is built from). */
export const POOL_JOB_FIELDS = [
  '_id',
  'title',
  'desc',
  'kind',
  'dates',
  'skills',
  'state',
  'organisation',
  'orig_dept',
] as const satisfies readonly (keyof PoolJobWire)[];

/**
 * `GET /api/job/{id}`: the request as its caller's audience sees it: the hospital (its
 * organisation's admins and the department's users) and the operators the whole `JobWire`, an
 * agency `AgencyJobWire`, a pool member `PoolJobWire`.
 */
export type JobAnswerWire = JobWire | AgencyJobWire | PoolJobWire;

/** A request offered to the internal pool, as a pool member sees it (`GET /api/job/offers`). */
export interface PoolOfferWire {
  job: PoolJobWire;
  /** This member's answer, or null when not answered yet. */
  answer: PoolAnswer | null;
  /** When it goes to agencies unless someone accepts (ms), or null without a limit. */
  releaseAt: number | null;
  /** A clash with a shift the member already holds, if accepting would break the Working Hours Act. */
  workingTimeClash: WorkingTimeClashWire | null;
}

/** `GET /api/job/offers`: the member's open offers and the shifts they took from the pool. */
export interface PoolOffersWire {
  offers: PoolOfferWire[];
}

/** `GET/PATCH /api/organisations/{id}/settings`: what an organisation admin sets for the whole organisation. */
export interface OrganisationSettingsWire {
  _id: number;
  name: string;
  /** Hours the internal pool has when a request's own time limit is 0 (0: no limit, released by hand). */
  defaultTimeLimitHours: number;
}

export const MAX_TIME_LIMIT_HOURS = 720;

/**
 * Why agencies can or cannot apply to a request ("Why not yet"): still with the internal pool
 * (released at `releaseAt`, null when only by hand), open to agencies, or filled.
 */
export type JobAvailability =
  | { status: 'internalPool'; releaseAt: number | null; remainingMs: number | null }
  | { status: 'open' }
  | { status: 'filled' };

export function jobAvailability(job: Pick<JobWire, 'state' | 'releaseDueAt'>, now: number): JobAvailability {
  switch (job.state) {
    case 'internal_adv':
      return {
        status: 'internalPool',
        releaseAt: job.releaseDueAt,
        remainingMs: job.releaseDueAt === null ? null : Math.max(0, job.releaseDueAt - now),
      };
    case 'external_adv':
      return { status: 'open' };
    default:
      return { status: 'filled' };
  }
}

/** A duration as whole hours and minutes (rounded up to the minute), for "release in 3 h 20 min". */
export function hoursAndMinutes(durationMs: number): { hours: number; minutes: number } {
  const totalMinutes = Math.max(0, Math.ceil(durationMs / 60_000));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/**
 * One line of a request's audit trail (`GET /api/job/{id}/history`, newest first): who did what
 * and when, one changed field per line (null for actions without fields).
 */
export interface JobHistoryEntryWire {
  _id: number;
  /** create, update, accept, decline, release (by hand, or by the time limit with no actor), recall, select, apply, withdraw, docReplace, docRemove. */
  action: string;
  /** When (ms). */
  at: number;
  /** The actor's name (or email when no name), null for the platform itself (the release sweeper). */
  actor: string | null;
  field: string | null;
  oldValue: unknown;
  newValue: unknown;
}
