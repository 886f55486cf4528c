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
   * trigram table whose rowid is `idColumn` (queries of three characters or more; shorter ones,
   * and other dialects, scan with LIKE).
   */
  searchIndex?: { sqliteTable: string; idColumn: string };
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
  // A substring search is not served by any index yet: walking the sort's index and fetching row
  // after row to test it is far slower on MySQL than one scan and a sort, which LOWER() keeps.
  if (isSqlite(builder) || query.q) return column;
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

/** The list query's search, id and equality conditions (no order, no page). */
export function filterList<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  query: ListQuery,
  spec: ListSpec,
): SelectQueryBuilder<T> {
  if (query.q) {
    // '!' escapes LIKE wildcards on both SQLite and MySQL; LOWER() makes SQLite case-insensitive too.
    const pattern = `%${query.q.toLowerCase().replace(/[!%_]/g, (character) => `!${character}`)}%`;
    const index = spec.searchIndex;
    // A phrase of the trigram tokenizer matches a substring of one column; quotes are doubled.
    const conditions =
      index && isSqlite(builder) && [...query.q].length >= 3
        ? [`${index.idColumn} IN (SELECT rowid FROM ${index.sqliteTable} WHERE ${index.sqliteTable} MATCH :qPhrase)`]
        : spec.searchable.map((column) => `LOWER(COALESCE(${column}, '')) LIKE :q ESCAPE '!'`);
    const countryCodes = spec.countryColumn ? countryCodesNamed(query.q) : [];
    if (spec.countryColumn && countryCodes.length > 0) conditions.push(`${spec.countryColumn} IN (:...countryCodes)`);
    builder.andWhere(`(${conditions.join(' OR ')})`, {
      q: pattern,
      qPhrase: `"${query.q.replace(/"/g, '""')}"`,
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
 * - the total from `listTotals` (exact up to EXACT_COUNT_LIMIT, then cached: see there).
 * Lists join only to-one relations, so the ids are the rows.
 */
export async function readListPage<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  query: ListQuery,
  spec: ListSpec,
): Promise<[T[], number]> {
  // The rows are read by id alone: with the filters again, SQLite may walk the filter's index
  // (700,000 entries of one role) instead of fetching the page's rows by their primary key.
  const rowsOfPage = builder.clone();
  filterList(builder, query, spec);
  const id = `${builder.alias}.id`;
  const page = builder.clone().select(id, 'id');
  orderList(page, query);
  page.offset(query.skip).limit(query.take);
  const [pageSql, pageParameters] = page.getQueryAndParameters();
  const [idRows, total] = await Promise.all([
    listQuery<{ id: number | string }>(builder.connection, pageSql, pageParameters),
    listTotals.count(builder),
  ]);
  const ids = idRows.map((row) => Number(row.id));
  if (ids.length === 0) return [[], total];
  const rows = await rowsOfPage.andWhere(`${id} IN (:...listPageIds)`, { listPageIds: ids }).getMany();
  const position = new Map(ids.map((value, index) => [value, index]));
  rows.sort((a, b) => (position.get(Number(a.id)) ?? 0) - (position.get(Number(b.id)) ?? 0));
  return [rows, total];
}

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
 * table, a broad search) is counted once and kept for `maxAgeMs` per query; an older one is
 * served while a recount runs in the background. Such a total may lag behind rows added or
 * removed in the last `maxAgeMs` (docs/decisions.md, "Admin lists at a million rows").
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
    const [capped] = await listQuery<{ n: number | string }>(
      builder.connection,
      `SELECT COUNT(*) AS n FROM (${sql}) capped_rows`,
      parameters,
    );
    const small = Number(capped.n);
    if (small <= this.exactLimit) return small;
    const key = `${sql}\u0000${JSON.stringify(parameters)}`;
    const cached = this.cache.get(key);
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
