import type { Language } from '@medstaff/domain';
import type accountEn from './account.en.json';
import type agencyMarketEn from './agency-market.en.json';
import type assignmentsEn from './assignments.en.json';
import type baseEn from './en.json';
import type hospitalMarketEn from './hospital-market.en.json';
import type poolEn from './pool.en.json';
import type signedInEn from './signed-in.en.json';

/*
 * Each visit loads the texts of one language only, and of the part of the portal it shows
 * (issue 12, "First loads"): the frame and the auth screens (phrases-de.ts, phrases-en.ts), which
 * app/main.tsx loads before the first render, and the signed-in area (phrases-signed-in-*.ts),
 * which loads with the signed-in shell (SignedInTexts). Each is a chunk of its own.
 */

/** The texts of a language: the base file, and one file per area (kept apart so that areas grow without clashing). */
type English = typeof baseEn &
  typeof signedInEn &
  typeof poolEn &
  typeof hospitalMarketEn &
  typeof agencyMarketEn &
  typeof accountEn &
  typeof assignmentsEn;

export type TranslationKey = keyof English;
export type Phrases = Record<TranslationKey, string>;

/**
 * The parts the texts come in: `public` for every page, `signedIn` for the signed-in area,
 * `assignments` for the assignment pages (issue 29), loaded with them.
 */
export type TextPart = 'public' | 'signedIn' | 'assignments';

export const TEXT_PARTS: readonly TextPart[] = ['public', 'signedIn', 'assignments'];

/** A part's phrases module: its texts, and each file by name (the tests check that no key is defined twice). */
export interface PhrasesModule {
  phrases: Record<string, string>;
  files: Record<string, Record<string, string>>;
}

const LOADERS: Readonly<Record<Language, Readonly<Record<TextPart, () => Promise<PhrasesModule>>>>> = {
  de: {
    public: () => import('./phrases-de'),
    signedIn: () => import('./phrases-signed-in-de'),
    assignments: () => import('./phrases-assignments-de'),
  },
  en: {
    public: () => import('./phrases-en'),
    signedIn: () => import('./phrases-signed-in-en'),
    assignments: () => import('./phrases-assignments-en'),
  },
};

type PartTexts = Readonly<Record<string, string>>;

const loaded = new Map<string, PartTexts>();
const loading = new Map<string, Promise<PartTexts>>();

const keyOf = (language: Language, part: TextPart) => `${language}/${part}`;

/** The texts of a part of a language if they have arrived, else undefined. */
export function loadedTranslations(language: Language, part: TextPart = 'public'): PartTexts | undefined {
  return loaded.get(keyOf(language, part));
}

/**
 * Loads the texts of a part of a language once; the same promise for every caller until it
 * settles. A failed load (the network) is forgotten, so the next call tries again.
 */
export function loadTranslations(language: Language, part: TextPart = 'public'): Promise<PartTexts> {
  const key = keyOf(language, part);
  const pending = loading.get(key);
  if (pending) return pending;
  const promise = LOADERS[language][part]().then(
    ({ phrases }) => {
      loaded.set(key, phrases);
      return phrases;
    },
    (error: unknown) => {
      loading.delete(key);
      throw error;
    },
  );
  loading.set(key, promise);
  return promise;
}

/** Gives texts of a language without loading them (the tests): for every part unless named. */
export function provideTranslations(
  language: Language,
  phrases: PartTexts,
  parts: readonly TextPart[] = TEXT_PARTS,
): void {
  for (const part of parts) {
    loaded.set(keyOf(language, part), phrases);
    loading.set(keyOf(language, part), Promise.resolve(phrases));
  }
}
