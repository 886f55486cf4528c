import type { JobState } from './jobs';

/**
 * The workflow of a shift request, written once (issue 10): a department posts a request, the
 * internal pool (the department's customers) accepts or declines it; without an acceptance before
 * its time limit runs out it is released to agencies (by the release sweeper, or at once by hand),
 * agencies apply with candidates, the hospital selects one. Substitute-doctor requests start
 * released. A release can be withdrawn while no agency has applied.
 *
 *   internal_adv --accept (pool member)-----------------> internal_fill
 *   internal_adv --decline (pool member)----------------> internal_adv   (the member's answer is kept)
 *   internal_adv --release (organisation)---------------> external_adv
 *   internal_adv --autoRelease (sweeper, limit passed)--> external_adv
 *   external_adv --recall (organisation, no applications)-> internal_adv
 *   external_adv --select (organisation, an application)--> external_fill
 *   external_fill --reopen (a cancelled assignment)------> external_adv   (agencies may apply again)
 *   internal_fill --reopen (a cancelled assignment)------> internal_adv   (offered to the pool again)
 *
 * Everything else is refused. The API applies a transition with a conditional update (the state
 * and the version it read in the WHERE), so of two people acting at once exactly one wins.
 */

export const JOB_ACTIONS = ['accept', 'decline', 'release', 'autoRelease', 'recall', 'select', 'reopen'] as const;
export type JobAction = (typeof JOB_ACTIONS)[number];

/**
 * Who takes an action: a member of the department's internal pool, the hospital, the release
 * sweeper, or the cancellation of the request's assignment (by either company, issue 29).
 */
export type JobActor = 'POOL_MEMBER' | 'ORGANISATION' | 'SWEEPER' | 'CANCELLATION';

export interface JobTransition {
  from: JobState;
  action: JobAction;
  to: JobState;
  actor: JobActor;
}

/** The transition table: the only moves a request makes. */
export const JOB_TRANSITIONS: readonly JobTransition[] = [
  { from: 'internal_adv', action: 'accept', to: 'internal_fill', actor: 'POOL_MEMBER' },
  { from: 'internal_adv', action: 'decline', to: 'internal_adv', actor: 'POOL_MEMBER' },
  { from: 'internal_adv', action: 'release', to: 'external_adv', actor: 'ORGANISATION' },
  { from: 'internal_adv', action: 'autoRelease', to: 'external_adv', actor: 'SWEEPER' },
  { from: 'external_adv', action: 'recall', to: 'internal_adv', actor: 'ORGANISATION' },
  { from: 'external_adv', action: 'select', to: 'external_fill', actor: 'ORGANISATION' },
  { from: 'external_fill', action: 'reopen', to: 'external_adv', actor: 'CANCELLATION' },
  { from: 'internal_fill', action: 'reopen', to: 'internal_adv', actor: 'CANCELLATION' },
];

/** What the guards of a transition look at, as far as the caller knows it. */
export interface JobTransitionContext {
  /** Applications of agencies that are still open (applied or selected; not withdrawn). */
  openApplications?: number;
  /** For autoRelease: whether the request's time limit has passed. */
  releaseDue?: boolean;
  /** For select: the state of the application to select. */
  applicationState?: string;
}

/** Why a transition is refused (each maps to a 409 with a stable code and a translated message). */
export type JobTransitionRefusal =
  /** No such move from this state (e.g. accepting a request that is already filled). */
  | 'NOT_ALLOWED'
  /** A release cannot be withdrawn once an agency has applied. */
  | 'HAS_APPLICATIONS'
  /** The sweeper only releases requests whose time limit has passed. */
  | 'NOT_DUE'
  /** Only an open application (state applied) can be selected. */
  | 'APPLICATION_NOT_OPEN';

export type JobTransitionResult = { ok: true; to: JobState } | { ok: false; refusal: JobTransitionRefusal };

/** The transition an action takes from a state, if the table has one. */
export function jobTransition(from: JobState, action: JobAction): JobTransition | undefined {
  return JOB_TRANSITIONS.find((transition) => transition.from === from && transition.action === action);
}

/** Whether `action` may be taken on a request in state `from`, and the state it leads to. */
export function nextJobState(
  from: JobState,
  action: JobAction,
  context: JobTransitionContext = {},
): JobTransitionResult {
  const transition = jobTransition(from, action);
  if (!transition) return { ok: false, refusal: 'NOT_ALLOWED' };
  if (action === 'recall' && (context.openApplications ?? 0) > 0) return { ok: false, refusal: 'HAS_APPLICATIONS' };
  if (action === 'autoRelease' && context.releaseDue !== true) return { ok: false, refusal: 'NOT_DUE' };
  if (action === 'select' && context.applicationState !== 'applied') {
    return { ok: false, refusal: 'APPLICATION_NOT_OPEN' };
  }
  return { ok: true, to: transition.to };
}

/** The actions open on a request in this state (for buttons and "why not yet" texts). */
export function jobActionsFrom(from: JobState, actor?: JobActor): JobAction[] {
  return JOB_TRANSITIONS.filter(
    (transition) => transition.from === from && (actor === undefined || transition.actor === actor),
  ).map((transition) => transition.action);
}

const HOUR_MS = 3_600_000;

/**
 * When a request in the internal pool is due for release: `timeLimit` hours after its creation;
 * 0 means the organisation's default (`organisationDefaultHours`); a default of 0 as well means it
 * stays with the pool until someone releases it by hand (undefined).
 */
export function releaseDueAt(
  createdAt: number,
  timeLimitHours: number,
  organisationDefaultHours: number,
): number | undefined {
  const hours = timeLimitHours > 0 ? timeLimitHours : organisationDefaultHours;
  return hours > 0 ? createdAt + hours * HOUR_MS : undefined;
}

/**
 * The questions access, the lists and the portal ask of a request's state, answered here instead
 * of comparing state names in each of them.
 */

/** The department's internal pool may answer it (accept or decline), and its time limit counts. */
export const offeredToPool = (state: JobState): boolean => jobActionsFrom(state, 'POOL_MEMBER').includes('accept');

/** Agencies may apply to it: it is released to them and nobody is selected yet. */
export const agencyMayApply = (state: JobState): boolean => state === 'external_adv';

/** The hospital may select one of its open applications now. */
export const selectionOpen = (state: JobState): boolean => jobActionsFrom(state, 'ORGANISATION').includes('select');

/** Whether it left the pool for agencies at some point (released, and perhaps filled by an agency since). */
export const releasedToAgencies = (state: JobState): boolean => state === 'external_adv' || state === 'external_fill';

/**
 * Whether an agency sees it: once released, and a request it applied to whatever happened since,
 * but never while the internal pool has it (internal_adv, internal_fill; after a recall too).
 */
export const visibleToAgency = (state: JobState, appliedByAgency: boolean): boolean =>
  state !== 'internal_adv' && state !== 'internal_fill' && (agencyMayApply(state) || appliedByAgency);

/** Whether a pool member sees it: offered to the pool, or taken from it by this member. */
export const visibleToPoolMember = (state: JobState, filledByMember: boolean): boolean =>
  offeredToPool(state) || (state === 'internal_fill' && filledByMember);
