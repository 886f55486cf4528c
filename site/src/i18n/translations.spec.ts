import { LANGUAGES } from '@medstaff/domain';
import de from './de.json';
import en from './en.json';
import { t, translations } from './index';

describe('translations', () => {
  it('has exactly the same keys in German and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
  });

  it.each(LANGUAGES)('has no empty texts in %s', (lang) => {
    const empty = Object.entries(translations[lang]).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    const keys = Object.keys(de) as (keyof typeof de)[];
    const mismatched = keys.filter((key) => placeholders(de[key]).join() !== placeholders(en[key]).join());
    expect(mismatched).toEqual([]);
  });
});

describe('t', () => {
  it('returns the text of the requested language', () => {
    expect(t('de', 'notFound.title')).toBe('Seite nicht gefunden.');
    expect(t('en', 'notFound.title')).toBe('Page not found.');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(t('en', 'footer.copyright', { year: 2031 })).toBe('© 2031 MedStaff');
    expect(t('de', 'footer.copyright')).toBe('© {year} MedStaff');
  });
});
