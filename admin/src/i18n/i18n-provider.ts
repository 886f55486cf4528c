import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, Locale, TranslationMessages } from 'react-admin';
import { isLanguage, type Language } from '@medstaff/domain';
import { FALLBACK_LANGUAGE } from './language';

/** Language names are written in their own language. */
export const LOCALES: Locale[] = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
];

/**
 * Each language's texts are a chunk of their own (issue 27): a page loads only its language's
 * (main.tsx, before the first render), not both.
 */
const LOADERS: Record<Language, () => Promise<TranslationMessages>> = {
  en: () => import('./messages-en').then((module) => module.enMessages),
  de: () => import('./messages-de').then((module) => module.deMessages),
};
const loaded = new Map<Language, TranslationMessages>();

/** Loads a language's texts (once); createI18nProvider needs them. */
export async function loadMessages(language: Language): Promise<TranslationMessages> {
  const known = loaded.get(language);
  if (known) return known;
  const messages = await LOADERS[language]();
  loaded.set(language, messages);
  return messages;
}

/**
 * The locale is the language of the path; it never changes while a page lives (a language
 * change loads the other language's URL, see url-locale-store.ts). Its texts must have been
 * loaded (loadMessages).
 */
export function createI18nProvider(language: Language): I18nProvider {
  const messages = loaded.get(language);
  if (!messages) throw new Error(`The ${language} texts are not loaded: await loadMessages('${language}') first.`);
  return polyglotI18nProvider(
    (locale) => loaded.get(isLanguage(locale) ? locale : FALLBACK_LANGUAGE) ?? messages,
    language,
    LOCALES,
    { allowMissing: false },
  );
}
