import { agencyMayApply, visibleToAgency, visibleToPoolMember } from './job-workflow';

describe('job visibility', () => {
  it.each([
    ['internal_adv', false, false],
    ['internal_adv', true, false],
    ['internal_fill', true, false],
    ['external_adv', false, true],
    ['external_fill', false, false],
    ['external_fill', true, true],
  ] as const)('an agency sees a request in %s (applied: %s): %s', (state, applied, visible) => {
    expect(visibleToAgency(state, applied)).toBe(visible);
  });

  it('lets agencies apply to released requests only', () => {
    expect(agencyMayApply('external_adv')).toBe(true);
    expect(agencyMayApply('internal_adv')).toBe(false);
    expect(agencyMayApply('external_fill')).toBe(false);
  });

  it('shows a pool member the offers and the shift they took', () => {
    expect(visibleToPoolMember('internal_adv', false)).toBe(true);
    expect(visibleToPoolMember('internal_fill', true)).toBe(true);
    expect(visibleToPoolMember('internal_fill', false)).toBe(false);
    expect(visibleToPoolMember('external_adv', false)).toBe(false);
  });
});
