/**
 * Every refusal the API gives carries one of these stable codes in its body
 * (`{ statusCode, code, message, error }`). Clients decide on the code, never on the HTTP status
 * alone; the status each code answers with is listed here once.
 */
export const ERROR_STATUS = Object.freeze({
  /** The request's values break a rule (the message says which). */
  VALIDATION_FAILED: 400,
  /** The body is not valid JSON, not UTF-8, or nested too deeply. */
  MALFORMED_REQUEST: 400,
  /** An id in the path or a list is not a positive decimal integer. */
  INVALID_ID: 400,
  /** Not signed in, or the session has ended. */
  UNAUTHENTICATED: 401,
  /** Email or password is incorrect. */
  INVALID_CREDENTIALS: 401,
  /** Signed in, but this role or account may not do this. */
  FORBIDDEN: 403,
  /** The account's email address is not confirmed yet. */
  EMAIL_NOT_CONFIRMED: 403,
  /** The account has been disabled. */
  ACCOUNT_DISABLED: 403,
  /** A change signed in by the session cookie came from another site (or did not say where from). */
  CROSS_SITE_REQUEST: 403,
  /** No such record, or one the caller may not know about. */
  NOT_FOUND: 404,
  /** The change clashes with the current state (a taken email, a record still in use, …). */
  CONFLICT: 409,
  /** The record changed since it was read: reload and try again. */
  STALE_VERSION: 409,
  /** The email address belongs to another person (unique across the platform). */
  EMAIL_TAKEN: 409,
  /** An administrator cannot disable their own account or take away their own ADMIN role. */
  OWN_ACCOUNT: 409,
  /** The change would leave the platform without an active administrator. */
  LAST_ADMINISTRATOR: 409,
  /** The person's memberships do not fit the new role; `details` lists them (end them first). */
  ROLE_MEMBERSHIP_CONFLICT: 409,
  /** The record cannot be deleted while other records depend on it (the message says which). */
  HAS_DEPENDENTS: 409,
  /** The request's state does not allow this (e.g. accepting a shift that went to agencies). */
  JOB_STATE_CONFLICT: 409,
  /** Someone else accepted the shift first, or another candidate was selected. */
  SHIFT_TAKEN: 409,
  /** A release cannot be withdrawn once an agency has applied. */
  JOB_HAS_APPLICATIONS: 409,
  /** The application is withdrawn, not chosen or already selected. */
  APPLICATION_NOT_OPEN: 409,
  /** The agency already applied with this candidate for this request. */
  ALREADY_APPLIED: 409,
  /** The person is already a member (user or customer) of this agency, organisation or department. */
  ALREADY_MEMBER: 409,
  /** The person is not a candidate of the agency: no invitation of it was accepted (or she left). */
  CANDIDATE_NOT_ACCEPTED: 409,
  /** The candidate invitation was already accepted or declined, or it has expired. */
  INVITATION_NOT_OPEN: 409,
  /** The person would have too little rest or too many hours on a day (Arbeitszeitgesetz). */
  WORKING_TIME_CLASH: 409,
  /** The agency has no permit for temporary agency work (Erlaubnis nach §1 AÜG) on its profile: it cannot be selected. */
  AGENCY_PERMIT_MISSING: 409,
  /** The worker would be leased to the same hospital for more than 18 months in a row (§1 Abs. 1b AÜG); the message names the earlier assignment. */
  LEASING_LIMIT_REACHED: 409,
  /** The assignment's state does not allow this (e.g. accepting the contract of a cancelled assignment). */
  ASSIGNMENT_STATE_CONFLICT: 409,
  /** The request has an assignment: its times and dates change only by a change both companies agree to. */
  ASSIGNMENT_DATES_LOCKED: 409,
  /** The assignment has a proposed change of its shifts waiting for an answer: one at a time. */
  ASSIGNMENT_CHANGE_PENDING: 409,
  /** The change was already accepted, declined or voided (by a cancellation): nothing is left to answer. */
  ASSIGNMENT_CHANGE_NOT_PENDING: 409,
  /** This company has already accepted the contract. */
  CONTRACT_ALREADY_ACCEPTED: 409,
  /** The contract accepted is not the current one (its SHA-256 differs): read the current PDF and accept that. */
  CONTRACT_CHANGED: 409,
  /** The person already asked to erase their account; the request waits for an administrator. */
  ERASURE_PENDING: 409,
  /** No pending erasure request to confirm, refuse or withdraw (decided, withdrawn or never made). */
  ERASURE_NOT_PENDING: 409,
  /** The body or upload is too large. */
  PAYLOAD_TOO_LARGE: 413,
  /** The upload or body has a type the route does not take. */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Well-formed, but cannot be processed. */
  UNPROCESSABLE: 422,
  /** A record already has the most pictures (or other items) it may have; the message gives the limit. */
  LIMIT_REACHED: 422,
  /** A throttle's limit is reached; `Retry-After` says when to try again. */
  TOO_MANY_REQUESTS: 429,
  /** Too many failed sign-ins for this account from this address (or overall). */
  LOGIN_THROTTLED: 429,
  /** The server is busy (for example too many sign-ins at once); `Retry-After` says when to retry. */
  SERVER_BUSY: 503,
  /** A list or search ran longer than its time limit: narrow it (search, filter) and try again. */
  QUERY_TIMEOUT: 503,
  /** A service the request needs (mail, storage) is unavailable. */
  SERVICE_UNAVAILABLE: 503,
  /** Unexpected: logged on the server, nothing internal is revealed. */
  INTERNAL_ERROR: 500,
} as const);

export type ErrorCode = keyof typeof ERROR_STATUS;

const CODES: ReadonlySet<string> = new Set(Object.keys(ERROR_STATUS));

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && CODES.has(value);
}

/** The code for a bare HTTP status (Nest's own exceptions, body-parser errors). */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'VALIDATION_FAILED';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 422:
      return 'UNPROCESSABLE';
    case 429:
      return 'TOO_MANY_REQUESTS';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_FAILED';
  }
}
