import de from './de.json';
import en from './en.json';

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('translation files', () => {
  test('German and English have exactly the same keys', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
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
