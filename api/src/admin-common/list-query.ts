import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { COUNTRIES, parseId } from '@medstaff/domain';
import { DomainError } from '../common/domain-error';
import { withParams } from '../common/messages';
import { assertSafeInput } from '../common/safe-input';
import { listQuery } from './list-reader';

/** What a resource allows in react-admin's simple REST list protocol. */
export interface ListSpec {
  /**
   * API field name → column expression (e.g. `name` → `agency.name`), built with `allowList()`:
   * a Map, so request data is only ever looked up among its own entries. Unknown fields are a 400.
   */
  sortable: ReadonlyMap<string, string>;
  defaultSort: string;
  /** Columns the `q` filter searches, case-insensitively, as a substring. */
  searchable: string[];
  /**
   * A column holding an ISO country code: `q` also finds rows whose country NAME, in English or
   * German, contains it ("Austria" or "Österreich" finds `AT`), besides the `searchable` columns.
   */
  countryColumn?: string;
  /**
   * Sort fields whose column is unique (a person's email): ordered by the column alone, since
   * MySQL/MariaDB read a unique index in (column) order only, not (column, id).
   */
  uniqueSorts?: ReadonlySet<string>;
  /**
   * An index for `q` over the `searchable` columns, where the dialect has one: on SQLite an FTS5
   * trigram table whose rowid is `idColumn` (queries of three characters or more; shorter ones
   * scan with LIKE). On MySQL/MariaDB, `mysqlIndex` names an index of the list's table that
   * covers the searched columns and every sort and filter of the list: a search's page and
   * total read it instead of the rows (still a scan, of far fewer bytes), and a page sorted by
   * its first column walks it in order and stops after the page. Only for lists whose searched
   * columns are their own table's (the hint names an index of the main table).
   */
  searchIndex?: { sqliteTable: string; idColumn: string; mysqlIndex?: string };
  /** Extra equality filters: API name → column expression (an `allowList()` Map too). */
  filters?: ReadonlyMap<string, string>;
  /** The most rows one page may ask for. */
  maxPageSize?: number;
}

/** The deepest row a list may start at: beyond it no real list reaches, and huge offsets are refused. */
export const MAX_OFFSET = 10_000_000;

export interface ListQuery {
  sortField: string;
  sortColumn: string;
  /** The sort column is unique: no id to break ties. */
  sortUnique?: boolean;
  order: 'ASC' | 'DESC';
  skip: number;
  take: number;
  q?: string;
  ids?: number[];
  equals: { column: string; value: string | number }[];
}

export interface RawListQuery {
  sort?: string;
  range?: string;
  filter?: string;
}

const parseJson = (text: string | undefined, what: string): unknown => {
  if (text === undefined || text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new DomainError(
      'VALIDATION_FAILED',
      withParams('listQuery.notJson', {
        what,
        example: what === 'sort' ? '["name","ASC"]' : what === 'range' ? '[0,4]' : '{"q":"text"}',
      }),
    );
  }
  // The JSON inside the query string gets the same checks as bodies (nesting, keys, well-formed text).
  assertSafeInput(value, what);
  return value;
};

/**
 * Reads `sort=["field","ASC"]`, `range=[0,4]` and `filter={"q":…,"id":[…],…}` into a checked
 * query: unknown sort fields, malformed ranges and unknown filters answer 400, never 500.
 */
export function parseListQuery(raw: RawListQuery, spec: ListSpec): ListQuery {
  const sort = parseJson(raw.sort, 'sort') ?? [spec.defaultSort, 'ASC'];
  if (
    !Array.isArray(sort) ||
    sort.length !== 2 ||
    typeof sort[0] !== 'string' ||
    !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())
  ) {
    throw new DomainError('VALIDATION_FAILED', 'listQuery.sortShape');
  }
  const sortColumn = spec.sortable.get(sort[0]);
  if (sortColumn === undefined) {
    throw new DomainError(
      'VALIDATION_FAILED',
      withParams('listQuery.sortUnknown', {
        field: sort[0].slice(0, 100),
        fields: [...spec.sortable.keys()].join(', '),
      }),
    );
  }
  const maxPageSize = spec.maxPageSize ?? 1000;
  const range = parseJson(raw.range, 'range') ?? [0, 24];
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((bound) => Number.isSafeInteger(bound) && bound >= 0 && bound <= MAX_OFFSET) ||
    range[1] < range[0] ||
    range[1] - range[0] + 1 > maxPageSize
  ) {
    throw new DomainError(
      'VALIDATION_FAILED',
      withParams('listQuery.rangeShape', { max: MAX_OFFSET, rows: maxPageSize }),
    );
  }
  const filter = parseJson(raw.filter, 'filter') ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw new DomainError('VALIDATION_FAILED', 'listQuery.filterObject');
  }
  const query: ListQuery = {
    sortField: sort[0],
    sortColumn,
    sortUnique: spec.uniqueSorts?.has(sort[0]) ?? false,
    order: String(sort[1]).toUpperCase() as 'ASC' | 'DESC',
    skip: range[0],
    take: range[1] - range[0] + 1,
    equals: [],
  };
  for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
    if (key === 'q') {
      if (typeof value !== 'string' || value.length > 200)
        throw new DomainError('VALIDATION_FAILED', 'listQuery.searchInvalid');
      if (value.trim()) query.q = value.trim();
    } else if (key === 'id') {
      const values: unknown[] = Array.isArray(value) ? value : [value];
      const ids = values.map(parseId);
      if (values.length > maxPageSize || !ids.every((id) => id !== undefined))
        throw new DomainError('INVALID_ID', 'listQuery.idsInvalid');
      query.ids = ids as number[];
    } else if (spec.filters?.has(key)) {
      if ((typeof value !== 'string' || value.length > 200) && !Number.isSafeInteger(value))
        throw new DomainError('VALIDATION_FAILED', withParams('listQuery.filterSingle', { key: key.slice(0, 100) }));
      query.equals.push({ column: spec.filters.get(key) as string, value: value as string | number });
    } else {
      throw new DomainError(
        'VALIDATION_FAILED',
        withParams('listQuery.filterUnknown', {
          key: key.slice(0, 100),
          filters: ['q', 'id', ...(spec.filters ? spec.filters.keys() : [])].join(', '),
        }),
      );
    }
  }
  return query;
}

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
const isSqlite = (builder: SelectQueryBuilder<ObjectLiteral>) => SQLITE_DRIVERS.has(builder.connection.options.type);

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

/** A phrase of the trigram tokenizer: a substring of one column, quotes doubled. */
function trigramPhrase(text: string): string {
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
    // A phrase of the trigram tokenizer matches a substring of one column; quotes are doubled.
    const conditions =
      index && isSqlite(builder) && [...query.q].length >= 3
        ? [`${index.idColumn} IN (SELECT rowid FROM ${index.sqliteTable} WHERE ${index.sqliteTable} MATCH :qPhrase)`]
        : spec.searchable.map((column) =>
            isSqlite(builder) ? `LOWER(COALESCE(${column}, '')) LIKE :q ESCAPE '!'` : `${column} LIKE :q ESCAPE '!'`,
          );
    const countryCodes = spec.countryColumn ? countryCodesNamed(query.q) : [];
    if (spec.countryColumn && countryCodes.length > 0) conditions.push(`${spec.countryColumn} IN (:...countryCodes)`);
    builder.andWhere(`(${conditions.join(' OR ')})`, {
      q: pattern,
      qPhrase: trigramPhrase(query.q),
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
  filterList(builder, query, spec);
  const coveringIndex = spec.searchIndex?.mysqlIndex;
  if (query.q && coveringIndex && !isSqlite(builder)) builder.useIndex(coveringIndex);
  const id = `${builder.alias}.id`;
  const [idRows, total] = await Promise.all([
    walk
      ? walk().then((walked) => walked ?? readPageIds(builder, query, anchors))
      : readPageIds(builder, query, anchors),
    listTotals.count(builder),
  ]);
  const ids = idRows.map((row) => Number(row.id));
  if (ids.length === 0) return [[], total];
  const rows = await rowsOfPage.andWhere(`${id} IN (:...listPageIds)`, { listPageIds: ids }).getMany();
  const position = new Map(ids.map((value, index) => [value, index]));
  rows.sort((a, b) => (position.get(Number(a.id)) ?? 0) - (position.get(Number(b.id)) ?? 0));
  return [rows, total];
}

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
function searchWalk<T extends ObjectLiteral>(
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

/** Pages that start this deep are read from anchors (ListAnchors); shallower ones skip cheaply. */
export const ANCHOR_FROM_OFFSET = 1_000;

interface Anchor {
  /** The row's position in the list. */
  offset: number;
  /** Its sort key, as the database returned it (NULL keys are not kept). */
  key: unknown;
  id: number;
  at: number;
}

/**
 * Keyset anchors for deep pages. `LIMIT 25 OFFSET 500000` makes the database step over 500,000
 * index entries even when the index covers them (250–350 ms on MariaDB with a small buffer
 * pool). Each deep page served leaves its first row's position, sort key and id; the next
 * request of the same list (same filters, sort and order) at that position or after it reads
 * `WHERE (key, id) >= (anchor) … OFFSET (skip − anchor's position)`, which the sort's index
 * answers by seeking. Anchors live `maxAgeMs`, like the cached totals: rows added or removed
 * before an anchor meanwhile shift the pages after it by as many rows until it expires
 * (docs/decisions.md, "Deep pages from anchors").
 */
export class ListAnchors {
  readonly fromOffset: number;
  private readonly maxAgeMs: number;
  private readonly maxLists: number;
  private readonly perList: number;
  private readonly now: () => number;
  /** List → its anchors, sorted by position. */
  private readonly lists = new Map<string, Anchor[]>();

  constructor(
    options: { fromOffset?: number; maxAgeMs?: number; maxLists?: number; perList?: number; now?: () => number } = {},
  ) {
    this.fromOffset = options.fromOffset ?? ANCHOR_FROM_OFFSET;
    this.maxAgeMs = options.maxAgeMs ?? 30_000;
    this.maxLists = options.maxLists ?? 500;
    this.perList = options.perList ?? 64;
    this.now = options.now ?? Date.now;
  }

  /** The anchor nearest before (or at) `offset` that is still fresh. */
  find(list: string, offset: number): Anchor | undefined {
    const anchors = this.lists.get(list);
    if (!anchors) return undefined;
    const oldest = this.now() - this.maxAgeMs;
    let best: Anchor | undefined;
    for (const anchor of anchors) {
      if (anchor.offset > offset) break;
      if (anchor.at >= oldest) best = anchor;
    }
    return best;
  }

  /** Keeps a row's position; `at` is when that position was last counted by a plain offset. */
  remember(list: string, anchor: Omit<Anchor, 'at'>, at = this.now()): void {
    if (anchor.key === null || anchor.key === undefined) return;
    const oldest = this.now() - this.maxAgeMs;
    const kept = (this.lists.get(list) ?? []).filter((other) => other.at >= oldest);
    const same = kept.find((other) => other.offset === anchor.offset);
    if (same && same.at >= at) return;
    const anchors = kept.filter((other) => other !== same);
    anchors.push({ ...anchor, at });
    anchors.sort((a, b) => a.offset - b.offset);
    // The oldest anchors go first when a list has too many.
    while (anchors.length > this.perList) {
      const stalest = anchors.reduce((a, b) => (b.at < a.at ? b : a));
      anchors.splice(anchors.indexOf(stalest), 1);
    }
    this.lists.delete(list);
    this.lists.set(list, anchors);
    if (this.lists.size > this.maxLists) this.lists.delete(this.lists.keys().next().value as string);
  }
}

/** The process's anchors (one cache for every admin list). */
export const listAnchors = new ListAnchors();

/** Totals up to this are counted exactly on every page; larger ones come from ListTotals' cache. */
export const EXACT_COUNT_LIMIT = 10_000;

interface CachedTotal {
  total: number;
  countedAt: number;
  refreshing: boolean;
}

/**
 * The `Content-Range` totals of the admin lists. Counting a million rows on every page costs
 * tens of milliseconds, more than the page itself, so a total is counted exactly only while it
 * is small: `COUNT(*)` over at most EXACT_COUNT_LIMIT + 1 matching ids. A larger total (a whole
 * table, a broad search) is counted once and kept for `maxAgeMs` per query, and answered
 * without counting again meanwhile; an older one is served while a recount runs in the
 * background. Such a total may lag behind rows added or removed in the last `maxAgeMs`, also when
 * it fell below the limit meanwhile (docs/decisions.md, "Admin lists at a million rows").
 */
export class ListTotals {
  private readonly cache = new Map<string, CachedTotal>();

  private readonly exactLimit: number;
  private readonly maxAgeMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: { exactLimit?: number; maxAgeMs?: number; maxEntries?: number; now?: () => number } = {}) {
    this.exactLimit = options.exactLimit ?? EXACT_COUNT_LIMIT;
    this.maxAgeMs = options.maxAgeMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 1000;
    this.now = options.now ?? Date.now;
  }

  async count<T extends ObjectLiteral>(builder: SelectQueryBuilder<T>): Promise<number> {
    const matching = builder.clone().orderBy().select(`${builder.alias}.id`, 'id');
    const [sql, parameters] = matching
      .offset(undefined)
      .limit(EXACT_COUNT_LIMIT + 1)
      .getQueryAndParameters();
    const key = `${sql}\u0000${JSON.stringify(parameters)}`;
    const cached = this.cache.get(key);
    // A large total counted within maxAgeMs is answered as it is: the capped count would only
    // confirm that it is large (and costs a scan of 10,001 matches, a search's most of all).
    if (cached && cached.total > this.exactLimit && this.now() - cached.countedAt <= this.maxAgeMs) {
      return cached.total;
    }
    const [capped] = await listQuery<{ n: number | string }>(
      builder.connection,
      `SELECT COUNT(*) AS n FROM (${sql}) capped_rows`,
      parameters,
    );
    const small = Number(capped.n);
    if (small <= this.exactLimit) return small;
    if (!cached) return this.recount(key, builder);
    if (this.now() - cached.countedAt > this.maxAgeMs && !cached.refreshing) {
      cached.refreshing = true;
      this.recount(key, builder).catch(() => (cached.refreshing = false));
    }
    return cached.total;
  }

  private async recount<T extends ObjectLiteral>(key: string, builder: SelectQueryBuilder<T>): Promise<number> {
    const [sql, parameters] = builder
      .clone()
      .orderBy()
      .offset(undefined)
      .limit(undefined)
      .select(`${builder.alias}.id`, 'id')
      .getQueryAndParameters();
    const [counted] = await listQuery<{ n: number | string }>(
      builder.connection,
      `SELECT COUNT(*) AS n FROM (${sql}) all_rows`,
      parameters,
    );
    const total = Number(counted.n);
    this.cache.delete(key);
    this.cache.set(key, { total, countedAt: this.now(), refreshing: false });
    if (this.cache.size > this.maxEntries) this.cache.delete(this.cache.keys().next().value as string);
    return total;
  }
}

/** The process's list totals (one cache for every admin list). */
export const listTotals = new ListTotals();

/** One page of a list, as the services return it. */
export interface ListResult<T> {
  query: ListQuery;
  rows: T[];
  total: number;
}

/** Answers a list: sets `Content-Range` and returns the rows (use with `@Res({ passthrough: true })`). */
export function sendList<T>(
  response: { setHeader(name: string, value: string): unknown },
  resource: string,
  result: ListResult<T>,
): T[] {
  response.setHeader('Content-Range', contentRange(resource, result.query, result.rows.length, result.total));
  return result.rows;
}

/** The Content-Range header ra-data-simple-rest reads: `agencies 0-4/27`. */
export function contentRange(resource: string, query: ListQuery, count: number, total: number): string {
  const end = count === 0 ? query.skip : query.skip + count - 1;
  return `${resource} ${query.skip}-${end}/${total}`;
}
