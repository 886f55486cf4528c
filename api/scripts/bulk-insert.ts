/**
 * Bulk loads straight through the database driver, for the seed's bulk tables (a million persons
 * and their memberships). TypeORM's insert builder costs tens of microseconds a row in Node
 * (entity metadata, value preparation, parameter objects) — more than the databases need to store
 * the row. Rows here are plain arrays of values the column takes as they are: strings, numbers,
 * null (datetimes as UTC text `YYYY-MM-DD HH:MM:SS.SSS`, what TypeORM writes too). Columns left
 * out get the table's default, as with the ORM.
 *
 * - SQLite (better-sqlite3, synchronous): one prepared statement per table and row count, run on
 *   TypeORM's own connection, so inside the caller's transaction.
 * - MySQL/MariaDB: `LOAD DATA LOCAL INFILE` of tab-separated text made in memory and streamed to
 *   the server (no file), one statement per batch on the transaction's connection: the server
 *   reads plain fields instead of parsing SQL literals, about half its time per row. Where the
 *   server or the client refuses LOCAL INFILE (MySQL 8 has `local_infile` off by default), or
 *   `localInfile: false` asks for it, statements of literal values instead, each kept well under
 *   max_allowed_packet.
 */
import { availableParallelism } from 'node:os';
import { Readable } from 'node:stream';
import type { Database, Statement } from 'better-sqlite3';
import { escape } from 'mysql2';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

export type Cell = string | number | null;

/** Makes the row of the given position (0, 1, 2, … in order, each once). */
export type RowMaker = (index: number) => readonly Cell[];

/** insertAll's batches where the caller names none. */
const DEFAULT_BATCH = 16_383;

/** The characters of LOAD DATA text made before it is handed to the connection. */
const LOAD_PIECE = 1 << 19;

/**
 * `count` rows in batches through `insert`, one batch in flight while the next is made (MySQL
 * answers asynchronously; SQLite at once).
 */
async function insertInBatches(
  insert: BulkInserter['insert'],
  table: string,
  columns: readonly string[],
  count: number,
  make: RowMaker,
  options: { batch?: number; progress?: (made: number) => void } = {},
): Promise<number[]> {
  const batch = Math.max(1, options.batch ?? DEFAULT_BATCH);
  const ids: number[] = [];
  let pending: Promise<number[]> | undefined;
  for (let start = 0; start < count; start += batch) {
    const rows: (readonly Cell[])[] = [];
    for (let index = start; index < Math.min(start + batch, count); index += 1) rows.push(make(index));
    const previous = pending;
    pending = insert(table, columns, rows);
    pending.catch(() => undefined); // its failure is thrown where it is awaited, below
    if (previous) for (const id of await previous) ids.push(id);
    options.progress?.(rows.length + start);
  }
  if (pending) for (const id of await pending) ids.push(id);
  return ids;
}

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
   * Inserts `count` rows that `make` builds one by one, in order (index 0 first, each once), and
   * answers their ids as `insert` does; `progress` hears how many are made so far now and then.
   * On MySQL/MariaDB with LOAD DATA LOCAL all rows are one statement whose text is made while the
   * server reads it (see mysqlInserter); elsewhere batches of `batch` rows through `insert`, the
   * next batch made while the server stores the current one.
   */
  insertAll(
    table: string,
    columns: readonly string[],
    count: number,
    make: RowMaker,
    options?: { batch?: number; progress?: (made: number) => void },
  ): Promise<number[]>;
  /**
   * Runs a load of about `rows` new rows into the table. On SQLite, when they are at least as many
   * as the table holds (and 10,000 or more), the table's secondary indexes are dropped for the
   * load and created again after it, from their own definitions in sqlite_master: building an
   * index sorts its entries once, while inserting into ten indexes of random order (email, names,
   * phone) touches a random page of each for every row: for 1,000,000 persons here about 10 s
   * to build them against about 75 s more to insert into them. Likewise the triggers that keep an
   * external-content FTS5 table of the table (the person search) go for the load, the index is
   * rebuilt once after it (rebuildSearchIndex) and the triggers are created again from their own
   * SQL, also when the load fails. All of it happens in the caller's transaction (a failed load
   * rolls the drops back too), so other connections never see the table without them, and a
   * duplicate the unique indexes would have refused fails their creation and so the transaction.
   * Elsewhere just runs the load: DDL on MySQL/MariaDB commits the transaction (see
   * deferIndexes).
   */
  load(table: string, rows: number, run: () => Promise<void>): Promise<void>;
  /** Restores what `open` changed for the session. */
  close(): Promise<void>;
}

export interface BulkInserterOptions {
  /**
   * MySQL/MariaDB: load with `LOAD DATA LOCAL INFILE` when the server allows it (default true);
   * false: multi-row INSERT statements only.
   */
  localInfile?: boolean;
}

/** A bulk inserter on the manager's connection (a transaction's manager: its connection). */
export async function openBulkInserter(
  manager: EntityManager,
  options: BulkInserterOptions = {},
): Promise<BulkInserter> {
  const type = manager.connection.options.type;
  if (type === 'better-sqlite3') {
    const db = (manager.connection.driver as unknown as { databaseConnection: Database }).databaseConnection;
    return sqliteInserter(db);
  }
  if (type === 'mysql' || type === 'mariadb') {
    if (!manager.queryRunner) throw new Error('bulk inserts on MySQL need a transaction’s manager');
    return mysqlInserter(manager.queryRunner, options.localInfile ?? true);
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
  const inserter: BulkInserter = {
    insertAll: (table, columns, count, make, options) =>
      insertInBatches((...args) => inserter.insert(...args), table, columns, count, make, options),
    async load(table, rows, run) {
      const { count } = db.prepare(`SELECT count(*) AS count FROM "${table}"`).get() as { count: number };
      if (rows < 10_000 || rows < count) return run();
      const schema = db
        .prepare(`SELECT type, name, sql FROM sqlite_master WHERE tbl_name = ? AND sql IS NOT NULL`)
        .all(table) as { type: string; name: string; sql: string }[];
      const indexes = schema.filter((entry) => entry.type === 'index');
      const searchTables = (
        db
          .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'`)
          .all() as { name: string; sql: string }[]
      )
        .filter((entry) => /\bUSING\s+fts5\b/i.test(entry.sql) && contentTable(entry.sql) === table)
        .map((entry) => entry.name);
      const triggers = schema.filter(
        (entry) => entry.type === 'trigger' && searchTables.some((name) => entry.sql.includes(name)),
      );
      for (const index of indexes) db.exec(`DROP INDEX ${quoted(index.name)}`);
      for (const trigger of triggers) db.exec(`DROP TRIGGER ${quoted(trigger.name)}`);
      try {
        await run();
        let started = performance.now();
        // The index builds' sorts may use a helper thread per core (SQLite's default is none):
        // 10 person indexes at 1,000,000 rows 9.0 s instead of 10.8 s on two cores.
        const threads = db.pragma('threads', { simple: true }) as number;
        db.pragma(`threads = ${Math.max(threads, availableParallelism())}`);
        try {
          for (const index of indexes) db.exec(index.sql);
        } finally {
          db.pragma(`threads = ${threads}`);
        }
        const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
        if (indexes.length > 0) console.log(`  ${table}: ${indexes.length} indexes built again in ${seconds()} s`);
        started = performance.now();
        for (const name of searchTables) rebuildSearchIndex(db, name);
        if (searchTables.length > 0) console.log(`  ${table}: ${searchTables.join(', ')} rebuilt in ${seconds()} s`);
      } catch (error) {
        // The caller's transaction rolls the load back, and the drops with it. Should it commit
        // anyway, the table still gets back what it can: its indexes and a search index of
        // every row (not what failed: a duplicate for a unique index).
        for (const index of indexes) {
          if (!db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?`).get(index.name)) {
            tryTo(() => db.exec(index.sql));
          }
        }
        for (const name of searchTables) tryTo(() => rebuildSearchIndex(db, name));
        throw error;
      } finally {
        for (const trigger of triggers) db.exec(trigger.sql);
      }
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
  return inserter;
}

/** A name as an SQL identifier. */
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The content table of an external-content FTS5 table (`content='person'`), from its SQL. */
function contentTable(sql: string): string | undefined {
  return /\bcontent\s*=\s*(['"]?)([^'",)\s]+)\1/i.exec(sql)?.[2];
}

const tryTo = (action: () => void) => {
  try {
    action();
  } catch {
    // best effort, after a failure that is thrown anyway
  }
};

/** FTS5's pending-data limit by default (FTS5_DEFAULT_HASHSIZE), and for a rebuild. */
const FTS5_HASHSIZE = 1 << 20;
const REBUILD_HASHSIZE = 64 << 20;

/**
 * Fills an external-content FTS5 table from its content table in one pass (`rebuild`), with room
 * for 64 MB of terms in memory before a segment is written instead of FTS5's 1 MB: far fewer
 * segments to write and merge, half the time for a million persons (about 10 s of CPU against
 * 19 s, the same as the triggers row by row). The setting is put back as it was (FTS5 keeps it
 * in the table's `_config` shadow table; absent there means the default, so the row is deleted,
 * which SQLite allows only outside defensive mode: better-sqlite3's unsafe mode for that one
 * statement).
 */
function rebuildSearchIndex(db: Database, name: string) {
  const table = quoted(name);
  const config = quoted(`${name}_config`);
  const previous = db.prepare(`SELECT v FROM ${config} WHERE k = 'hashsize'`).get() as { v: number } | undefined;
  // A literal: FTS5 takes only an integer here, and better-sqlite3 binds numbers as reals.
  db.exec(`INSERT INTO ${table}(${table}, rank) VALUES ('hashsize', ${REBUILD_HASHSIZE})`);
  try {
    db.exec(`INSERT INTO ${table}(${table}) VALUES ('rebuild')`);
  } finally {
    const restored = previous ? Math.trunc(Number(previous.v)) : FTS5_HASHSIZE;
    db.exec(`INSERT INTO ${table}(${table}, rank) VALUES ('hashsize', ${restored})`);
    if (!previous) {
      db.unsafeMode(true);
      try {
        db.exec(`DELETE FROM ${config} WHERE k = 'hashsize'`);
      } finally {
        db.unsafeMode(false);
      }
    }
  }
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

/** Text that needs no escape in a LOAD DATA field. */
const LOAD_DATA_PLAIN = /^[^\\\t\n\r\0]*$/;
const LOAD_DATA_SPECIAL = /[\\\t\n\r\0]/g;
const LOAD_DATA_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
  '\0': '\\0',
};

/**
 * A value as a field of `LOAD DATA`'s default text format (fields by tabs, lines by newlines,
 * backslash escapes): `\N` for NULL, and a backslash before a backslash, tab, newline, carriage
 * return or NUL, which the server reads back to the same character.
 */
export function loadDataField(value: Cell): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`bulk inserts: ${value} is no SQL number`);
    return String(value);
  }
  return LOAD_DATA_PLAIN.test(value)
    ? value
    : value.replace(LOAD_DATA_SPECIAL, (character) => LOAD_DATA_ESCAPES[character]);
}

/**
 * Errors of a server or client that does not take `LOAD DATA LOCAL`: ER_NOT_ALLOWED_COMMAND
 * (MySQL with local_infile off), ER_CLIENT_LOCAL_FILES_DISABLED (MySQL 8), MariaDB's
 * ER_LOAD_INFILE_CAPABILITY_DISABLED.
 */
const LOCAL_INFILE_REFUSED = new Set([1148, 3948, 4166]);

/** The part of mysql2's connection the loads use: a query with the stream that is its file. */
interface Mysql2Connection {
  query(
    options: { sql: string; infileStreamFactory?: (path: string) => Readable },
    callback: (error: (Error & { errno?: number }) | null, result: unknown) => void,
  ): unknown;
}

async function mysqlInserter(queryRunner: QueryRunner, localInfile: boolean): Promise<BulkInserter> {
  const [settings] = (await queryRunner.query(
    'SELECT @@max_allowed_packet AS packet, @@auto_increment_increment AS increment, @@unique_checks AS uniqueChecks, @@foreign_key_checks AS foreignKeyChecks, @@innodb_autoinc_lock_mode AS lockMode',
  )) as Record<'packet' | 'increment' | 'uniqueChecks' | 'foreignKeyChecks' | 'lockMode', number | string>[];
  const increment = Number(settings.increment);
  // A statement stays under a quarter of the packet limit (16 MB on MariaDB 10.11, 64 MB on
  // MySQL 8), counting 3 bytes a UTF-16 unit (the most UTF-8 needs for one), at most 1 MB: a
  // bigger statement is no faster, only slower to parse and to log.
  const limit = Math.min(Number(settings.packet) / 4, 1 << 20);
  // The ids of a LOAD DATA are consecutive only while the statement holds the table's AUTO-INC
  // lock to its end, as innodb_autoinc_lock_mode 0 and 1 do (MariaDB's default 1); in mode 2
  // (MySQL 8's default) other sessions' inserts may take ids in between, so INSERTs there.
  let loading = localInfile && Number(settings.lockMode) < 2;
  const connection = (queryRunner as unknown as { databaseConnection: Mysql2Connection }).databaseConnection;
  const send = (sql: string, file?: () => Readable) =>
    new Promise<unknown>((resolve, reject) =>
      connection.query(file ? { sql, infileStreamFactory: file } : { sql }, (error, result) =>
        error ? reject(error) : resolve(result),
      ),
    );
  // The seed's rows are new and consistent by construction (emails unique per run, one
  // membership per person, ids just read back), so the session skips the per-row unique and
  // foreign-key checks while it loads. Restored in close(); both settings are the session's only.
  await queryRunner.query('SET SESSION unique_checks = 0, foreign_key_checks = 0');

  /** The rows as multi-row INSERTs, each statement queued on the connection at once. */
  const insertStatements = (table: string, columns: readonly string[], rows: readonly (readonly Cell[])[]) => {
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
  };

  /**
   * All rows as one LOAD DATA LOCAL INFILE of tab-separated text, made while the server reads it
   * (pieces of about half a megabyte, as fast as the connection takes them), then
   * LAST_INSERT_ID() (the first id: the OK packet of a LOAD DATA carries none), queued at once.
   * One statement is the server's fastest path: 1,000,000 persons took 10.9 s as one statement
   * against 15.8 s as 62 of 16,383 rows (MariaDB 10.11, an empty table: InnoDB's bulk insert
   * writes one undo record and sorts the index entries for the whole statement). The ids are
   * consecutive: modes 0 and 1 of innodb_autoinc_lock_mode hold the table's AUTO-INC lock to
   * the statement's end (mode 2 uses INSERTs, see `loading`). The server reserves the ids of a
   * statement whose row count it does not know in blocks of 1, 2, 4, … up to 65,536 and drops
   * what is left of the last block, so the table's next id may be up to 65,535 above the last
   * row loaded: a gap, as deleted rows leave, which ids never promised to be without.
   * With LOCAL the server turns errors in the data (a duplicate key, a value that does not fit)
   * into warnings and skips or adjusts the row, so a statement with warnings, or fewer rows
   * than sent, fails; so does one whose `make` throws (the stream's error).
   */
  const loadAll = async (
    table: string,
    columns: readonly string[],
    count: number,
    make: RowMaker,
    progress?: (made: number) => void,
  ): Promise<{ made: number; ids?: number[]; error?: Error & { errno?: number } }> => {
    let made = 0;
    const text = function* (): Generator<Buffer> {
      let piece = '';
      while (made < count) {
        const row = make(made);
        made += 1;
        for (let column = 0; column < row.length; column += 1) {
          if (column > 0) piece += '\t';
          piece += loadDataField(row[column]);
        }
        piece += '\n';
        if (piece.length >= LOAD_PIECE) {
          yield Buffer.from(piece, 'utf8');
          piece = '';
          progress?.(made);
        }
      }
      if (piece.length > 0) yield Buffer.from(piece, 'utf8');
      progress?.(made);
    };
    const sql =
      `LOAD DATA LOCAL INFILE 'bulk.tsv' INTO TABLE \`${table}\` CHARACTER SET utf8mb4 ` +
      `FIELDS TERMINATED BY '\\t' ESCAPED BY '\\\\' LINES TERMINATED BY '\\n' ` +
      `(${columns.map((column) => `\`${column}\``).join(',')})`;
    const loaded = send(sql, () => Readable.from(text())) as Promise<{ affectedRows: number; warningStatus: number }>;
    const first = send('SELECT LAST_INSERT_ID() AS id') as Promise<{ id: number | string }[]>;
    first.catch(() => undefined); // meaningless when the load failed; its error is answered below
    let answer: { affectedRows: number; warningStatus: number };
    try {
      answer = await loaded;
    } catch (error) {
      return { made, error: error as Error & { errno?: number } };
    }
    if (answer.warningStatus > 0 || answer.affectedRows !== count) {
      const warnings = (await send('SHOW WARNINGS LIMIT 5')) as { Message: string }[];
      throw new Error(
        `bulk load into ${table}: ${answer.affectedRows} of ${count} rows stored, ${answer.warningStatus} warnings: ${warnings.map((warning) => warning.Message).join('; ')}`,
      );
    }
    const [{ id }] = await first;
    const ids: number[] = new Array<number>(count);
    for (let offset = 0; offset < count; offset += 1) ids[offset] = Number(id) + offset * increment;
    return { made, ids };
  };

  const inserter: BulkInserter = {
    load: (_table, _rows, run) => run(),
    insert: (table, columns, rows) => inserter.insertAll(table, columns, rows.length, (index) => rows[index]),
    async insertAll(table, columns, count, make, options = {}) {
      if (count === 0) return [];
      if (!loading) return insertInBatches(insertStatements, table, columns, count, make, options);
      const { made, ids, error } = await loadAll(table, columns, count, make, options.progress);
      if (ids) return ids;
      // A server or client that refuses LOCAL does so before it asks for the file: no row made yet.
      if (made > 0 || error?.errno === undefined || !LOCAL_INFILE_REFUSED.has(error.errno)) throw error;
      console.log(`  ${table}: LOAD DATA LOCAL refused (${error.message}); INSERT statements instead`);
      loading = false;
      return insertInBatches(insertStatements, table, columns, count, make, options);
    },
    async close() {
      await queryRunner.query(
        `SET SESSION unique_checks = ${Number(settings.uniqueChecks) ? 1 : 0}, foreign_key_checks = ${Number(settings.foreignKeyChecks) ? 1 : 0}`,
      );
    },
  };
  return inserter;
}

/**
 * MySQL/MariaDB's counterpart of the SQLite load's index rebuild, which cannot happen inside the
 * transaction there (DDL commits it): before the seed's transaction, when about `rows` new rows
 * are at least as many as the table holds (and 10,000 or more), drops the table's plain
 * (non-unique) secondary indexes that no foreign key needs; answers the function that adds them
 * back, as SHOW CREATE TABLE described them, in one ALTER TABLE (one read of the rows, a sorted
 * build of each), which the caller runs in a `finally`, failed transaction or not. Inserting a
 * million persons into nine more indexes of random order took minutes against MariaDB's default
 * 128 MB buffer pool (170 s for the rows: each reads and dirties a random page of each index);
 * without them the rows take about 10 s and building the nine after 14–16 s, the server's CPU
 * sorting by collation. The build takes `LOCK=SHARED`: reads go on, writes to the table wait
 * for it (1.5–2 s faster than `LOCK=NONE`, which logs concurrent writes to replay them), which
 * suits a load at least as large as the table. Unique indexes stay, so nothing could add a
 * duplicate during the load; only reads sorting by those columns are slower until the build is
 * done.
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
    await dataSource.query(
      `ALTER TABLE \`${table}\` ${keys.map((key) => `ADD ${key.line}`).join(', ')}, ALGORITHM=INPLACE, LOCK=SHARED`,
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`  ${table}: ${keys.length} indexes built again in ${seconds} s`);
  };
}

/**
 * SQLite's settings for a big load, before the seed's transaction (neither can change inside
 * one), for 10,000 rows or more; answers the function that puts them back, which the caller runs
 * in a `finally`. In WAL mode (the app's) a transaction of a million persons writes its gigabyte
 * of pages to the WAL and the checkpoint at close copies them into the database again; with the
 * rollback journal (`DELETE`) pages that are new to the file go straight to it and the journal
 * holds only the few old pages the transaction changes. `synchronous = OFF` skips the fsyncs of
 * that gigabyte: a crash of the seed still rolls back, only an operating-system crash or power
 * loss during the seed could damage the file. For 1,000,000 persons here about 10 s of CPU
 * (mostly system time) and more wall time. The journal mode is the file's: should the process
 * be killed in between, the app sets WAL again when it opens the database. Another connection
 * (a running API) keeps WAL in place; then only `synchronous` changes. MySQL/MariaDB: nothing.
 */
export async function prepareBulkLoad(dataSource: DataSource, rows: number): Promise<() => Promise<void>> {
  if (dataSource.options.type !== 'better-sqlite3' || rows < 10_000) return () => Promise.resolve();
  const [{ journal_mode: journalMode }] = (await dataSource.query('PRAGMA journal_mode')) as { journal_mode: string }[];
  const [{ synchronous }] = (await dataSource.query('PRAGMA synchronous')) as { synchronous: number }[];
  await dataSource.query('PRAGMA synchronous = OFF');
  if (journalMode.toLowerCase() === 'wal') {
    const [{ journal_mode: changed }] = (await dataSource
      .query('PRAGMA journal_mode = DELETE')
      .catch(() => [{ journal_mode: journalMode }])) as { journal_mode: string }[];
    if (changed.toLowerCase() === 'wal') console.log('  WAL stays: another connection has the database open');
  }
  return async () => {
    await dataSource.query(`PRAGMA journal_mode = ${journalMode}`);
    await dataSource.query(`PRAGMA synchronous = ${Number(synchronous)}`);
  };
}

/**
 * The market version's triggers (migration MarketVersion) go for a big load of requests (10,000
 * or more) and come back after it, followed by one raise of the version, so every cached market
 * answer of a running API is recomputed; answers the function that does that, which the caller
 * runs in a `finally`. Each inserted request, date and pay line would raise the version once
 * (1.4 million updates of one row for 200,000 requests). Should the process be killed in
 * between, the triggers are missing: a starting API notices, logs an error and caches nothing
 * until the migration's triggers are created again (run the seed again).
 */
export async function deferMarketTriggers(dataSource: DataSource, rows: number): Promise<() => Promise<void>> {
  if (rows < 10_000) return () => Promise.resolve();
  const sqlite = dataSource.options.type === 'better-sqlite3';
  const creates: { name: string; sql: string }[] = sqlite
    ? (
        (await dataSource.query(
          "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'market\\_version\\_%' ESCAPE '\\'",
        )) as { name: string; sql: string }[]
      ).map(({ name, sql }) => ({ name, sql }))
    : (
        (await dataSource.query(
          'SELECT trigger_name AS name, action_timing AS timing, event_manipulation AS event, ' +
            'event_object_table AS `table`, action_statement AS statement FROM information_schema.triggers ' +
            "WHERE trigger_schema = DATABASE() AND trigger_name LIKE 'market\\_version\\_%'",
        )) as { name: string; timing: string; event: string; table: string; statement: string }[]
      ).map(({ name, timing, event, table, statement }) => ({
        name,
        sql: `CREATE TRIGGER \`${name}\` ${timing} ${event} ON \`${table}\` FOR EACH ROW ${statement}`,
      }));
  for (const { name } of creates) {
    await dataSource.query(sqlite ? `DROP TRIGGER "${name}"` : `DROP TRIGGER \`${name}\``);
  }
  return async () => {
    for (const { sql } of creates) await dataSource.query(sql);
    await dataSource.query('UPDATE market_version SET version = version + 1 WHERE id = 1');
    console.log(`  market_version: ${creates.length} triggers created again, the version raised`);
  };
}
