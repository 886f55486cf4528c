import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { listAnchors, type ListAnchors } from './list-anchors';
import type { ListQuery, ListSpec } from './list-query.parser';
import { listQuery } from './list-reader';
import { filterList, isSqlite, ngramSearch, orderList, sortExpression } from './list-sql';
import { listTotals } from './list-totals-cache';
import { searchWalk } from './sqlite-search-walk';

/** One page of a list, as the services return it. */
export interface ListResult<T> {
  query: ListQuery;
  rows: T[];
  total: number;
}

/**
 * Reads one page of a list and its total, fast at any depth and size:
 * - the page's ids first, ordered and paged through the index of the sort (`SELECT id`, which
 *   the index covers, so a deep page skips index entries instead of whole rows), then the rows of
 *   those ids only, with the builder's own columns and joins;
 * - a deep page (from `ListAnchors.fromOffset` on) starts at the nearest anchor that an earlier
 *   page of the same list left (its first row's sort key and id), so paging on from there, or
 *   asking for the same page again, skips only the rows after it (see ListAnchors);
 * - the total from `listTotals` (exact up to EXACT_COUNT_LIMIT, then cached: see there).
 * Lists join only to-one relations, so the ids are the rows.
 */
export async function readListPage<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  query: ListQuery,
  spec: ListSpec,
  options: { anchors?: ListAnchors } = {},
): Promise<[T[], number]> {
  // The rows are read by id alone: with the filters again, SQLite may walk the filter's index
  // (700,000 entries of one role) instead of fetching the page's rows by their primary key.
  const rowsOfPage = builder.clone();
  const anchors = options.anchors ?? listAnchors;
  // Deep pages (from anchors.fromOffset on) have anchors; the first ones of a search may walk.
  const walk = query.skip < anchors.fromOffset ? searchWalk(builder, query, spec) : undefined;
  // With the list's n-gram index ready, a search reads its page ids and total from the index's
  // table alone (NgramIndexSpec): the candidates' copies are filtered and sorted there, and only
  // the page's rows come from the main table.
  const searched = ngramMirror(builder, query, spec) ?? builder;
  filterList(searched, query, spec);
  const coveringIndex = spec.searchIndex?.mysqlIndex;
  if (query.q && coveringIndex && !isSqlite(builder) && !ngramSearch(searched, query, spec)) {
    builder.useIndex(coveringIndex);
  }
  const id = `${builder.alias}.id`;
  const [idRows, total] = await Promise.all([
    walk
      ? walk().then((walked) => walked ?? readPageIds(searched, query, anchors))
      : readPageIds(searched, query, anchors),
    listTotals.count(searched),
  ]);
  const ids = idRows.map((row) => Number(row.id));
  if (ids.length === 0) return [[], total];
  const rows = await rowsOfPage.andWhere(`${id} IN (:...listPageIds)`, { listPageIds: ids }).getMany();
  const position = new Map(ids.map((value, index) => [value, index]));
  rows.sort((a, b) => (position.get(Number(a.id)) ?? 0) - (position.get(Number(b.id)) ?? 0));
  return [rows, total];
}

/**
 * A builder over the n-gram index's own table under the list's alias, to stand in for `builder`
 * in a search (NgramIndexSpec): only for a builder of the table it mirrors, without joins or
 * conditions of its own (which the copies could not answer); undefined otherwise.
 */
function ngramMirror<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  query: ListQuery,
  spec: ListSpec,
): SelectQueryBuilder<ObjectLiteral> | undefined {
  const index = spec.searchIndex?.ngram;
  const main = builder.expressionMap.mainAlias;
  if (!index || !main?.hasMetadata || main.metadata.tableName !== index.mirrors) return undefined;
  if (builder.expressionMap.wheres.length > 0 || builder.expressionMap.joinAttributes.length > 0) return undefined;
  if (!ngramSearch(builder, query, spec)) return undefined;
  return builder.connection.getRepository(index.entity).createQueryBuilder(builder.alias);
}

/** The ids of one page, in order: from an anchor for deep pages (see ListAnchors). */
async function readPageIds<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  query: ListQuery,
  anchors: ListAnchors,
): Promise<{ id: number | string }[]> {
  const id = `${builder.alias}.id`;
  const page = builder.clone().select(id, 'id');
  orderList(page, query);
  // Descending, NULL keys come last: `OR key IS NULL` would keep the index out, so a nullable
  // column sorted descending pages by offset alone.
  if (query.skip < anchors.fromOffset || (query.order === 'DESC' && sortMayBeNull(page, query.sortColumn))) {
    const [sql, parameters] = page.offset(query.skip).limit(query.take).getQueryAndParameters();
    return listQuery<{ id: number | string }>(builder.connection, sql, parameters);
  }
  // The sort key comes along (the sort's index covers it), so the page's first row can anchor
  // the next request; a sort by the id is its own key.
  const key = sortExpression(page, query.sortColumn, query);
  const byId = query.sortColumn === id;
  if (!byId) page.addSelect(key, 'listKey');
  const [listSql, listParameters] = page.getQueryAndParameters();
  const list = `${listSql}\u0000${JSON.stringify(listParameters)}`;
  const anchor = anchors.find(list, query.skip);
  if (anchor) {
    const ascending = query.order === 'ASC';
    const [after, through] = ascending ? ['>', '>='] : ['<', '<='];
    // The rows from the anchor's on, in the list's order (NULL keys come first ascending, so
    // none follows an anchor, which never has a NULL key).
    const fromAnchor = byId
      ? `${id} ${through} :anchorId`
      : query.sortUnique
        ? `${key} ${through} :anchorKey`
        : `${key} ${through} :anchorKey AND (${key} ${after} :anchorKey OR ${id} ${through} :anchorId)`;
    page.andWhere(fromAnchor, { anchorKey: anchor.key, anchorId: anchor.id });
  }
  const [sql, parameters] = page
    .offset(query.skip - (anchor?.offset ?? 0))
    .limit(query.take)
    .getQueryAndParameters();
  const rows = await listQuery<{ id: number | string; listKey?: unknown }>(builder.connection, sql, parameters);
  const first = rows[0];
  // An anchor found from another is as old as that one: its position is only as exact as the
  // plain offset it goes back to.
  if (first) {
    anchors.remember(
      list,
      { offset: query.skip, key: byId ? first.id : first.listKey, id: Number(first.id) },
      anchor?.at,
    );
  }
  return rows;
}

/** Whether a sort column (`alias.property`, maybe in LOWER()) may hold NULL: unknown ones may. */
function sortMayBeNull(builder: SelectQueryBuilder<ObjectLiteral>, column: string): boolean {
  const [, alias, property] = /^(?:LOWER\()?(\w+)\.(\w+)\)?$/.exec(column) ?? [];
  if (!alias) return true;
  const metadata = builder.expressionMap.aliases.find((candidate) => candidate.name === alias)?.metadata;
  return metadata?.findColumnWithPropertyPath(property)?.isNullable ?? true;
}
