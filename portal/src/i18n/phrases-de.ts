import agencyMarket from './agency-market.de.json';
import base from './de.json';
import hospitalMarket from './hospital-market.de.json';
import pool from './pool.de.json';
import type { Phrases } from './translations';

/** The German texts: a chunk of their own, loaded by translations.ts. */
export const files: Record<string, Record<string, string>> = { base, pool, hospitalMarket, agencyMarket };

export const phrases: Phrases = { ...base, ...pool, ...hospitalMarket, ...agencyMarket };
