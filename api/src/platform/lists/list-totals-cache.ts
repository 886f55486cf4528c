import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { listQuery } from './list-reader';

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
