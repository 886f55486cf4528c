import type { DataSource } from 'typeorm';

/**
 * The n-gram full-text engines a MySQL-protocol server may offer a list's substring search
 * (docs/decisions.md, "Substring search on MariaDB: Mroonga"): Mroonga's bigram tokenizer on
 * MariaDB, InnoDB's `ngram` parser (two-character tokens) on MySQL 8.
 */
export type NgramEngine = 'mroonga' | 'innodb-ngram';

/** Bigrams: a shorter search cannot be looked up and scans with LIKE as before. */
export const NGRAM_MIN_LENGTH = 2;

const INNODB_PHRASE = /^[\p{L}\p{N} .@+-]+$/u;

const engines = new WeakMap<DataSource, Map<string, NgramEngine>>();

/**
 * Records (or, with `undefined`, forgets) that `table`, an n-gram index of a list's searched
 * columns, is ready on this data source: set when the owning module has created and filled it
 * at start, so a list never names a table the server does not have.
 */
export function registerNgramIndex(dataSource: DataSource, table: string, engine: NgramEngine | undefined): void {
  let tables = engines.get(dataSource);
  if (!tables) engines.set(dataSource, (tables = new Map()));
  if (engine) tables.set(table, engine);
  else tables.delete(table);
}

export const ngramEngineOf = (dataSource: DataSource, table: string): NgramEngine | undefined =>
  engines.get(dataSource)?.get(table);

/**
 * The boolean-mode phrase that finds `text` as a substring, or undefined where the engine cannot
 * say it (then the list scans with LIKE): Mroonga reads Groonga's query syntax, where a phrase
 * escapes `"` and `\` with a backslash. InnoDB's boolean mode has no escape inside a phrase, and
 * how its ngram parser treats other symbols in one could not be tried here (no MySQL 8 at hand):
 * there only letters, digits, spaces and `.@+-` are looked up, anything else scans.
 */
export function ngramPhrase(text: string, engine: NgramEngine): string | undefined {
  if ([...text].length < NGRAM_MIN_LENGTH) return undefined;
  if (engine === 'mroonga') return `"${text.replace(/["\\]/g, (character) => `\\${character}`)}"`;
  return INNODB_PHRASE.test(text) ? `"${text}"` : undefined;
}
