import agencyMarket from './agency-market.en.json';
import base from './en.json';
import hospitalMarket from './hospital-market.en.json';
import pool from './pool.en.json';
import type { Phrases } from './translations';

/** The English texts: a chunk of their own, loaded by translations.ts. */
export const files: Record<string, Record<string, string>> = { base, pool, hospitalMarket, agencyMarket };

export const phrases: Phrases = { ...base, ...pool, ...hospitalMarket, ...agencyMarket };
