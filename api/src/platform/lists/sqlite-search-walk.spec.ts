import { compareSqliteValues } from './sqlite-search-walk';

describe('compareSqliteValues (the check of a walked page’s order)', () => {
  it('orders NULL first, then numbers, then text', () => {
    const values = ['b', 2, null, 'a', 10];
    expect([...values].sort(compareSqliteValues)).toEqual([null, 2, 10, 'a', 'b']);
    expect(compareSqliteValues(undefined, null)).toBe(0);
    expect(compareSqliteValues(null, 0)).toBeLessThan(0);
  });

  it('orders text by its UTF-8 bytes, as SQLite’s BINARY collation does', () => {
    // UTF-16 code units would put the emoji (a surrogate pair, 0xD83D …) before U+FF5A.
    expect(compareSqliteValues('😀', 'ｚ')).toBeGreaterThan(0);
    expect(compareSqliteValues('Z', 'a')).toBeLessThan(0);
    expect(compareSqliteValues('müller', 'muller')).toBeGreaterThan(0);
    expect(compareSqliteValues('2026-11-24 10:00:00.000', '2026-11-24 09:59:59.999')).toBeGreaterThan(0);
    expect(compareSqliteValues('same', 'same')).toBe(0);
  });

  it('compares numbers by value', () => {
    expect(compareSqliteValues(9, 10)).toBeLessThan(0);
    expect(compareSqliteValues(10, 9)).toBeGreaterThan(0);
    expect(compareSqliteValues(7, 7)).toBe(0);
  });
});
