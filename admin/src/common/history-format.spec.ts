import { createI18nProvider } from '../i18n/i18n-provider';
import { fileChangeText, formatHistoryValue, historyFieldLabel, type HistoryValueContext } from './history-format';

const countries = new Map([
  ['AT', { de: 'Österreich', en: 'Austria' }],
  ['DE', { de: 'Deutschland', en: 'Germany' }],
]);

function contextFor(locale: 'de' | 'en'): HistoryValueContext {
  const i18n = createI18nProvider(locale);
  return {
    translate: (key) => i18n.translate(key),
    locale,
    countryName: (code) => countries.get(String(code))?.[locale] ?? null,
    qualificationName: (code) => (code === 'facharzt' ? (locale === 'de' ? 'Facharzt' : 'Specialist') : null),
  };
}

describe('history labels and values', () => {
  it('shows the field labels of the screens in the UI language, and unknown fields by name', () => {
    const german = contextFor('de').translate;
    const english = contextFor('en').translate;
    expect(historyFieldLabel('agencies', 'name', english)).toBe('Agency name');
    expect(historyFieldLabel('agency-users', 'lastName', english)).toBe('Last name');
    expect(historyFieldLabel('persons', 'preferences.minSalary', english)).toBe(
      english('medstaff.persons.fields.min_salary'),
    );
    expect(historyFieldLabel('persons', 'qualification.level.type', english)).toBe('Qualification level');
    expect(historyFieldLabel('agencies', 'name', german)).not.toBe('Agency name');
    expect(historyFieldLabel('agencies', 'name', german)).toBe(
      createI18nProvider('de').translate('medstaff.agencies.name'),
    );
    expect(historyFieldLabel('jobs', 'state', english)).toBe('State');
    expect(historyFieldLabel('departments', 'skills', english)).toBe(english('medstaff.departments.skills_input'));
    expect(historyFieldLabel('organisation-users', 'confirmedAt', english)).toBe('Confirmed');
    expect(historyFieldLabel('jobs', 'releasedAt', english)).toBe('releasedAt');
    expect(historyFieldLabel('agencies', null, english)).toBe('');
  });

  it('shows a shift request’s states by their names', () => {
    const english = contextFor('en');
    expect(formatHistoryValue('jobs', 'state', 'external_fill', english)).toBe(
      english.translate('medstaff.jobs.states.external_fill'),
    );
    expect(formatHistoryValue('jobs', 'state', 'archived', english)).toBe('archived');
  });

  it('formats countries, money, lists, booleans, dates and qualification codes', () => {
    const de = contextFor('de');
    const en = contextFor('en');
    expect(formatHistoryValue('agencies', 'country', 'AT', de)).toBe('Österreich');
    expect(formatHistoryValue('agencies', 'country', 'AT', en)).toBe('Austria');
    expect(formatHistoryValue('persons', 'preferences.minSalary', '80.50', de).replace(/\s/g, ' ')).toBe('80,50 €');
    expect(formatHistoryValue('persons', 'preferences.minSalary', 80, en)).toBe('€80.00');
    expect(formatHistoryValue('persons', 'skills', ['Beatmung', 'ECMO'], de)).toBe('Beatmung, ECMO');
    expect(formatHistoryValue('jobs', 'accommodation', true, de)).toBe('ja');
    expect(formatHistoryValue('jobs', 'accommodation', false, en)).toBe('no');
    expect(formatHistoryValue('jobs', 'startDate', '2026-11-21T09:05:00.000Z', en)).toMatch(
      /^2\d\/11\/2026 \d\d:\d\d$/,
    );
    expect(formatHistoryValue('persons', 'qualification.level.type', 'facharzt', de)).toBe('Facharzt');
    expect(formatHistoryValue('persons', 'preferences.distance', 1500, de)).toBe('1.500');
    expect(formatHistoryValue('agencies', 'city', null, en)).toBe('');
  });

  it('says "Logo changed" or "Picture changed" instead of storage paths', () => {
    const de = contextFor('de').translate;
    const en = contextFor('en').translate;
    expect(fileChangeText('agencies', 'logo', ['logos/1.png', 'logos/2.png'], en)).toBe('Logo changed');
    expect(fileChangeText('agencies', 'logo', [null, 'logos/2.png'], de)).toBe('Logo geändert');
    expect(fileChangeText('organisation-pictures', null, [null, 'pictures/3.jpg'], en)).toBe('Picture changed');
    expect(fileChangeText('agencies', 'name', ['A', 'B'], en)).toBeUndefined();
  });
});
