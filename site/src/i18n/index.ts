import { LANGUAGES, type Language } from '@medstaff/domain';
import de from './de.json';
import en from './en.json';

/** Every UI string has a flat key; German is the reference, English must have the same keys. */
export type TranslationKey = keyof typeof de;

export const translations: Record<Language, Record<TranslationKey, string>> = { de, en };

/** Values for `{name}` placeholders in a translation. */
export type TranslationValues = Record<string, string | number>;

/** The text for a key in a language, with `{name}` placeholders filled from `values`. */
export function t(lang: Language, key: TranslationKey, values: TranslationValues = {}): string {
  return translations[lang][key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** One static page per language, for `getStaticPaths` of pages under `src/pages/[lang]/`. */
export function languageStaticPaths() {
  return LANGUAGES.map((lang) => ({ params: { lang }, props: { lang } }));
}
