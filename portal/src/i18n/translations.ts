import type { Language } from '@medstaff/domain';
import type agencyMarketEn from './agency-market.en.json';
import type baseEn from './en.json';
import type hospitalMarketEn from './hospital-market.en.json';
import type poolEn from './pool.en.json';

/*
 * Each visit loads the texts of one language only (issue 12, "First loads"): the phrases of a
 * language are a chunk of their own (phrases-de.ts, phrases-en.ts), which app/main.tsx loads
 * before the first render and the I18nProvider when the visitor switches language.
 */

/** The texts of a language: the base file, and one file per marketplace area (kept apart so that areas grow without clashing). */
type English = typeof baseEn & typeof poolEn & typeof hospitalMarketEn & typeof agencyMarketEn;

export type TranslationKey = keyof English;
export type Phrases = Record<TranslationKey, string>;

/** A language's phrases module: all its texts, and each file by name (the tests check that no key is defined twice). */
export interface PhrasesModule {
  phrases: Phrases;
  files: Record<string, Record<string, string>>;
}

const LOADERS: Record<Language, () => Promise<PhrasesModule>> = {
  de: () => import('./phrases-de'),
  en: () => import('./phrases-en'),
};

const loaded = new Map<Language, Phrases>();
const loading = new Map<Language, Promise<Phrases>>();

/** The texts of a language if they have arrived, else undefined. */
export function loadedTranslations(language: Language): Phrases | undefined {
  return loaded.get(language);
}

/**
 * Loads the texts of a language once; the same promise for every caller until it settles. A
 * failed load (the network) is forgotten, so the next call tries again.
 */
export function loadTranslations(language: Language): Promise<Phrases> {
  const pending = loading.get(language);
  if (pending) return pending;
  const promise = LOADERS[language]().then(
    ({ phrases }) => {
      loaded.set(language, phrases);
      return phrases;
    },
    (error: unknown) => {
      loading.delete(language);
      throw error;
    },
  );
  loading.set(language, promise);
  return promise;
}

/** Gives the texts of a language without loading them (the tests, which import both languages). */
export function provideTranslations(language: Language, phrases: Phrases): void {
  loaded.set(language, phrases);
  loading.set(language, Promise.resolve(phrases));
}
