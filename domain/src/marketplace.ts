import type { ApiSchema } from './api-types';
import type { JobWire } from './job-grouping';
import { APPLICATION_DOCUMENT_KINDS, type ApplicationDocumentKind } from './jobs';

/**
 * The wire shapes of the marketplace (issue 10): what agencies see and send, what a hospital sees
 * of applications, and what a member of a department's internal pool sees. Dates are millisecond
 * timestamps, money is euros per hour as numbers, ids are numbers; names follow the spec where it
 * has them (`_id`, `applicants`, `accomodation`). Each `*Wire` name is the generated schema of the
 * API's OpenAPI document (domain/src/api/openapi.ts).
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
export type DocumentWire = ApiSchema<'DocumentResponseDto'>;

/**
 * A request as an agency sees it (the single read, the lists, its applications): the spec's job
 * shape, the hospital's address joined, and only this agency's own open applications as
 * `applicants`. Another agency's applications never reach it, not even as a count.
 */
export type AgencyJobWire = ApiSchema<'AgencyJobResponseDto'>;

/** `POST /api/job/find` (all optional); `GET /api/job` is the same with none set. */
export type JobFindWire = ApiSchema<'JobFindDto'>;

export const JOB_FIND_PAGE_SIZE = 20;
export const JOB_FIND_MAX_PAGE_SIZE = 100;

export type JobFindResultWire = ApiSchema<'JobFindResultResponseDto'>;

/** One of the agency's candidates (its agency customers), for the apply form. */
export type CandidateWire = ApiSchema<'CandidateResponseDto'>;

/** `POST /api/agency/candidates`: invite a person (by address) to become the agency's candidate. */
export type CandidateInviteWire = ApiSchema<'InviteCandidateDto'>;

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
export type CandidateInvitationWire = ApiSchema<'CandidateInvitationResponseDto'>;

/** `GET /api/agency/candidates`: the accepted candidates, and the invitations not (or no longer) accepted. */
export type CandidatesWire = ApiSchema<'CandidatesResponseDto'>;

/** An agency's invitation as the invited person sees it. */
export type CandidateAgencyInvitationWire = ApiSchema<'CandidateAgencyInvitationResponseDto'>;

/** `GET /api/candidate/agencies`: the person's open invitations and the agencies she is a candidate of. */
export type CandidateAgenciesWire = ApiSchema<'CandidateAgenciesResponseDto'>;

/**
 * `GET /api/candidate-invitations/{code}`: what the mailed link shows its holder (who proved the
 * mailbox): the agency, the address, and whether an account exists (else a password creates one).
 */
export type CandidateInvitationByCodeWire = ApiSchema<'CandidateInvitationByCodeResponseDto'>;

/** The document kinds a candidate still lacks for an application (neither uploaded nor on file). */
export function missingDocumentKinds(
  onFile: readonly Pick<DocumentWire, 'kind'>[],
  uploaded: readonly ApplicationDocumentKind[] = [],
): ApplicationDocumentKind[] {
  const have = new Set<ApplicationDocumentKind>([...onFile.map((document) => document.kind), ...uploaded]);
  return APPLICATION_DOCUMENT_KINDS.filter((kind) => !have.has(kind));
}

/** An application as its agency sees it (`GET /api/job/applied-jobs`). */
export type AppliedJobWire = ApiSchema<'AppliedJobResponseDto'>;

/** An application as the hospital sees it on its request (`GET /api/job/{id}/applications`). */
export type JobApplicationWire = ApiSchema<'JobApplicationResponseDto'>;

/** A clash as the clients show it: which shift, and the rest or the hours. */
export type WorkingTimeClashWire = ApiSchema<'WorkingTimeClashResponseDto'>;

/** A pool member's answer to an offer. */
export type PoolAnswer = 'accepted' | 'declined';

/**
 * A request as a member of a department's internal pool sees it (the offers, the single read,
 * the answer of accept and decline): what the shift is and where, never its applicants nor the
 * hospital's internal fields (pay lines, time limit, version).
 */
export type PoolJobWire = ApiSchema<'PoolJobResponseDto'>;

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
export type PoolOfferWire = ApiSchema<'PoolOfferResponseDto'>;

/** `GET /api/job/offers`: the member's open offers and the shifts they took from the pool. */
export type PoolOffersWire = ApiSchema<'PoolOffersResponseDto'>;

/** `GET/PATCH /api/organisations/{id}/settings`: what an organisation admin sets for the whole organisation. */
export type OrganisationSettingsWire = ApiSchema<'OrganisationSettingsResponseDto'>;

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
export type JobHistoryEntryWire = ApiSchema<'JobHistoryEntryResponseDto'>;
