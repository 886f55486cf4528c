import { formatLongDate, isoDay } from './format-date';

// The suite runs in America/New_York (jest.global-setup.cjs): these are Berlin days all the same.
describe('formatLongDate', () => {
  // 23:30 on Saturday in Berlin (17:30 in New York).
  const saturday = new Date('2026-11-21T22:30:00Z');

  it('writes the Berlin date out in English', () => {
    expect(formatLongDate(saturday, 'en')).toBe('Saturday, 21 November 2026');
  });

  it('writes the Berlin date out in German', () => {
    expect(formatLongDate(new Date('2026-11-21T23:30:00Z'), 'de')).toBe('Sonntag, 22. November 2026');
  });
});

describe('isoDay', () => {
  it('gives the Berlin calendar day, also late in the evening and after Berlin midnight', () => {
    expect(isoDay(new Date('2026-11-21T22:30:00Z'))).toBe('2026-11-21');
    expect(isoDay(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
  });
});
