import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { queuedTransaction } from '../../platform/database/transaction';
import { CLOCK, type Clock } from '../workflow/clock';
import { ACCEPTANCE_MISSED_REASON, ACCEPTANCE_WARNING_MS } from './assignment-deadlines';
import { AssignmentNotice } from './assignment-notice.entity';
import { AssignmentNotifier } from './assignment-notifier.service';
import { AssignmentStateWriter } from './assignment-state.service';
import { Assignment } from './assignment.entity';

export interface AssignmentSweeperOptions {
  /** Milliseconds between sweeps; 0 turns the timer off (a test calls `sweep(now)`). */
  intervalMs: number;
  /** Runs on its timer; by default everywhere but in tests (NODE_ENV=test). */
  enabled?: boolean;
  /** Due assignments read per query. */
  batchSize: number;
}

export const ASSIGNMENT_SWEEPER_OPTIONS = Symbol('ASSIGNMENT_SWEEPER_OPTIONS');

export const ASSIGNMENT_SWEEPER_DEFAULTS: AssignmentSweeperOptions = { intervalMs: 60_000, batchSize: 100 };

/** What one sweep did, by assignment id. */
export interface AssignmentSweep {
  completed: number[];
  warned: number[];
  cancelled: number[];
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A unique index refused the insert: another sweeper claimed the notice first. */
const isDuplicate = (error: unknown): boolean => {
  const candidate = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = String(candidate?.code ?? candidate?.driverError?.code ?? '');
  return code === 'ER_DUP_ENTRY' || code.startsWith('SQLITE_CONSTRAINT');
};

/**
 * Moves assignments along with time (issue 29), like the release sweeper moves requests:
 * - a confirmed assignment whose last shift has ended becomes `completed`;
 * - a proposed one (the contract lacks an acceptance) whose first shift is 48 hours away or less
 *   warns the hospital once — its administrators and the department's users — by mail; the
 *   `assignment_notice` row claims the warning, so of several sweepers only one sends it;
 * - a proposed one whose first shift has begun is cancelled by the platform (docs/decisions.md:
 *   no leasing without the contract accepted in text form, §12 AÜG), and the worker is told.
 * Every state change goes through AssignmentStateWriter (conditional UPDATE and audit entry), with
 * its mails in the same transaction. A sweep takes everything due, so the first after a downtime
 * catches up.
 */
@Injectable()
export class AssignmentSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AssignmentSweeper.name);
  private readonly options: AssignmentSweeperOptions;
  private timer?: NodeJS.Timeout;
  private running = false;
  /** Sweeps of this instance run one after the other. */
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly states: AssignmentStateWriter,
    private readonly notifier: AssignmentNotifier,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Optional() @Inject(ASSIGNMENT_SWEEPER_OPTIONS) options?: Partial<AssignmentSweeperOptions>,
  ) {
    this.options = { ...ASSIGNMENT_SWEEPER_DEFAULTS, ...options };
  }

  onApplicationBootstrap(): void {
    if (this.options.enabled ?? this.config.env !== 'test') this.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  /** Sweeps now and then every interval. */
  start(): void {
    if (this.running || this.options.intervalMs <= 0) return;
    this.running = true;
    this.timer = setInterval(() => void this.runOnce(), this.options.intervalMs);
    this.timer.unref();
    void this.runOnce();
  }

  async stop(): Promise<void> {
    this.running = false;
    clearInterval(this.timer);
    await this.chain;
  }

  /** One sweep at the clock's time, after the previous one of this instance; never throws. */
  runOnce(): Promise<AssignmentSweep> {
    const next = this.chain.then(() =>
      this.sweep(this.clock()).catch((error: unknown) => {
        this.logger.warn(`Assignment sweep failed, retrying at the next one: ${messageOf(error)}`);
        return { completed: [], warned: [], cancelled: [] };
      }),
    );
    this.chain = next;
    return next;
  }

  async sweep(now: Date): Promise<AssignmentSweep> {
    return {
      completed: await this.each(
        (query) => query.where("assignment.state = 'confirmed' AND assignment.lastShiftEndAt <= :now", { now }),
        (manager, assignment) => this.complete(manager, assignment, now),
      ),
      cancelled: await this.each(
        (query) => query.where("assignment.state = 'proposed' AND assignment.firstShiftAt <= :now", { now }),
        (manager, assignment) => this.cancelUnaccepted(manager, assignment, now),
      ),
      warned: await this.each(
        (query) =>
          query
            .leftJoin(
              AssignmentNotice,
              'notice',
              "notice.assignmentId = assignment.id AND notice.kind = 'acceptanceDue'",
            )
            .where(
              "assignment.state = 'proposed' AND assignment.source = 'agency' AND notice.id IS NULL AND assignment.firstShiftAt > :now AND assignment.firstShiftAt <= :horizon",
              { now, horizon: new Date(now.getTime() + ACCEPTANCE_WARNING_MS) },
            ),
        (manager, assignment) => this.warn(manager, assignment, now),
      ),
    };
  }

  /** Runs `act` for each assignment the query finds, each in a transaction of its own; answers those it acted on. */
  private async each(
    filter: (query: SelectQueryBuilder<Assignment>) => SelectQueryBuilder<Assignment>,
    act: (manager: EntityManager, assignment: Assignment) => Promise<boolean>,
  ): Promise<number[]> {
    const done: number[] = [];
    const seen = new Set<number>();
    for (;;) {
      const rows = await filter(this.dataSource.getRepository(Assignment).createQueryBuilder('assignment'))
        .orderBy('assignment.id', 'ASC')
        .limit(this.options.batchSize)
        .getMany();
      const fresh = rows.filter((row) => !seen.has(row.id));
      if (fresh.length === 0) return done;
      for (const row of fresh) {
        seen.add(row.id);
        try {
          if (await queuedTransaction(this.dataSource, (manager) => act(manager, row))) done.push(row.id);
        } catch (error) {
          if (!isDuplicate(error)) this.logger.warn(`Assignment ${row.id} not swept yet: ${messageOf(error)}`);
        }
      }
    }
  }

  private complete(manager: EntityManager, assignment: Assignment, now: Date): Promise<boolean> {
    return this.states.change(manager, {
      assignment,
      to: 'completed',
      actorId: null,
      changes: [{ field: 'completedBy', oldValue: null, newValue: `lastShiftEnded ${now.toISOString()}` }],
    });
  }

  private async cancelUnaccepted(manager: EntityManager, assignment: Assignment, now: Date): Promise<boolean> {
    const changed = await this.states.change(manager, {
      assignment,
      to: 'cancelled',
      actorId: null,
      values: { cancelledAt: now, cancelReason: ACCEPTANCE_MISSED_REASON, cancelNoticeHours: 0 },
      changes: [
        { field: 'cancelReason', oldValue: null, newValue: ACCEPTANCE_MISSED_REASON },
        { field: 'cancelNoticeHours', oldValue: null, newValue: 0 },
      ],
    });
    if (changed) await this.notifier.cancelled(manager, assignment.id);
    return changed;
  }

  /** Claims the one warning (unique notice row) and queues its mails in the same transaction. */
  private async warn(manager: EntityManager, assignment: Assignment, now: Date): Promise<boolean> {
    const current = await manager.findOne(Assignment, { where: { id: assignment.id } });
    if (current?.state !== 'proposed') return false;
    await manager.insert(AssignmentNotice, { assignmentId: assignment.id, kind: 'acceptanceDue', sentAt: now });
    await this.notifier.acceptanceDue(manager, assignment.id);
    return true;
  }
}
