import type { Language } from '@medstaff/domain';
import agencyMarketDe from './agency-market.de.json';
import agencyMarketEn from './agency-market.en.json';
import baseDe from './de.json';
import baseEn from './en.json';
import hospitalMarketDe from './hospital-market.de.json';
import hospitalMarketEn from './hospital-market.en.json';
import poolDe from './pool.de.json';
import poolEn from './pool.en.json';

/** The texts of each language: the base file, and one file per marketplace area (kept apart so that areas grow without clashing). */
const en = { ...baseEn, ...poolEn, ...hospitalMarketEn, ...agencyMarketEn };
const de = { ...baseDe, ...poolDe, ...hospitalMarketDe, ...agencyMarketDe };

export type TranslationKey = keyof typeof en;
export type Phrases = Record<TranslationKey, string>;

export const translations: Record<Language, Phrases> = { de, en };

/** Each file of one language, by name: the tests check that no key is defined twice. */
export const translationFiles: Record<Language, Record<string, Record<string, string>>> = {
  de: { base: baseDe, pool: poolDe, hospitalMarket: hospitalMarketDe, agencyMarket: agencyMarketDe },
  en: { base: baseEn, pool: poolEn, hospitalMarket: hospitalMarketEn, agencyMarket: agencyMarketEn },
};
