import { JOB_STATES, type JobState } from './jobs';
import {
  JOB_ACTIONS,
  JOB_TRANSITIONS,
  agencyMayApply,
  jobActionsFrom,
  nextJobState,
  offeredToPool,
  releaseDueAt,
  releasedToAgencies,
  selectionOpen,
  visibleToAgency,
  visibleToPoolMember,
  type JobAction,
  type JobTransitionContext,
} from './job-workflow';

/** Every state × action: the state it leads to with a context that satisfies the guards, or refused. */
const EXPECTED: Record<JobState, Record<JobAction, JobState | 'refused'>> = {
  internal_adv: {
    accept: 'internal_fill',
    decline: 'internal_adv',
    release: 'external_adv',
    autoRelease: 'external_adv',
    recall: 'refused',
    select: 'refused',
    reopen: 'refused',
  },
  external_adv: {
    accept: 'refused',
    decline: 'refused',
    release: 'refused',
    autoRelease: 'refused',
    recall: 'internal_adv',
    select: 'external_fill',
    reopen: 'refused',
  },
  internal_fill: {
    accept: 'refused',
    decline: 'refused',
    release: 'refused',
    autoRelease: 'refused',
    recall: 'refused',
    select: 'refused',
    reopen: 'internal_adv',
  },
  external_fill: {
    accept: 'refused',
    decline: 'refused',
    release: 'refused',
    autoRelease: 'refused',
    recall: 'refused',
    select: 'refused',
    reopen: 'external_adv',
  },
};

/** A context in which every guard passes. */
const PASSING: JobTransitionContext = { openApplications: 0, releaseDue: true, applicationState: 'applied' };

describe('the shift request workflow', () => {
  const cases = JOB_STATES.flatMap((state) => JOB_ACTIONS.map((action) => [state, action] as const));

  test.each(cases)('from %s, %s', (state, action) => {
    const expected = EXPECTED[state][action];
    const result = nextJobState(state, action, PASSING);
    expect(result).toEqual(expected === 'refused' ? { ok: false, refusal: 'NOT_ALLOWED' } : { ok: true, to: expected });
  });

  test('the table has no duplicate moves', () => {
    const keys = JOB_TRANSITIONS.map((transition) => `${transition.from}:${transition.action}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test.each([
    ['recall with an application', 'external_adv', 'recall', { openApplications: 1 }, 'HAS_APPLICATIONS'],
    ['recall with none', 'external_adv', 'recall', { openApplications: 0 }, undefined],
    ['recall without knowing (no applications counted)', 'external_adv', 'recall', {}, undefined],
    ['the sweeper before the limit', 'internal_adv', 'autoRelease', { releaseDue: false }, 'NOT_DUE'],
    ['the sweeper without a limit', 'internal_adv', 'autoRelease', {}, 'NOT_DUE'],
    [
      'selecting a withdrawn application',
      'external_adv',
      'select',
      { applicationState: 'withdrawn' },
      'APPLICATION_NOT_OPEN',
    ],
    [
      'selecting a selected one again',
      'external_adv',
      'select',
      { applicationState: 'selected' },
      'APPLICATION_NOT_OPEN',
    ],
    ['selecting an open application', 'external_adv', 'select', { applicationState: 'applied' }, undefined],
  ] as const)('guards: %s', (_name, state, action, context, refusal) => {
    const result = nextJobState(state, action, context);
    expect(result.ok ? undefined : result.refusal).toBe(refusal);
  });

  test('a guard never opens a move the table does not have', () => {
    expect(nextJobState('internal_fill', 'recall', { openApplications: 0 })).toEqual({
      ok: false,
      refusal: 'NOT_ALLOWED',
    });
  });

  test.each([
    ['internal_adv', undefined, ['accept', 'decline', 'release', 'autoRelease']],
    ['internal_adv', 'POOL_MEMBER', ['accept', 'decline']],
    ['internal_adv', 'ORGANISATION', ['release']],
    ['external_adv', 'ORGANISATION', ['recall', 'select']],
    ['external_adv', 'POOL_MEMBER', []],
    ['external_fill', undefined, ['reopen']],
    ['external_fill', 'ORGANISATION', []],
    ['internal_fill', 'CANCELLATION', ['reopen']],
  ] as const)('actions from %s for %s', (state, actor, actions) => {
    expect(jobActionsFrom(state, actor)).toEqual(actions);
  });
});

describe('releaseDueAt', () => {
  const created = Date.UTC(2026, 10, 23, 8);
  test.each([
    ['its own limit', 3, 24, created + 3 * 3_600_000],
    ['the organisation default when 0', 0, 24, created + 24 * 3_600_000],
    ['no release when both are 0', 0, 0, undefined],
    ['its own limit over the default', 48, 2, created + 48 * 3_600_000],
  ])('%s', (_name, limit, organisationDefault, expected) => {
    expect(releaseDueAt(created, limit, organisationDefault)).toBe(expected);
  });
});

describe('what a state allows', () => {
  /** Per state: offered to the pool, agencies may apply, selection open, released to agencies. */
  const TABLE: Record<JobState, [boolean, boolean, boolean, boolean]> = {
    internal_adv: [true, false, false, false],
    external_adv: [false, true, true, true],
    internal_fill: [false, false, false, false],
    external_fill: [false, false, false, true],
  };

  test.each(JOB_STATES)('%s', (state) => {
    expect([offeredToPool(state), agencyMayApply(state), selectionOpen(state), releasedToAgencies(state)]).toEqual(
      TABLE[state],
    );
  });

  /** Per state: an agency that did not apply sees it, one that applied sees it. */
  const AGENCY: Record<JobState, [boolean, boolean]> = {
    internal_adv: [false, false],
    external_adv: [true, true],
    internal_fill: [false, false],
    external_fill: [false, true],
  };

  test.each(JOB_STATES)('an agency and %s', (state) => {
    expect([visibleToAgency(state, false), visibleToAgency(state, true)]).toEqual(AGENCY[state]);
  });

  /** Per state: another pool member sees it, the member who filled it sees it. */
  const POOL: Record<JobState, [boolean, boolean]> = {
    internal_adv: [true, true],
    external_adv: [false, false],
    internal_fill: [false, true],
    external_fill: [false, false],
  };

  test.each(JOB_STATES)('a pool member and %s', (state) => {
    expect([visibleToPoolMember(state, false), visibleToPoolMember(state, true)]).toEqual(POOL[state]);
  });
});
