import { formatDate, formatDateTime, formatOrdinalDate } from './format-dates';

describe('date formats', () => {
  it('writes MMMM Do YYYY in English and "1. Januar 2026" in German', () => {
    expect(formatOrdinalDate('2026-01-01T12:00:00', 'en')).toBe('January 1st 2026');
    expect(formatOrdinalDate('2026-03-22T12:00:00', 'en')).toBe('March 22nd 2026');
    expect(formatOrdinalDate('2026-05-13T12:00:00', 'en')).toBe('May 13th 2026');
    expect(formatOrdinalDate('2026-01-01T12:00:00', 'de')).toBe('1. Januar 2026');
    // 23:30 UTC on 31 December is New Year's Day in Berlin.
    expect(formatOrdinalDate('2026-12-31T23:30:00Z', 'en')).toBe('January 1st 2027');
  });

  it('writes DD/MM/YYYY and HH:mm elsewhere', () => {
    expect(formatDate('2026-01-05T12:00:00Z')).toBe('05/01/2026');
    // Berlin wall-clock time, on a device in New York (the suite's zone) too: CET and CEST.
    expect(formatDateTime('2026-01-05T07:07:00Z')).toBe('05/01/2026 08:07');
    expect(formatDateTime('2026-07-05T22:30:00Z')).toBe('06/07/2026 00:30');
    expect(formatDate(null)).toBe('');
  });
});
