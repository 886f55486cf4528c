import type { DataSource, EntityManager, EntityTarget } from 'typeorm';

/** A raw value of a row read with `manager.query` (both drivers). */
export type RawValue = string | number | Date | null;

/** A raw row read with `manager.query`, by column name. */
export type RawRow = Readonly<Record<string, RawValue>>;

/**
 * A read of a module's table that another module runs as its own statement (issue 26): the owner
 * writes the SQL from its entity's metadata and maps the row to plain fields; the caller only
 * chooses the ids and runs the statement (in its chunks, in its transaction). So the caller keeps
 * its statements and their number, and never names a table or column of another module.
 */
export interface RowsByIdPart<T> {
  /** The statement for the rows whose id is in `IN (placeholders)`. */
  sql(placeholders: string): string;
  /** The id of a row of that statement. */
  id(row: RawRow): number;
  /** A row of that statement as fields. */
  fields(row: RawRow): T;
}

/**
 * A join of a module's table onto another module's query: the owner writes the join and the
 * selected columns from its entity's metadata; the caller names the alias, the column of its own
 * table to join on, and the names its row reads.
 */
export interface JoinPart {
  /** The selected columns, `alias.column AS name`, comma-separated. */
  select: string;
  /** The join clause, `LEFT JOIN table alias ON …`. */
  join: string;
}

/** The names an entity's table and properties have in the database (its metadata, so the naming strategy's). */
export interface SqlNames<P extends string> {
  table: string;
  columns: Readonly<Record<P, string>>;
}

const namesCache = new WeakMap<DataSource, Map<unknown, Map<string, SqlNames<string>>>>();

/**
 * The table and column names of `properties` of `entity`, read once per data source from its
 * metadata (the wire reader asks on every list). Throws for a property that is not a column.
 */
export function sqlNames<E, P extends keyof E & string>(
  source: EntityManager | DataSource,
  entity: EntityTarget<E>,
  properties: readonly P[],
): SqlNames<P> {
  const dataSource = 'connection' in source ? source.connection : source;
  let byEntity = namesCache.get(dataSource);
  if (!byEntity) namesCache.set(dataSource, (byEntity = new Map()));
  let byProperties = byEntity.get(entity);
  if (!byProperties) byEntity.set(entity, (byProperties = new Map()));
  const key = properties.join(',');
  const cached = byProperties.get(key);
  if (cached) return cached as SqlNames<P>;
  const metadata = dataSource.getMetadata(entity);
  const columns = {} as Record<P, string>;
  for (const property of properties) {
    const column = metadata.findColumnWithPropertyName(property);
    if (!column) throw new Error(`${metadata.name}.${property} is not a column`);
    columns[property] = column.databaseName;
  }
  const names: SqlNames<P> = { table: metadata.tableName, columns };
  byProperties.set(key, names);
  return names;
}

/** A raw value as text ('' for NULL). */
export const rawText = (value: RawValue): string => (value === null ? '' : String(value));

/** A raw value as text or null. */
export const rawTextOrNull = (value: RawValue): string | null => (value === null ? null : String(value));
