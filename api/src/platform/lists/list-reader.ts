import { Worker } from 'node:worker_threads';
import { Logger } from '@nestjs/common';
import { createConnection, createPool, type Pool, type PoolConnection } from 'mysql2/promise';
import type { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config';
import { DomainError } from '../common/domain-error';
import { currentRequestContext, runInRequestContext } from '../common/request-context';
import { appendCapturedStatement, sqlCaptureFile } from '../database/sql-capture.logger';
import { mysqlPoolStats, type PoolStats } from '../metrics/pool-stats';

/**
 * Where the admin lists run their heavy statements (the page's ids, the totals): away from the
 * connections and the thread that sign-in and the rest of the API use, with a time limit, and
 * cancelled when the client has gone. A slow search cannot starve everyone else:
 * - SQLite: better-sqlite3 runs statements on the thread that calls it, so a read-only
 *   connection to the same file in a worker thread runs them (WAL lets it read while the app
 *   writes); the time limit and a cancel terminate the worker, and a new one takes the next query.
 * - MySQL/MariaDB: a pool of its own (LIST_POOL_SIZE connections) whose sessions carry the server's
 *   own statement limit (MariaDB `max_statement_time`, MySQL `max_execution_time`); a cancel
 *   sends `KILL QUERY` for the connection.
 */
export interface ListReader {
  /** `signal` (the request's, by default) cancels the statement. */
  query<T>(sql: string, parameters: readonly unknown[], signal?: AbortSignal): Promise<T[]>;
  close(): Promise<void>;
  /** Its connections (SQLite: the worker) in use and idle, and the statements waiting, for the metrics. */
  stats?(): PoolStats | undefined;
}

export const LIST_POOL_SIZE = 4;

const timeout = () => new DomainError('QUERY_TIMEOUT', 'listQuery.timeout');
/** The client went away: nobody reads the answer; the request ends without one. */
export class ListQueryCancelled extends Error {
  /** What the error filter recognises it by (with the request gone: nothing to answer, no fault). */
  readonly code = 'LIST_QUERY_CANCELLED';
  constructor() {
    super('The client went away; the list query was cancelled.');
  }
}

// ---------------------------------------------------------------------------------------------
// The request's abort signal, available to the list code without passing it through every call.

/**
 * A request hook's step: a signal that aborts when the client closes the connection before the
 * answer was sent; list queries started for the request are cancelled by it. The request's
 * method and URL (as the client sent it) go along for the bench's SQL capture.
 */
export function abortOnClientGone(
  request: { method?: string; url?: string },
  response: { writableFinished: boolean; on(event: 'close', listener: () => void): unknown },
  next: () => void,
): void {
  const controller = new AbortController();
  response.on('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  const route = request.method && request.url ? `${request.method} ${request.url}` : undefined;
  runInRequestContext({ signal: controller.signal, route }, next);
}

export const currentRequestSignal = (): AbortSignal | undefined => currentRequestContext()?.signal;

// ---------------------------------------------------------------------------------------------
// Which reader a data source uses (set up by ListReaderService; the main connection otherwise).

const readers = new WeakMap<DataSource, ListReader>();

export function registerListReader(dataSource: DataSource, reader: ListReader | undefined): void {
  if (reader) readers.set(dataSource, reader);
  else readers.delete(dataSource);
}

/** The reader registered for a data source, if any. */
export const listReaderOf = (dataSource: DataSource): ListReader | undefined => readers.get(dataSource);

/** Runs a list statement on the data source's reader, or on its own connection without one. */
export function listQuery<T>(dataSource: DataSource, sql: string, parameters: readonly unknown[]): Promise<T[]> {
  captureListStatement(sql, parameters);
  const reader = readers.get(dataSource);
  if (!reader) return dataSource.query(sql, [...parameters]) as Promise<T[]>;
  return sharedStatement(dataSource, reader, sql, parameters) as Promise<T[]>;
}

interface SharedStatement {
  rows: Promise<unknown[]>;
  waiting: number;
  controller: AbortController;
}

const inFlight = new WeakMap<DataSource, Map<string, SharedStatement>>();

/**
 * Identical list statements in flight at the same time run once: ten requests for the same deep
 * page or the same uncached total (ten administrators, ten tabs, a list refreshed at once) wait
 * for one statement instead of ten competing for the reader's connections. The statement is
 * cancelled only when every request waiting for it has gone; one arriving after that starts anew.
 */
function sharedStatement(
  dataSource: DataSource,
  reader: ListReader,
  sql: string,
  parameters: readonly unknown[],
): Promise<unknown[]> {
  const signal = currentRequestSignal();
  if (signal?.aborted) return Promise.reject(new ListQueryCancelled());
  let statements = inFlight.get(dataSource);
  if (!statements) inFlight.set(dataSource, (statements = new Map()));
  const running = statements;
  const key = `${sql}\u0000${JSON.stringify(parameters)}`;
  let shared = running.get(key);
  if (!shared) {
    const controller = new AbortController();
    const started: SharedStatement = { rows: reader.query(sql, parameters, controller.signal), waiting: 0, controller };
    const done = () => {
      if (running.get(key) === started) running.delete(key);
    };
    started.rows.then(done, done);
    running.set(key, started);
    shared = started;
  }
  const statement = shared;
  statement.waiting += 1;
  return new Promise<unknown[]>((resolve, reject) => {
    let settled = false;
    const settle = (error: unknown, rows?: unknown[]) => {
      if (settled) return;
      settled = true;
      statement.waiting -= 1;
      signal?.removeEventListener('abort', leave);
      if (error) reject(error);
      else resolve(rows ?? []);
    };
    const leave = () => {
      settle(new ListQueryCancelled());
      if (statement.waiting > 0) return;
      if (running.get(key) === statement) running.delete(key);
      statement.controller.abort();
    };
    signal?.addEventListener('abort', leave, { once: true });
    statement.rows.then(
      (rows) => settle(undefined, rows),
      (error: unknown) => settle(error),
    );
  });
}

/**
 * The bench's SQL capture (bench/bare-handler.mjs replays the app's statements): with
 * SQL_CAPTURE_FILE set, the list statement is appended to that file; a no-op otherwise.
 */
export function captureListStatement(sql: string, parameters: readonly unknown[]): void {
  const file = sqlCaptureFile();
  if (file) appendCapturedStatement(file, sql, parameters, 'list', currentRequestContext()?.route);
}

// ---------------------------------------------------------------------------------------------
// SQLite: one worker thread with a read-only connection.

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
// SQLITE_NATIVE_BINDING: see database/data-source.ts (CI's Node 22 run).
const db = new Database(workerData.file, {
  readonly: true,
  fileMustExist: true,
  nativeBinding: process.env.SQLITE_NATIVE_BINDING || undefined,
});
db.pragma('busy_timeout = 5000');
// Opening the database (and loading the driver) is not the statement's time: the reader starts a
// statement's clock when the worker says it is ready.
parentPort.postMessage({ ready: true });
const statements = new Map();
parentPort.on('message', ({ sql, parameters }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= 500) statements.clear();
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    const values = parameters.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));
    parentPort.postMessage({ rows: statement.all(...values) });
  } catch (error) {
    parentPort.postMessage({ error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

interface Pending {
  sql: string;
  parameters: readonly unknown[];
  resolve: (rows: unknown[]) => void;
  reject: (error: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

export class SqliteWorkerReader implements ListReader {
  private readonly logger = new Logger('ListReader');
  private worker?: Worker;
  private running?: Pending & { timer?: NodeJS.Timeout };
  /** The current worker has opened the database (its first message): statements' clocks run. */
  private workerReady = false;
  private readonly queue: Pending[] = [];
  private closed = false;

  constructor(
    private readonly file: string,
    private readonly timeoutMs: number,
  ) {}

  query<T>(sql: string, parameters: readonly unknown[], signal = currentRequestSignal()): Promise<T[]> {
    if (this.closed) return Promise.reject(new Error('The list reader is closed.'));
    if (signal?.aborted) return Promise.reject(new ListQueryCancelled());
    return new Promise<T[]>((resolve, reject) => {
      const pending: Pending = { sql, parameters, resolve: resolve as (rows: unknown[]) => void, reject, signal };
      pending.onAbort = () => this.cancel(pending, new ListQueryCancelled());
      signal?.addEventListener('abort', pending.onAbort, { once: true });
      this.queue.push(pending);
      this.next();
    });
  }

  stats(): PoolStats {
    const used = this.running ? 1 : 0;
    return { used, free: this.worker ? 1 - used : 0, waiting: this.queue.length };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) this.settle(pending, new Error('The list reader is closed.'));
    if (this.running) this.finish(new Error('The list reader is closed.'));
    await this.worker?.terminate();
    this.worker = undefined;
  }

  private start(): Worker {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { driver: require.resolve('better-sqlite3'), file: this.file },
    });
    this.workerReady = false;
    worker.on('message', (message: { ready?: true; rows?: unknown[]; error?: { message: string; code?: string } }) => {
      // A cancelled statement's worker is terminated, but an answer it had already sent may still
      // arrive: it belongs to nobody now, least of all to the statement running on its successor.
      if (this.worker !== worker) return;
      if (message.ready) {
        this.workerReady = true;
        this.startClock();
        return;
      }
      if (message.error) this.finish(Object.assign(new Error(message.error.message), { code: message.error.code }));
      else this.finish(undefined, message.rows ?? []);
    });
    worker.on('error', (error) => {
      if (this.worker !== worker) return;
      this.logger.error(`The list worker failed: ${error.message}`);
      this.worker = undefined;
      this.finish(error);
    });
    worker.unref();
    return worker;
  }

  private next(): void {
    if (this.running || this.closed) return;
    const pending = this.queue.shift();
    if (!pending) return;
    this.worker ??= this.start();
    this.running = { ...pending };
    this.worker.postMessage({ sql: pending.sql, parameters: pending.parameters });
    this.startClock();
  }

  /**
   * The running statement's time limit, counted once its worker is ready: a worker started under
   * load can take longer than the limit to load the driver and open the file (seen in CI: every
   * statement of a fresh worker, `SELECT 1` too, answered QUERY_TIMEOUT).
   */
  private startClock(): void {
    const running = this.running;
    if (!running || running.timer || !this.workerReady) return;
    running.timer = setTimeout(() => this.cancel(running, timeout()), this.timeoutMs);
  }

  /** Ends the running query (rows or an error) and starts the next one. */
  private finish(error?: unknown, rows?: unknown[]): void {
    const running = this.running;
    if (!running) return;
    this.running = undefined;
    clearTimeout(running.timer);
    this.settle(running, error, rows);
    this.next();
  }

  /** A timed-out or abandoned query: queued, it just goes; running, its worker goes with it. */
  private cancel(pending: Pending, error: unknown): void {
    const index = this.queue.indexOf(pending);
    if (index >= 0) {
      this.queue.splice(index, 1);
      this.settle(pending, error);
      return;
    }
    if (this.running?.resolve !== pending.resolve) return;
    const worker = this.worker;
    this.worker = undefined;
    void worker?.terminate();
    this.finish(error);
  }

  private settle(pending: Pending, error?: unknown, rows?: unknown[]): void {
    if (pending.onAbort) pending.signal?.removeEventListener('abort', pending.onAbort);
    if (error) pending.reject(error);
    else pending.resolve(rows ?? []);
  }
}

// ---------------------------------------------------------------------------------------------
// MySQL/MariaDB: a pool of its own with the server's statement limit.

/**
 * Error numbers of a statement stopped by its limit (MariaDB 1969 ER_STATEMENT_TIMEOUT, MySQL 3024
 * ER_QUERY_TIMEOUT) or by KILL QUERY (1317 ER_QUERY_INTERRUPTED); mysql2 names only some of them.
 */
const STOPPED: ReadonlySet<number> = new Set([1969, 3024, 1317]);

export class MysqlPoolReader implements ListReader {
  private readonly pool: Pool;

  constructor(
    private readonly database: DatabaseConfig,
    timeoutMs: number,
  ) {
    this.pool = createPool({
      uri: database.url,
      connectionLimit: LIST_POOL_SIZE,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      supportBigNumbers: true,
      // Dates as the server's text: a deep page's anchor (ListAnchors) compares its sort key with
      // the column again, and a Date would lose DATETIME(6)'s microseconds.
      dateStrings: true,
    });
    const limit =
      database.server === 'mariadb'
        ? `SET SESSION max_statement_time = ${(timeoutMs / 1000).toFixed(3)}`
        : `SET SESSION max_execution_time = ${Math.round(timeoutMs)}`;
    // Every connection of this pool carries the limit before its first statement.
    (
      this.pool as unknown as {
        pool: { on(event: 'connection', listener: (c: { query(sql: string): void }) => void): void };
      }
    ).pool.on('connection', (connection) => connection.query(limit));
  }

  stats(): PoolStats | undefined {
    return mysqlPoolStats(this.pool);
  }

  async query<T>(sql: string, parameters: readonly unknown[], signal = currentRequestSignal()): Promise<T[]> {
    if (signal?.aborted) throw new ListQueryCancelled();
    const connection = await this.pool.getConnection();
    let killing: Promise<void> | undefined;
    const kill = () => {
      killing = this.killQuery(connection);
    };
    signal?.addEventListener('abort', kill, { once: true });
    try {
      const [rows] = await connection.query(sql, [...parameters]);
      return rows as T[];
    } catch (error) {
      if (signal?.aborted) throw new ListQueryCancelled();
      if (STOPPED.has(Number((error as { errno?: unknown }).errno))) throw timeout();
      throw error;
    } finally {
      signal?.removeEventListener('abort', kill);
      if (killing) {
        // The KILL goes out on another connection and may arrive after the statement ended: had
        // this connection gone back to the pool, it would stop another request's statement
        // (which then answered 503 QUERY_TIMEOUT). So it waits for the KILL and is closed.
        await killing;
        connection.destroy();
      } else {
        connection.release();
      }
    }
  }

  /** Stops the connection's running statement from a connection of its own (the pool may be full). */
  private async killQuery(connection: PoolConnection): Promise<void> {
    const killer = await createConnection(this.database.url).catch(() => undefined);
    if (!killer) return;
    try {
      await killer.query(`KILL QUERY ${Number(connection.threadId)}`);
    } catch {
      // The statement ended meanwhile: nothing to stop.
    } finally {
      await killer.end();
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
