import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';

/**
 * The market's version: `market_version.version` (one row), raised by triggers in the same
 * transaction as every write that changes what the agencies' market shows (migration
 * MarketVersion: the requests, their dates and pay lines, the organisations' and departments'
 * rows). Every process reads it per search, so an answer cached at a version is never served
 * after a write that committed before the read, whichever process wrote (docs/decisions.md, "The
 * market's answers are cached per market version").
 */
export const MARKET_VERSION_SQL = 'SELECT version FROM market_version WHERE id = 1';

/** The triggers the migration creates (5 tables): all must be there for the cache to be right. */
export const MARKET_TRIGGER_COUNT = 13;

/** Reads the market's version (one row by its key). */
export async function readMarketVersion(dataSource: DataSource): Promise<number> {
  const [row] = (await dataSource.query(MARKET_VERSION_SQL)) as { version: number | string }[];
  return Number(row.version);
}

/** How many of the market's triggers the database has (the start's check). */
export async function marketTriggerCount(dataSource: DataSource): Promise<number> {
  const [row] = (await dataSource.query(
    dataSource.options.type === 'better-sqlite3'
      ? "SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'market\\_version\\_%' ESCAPE '\\'"
      : "SELECT COUNT(*) AS n FROM information_schema.triggers WHERE trigger_schema = DATABASE() AND trigger_name LIKE 'market\\_version\\_%'",
  )) as { n: number | string }[];
  return Number(row.n);
}

/**
 * The part of one search's answer that every agency shares: the total, the page's request ids
 * and each request's JSON as an agency sees it without applications of its own (`applicants: []`).
 */
export interface SharedMarketPage {
  readonly total: number;
  readonly ids: readonly number[];
  readonly jobsJson: readonly string[];
}

/** The one place of a request's JSON (`JSON.stringify` of an agency wire) where its applicants go. */
const NO_APPLICANTS = '"applicants":[]';

/**
 * A request's JSON with `applicants` in place of its empty list. Inside a JSON string every quote
 * is escaped, so the key with its empty list occurs once, unescaped, as the key itself.
 */
export function withApplicants(jobJson: string, applicants: readonly unknown[]): string {
  const at = jobJson.indexOf(NO_APPLICANTS);
  if (at < 0) throw new Error('a market request without its applicants key');
  return `${jobJson.slice(0, at)}"applicants":${JSON.stringify(applicants)}${jobJson.slice(at + NO_APPLICANTS.length)}`;
}

interface Entry {
  version: number;
  page: Promise<SharedMarketPage>;
  /** The page once computed. */
  settled?: SharedMarketPage;
}

/**
 * The shared pages of the market's searches per market version, in this process (at most
 * `maxEntries`, the least recently used dropped first). A page cached at a version serves any
 * read of that version or an older one; a newer version computes it again, once however many
 * requests ask at the same time (they wait for the same promise). A failed computation is
 * forgotten, never cached.
 */
export class MarketAnswers {
  private readonly entries = new Map<string, Entry>();
  private enabled = true;
  private readonly logger = new Logger('MarketAnswers');

  constructor(private readonly maxEntries = 500) {}

  /** Turns the cache off (the triggers are missing): every search computes its page. */
  disable(reason: string): void {
    if (this.enabled) this.logger.error(`The market's answers are not cached: ${reason}`);
    this.enabled = false;
    this.entries.clear();
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  /** Drops every cached page (tests). */
  clear(): void {
    this.entries.clear();
  }

  /** The computed page of `key` and the version it was computed at, if there is one. */
  settled(key: string): { version: number; page: SharedMarketPage } | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    return entry?.settled ? { version: entry.version, page: entry.settled } : undefined;
  }

  page(key: string, version: number, compute: () => Promise<SharedMarketPage>): Promise<SharedMarketPage> {
    if (!this.enabled) return compute();
    const cached = this.entries.get(key);
    if (cached && cached.version >= version) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.page;
    }
    const entry: Entry = { version, page: compute() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    entry.page.then(
      (page) => {
        entry.settled = page;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return entry.page;
  }
}
