import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { COUNTRIES } from '@medstaff/domain';
import type { ListQuery, ListSpec } from './list-query.parser';
import { ngramEngineOf, ngramPhrase } from './ngram-search';

/** The codes of the countries whose English or German name contains `text`, ignoring case. */
export function countryCodesNamed(text: string): string[] {
  const needle = text.toLocaleLowerCase('de');
  return COUNTRIES.filter(
    (country) =>
      country.name.en.toLocaleLowerCase('en').includes(needle) ||
      country.name.de.toLocaleLowerCase('de').includes(needle),
  ).map((country) => country.code);
}

const SQLITE_DRIVERS: ReadonlySet<string> = new Set(['better-sqlite3', 'sqlite']);
/** Whether the builder runs on SQLite (the dialect parts of the lists: trigram index, sort walk). */
export const isSqlite = (builder: SelectQueryBuilder<ObjectLiteral>) =>
  SQLITE_DRIVERS.has(builder.connection.options.type);

/**
 * A sort column as the database can read it from an index. Case-insensitive sorts are written
 * `LOWER(alias.column)`: SQLite has expression indexes on exactly that; on MySQL/MariaDB the
 * columns' case-insensitive collation (utf8mb4_unicode_ci) already orders without case, and
 * `LOWER()` would keep the column's index out, so it is dropped there.
 */
export function sortExpression(
  builder: SelectQueryBuilder<ObjectLiteral>,
  column: string,
  query: Pick<ListQuery, 'q'> = {},
): string {
  // A substring search on MySQL without a covering index (ListSpec.searchIndex.mysqlIndex, which
  // readListPage names): walking the sort's index and fetching row after row to test it is far
  // slower than one scan and a sort, which LOWER() keeps. With it, the plain column lets the
  // index's order serve the page.
  if (isSqlite(builder) || (query.q && !builder.expressionMap.useIndex)) return column;
  return /^LOWER\(([\w.]+)\)$/.exec(column)?.[1] ?? column;
}

/**
 * Orders by the sort column, then the id in the same direction: one index (sort column, id)
 * read forwards or backwards serves both directions, and the order is total, so pages and the
 * export's keyset batches never skip or repeat a row. When the sort is the id itself there is no
 * second entry: TypeORM keys ORDER BY by expression, and it would replace the first.
 */
export function orderList<T extends ObjectLiteral>(builder: SelectQueryBuilder<T>, query: ListQuery): void {
  const id = `${builder.alias}.id`;
  builder.orderBy(sortExpression(builder, query.sortColumn, query), query.order);
  if (query.sortColumn !== id && !query.sortUnique) builder.addOrderBy(id, query.order);
}

/**
 * Applies a checked list query in the database: search, filters, order (then id) and the page.
 * Lists join only to-one relations, so plain LIMIT/OFFSET pages correctly.
 */
export function applyListQuery<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  query: ListQuery,
  spec: ListSpec,
): SelectQueryBuilder<T> {
  filterList(builder, query, spec);
  orderList(builder, query);
  return builder.offset(query.skip).limit(query.take);
}

/**
 * The list's n-gram index for its search, when the server has it ready (ngram-search.ts) and can
 * look the search up (two characters or more): `mirror` when the builder reads the index's own
 * table (readListPage's stand-in for the main table), else the ids are looked up in a subquery.
 */
export function ngramSearch(
  builder: SelectQueryBuilder<ObjectLiteral>,
  query: Pick<ListQuery, 'q'>,
  spec: ListSpec,
): { table: string; idColumn: string; phrase: string; mirror: boolean } | undefined {
  const index = spec.searchIndex;
  if (!query.q || !index?.ngram || isSqlite(builder)) return undefined;
  const engine = ngramEngineOf(builder.connection, index.ngram.table);
  const phrase = engine && ngramPhrase(query.q, engine);
  if (!phrase) return undefined;
  const mirror = builder.expressionMap.mainAlias?.hasMetadata
    ? builder.expressionMap.mainAlias.metadata.tableName === index.ngram.table
    : false;
  return { table: index.ngram.table, idColumn: index.idColumn, phrase, mirror };
}

/** A phrase of the trigram tokenizer: a substring of one column, quotes doubled. */
export function trigramPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** The list query's search, id and equality conditions (no order, no page). */
export function filterList<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  query: ListQuery,
  spec: ListSpec,
): SelectQueryBuilder<T> {
  if (query.q) {
    // '!' escapes LIKE wildcards on both SQLite and MySQL. LOWER() makes SQLite case-insensitive;
    // MySQL/MariaDB columns compare without case already (the database's collation, see the
    // README), and LOWER() and COALESCE() there only cost (a third of a search's scan).
    const pattern = `%${query.q.toLowerCase().replace(/[!%_]/g, (character) => `!${character}`)}%`;
    const index = spec.searchIndex;
    const ngram = ngramSearch(builder, query, spec);
    const likes = spec.searchable.map((column) =>
      isSqlite(builder) ? `LOWER(COALESCE(${column}, '')) LIKE :q ESCAPE '!'` : `${column} LIKE :q ESCAPE '!'`,
    );
    // A phrase of the trigram tokenizer matches a substring of one column; quotes are doubled.
    // The n-gram index finds candidates (its normalizer may fold more than the columns'
    // collations, and a phrase may span two columns); the LIKEs keep exactly today's matches.
    const conditions =
      index && isSqlite(builder) && [...query.q].length >= 3
        ? [`${index.idColumn} IN (SELECT rowid FROM ${index.sqliteTable} WHERE ${index.sqliteTable} MATCH :qPhrase)`]
        : ngram
          ? [
              ngram.mirror
                ? `(MATCH(${builder.alias}.searchText) AGAINST (:qNgram IN BOOLEAN MODE) AND (${likes.join(' OR ')}))`
                : `(${ngram.idColumn} IN (SELECT id FROM \`${ngram.table}\` WHERE MATCH(search_text) AGAINST (:qNgram IN BOOLEAN MODE)) AND (${likes.join(' OR ')}))`,
            ]
          : likes;
    const countryCodes = spec.countryColumn ? countryCodesNamed(query.q) : [];
    if (spec.countryColumn && countryCodes.length > 0) conditions.push(`${spec.countryColumn} IN (:...countryCodes)`);
    builder.andWhere(`(${conditions.join(' OR ')})`, {
      q: pattern,
      qPhrase: trigramPhrase(query.q),
      qNgram: ngram?.phrase,
      countryCodes,
    });
  }
  if (query.ids) {
    if (query.ids.length === 0) builder.andWhere('1 = 0');
    else builder.andWhere(`${builder.alias}.id IN (:...ids)`, { ids: query.ids });
  }
  query.equals.forEach((condition, index) =>
    builder.andWhere(`${condition.column} = :equals${index}`, { [`equals${index}`]: condition.value }),
  );
  return builder;
}
