import { JOB_STATES, type JobState } from './jobs';

/**
 * Who may see a shift request in which state: the pure half of the access rules, asked by the API's
 * access checks (as state lists in their queries) and by the portal (as predicates).
 * - the hospital and the operators see a request in every state;
 * - agencies see a released request (`external_adv`) and any request they applied to, but never
 *   one that is with the internal pool (`internal_adv`, `internal_fill`), whatever they knew before;
 * - a pool member sees their departments' offers (`internal_adv`) and the shift they took.
 */

/** States in which a request is with the internal pool: no agency sees it. */
export const POOL_JOB_STATES: readonly JobState[] = ['internal_adv', 'internal_fill'];
/** States in which any agency sees a request (released), applied to or not. */
export const RELEASED_JOB_STATES: readonly JobState[] = ['external_adv'];
/** States in which an agency that applied still sees the request. */
export const AGENCY_VISIBLE_JOB_STATES: readonly JobState[] = JOB_STATES.filter(
  (state) => !POOL_JOB_STATES.includes(state),
);

// The predicates over these states (`visibleToAgency`, `agencyMayApply`, `visibleToPoolMember`) live
// beside the transition table in job-workflow.ts.
