import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import germanMessages from 'ra-language-german';
import { mergeTranslations, type I18nProvider, type Locale, type TranslationMessages } from 'react-admin';
import { isLanguage, type Language } from '@medstaff/domain';
import { de } from './de';
import { en } from './en';
import { FALLBACK_LANGUAGE } from './language';
import { MESSAGE_MODULES } from './modules';

/** Language names are written in their own language. */
export const LOCALES: Locale[] = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
];

export const messages: Record<Language, TranslationMessages> = {
  en: mergeTranslations(englishMessages, en, ...MESSAGE_MODULES.map((module) => module.en)),
  de: mergeTranslations(germanMessages, de, ...MESSAGE_MODULES.map((module) => module.de)),
};

/**
 * The locale is the language of the path; it never changes while a page lives (a language
 * change loads the other language's URL, see url-locale-store.ts).
 */
export function createI18nProvider(language: Language): I18nProvider {
  return polyglotI18nProvider(
    (locale) => messages[isLanguage(locale) ? locale : FALLBACK_LANGUAGE],
    language,
    LOCALES,
    { allowMissing: false },
  );
}
