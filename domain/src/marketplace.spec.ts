import { hoursAndMinutes, jobAvailability, joinAddress, missingDocumentKinds } from './marketplace';

describe('joinAddress', () => {
  it('joins the non-empty parts with commas', () => {
    expect(joinAddress({ address: 'Hauptstr. 1', postcode: '10115', city: 'Berlin', country: 'DE' })).toBe(
      'Hauptstr. 1, 10115, Berlin, DE',
    );
    expect(joinAddress({ address: ' ', postcode: null, city: 'Köln' })).toBe('Köln');
  });
});

describe('missingDocumentKinds', () => {
  it.each([
    [[], [], ['CV', 'LICENCE_TO_PRACTISE', 'SPECIALIST_DIPLOMA']],
    [[{ kind: 'CV' }], [], ['LICENCE_TO_PRACTISE', 'SPECIALIST_DIPLOMA']],
    [[{ kind: 'CV' }], ['SPECIALIST_DIPLOMA'], ['LICENCE_TO_PRACTISE']],
    [[], ['CV', 'LICENCE_TO_PRACTISE', 'SPECIALIST_DIPLOMA'], []],
    [[{ kind: 'CV' }, { kind: 'LICENCE_TO_PRACTISE' }, { kind: 'SPECIALIST_DIPLOMA' }], [], []],
  ] as const)('on file %j, uploaded %j → missing %j', (onFile, uploaded, missing) => {
    expect(missingDocumentKinds(onFile, uploaded)).toEqual(missing);
  });
});

describe('jobAvailability', () => {
  const now = Date.UTC(2026, 10, 23, 12);
  it.each([
    [
      { state: 'internal_adv', releaseDueAt: now + 200 * 60_000 },
      { status: 'internalPool', releaseAt: now + 12_000_000, remainingMs: 12_000_000 },
    ],
    [
      { state: 'internal_adv', releaseDueAt: now - 1 },
      { status: 'internalPool', releaseAt: now - 1, remainingMs: 0 },
    ],
    [
      { state: 'internal_adv', releaseDueAt: null },
      { status: 'internalPool', releaseAt: null, remainingMs: null },
    ],
    [{ state: 'external_adv', releaseDueAt: null }, { status: 'open' }],
    [{ state: 'internal_fill', releaseDueAt: now }, { status: 'filled' }],
    [{ state: 'external_fill', releaseDueAt: null }, { status: 'filled' }],
  ] as const)('%j → %j', (job, expected) => {
    expect(jobAvailability(job, now)).toEqual(expected);
  });
});

describe('hoursAndMinutes', () => {
  it.each([
    [0, 0, 0],
    [1, 0, 1],
    [59_999, 0, 1],
    [60_000, 0, 1],
    [200 * 60_000, 3, 20],
    [48 * 3_600_000, 48, 0],
    [-5, 0, 0],
  ])('%i ms → %i h %i min', (duration, hours, minutes) => {
    expect(hoursAndMinutes(duration)).toEqual({ hours, minutes });
  });
});
