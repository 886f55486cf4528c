import type { Language } from '@medstaff/domain';
import de from './de.json';
import en from './en.json';

/** Every UI text has a key in en.json; de.json must have the same keys (a test checks it). */
export type TranslationKey = keyof typeof en;
export type Phrases = Record<TranslationKey, string>;

export const translations: Record<Language, Phrases> = { de, en };
