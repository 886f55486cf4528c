import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ListQuery, ListSpec } from './list-query.parser';
import { listQuery } from './list-reader';
import { countryCodesNamed, filterList, isSqlite, orderList, sortExpression, trigramPhrase } from './list-sql';

/**
 * How many rows in sort order a search's first pages test one by one (searchWalk): enough for
 * a search that matches a good share of the rows, few enough that a rarer one loses little.
 */
export const SEARCH_WALK_ROWS = 250;
/** The deepest page end a walk serves: further pages read the trigram index's matches. */
const SEARCH_WALK_PAGE_END = 100;

/**
 * SQLite: the first pages of a search through the trigram index, read by walking the list's
 * sort order and testing each row against the index (about 8–10 µs a row), for at most
 * SEARCH_WALK_ROWS rows. A broad search ("medstaff", "+49 1": nearly every row) fills its page
 * within the first rows, where reading all of its matches from the index and sorting them took
 * 350–490 ms at 1,000,000 persons; a rarer one does not fill it ("mül", 3 % of the persons, but
 * none among the first 2,000 by email: names cluster in any order) and answers undefined, and the
 * caller reads the page as before (the walk then cost about 2.5 ms). The rows before the walk's
 * end are all tested, so a full page from it is the same page. Undefined, without a statement,
 * for anything else: other dialects, short queries (LIKE), deep pages, and a query that names a
 * country (its codes are matched beside the index).
 */
export function searchWalk<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  query: ListQuery,
  spec: ListSpec,
): (() => Promise<{ id: number | string }[] | undefined>) | undefined {
  const index = spec.searchIndex;
  const wanted = query.skip + query.take;
  if (!query.q || !index || !isSqlite(builder) || [...query.q].length < 3 || wanted > SEARCH_WALK_PAGE_END) return;
  if (spec.countryColumn && countryCodesNamed(query.q).length > 0) return;
  const phrase = trigramPhrase(query.q);
  const unsearched: ListQuery = { ...query, q: undefined };
  const page = filterList(builder.clone(), unsearched, spec).select(`${builder.alias}.id`, 'id');
  page.addSelect(sortExpression(page, query.sortColumn, unsearched), 'sort_key').addSelect(index.idColumn, 'search_id');
  orderList(page, unsearched);
  const [sql, parameters] = page.offset(undefined).limit(SEARCH_WALK_ROWS).getQueryAndParameters();
  const byId = query.sortColumn === `${builder.alias}.id` || query.sortUnique;
  const table = index.sqliteTable;
  // No ORDER BY outside: with one, SQLite tests every walked row before sorting them again; without,
  // it reads the subquery as a coroutine in its own order and stops at the page's end. SQL leaves
  // that order undefined, so it is checked below, and a page out of order is read the other way.
  const walked =
    `SELECT walked.id AS id, walked.sort_key AS sort_key FROM (${sql}) walked ` +
    `WHERE EXISTS (SELECT 1 FROM ${table} WHERE ${table} MATCH ? AND ${table}.rowid = walked.search_id) ` +
    `LIMIT ${wanted}`;
  const direction = query.order === 'ASC' ? 1 : -1;
  const inOrder = (rows: { id: number | string; sort_key: unknown }[]) =>
    rows.every((row, at) => {
      if (at === 0) return true;
      const previous = rows[at - 1];
      const byKey = compareSqliteValues(previous.sort_key, row.sort_key) * direction;
      return byKey < 0 || (byKey === 0 && !byId && (Number(row.id) - Number(previous.id)) * direction > 0);
    });
  return async () => {
    const rows = await listQuery<{ id: number | string; sort_key: unknown }>(builder.connection, walked, [
      ...parameters,
      phrase,
    ]);
    if (rows.length < wanted || !inOrder(rows)) return undefined;
    return rows.slice(query.skip).map((row) => ({ id: row.id }));
  };
}

/**
 * Two values as SQLite orders them with the BINARY collation: NULL, then numbers, then text by
 * its UTF-8 bytes (the sort keys of the lists are no blobs).
 */
export function compareSqliteValues(a: unknown, b: unknown): number {
  const rank = (value: unknown) =>
    value === null || value === undefined ? 0 : typeof value === 'number' || typeof value === 'bigint' ? 1 : 2;
  const [rankA, rankB] = [rank(a), rank(b)];
  if (rankA !== rankB || rankA === 0) return rankA - rankB;
  if (rankA === 1) return Math.sign(Number(a) - Number(b));
  return Buffer.compare(Buffer.from(String(a), 'utf8'), Buffer.from(String(b), 'utf8'));
}
