/**
 * Multi-row INSERTs straight through the database driver, for the seed's bulk tables (a million
 * persons and their memberships). TypeORM's insert builder costs tens of microseconds a row in
 * Node (entity metadata, value preparation, parameter objects) — more than the databases need to
 * store the row. Rows here are plain arrays of values the column takes as they are: strings,
 * numbers, null (datetimes as UTC text `YYYY-MM-DD HH:MM:SS.SSS`, what TypeORM writes too).
 * Columns left out get the table's default, as with the ORM.
 *
 * - SQLite (better-sqlite3, synchronous): one prepared statement per table and row count, run on
 *   TypeORM's own connection, so inside the caller's transaction.
 * - MySQL/MariaDB: statements of literal values through the transaction's query runner, each
 *   kept well under max_allowed_packet.
 */
import type { Database, Statement } from 'better-sqlite3';
import { escape } from 'mysql2';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

export type Cell = string | number | null;

/** SQLite's bound-parameter limit (SQLITE_MAX_VARIABLE_NUMBER, 32,766 since 3.32). */
const SQLITE_MAX_VARIABLES = 32_766;

export interface BulkInserter {
  /**
   * Inserts the rows in order, in as few statements as fit, and answers the ids they got, read
   * from each statement's result: a multi-row INSERT's auto-increment ids are consecutive (SQLite:
   * the transaction is the only writer; InnoDB: a "simple insert" reserves its ids at once), a
   * step of auto_increment_increment apart on MySQL. The caller checks the first and the last.
   */
  insert(table: string, columns: readonly string[], rows: readonly (readonly Cell[])[]): Promise<number[]>;
  /**
   * Runs a load of about `rows` new rows into the table. On SQLite, when they are at least as many
   * as the table holds (and 10,000 or more), the table's secondary indexes are dropped for the
   * load and created again after it, from their own definitions in sqlite_master: building an
   * index sorts its entries once, while inserting into ten indexes of random order (email, names,
   * phone) touches a random page of each for every row: for 1,000,000 persons here about 10 s
   * to build them against about 75 s more to insert into them. Both happen in the caller's
   * transaction (a failed load rolls the drop back too), so other connections never see the table
   * without them, and a duplicate the unique indexes would have refused fails their creation and
   * so the transaction. Triggers stay (the person search index is filled row by row, as the app
   * does). Elsewhere just runs the load: DDL on MySQL/MariaDB commits the transaction (see
   * deferIndexes).
   */
  load(table: string, rows: number, run: () => Promise<void>): Promise<void>;
  /** Restores what `open` changed for the session. */
  close(): Promise<void>;
}

/** A bulk inserter on the manager's connection (a transaction's manager: its connection). */
export async function openBulkInserter(manager: EntityManager): Promise<BulkInserter> {
  const type = manager.connection.options.type;
  if (type === 'better-sqlite3') {
    const db = (manager.connection.driver as unknown as { databaseConnection: Database }).databaseConnection;
    return sqliteInserter(db);
  }
  if (type === 'mysql' || type === 'mariadb') {
    if (!manager.queryRunner) throw new Error('bulk inserts on MySQL need a transaction’s manager');
    return mysqlInserter(manager.queryRunner);
  }
  throw new Error(`bulk inserts: unsupported database type ${type}`);
}

function sqliteInserter(db: Database): BulkInserter {
  const statements = new Map<string, Statement>();
  const statementFor = (table: string, columns: readonly string[], rows: number) => {
    const key = `${table} ${columns.join(',')} ${rows}`;
    let statement = statements.get(key);
    if (!statement) {
      const row = `(${columns.map(() => '?').join(',')})`;
      statement = db.prepare(
        `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(',')}) VALUES ${Array(rows).fill(row).join(',')}`,
      );
      statements.set(key, statement);
    }
    return statement;
  };
  return {
    async load(table, rows, run) {
      const { count } = db.prepare(`SELECT count(*) AS count FROM "${table}"`).get() as { count: number };
      const indexes =
        rows >= 10_000 && rows >= count
          ? (db
              .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL`)
              .all(table) as { name: string; sql: string }[])
          : [];
      for (const index of indexes) db.exec(`DROP INDEX "${index.name.replace(/"/g, '""')}"`);
      await run();
      if (indexes.length === 0) return;
      const started = performance.now();
      for (const index of indexes) db.exec(index.sql);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`  ${table}: ${indexes.length} indexes built again in ${seconds} s`);
    },
    insert(table, columns, rows) {
      const ids: number[] = [];
      const perStatement = Math.max(1, Math.floor(SQLITE_MAX_VARIABLES / columns.length));
      for (let start = 0; start < rows.length; start += perStatement) {
        const count = Math.min(perStatement, rows.length - start);
        const values: Cell[] = new Array<Cell>(count * columns.length);
        let position = 0;
        for (let index = start; index < start + count; index += 1) {
          const row = rows[index];
          for (let column = 0; column < row.length; column += 1) values[position++] = row[column];
        }
        const { lastInsertRowid } = statementFor(table, columns, count).run(values);
        const first = Number(lastInsertRowid) - count + 1;
        for (let offset = 0; offset < count; offset += 1) ids.push(first + offset);
      }
      return Promise.resolve(ids);
    },
    close: () => Promise.resolve(),
  };
}

/** Text that needs no escapes in a single-quoted literal: no ', backslash or control character. */
const PLAIN = /^[ -&(-[\]-\uffff]*$/;

/** A value as a MySQL literal, as mysql2 writes it (the server's default sql_mode). */
export function mysqlLiteral(value: Cell): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`bulk inserts: ${value} is no SQL number`);
    return String(value);
  }
  return PLAIN.test(value) ? `'${value}'` : escape(value);
}

async function mysqlInserter(queryRunner: QueryRunner): Promise<BulkInserter> {
  const [settings] = (await queryRunner.query(
    'SELECT @@max_allowed_packet AS packet, @@auto_increment_increment AS increment, @@unique_checks AS uniqueChecks, @@foreign_key_checks AS foreignKeyChecks',
  )) as Record<'packet' | 'increment' | 'uniqueChecks' | 'foreignKeyChecks', number | string>[];
  const increment = Number(settings.increment);
  // A statement stays under a quarter of the packet limit (16 MB on MariaDB 10.11, 64 MB on
  // MySQL 8), counting 3 bytes a UTF-16 unit (the most UTF-8 needs for one), at most 1 MB: a
  // bigger statement is no faster, only slower to parse and to log.
  const limit = Math.min(Number(settings.packet) / 4, 1 << 20);
  // The seed's rows are new and consistent by construction (emails unique per run, one
  // membership per person, ids just read back), so the session skips the per-row unique and
  // foreign-key checks while it loads. Restored in close(); both settings are the session's only.
  await queryRunner.query('SET SESSION unique_checks = 0, foreign_key_checks = 0');
  return {
    load: (_table, _rows, run) => run(),
    insert(table, columns, rows) {
      // Every statement is queued on the connection at once (mysql2 runs them in order), so the
      // caller can make the next batch while the server stores this one.
      const head = `INSERT INTO \`${table}\` (${columns.map((column) => `\`${column}\``).join(',')}) VALUES `;
      const results: Promise<{ insertId: number; affectedRows: number }>[] = [];
      let parts: string[] = [];
      let size = head.length;
      for (const row of rows) {
        let text = '(';
        for (let column = 0; column < row.length; column += 1) {
          if (column > 0) text += ',';
          text += mysqlLiteral(row[column]);
        }
        text += ')';
        if (parts.length > 0 && (size + text.length + 1) * 3 > limit) {
          results.push(queryRunner.query(head + parts.join(',')));
          parts = [];
          size = head.length;
        }
        parts.push(text);
        size += text.length + 1;
      }
      if (parts.length > 0) results.push(queryRunner.query(head + parts.join(',')));
      return Promise.all(results).then((answers) => {
        const ids: number[] = [];
        for (const { insertId, affectedRows } of answers) {
          for (let offset = 0; offset < affectedRows; offset += 1) ids.push(Number(insertId) + offset * increment);
        }
        return ids;
      });
    },
    async close() {
      await queryRunner.query(
        `SET SESSION unique_checks = ${Number(settings.uniqueChecks) ? 1 : 0}, foreign_key_checks = ${Number(settings.foreignKeyChecks) ? 1 : 0}`,
      );
    },
  };
}

/**
 * MySQL/MariaDB's counterpart of the SQLite load's index rebuild, which cannot happen inside the
 * transaction there (DDL commits it): before the seed's transaction, when about `rows` new rows
 * are at least as many as the table holds (and 10,000 or more), drops the table's plain
 * (non-unique) secondary indexes that no foreign key needs; answers the function that adds them
 * back, as SHOW CREATE TABLE described them, in one ALTER TABLE (a sorted build of each, online),
 * which the caller runs in a `finally`, failed transaction or not. Inserting a million persons
 * into nine more indexes of random order took minutes against MariaDB's default 128 MB buffer
 * pool (170 s for the rows: each reads and dirties a random page of each index); without them the
 * rows take 20–30 s and building the nine after 11–15 s. Unique indexes stay, so a concurrent
 * writer still cannot add a duplicate meanwhile; only reads sorting by those columns are slower
 * until the build is done.
 * Should the process be killed in between, the indexes are missing until the next seed of the
 * same size or `ALTER TABLE … ADD KEY` by hand (the printed line names them). SQLite: nothing.
 */
export async function deferIndexes(dataSource: DataSource, table: string, rows: number): Promise<() => Promise<void>> {
  const type = dataSource.options.type;
  if ((type !== 'mysql' && type !== 'mariadb') || rows < 10_000) return () => Promise.resolve();
  const [{ count }] = (await dataSource.query(`SELECT COUNT(*) AS count FROM \`${table}\``)) as { count: string }[];
  if (rows < Number(count)) return () => Promise.resolve();
  const [created] = (await dataSource.query(`SHOW CREATE TABLE \`${table}\``)) as Record<string, string>[];
  const lines = created['Create Table'].split('\n').map((line) => line.trim().replace(/,$/, ''));
  const foreignColumns = new Set(
    lines.flatMap((line) =>
      line.startsWith('CONSTRAINT')
        ? [...(/FOREIGN KEY \(([^)]*)\)/.exec(line)?.[1] ?? '').matchAll(/`((?:[^`]|``)+)`/g)].map((match) => match[1])
        : [],
    ),
  );
  const keys: { line: string; name: string }[] = [];
  for (const line of lines) {
    const match = /^KEY (`(?:[^`]|``)+`) \(`((?:[^`]|``)+)`/.exec(line);
    if (match && !foreignColumns.has(match[2])) keys.push({ line, name: match[1] });
  }
  if (keys.length === 0) return () => Promise.resolve();
  const names = keys.map((key) => key.name);
  await dataSource.query(`ALTER TABLE \`${table}\` ${names.map((name) => `DROP INDEX ${name}`).join(', ')}`);
  console.log(`  ${table}: ${keys.length} indexes set aside for the load (${names.join(', ')})`);
  return async () => {
    const started = performance.now();
    await dataSource.query(`ALTER TABLE \`${table}\` ${keys.map((key) => `ADD ${key.line}`).join(', ')}`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`  ${table}: ${keys.length} indexes built again in ${seconds} s`);
  };
}
