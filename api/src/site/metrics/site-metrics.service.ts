import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { isLanguage } from '@medstaff/domain';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { SiteMetricKind } from './site-metric-daily.entity';

/** User agents of crawlers, link previews, monitors and audit tools: not visitors. */
const BOT =
  /bot|crawl|spider|slurp|lighthouse|pagespeed|preview|facebookexternalhit|embedly|monitor|uptime|curl|wget|python|httpclient|java\/|go-http|node-fetch|axios/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT.test(userAgent);
}

const FLUSH_INTERVAL_MS = 5_000;

export interface SiteVisitorFigures {
  pageViews: number;
  visits: number;
  searches: number;
  submits: number;
  since: string | null;
}

/**
 * Counts page views, visits and enquiry events. Counts gather in memory and are written every
 * few seconds in one additive upsert per counter, so serving a page never waits for the database
 * and several server processes add up. Flushes run one after another, and a graceful stop flushes
 * twice: when shutdown begins, and after the HTTP server has finished its last requests (before the
 * database connection closes), so no count is lost.
 */
@Injectable()
export class SiteMetricsService implements OnModuleInit, OnModuleDestroy, OnApplicationShutdown {
  private readonly logger = new Logger(SiteMetricsService.name);
  private pending = new Map<string, number>();
  private timer?: NodeJS.Timeout;
  /** The flush in progress (or the last one): the next waits for it. */
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }

  /** After the HTTP server closed: counts of the last requests. */
  async onApplicationShutdown(): Promise<void> {
    await this.flush();
  }

  record(kind: SiteMetricKind, path: string, language: string | undefined, now = new Date()): void {
    const day = now.toISOString().slice(0, 10);
    const cleanPath = (path.split(/[?#]/)[0] || '/').replace(/\/+$/, '').slice(0, 200) || '/';
    const key = JSON.stringify([day, kind, cleanPath, isLanguage(language) ? language : '']);
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
  }

  /** Writes the gathered counts (after any flush still running); on failure they are kept for the next round. */
  flush(): Promise<void> {
    const next = this.flushing.then(() => this.write());
    this.flushing = next.catch(() => undefined);
    return next;
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0 || !this.dataSource.isInitialized) return;
    const batch = this.pending;
    this.pending = new Map();
    const upsert =
      this.config.database.dialect === 'sqlite'
        ? 'INSERT INTO site_metric_daily (day, kind, path, language, total) VALUES (?, ?, ?, ?, ?) ON CONFLICT (day, kind, path, language) DO UPDATE SET total = total + excluded.total'
        : 'INSERT INTO site_metric_daily (day, kind, path, language, total) VALUES (?, ?, ?, ?, ?) ON DUPLICATE KEY UPDATE total = total + VALUES(total)';
    try {
      await this.dataSource.transaction(async (manager) => {
        for (const [key, total] of batch) await manager.query(upsert, [...(JSON.parse(key) as string[]), total]);
      });
    } catch (error) {
      for (const [key, total] of batch) this.pending.set(key, (this.pending.get(key) ?? 0) + total);
      this.logger.warn(`Site figures not saved yet: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Totals since the first recorded day (written counts plus those not yet flushed). */
  async figures(): Promise<SiteVisitorFigures> {
    await this.flush();
    const rows: { kind: SiteMetricKind; total: string | number; since: string | Date | null }[] =
      await this.dataSource.query(
        'SELECT kind, SUM(total) AS total, MIN(day) AS since FROM site_metric_daily GROUP BY kind',
      );
    const total = (kind: SiteMetricKind) => Number(rows.find((row) => row.kind === kind)?.total ?? 0);
    const days = rows.map((row) => row.since).filter((day): day is string | Date => Boolean(day));
    const since = days.length
      ? days.map((day) => (day instanceof Date ? day.toISOString() : String(day)).slice(0, 10)).sort()[0]
      : null;
    return {
      pageViews: total('page_view'),
      visits: total('visit'),
      searches: total('search'),
      submits: total('submit'),
      since,
    };
  }
}
