import { retentionCutoff } from './document-retention.sweeper';

describe('retentionCutoff', () => {
  it.each([
    ['2027-05-21T12:00:00.000Z', 6, '2026-11-21T12:00:00.000Z'],
    ['2027-08-31T08:30:00.000Z', 6, '2027-02-28T08:30:00.000Z'],
    ['2028-08-31T08:30:00.000Z', 6, '2028-02-29T08:30:00.000Z'],
    ['2027-03-31T00:00:00.000Z', 1, '2027-02-28T00:00:00.000Z'],
    ['2027-01-15T10:00:00.000Z', 13, '2025-12-15T10:00:00.000Z'],
    ['2027-07-31T23:59:59.000Z', 120, '2017-07-31T23:59:59.000Z'],
  ])('%s minus %i months is %s', (now, months, expected) => {
    expect(retentionCutoff(new Date(now), months).toISOString()).toBe(expected);
  });
});
