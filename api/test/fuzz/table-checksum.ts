import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';

/**
 * Tables (or columns) that change on their own, whatever the request being checked did. They are
 * left out of the checksum, and only they:
 * - `site_metric_daily`: page-view and event counters gather in memory and a timer writes them
 *   every few seconds (SiteMetricsService.flush), so a row can change during any request.
 * - `mail_outbox`: the mail sender claims queued rows and marks them sent or failed in the
 *   background. Only the columns a request writes (recipient, subject, text) are hashed, so a
 *   refused request that queued a mail is still caught; status, attempts and claims are not.
 */
export const VOLATILE_TABLES: Readonly<Record<string, 'skip' | { only: readonly string[] }>> = {
  site_metric_daily: 'skip',
  mail_outbox: { only: ['id', 'recipient', 'reply_to', 'subject', 'text', 'html', 'created_at'] },
};

interface TablePlan {
  table: string;
  sql: string;
}

/** Per-table hashes of every row, ordered by primary key, of every entity table of the app. */
export class TableChecksum {
  private readonly plans: TablePlan[];

  constructor(private readonly dataSource: DataSource) {
    const escape = (name: string) => dataSource.driver.escape(name);
    const tables = new Map<string, TablePlan>();
    for (const metadata of dataSource.entityMetadatas) {
      const table = metadata.tableName;
      const rule = VOLATILE_TABLES[table];
      // Tables outside the migrations (`synchronize: false`: person_ngram, made at start where the
      // server has an n-gram engine, a copy of person's rows whose checksum covers it) are left out.
      if (rule === 'skip' || tables.has(table) || metadata.tableType === 'view' || !metadata.synchronize) continue;
      const columns = metadata.columns.map((column) => column.databaseName);
      const selected = rule ? columns.filter((column) => rule.only.includes(column)) : columns;
      const order = metadata.primaryColumns.map((column) => escape(column.databaseName));
      tables.set(table, {
        table,
        sql: `SELECT ${selected.map(escape).join(', ')} FROM ${escape(table)} ORDER BY ${(order.length ? order : selected.map(escape)).join(', ')}`,
      });
    }
    this.plans = [...tables.values()].sort((left, right) => left.table.localeCompare(right.table));
  }

  get tables(): string[] {
    return this.plans.map((plan) => plan.table);
  }

  /** table → hash of its rows. */
  async take(): Promise<Map<string, string>> {
    const hashes = new Map<string, string>();
    for (const plan of this.plans) {
      const rows: Record<string, unknown>[] = await this.dataSource.query(plan.sql);
      const hash = createHash('sha1');
      for (const row of rows) hash.update(JSON.stringify(Object.values(row), normalise)).update('\n');
      hashes.set(plan.table, `${rows.length}:${hash.digest('hex')}`);
    }
    return hashes;
  }
}

/** The tables whose hash differs between two snapshots. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((table) => before.get(table) !== after.get(table));
}

function normalise(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  return value;
}
