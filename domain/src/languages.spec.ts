import { languageOfPath, pickLanguage, replacePathLanguage } from './languages';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'de'],
    ['', 'de'],
    ['fr-FR,fr;q=0.9', 'de'],
    ['en-US,en;q=0.9', 'en'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['fr;q=1, en;q=0.5, de;q=0.7', 'de'],
    ['en;q=0, de;q=0.1', 'de'],
    ['EN-gb', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});

describe('replacePathLanguage', () => {
  it('replaces the first segment and keeps the page', () => {
    expect(replacePathLanguage('/de/auth/sign-in', 'en')).toBe('/en/auth/sign-in');
    expect(replacePathLanguage('/en/admin/agencies/4?tab=1', 'de')).toBe('/de/admin/agencies/4?tab=1');
    expect(replacePathLanguage('/de', 'en')).toBe('/en');
  });

  it('adds a language to a path without one', () => {
    expect(replacePathLanguage('/', 'de')).toBe('/de');
    expect(replacePathLanguage('/terms', 'en')).toBe('/en/terms');
  });

  it('reads the language of a path', () => {
    expect(languageOfPath('/en/agency/jobs')).toBe('en');
    expect(languageOfPath('/fr/x')).toBeUndefined();
  });
});
