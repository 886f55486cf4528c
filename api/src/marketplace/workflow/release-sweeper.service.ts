import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { MetricsService } from '../../platform/metrics/metrics.service';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { JobRequest } from '../jobs/job-request.entity';
import { CLOCK, type Clock } from './clock';
import { JobStateMachine } from './job-transition.service';

export interface ReleaseSweeperOptions {
  /** Milliseconds between sweeps; 0 turns the timer off (a test calls `sweep(now)`). */
  intervalMs: number;
  /** Runs on its timer; by default everywhere but in tests (NODE_ENV=test). */
  enabled?: boolean;
  /** Due requests read per query while claiming. */
  batchSize: number;
}

export const RELEASE_SWEEPER_OPTIONS = Symbol('RELEASE_SWEEPER_OPTIONS');

export const RELEASE_SWEEPER_DEFAULTS: ReleaseSweeperOptions = { intervalMs: 60_000, batchSize: 100 };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Releases requests whose time limit ran out without an acceptance (internal_adv, release_due_at
 * passed) to agencies. Each request is claimed through the one transition function (action
 * autoRelease), whose conditional UPDATE (`WHERE id = ? AND state = 'internal_adv' AND
 * release_due_at <= now`) lets exactly one of several sweepers (several API processes on one
 * database) release it, and only that one writes the audit entry and the mails, in the same
 * transaction. A sweep takes everything due, so the first one after a downtime catches up.
 */
@Injectable()
export class ReleaseSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ReleaseSweeper.name);
  private readonly options: ReleaseSweeperOptions;
  private timer?: NodeJS.Timeout;
  private running = false;
  /** Sweeps of this instance run one after the other. */
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly transitions: JobStateMachine,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Optional() @Inject(RELEASE_SWEEPER_OPTIONS) options?: Partial<ReleaseSweeperOptions>,
    @Optional() private readonly metrics?: MetricsService,
  ) {
    this.options = { ...RELEASE_SWEEPER_DEFAULTS, ...options };
  }

  onApplicationBootstrap(): void {
    if (this.options.enabled ?? this.config.env !== 'test') this.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  /** Sweeps now (what came due while the server was down) and then every interval. */
  start(): void {
    if (this.running || this.options.intervalMs <= 0) return;
    this.running = true;
    this.timer = setInterval(() => void this.runOnce(), this.options.intervalMs);
    this.timer.unref();
    void this.runOnce();
  }

  /** Stops the timer and waits for the sweep in progress. */
  async stop(): Promise<void> {
    this.running = false;
    clearInterval(this.timer);
    await this.chain;
  }

  /** One sweep at the clock's time, after the previous one of this instance; never throws. */
  runOnce(): Promise<number[]> {
    const next = this.chain.then(() =>
      this.sweep(this.clock()).then(
        (released) => {
          this.metrics?.sweeps.inc({ outcome: 'ok' });
          this.metrics?.released.inc(released.length);
          return released;
        },
        (error: unknown) => {
          this.metrics?.sweeps.inc({ outcome: 'failed' });
          this.logger.warn(`Release sweep failed, retrying at the next one: ${messageOf(error)}`);
          return [];
        },
      ),
    );
    this.chain = next;
    return next;
  }

  /** Releases every request due at `now`; answers the ids this sweeper released. */
  async sweep(now: Date): Promise<number[]> {
    const released: number[] = [];
    const seen = new Set<number>();
    for (;;) {
      const due = await this.dataSource
        .getRepository(JobRequest)
        .createQueryBuilder('job')
        .select('job.id', 'id')
        .where("job.state = 'internal_adv' AND job.releaseDueAt IS NOT NULL AND job.releaseDueAt <= :now", { now })
        .orderBy('job.releaseDueAt', 'ASC')
        .addOrderBy('job.id', 'ASC')
        .limit(this.options.batchSize)
        .getRawMany<{ id: number | string }>();
      const fresh = due.map((row) => Number(row.id)).filter((id) => !seen.has(id));
      if (fresh.length === 0) return released;
      for (const id of fresh) {
        seen.add(id);
        try {
          if (await this.release(id, now)) released.push(id);
        } catch (error) {
          this.logger.warn(`Request ${id} not released yet: ${messageOf(error)}`);
        }
      }
    }
  }

  /** Claims and releases one request; false when another sweeper or a person acted first. */
  private release(id: number, now: Date): Promise<boolean> {
    // Found in internal_adv and due: the transition's UPDATE claims it only if it still is.
    return this.transitions.transition(undefined, {
      job: { id, state: 'internal_adv' },
      action: 'autoRelease',
      actor: { kind: 'SWEEPER' },
      now,
    });
  }
}
