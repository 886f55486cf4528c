import { formatLongDate, isoDay } from './format-date';

describe('formatLongDate', () => {
  const saturday = new Date(2026, 10, 21, 23, 30);

  it('writes the date out in English', () => {
    expect(formatLongDate(saturday, 'en')).toBe('Saturday, 21 November 2026');
  });

  it('writes the date out in German', () => {
    expect(formatLongDate(saturday, 'de')).toBe('Samstag, 21. November 2026');
  });
});

describe('isoDay', () => {
  it('gives the local calendar day, also late in the evening', () => {
    expect(isoDay(new Date(2026, 10, 21, 23, 30))).toBe('2026-11-21');
  });
});
