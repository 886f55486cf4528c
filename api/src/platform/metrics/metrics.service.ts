import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { DataSource } from 'typeorm';
import { listReaderOf } from '../lists/list-reader';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { Lifecycle } from '../lifecycle/lifecycle';
import { mysqlPoolStats } from './pool-stats';

/** The IPC messages a cluster worker and the primary exchange for `GET /api/metrics` (main.ts). */
export const METRICS_REQUEST = 'medstaff:metrics-request';
export const METRICS_RESPONSE = 'medstaff:metrics-response';
const CLUSTER_METRICS_TIMEOUT_MS = 5_000;

/** The route label of a request: the matched route's pattern, never the raw path (bounded labels). */
function routeOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  // A catch-all (the API's 404 answer, the web apps) is no route of its own.
  if (typeof pattern === 'string' && !pattern.includes('*')) return pattern;
  return /^\/api(?:\/|$)/i.test(request.url) ? 'unmatched' : 'web';
}

/**
 * The server's metrics in the Prometheus text format (prom-client): requests by route and status
 * with their latency, requests in flight, the database pools' connections, the mail outbox's
 * backlog, release sweeps, and Node's own process figures. One registry per application (tests
 * run several); with WEB_CONCURRENCY the primary process adds up every worker's (main.ts).
 */
@Injectable()
export class MetricsService implements OnModuleInit {
  readonly registry = new Registry();
  /**
   * In a cluster worker: prom-client answers the primary's requests for the worker's figures only
   * once an AggregatorRegistry has been made in the worker (then from the registries set below).
   */
  readonly clusterResponder = cluster.isWorker ? new AggregatorRegistry() : undefined;
  private readonly requests = new Counter({
    name: 'medstaff_http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: 'medstaff_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly sweeps = new Counter({
    name: 'medstaff_release_sweeps_total',
    help: 'Runs of the release sweeper (requests whose internal phase ended go to the agencies), by outcome',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly released = new Counter({
    name: 'medstaff_release_sweeper_released_total',
    help: 'Requests the release sweeper of this process released to the agencies',
    registers: [this.registry],
  });

  constructor(
    private readonly dataSource: DataSource,
    private readonly lifecycle: Lifecycle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    collectDefaultMetrics({ register: this.registry, prefix: 'medstaff_' });
    const lifecycle = this.lifecycle;
    new Gauge({
      name: 'medstaff_http_requests_in_flight',
      help: 'Requests being answered right now',
      registers: [this.registry],
      collect() {
        this.set(lifecycle.requestsInFlight);
      },
    });
    const pools = () => this.poolFigures();
    new Gauge({
      name: 'medstaff_db_pool_connections',
      help: 'Database connections by pool (main: the API; list: the admin lists) and state (used, free, waiting: requests queued for one)',
      labelNames: ['pool', 'state'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [pool, stats] of pools())
          for (const state of ['used', 'free', 'waiting'] as const) this.set({ pool, state }, stats[state]);
      },
    });
    const dataSource = this.dataSource;
    new Gauge({
      name: 'medstaff_mail_outbox_backlog',
      help: 'Mails in the outbox not delivered yet (waiting for their first attempt or a retry)',
      registers: [this.registry],
      async collect() {
        if (!dataSource.isInitialized) return;
        const [row] = (await dataSource.query("SELECT COUNT(*) AS n FROM mail_outbox WHERE status = 'pending'")) as {
          n: number | string;
        }[];
        this.set(Number(row?.n ?? 0));
      },
    });
    // A cluster worker answers the primary's aggregation from this registry.
    if (this.clusterResponder) AggregatorRegistry.setRegistries([this.registry]);
  }

  /** Called for each request (configureApp): counts its answer and its time once it is done. */
  readonly track = (request: FastifyRequest, response: ServerResponse): void => {
    const started = process.hrtime.bigint();
    response.once('finish', () => {
      const labels = { method: request.method, route: routeOf(request), status: String(response.statusCode) };
      this.requests.inc(labels);
      this.latency.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
  };

  private poolFigures(): [string, { used: number; free: number; waiting: number }][] {
    const figures: [string, { used: number; free: number; waiting: number }][] = [];
    if (this.config.database.dialect === 'mysql') {
      const main = mysqlPoolStats((this.dataSource.driver as unknown as { pool?: unknown }).pool);
      if (main) figures.push(['main', main]);
    }
    const list = listReaderOf(this.dataSource)?.stats?.();
    if (list) figures.push(['list', list]);
    return figures;
  }

  /** The text to answer: this process's figures, or every worker's added up by the primary. */
  async text(): Promise<{ contentType: string; body: string }> {
    const contentType = this.registry.contentType;
    if (!cluster.isWorker || !process.send) return { contentType, body: await this.registry.metrics() };
    return { contentType, body: await askPrimary() };
  }
}

/** Asks the cluster's primary for every worker's metrics added up (main.ts answers). */
function askPrimary(): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', listener);
      reject(new Error('The primary process did not answer with the metrics in time.'));
    }, CLUSTER_METRICS_TIMEOUT_MS);
    const listener = (message: unknown) => {
      const answer = message as { type?: unknown; id?: unknown; text?: unknown; error?: unknown };
      if (answer?.type !== METRICS_RESPONSE || answer.id !== id) return;
      clearTimeout(timer);
      process.off('message', listener);
      if (typeof answer.text === 'string') resolve(answer.text);
      else reject(new Error(String(answer.error ?? 'no metrics')));
    };
    process.on('message', listener);
    process.send?.({ type: METRICS_REQUEST, id });
  });
}
