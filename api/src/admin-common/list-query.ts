import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { COUNTRIES, parseId } from '@medstaff/domain';
import { DomainError } from '../common/domain-error';
import { withParams } from '../common/messages';
import { assertSafeInput } from '../common/safe-input';

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

/**
 * Applies a checked list query in the database: search, filters, order (then id) and the page.
 * Lists join only to-one relations, so plain LIMIT/OFFSET pages correctly.
 */
export function applyListQuery<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  query: ListQuery,
  spec: ListSpec,
): SelectQueryBuilder<T> {
  if (query.q) {
    // '!' escapes LIKE wildcards on both SQLite and MySQL; LOWER() makes SQLite case-insensitive too.
    const pattern = `%${query.q.toLowerCase().replace(/[!%_]/g, (character) => `!${character}`)}%`;
    const conditions = spec.searchable.map((column) => `LOWER(COALESCE(${column}, '')) LIKE :q ESCAPE '!'`);
    const countryCodes = spec.countryColumn ? countryCodesNamed(query.q) : [];
    if (spec.countryColumn && countryCodes.length > 0) conditions.push(`${spec.countryColumn} IN (:...countryCodes)`);
    builder.andWhere(`(${conditions.join(' OR ')})`, { q: pattern, countryCodes });
  }
  if (query.ids) {
    if (query.ids.length === 0) builder.andWhere('1 = 0');
    else builder.andWhere(`${builder.alias}.id IN (:...ids)`, { ids: query.ids });
  }
  query.equals.forEach((condition, index) =>
    builder.andWhere(`${condition.column} = :equals${index}`, { [`equals${index}`]: condition.value }),
  );
  builder.orderBy(query.sortColumn, query.order);
  // The id breaks ties; when the sort is the id itself, a second entry would replace the first
  // (TypeORM keys ORDER BY by expression) and turn ["id","DESC"] ascending.
  if (query.sortColumn !== `${builder.alias}.id`) builder.addOrderBy(`${builder.alias}.id`, 'ASC');
  return builder.offset(query.skip).limit(query.take);
}

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
