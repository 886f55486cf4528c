/** Connections of a pool: in use, idle, and requests waiting for one. */
export interface PoolStats {
  used: number;
  free: number;
  waiting: number;
}

interface Sized {
  length?: number;
  size?: number;
}

const sizeOf = (value: unknown): number => {
  if (!value || typeof value !== 'object') return 0;
  const sized = value as Sized;
  return Number(sized.length ?? sized.size ?? 0) || 0;
};

/**
 * The counts of a mysql2 pool (the callback pool, or the promise pool around it). mysql2 keeps
 * them in fields of its own (`_allConnections`, `_freeConnections`, `_connectionQueue`, queues
 * with a length); undefined when they are not there, so a changed driver shows no figures rather
 * than wrong ones.
 */
export function mysqlPoolStats(pool: unknown): PoolStats | undefined {
  if (!pool || typeof pool !== 'object') return undefined;
  const core = ((pool as { pool?: unknown }).pool ?? pool) as Record<string, unknown>;
  if (!('_allConnections' in core) || !('_freeConnections' in core)) return undefined;
  const all = sizeOf(core._allConnections);
  const free = sizeOf(core._freeConnections);
  return { used: Math.max(0, all - free), free, waiting: sizeOf(core._connectionQueue) };
}
