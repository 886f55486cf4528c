import { translationFiles, translations } from '../testing/translations';

const { de, en } = translations;
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('translation files', () => {
  test('German and English have exactly the same keys', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  test.each(['de', 'en'] as const)('%s defines each key in one file only', (language) => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [file, phrases] of Object.entries(translationFiles[language])) {
      for (const key of Object.keys(phrases)) {
        if (seen.has(key)) twice.push(`${key} (${seen.get(key)}, ${file})`);
        seen.set(key, file);
      }
    }
    expect(twice).toEqual([]);
  });

  test.each([
    ['de', de],
    ['en', en],
  ])('%s has no empty texts', (_language, phrases) => {
    const empty = Object.entries(phrases).filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(empty).toEqual([]);
  });

  test('a text uses the same placeholders in both languages', () => {
    const german: Record<string, string> = de;
    const mismatched = Object.entries(en).filter(([key, text]) => {
      return placeholders(text).join() !== placeholders(german[key] ?? '').join();
    });
    expect(mismatched).toEqual([]);
  });
});
