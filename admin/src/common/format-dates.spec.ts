import { formatDate, formatDateTime, formatOrdinalDate } from './format-dates';

describe('date formats', () => {
  it('writes MMMM Do YYYY in English and "1. Januar 2026" in German', () => {
    expect(formatOrdinalDate('2026-01-01T12:00:00', 'en')).toBe('January 1st 2026');
    expect(formatOrdinalDate('2026-03-22T12:00:00', 'en')).toBe('March 22nd 2026');
    expect(formatOrdinalDate('2026-05-13T12:00:00', 'en')).toBe('May 13th 2026');
    expect(formatOrdinalDate('2026-01-01T12:00:00', 'de')).toBe('1. Januar 2026');
  });

  it('writes DD/MM/YYYY and HH:mm elsewhere', () => {
    expect(formatDate('2026-01-05T12:00:00')).toBe('05/01/2026');
    expect(formatDateTime('2026-01-05T08:07:00')).toBe('05/01/2026 08:07');
    expect(formatDate(null)).toBe('');
  });
});
