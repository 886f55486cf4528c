import Polyglot from 'node-polyglot';
import type { Translate } from '../i18n/I18nProvider';
import { translations } from '../testing/translations';
import { formatDuration, formatHourlyRate, historyValue } from './market-format';

const translate = (language: 'de' | 'en'): Translate => {
  const polyglot = new Polyglot({ locale: language, phrases: translations[language] });
  return (key, options) => polyglot.t(key, options);
};

describe('market formats', () => {
  test('an hourly rate in each language', () => {
    expect(formatHourlyRate(translate('de'), 'de', 85.5)).toMatch(/^85,50\s€\/Std\.$/);
    expect(formatHourlyRate(translate('en'), 'en', 85.5)).toBe('€85.50/h');
  });

  test('a duration in hours and minutes, rounded up to the minute', () => {
    expect(formatDuration(translate('en'), (3 * 60 + 19) * 60_000 + 1)).toBe('3 h 20 min');
    expect(formatDuration(translate('de'), 45 * 60_000)).toBe('45 Min.');
  });

  test('history values as text', () => {
    expect(historyValue(null)).toBe('–');
    expect(historyValue([3, 4])).toBe('3, 4');
    expect(historyValue({ a: 1 })).toBe('{"a":1}');
    expect(historyValue(false)).toBe('false');
  });
});
