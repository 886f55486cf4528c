import { rawInstant } from '../../platform/database/raw-values';
import { rowInstant } from './job-wire.reader';

describe('rowInstant', () => {
  it('reads SQLite datetime text as rawInstant does', () => {
    for (const text of [
      '2026-11-26 18:30:00.000',
      '2026-03-29 01:59:59.999',
      '2000-01-01 00:00:00',
      '2099-12-31 23:59:59.123',
      '2026-11-26T18:30:00.000Z',
      '2026-11-26 18:30:00.5',
      '0050-01-01 00:00:00',
      'not a date',
    ]) {
      expect(rowInstant(text)).toEqual(rawInstant(text));
    }
  });

  it('reads Date objects and numbers as they are', () => {
    const date = new Date('2026-11-26T18:30:00.000Z');
    expect(rowInstant(date)).toBe(date.getTime());
    expect(rowInstant(1_700_000_000_000)).toBe(1_700_000_000_000);
  });
});
