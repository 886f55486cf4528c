import { DataSource, type EntityManager } from 'typeorm';

/** The transactions in flight per SQLite data source, one after the other. */
const sqliteQueues = new WeakMap<DataSource, Promise<unknown>>();

/**
 * Runs `work` in a transaction. On MySQL/MariaDB transactions run side by side (the conditional
 * UPDATE's row lock decides races). SQLite has one connection per process (TypeORM runs every
 * query on it), so two transactions begun at once would nest on it: there the transactions that
 * go through this function queue up, which SQLite's single writer would make them do anyway.
 * Every module shares this one queue (the workflow, the organisation settings, …): two queues
 * would let their transactions nest again.
 */
export function queuedTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'better-sqlite3') return dataSource.transaction(work);
  const previous = sqliteQueues.get(dataSource) ?? Promise.resolve();
  const next = previous.then(() => dataSource.transaction(work));
  sqliteQueues.set(
    dataSource,
    next.catch(() => undefined),
  );
  return next;
}
