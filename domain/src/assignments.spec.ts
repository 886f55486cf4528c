import {
  addCalendarMonths,
  agencyPermitProblems,
  equalPayDue,
  isAssignmentState,
  leasingLimitBreach,
  leasingLimitDay,
  leasingRun,
  stateAfterAcceptance,
  type LeasingPeriod,
} from './assignments';

describe('addCalendarMonths', () => {
  it.each([
    ['2026-01-15', 1, '2026-02-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-05-01', 18, '2027-11-01'],
    ['2026-12-01', 12, '2027-12-01'],
  ])('%s + %i months = %s', (day, months, expected) => {
    expect(addCalendarMonths(day, months)).toBe(expected);
  });

  it('refuses what is not a day', () => {
    expect(() => addCalendarMonths('1.5.2026', 1)).toThrow('Not a day');
  });
});

describe('leasingLimitDay', () => {
  it('ends the day before the same date 18 months later', () => {
    expect(leasingLimitDay('2026-01-01')).toBe('2027-06-30');
    expect(leasingLimitDay('2026-03-15')).toBe('2027-09-14');
  });
});

const period = (id: number, firstDay: string, lastDay: string): LeasingPeriod => ({ id, firstDay, lastDay });

describe('leasingLimitBreach (§1 Abs. 1b AÜG)', () => {
  it.each<[string, LeasingPeriod[], LeasingPeriod, number | 'none' | 'none-self']>([
    ['a first assignment of 18 months is allowed', [], { firstDay: '2026-01-01', lastDay: '2027-06-30' }, 'none'],
    ['a first assignment one day longer is not', [], { firstDay: '2026-01-01', lastDay: '2027-07-01' }, 'none-self'],
    [
      'an interruption of exactly 3 months counts as continuous',
      [period(7, '2026-01-01', '2026-12-31')],
      { firstDay: '2027-03-31', lastDay: '2027-07-01' },
      7,
    ],
    [
      'an interruption of more than 3 months starts a new run',
      [period(7, '2026-01-01', '2026-12-31')],
      { firstDay: '2027-04-01', lastDay: '2027-12-01' },
      'none',
    ],
    [
      'a run of three assignments names the earliest',
      [
        period(3, '2026-01-01', '2026-06-30'),
        period(4, '2026-08-01', '2027-01-31'),
        period(5, '2027-03-01', '2027-05-31'),
      ],
      { firstDay: '2027-06-15', lastDay: '2027-07-10' },
      3,
    ],
    [
      'an older run broken by a long pause does not count',
      [period(1, '2024-01-01', '2025-05-31'), period(2, '2026-01-01', '2026-03-31')],
      { firstDay: '2026-04-01', lastDay: '2027-06-30' },
      'none',
    ],
    [
      'the 18 months of the new run are still counted from its first day',
      [period(1, '2024-01-01', '2025-05-31'), period(2, '2026-01-01', '2026-03-31')],
      { firstDay: '2026-04-01', lastDay: '2027-07-01' },
      2,
    ],
  ])('%s', (_name, earlier, next, expected) => {
    const breach = leasingLimitBreach(earlier, next);
    if (expected === 'none') expect(breach).toBeUndefined();
    else if (expected === 'none-self') expect(breach?.earliest).toEqual(next);
    else expect(breach?.earliest.id).toBe(expected);
  });

  it('gives the run’s first day and the last day it may reach', () => {
    const breach = leasingLimitBreach([period(9, '2026-02-10', '2027-01-31')], {
      firstDay: '2027-02-01',
      lastDay: '2027-09-01',
    });
    expect(breach).toEqual({
      earliest: period(9, '2026-02-10', '2027-01-31'),
      firstDay: '2026-02-10',
      limitDay: '2027-08-09',
    });
  });

  it('ignores assignments that start after the new one', () => {
    expect(
      leasingRun([period(1, '2027-01-01', '2027-02-01')], { firstDay: '2026-06-01', lastDay: '2026-06-02' }),
    ).toEqual({
      firstDay: '2026-06-01',
      periods: [],
    });
  });
});

describe('equalPayDue (§8 Abs. 4 AÜG)', () => {
  it('is due once the run reaches past 9 months', () => {
    expect(equalPayDue([], { firstDay: '2026-01-01', lastDay: '2026-09-30' })).toBe(false);
    expect(equalPayDue([], { firstDay: '2026-01-01', lastDay: '2026-10-01' })).toBe(true);
    expect(
      equalPayDue([period(1, '2026-01-01', '2026-08-31')], { firstDay: '2026-10-15', lastDay: '2026-10-16' }),
    ).toBe(true);
    expect(
      equalPayDue([period(1, '2026-01-01', '2026-08-31')], { firstDay: '2026-12-15', lastDay: '2026-12-16' }),
    ).toBe(false);
  });
});

describe('assignment states', () => {
  it('is confirmed once both companies accepted', () => {
    expect(stateAfterAcceptance(new Set())).toBe('proposed');
    expect(stateAfterAcceptance(new Set(['hospital']))).toBe('proposed');
    expect(stateAfterAcceptance(new Set(['hospital', 'agency']))).toBe('confirmed');
  });

  it('knows its states', () => {
    expect(isAssignmentState('confirmed')).toBe(true);
    expect(isAssignmentState('toString')).toBe(false);
  });
});

describe('agencyPermitProblems', () => {
  it.each<[string, { authority?: unknown; issuedOn?: unknown }, string[]]>([
    ['a valid permit', { authority: 'Bundesagentur für Arbeit, Regionaldirektion Nord', issuedOn: '2021-09-15' }, []],
    ['granted today', { authority: 'BA', issuedOn: '2026-11-28' }, []],
    ['no authority', { authority: '  ', issuedOn: '2021-09-15' }, ['permit.authorityRequired']],
    ['an authority too long', { authority: 'x'.repeat(201), issuedOn: '2021-09-15' }, ['permit.authorityTooLong']],
    ['not a day', { authority: 'BA', issuedOn: '15.09.2021' }, ['permit.issuedOnInvalid']],
    ['no such day', { authority: 'BA', issuedOn: '2021-02-30' }, ['permit.issuedOnInvalid']],
    ['in the future', { authority: 'BA', issuedOn: '2026-11-29' }, ['permit.issuedOnFuture']],
    ['nothing at all', {}, ['permit.authorityRequired', 'permit.issuedOnInvalid']],
    ['not text', { authority: 5, issuedOn: 20210915 }, ['permit.authorityRequired', 'permit.issuedOnInvalid']],
  ])('%s', (_name, permit, expected) => {
    expect(agencyPermitProblems(permit, '2026-11-28')).toEqual(expected);
  });
});
