import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { parseId } from '@medstaff/domain';
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
   * `ngram`, where its owner registered it as ready (registerNgramIndex, ngram-search.ts), comes
   * first on MySQL/MariaDB: see NgramIndexSpec.
   */
  searchIndex?: { sqliteTable: string; idColumn: string; mysqlIndex?: string; ngram?: NgramIndexSpec };
  /** Extra equality filters: API name → column expression (an `allowList()` Map too). */
  filters?: ReadonlyMap<string, string>;
  /** The most rows one page may ask for. */
  maxPageSize?: number;
}

/**
 * An n-gram full-text index of a list's searched columns on MySQL/MariaDB (ngram-search.ts): a
 * table `table` whose `id` is the searched row's (`searchIndex.idColumn`) and whose column
 * `search_text` holds the searched columns, with a FULLTEXT index on it. It also holds copies
 * of the searched columns and of every sort and filter column of the list, under the same names,
 * so that `entity` (its mapping, properties named as the main entity's) can stand in for the
 * list's main table: a search's page ids and total are then read from it alone (`MATCH` for the
 * candidates, the exact `LIKE`s on the copies), and only the page's rows from the main table.
 * `mirrors` names the main table it copies.
 */
export interface NgramIndexSpec {
  table: string;
  mirrors: string;
  entity: EntityTarget<ObjectLiteral>;
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
