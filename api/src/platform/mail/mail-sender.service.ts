import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { Inject, Injectable, Logger, Optional, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type BetterSqlite3 from 'better-sqlite3';
import {
  DataSource,
  type EntitySubscriberInterface,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
  type UpdateQueryBuilder,
} from 'typeorm';
import { MailAttachmentPart } from './mail-attachment.entity';
import { MAIL_LAST_ERROR_LENGTH, MailOutboxEntry } from './mail-outbox-entry.entity';
import { MAIL_ENQUEUED, MailService, attachmentsFromParts, wholeSeconds } from './mail.service';

export interface MailSenderOptions {
  /** Milliseconds between polls. 0 turns the timer and the nudges off: a test calls `runOnce`. */
  pollIntervalMs: number;
  /** The sender's clock (a test passes its own to step through retries). */
  clock: () => Date;
  /** Mails claimed by one round. */
  batchSize: number;
  /** How long a claim holds; after it another sender may take the mail over. */
  leaseMs: number;
}

export const MAIL_SENDER_OPTIONS = Symbol('MAIL_SENDER_OPTIONS');

export const MAIL_SENDER_DEFAULTS: MailSenderOptions = {
  pollIntervalMs: 5_000,
  clock: () => new Date(),
  batchSize: 20,
  leaseMs: 60_000,
};

/** Attempts before a mail is given up (status `failed`, logged as an error): about an hour of retries. */
export const MAX_MAIL_ATTEMPTS = 8;

/** Wait before the next attempt after `attempts` failed ones: 30 s, 1, 2, 4, 8, 16 min, then 30 min. */
export const retryDelayMs = (attempts: number): number => Math.min(30_000 * 2 ** (attempts - 1), 30 * 60_000);

/** Lock conflicts that go away when the statement is simply tried again. */
const TRANSIENT_ERRORS = /^(SQLITE_BUSY|SQLITE_LOCKED|ER_LOCK_DEADLOCK|ER_LOCK_WAIT_TIMEOUT)/;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const errorCode = (error: unknown): string => {
  const candidate = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  return String(candidate?.code ?? candidate?.driverError?.code ?? '');
};

/**
 * Delivers the outbox (`mail_outbox`). A round claims due mails with ONE conditional UPDATE
 * (pending, due, not claimed or the claim's lease ran out) stamped with a claim id of its own,
 * reads back what it claimed, delivers each mail and marks it sent, or records the error and
 * schedules a retry with exponential backoff, each update conditional on still holding the claim.
 * Several processes on one database therefore never deliver a mail twice, and what a crashed
 * process claimed is taken over when its lease ends.
 *
 * A round runs right after a commit that enqueued mail (nudge), and every few seconds (poll) for
 * mail left by a restart, a retry that came due, or another process.
 *
 * SQLite: TypeORM runs every query of a process on one connection, so a statement issued while a
 * request's transaction is open would become part of it (and see its uncommitted rows, or be
 * rolled back with it). The sender's updates therefore run directly on the connection, only at a
 * moment no transaction is open, and synchronously, so none can start in between.
 */
@Injectable()
export class MailSenderService implements OnModuleInit, OnModuleDestroy, EntitySubscriberInterface {
  private readonly logger = new Logger(MailSenderService.name);
  private readonly options: MailSenderOptions;
  /** Random id of this sender (one per process); a claim is `<instanceId>.<round>`. */
  readonly instanceId = randomBytes(8).toString('hex');
  private rounds = 0;
  private running = false;
  private timer?: NodeJS.Timeout;
  private unsubscribe?: () => void;
  /** The loop started by a nudge, while it runs; nudges meanwhile ask it for one more round. */
  private draining?: Promise<void>;
  private again = false;
  /** Rounds of this instance run one after the other. */
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    @Optional() @Inject(MAIL_SENDER_OPTIONS) options?: Partial<MailSenderOptions>,
  ) {
    this.options = { ...MAIL_SENDER_DEFAULTS, ...options };
  }

  onModuleInit(): void {
    this.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  /** Starts polling and listening for commits (not when the poll interval is 0). */
  start(): void {
    if (this.running || this.options.pollIntervalMs <= 0) return;
    this.running = true;
    this.dataSource.subscribers.push(this);
    this.unsubscribe = this.mail.onEnqueued(() => this.nudge());
    this.timer = setInterval(() => this.nudge(), this.options.pollIntervalMs);
    this.timer.unref();
    this.nudge(); // what an earlier run of the server left behind
  }

  /** Stops the timer and waits for the round in progress. */
  async stop(): Promise<void> {
    this.running = false;
    clearInterval(this.timer);
    this.unsubscribe?.();
    const index = this.dataSource.subscribers.indexOf(this);
    if (index >= 0) this.dataSource.subscribers.splice(index, 1);
    await this.draining;
    await this.chain;
  }

  /** Runs a round now, or one more after the round in progress. */
  nudge(): void {
    if (!this.running) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain().finally(() => (this.draining = undefined));
  }

  /** TypeORM: a transaction that enqueued mail has committed. */
  afterTransactionCommit(event: TransactionCommitEvent): void {
    const data = event.queryRunner.data as Record<string, unknown>;
    if (!data[MAIL_ENQUEUED] || event.queryRunner.isTransactionActive) return; // a savepoint: wait for the commit
    delete data[MAIL_ENQUEUED];
    this.mail.notifyEnqueued();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive)
      delete (event.queryRunner.data as Record<string, unknown>)[MAIL_ENQUEUED];
  }

  /**
   * One round: claims up to a batch of due mails and delivers them. Resolves to the number of
   * mails claimed. Never rejects (problems are logged); rounds of one instance never overlap.
   */
  runOnce(): Promise<number> {
    const round = this.chain.then(() => this.round());
    this.chain = round;
    return round;
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      const claimed = await this.runOnce();
      if (claimed >= this.options.batchSize) this.again = true; // more may be due
    } while (this.again && this.running);
  }

  private async round(): Promise<number> {
    const claim = `${this.instanceId}.${++this.rounds}`;
    try {
      const claimedAt = this.options.clock().getTime();
      const claimed = await this.claim(claim, claimedAt);
      if (!claimed) return 0;
      const rows = await this.dataSource
        .getRepository(MailOutboxEntry)
        .find({ where: { claimedBy: claim, status: 'pending' }, order: { id: 'ASC' } });
      for (const row of rows) {
        const now = this.options.clock().getTime();
        if (now - claimedAt > this.options.leaseMs / 2) {
          // A long batch: renew each further mail's claim right before delivering it, and leave
          // a mail whose claim ran out and was taken over by another sender.
          const renewed = await this.update(
            { claimedUntil: new Date(now + this.options.leaseMs) },
            'id = :id AND claimed_by = :claim',
            { id: row.id, claim },
          );
          if (!renewed) continue;
        }
        await this.deliver(row, claim);
      }
      return claimed;
    } catch (error) {
      this.logger.warn(`Mail outbox round failed, retrying at the next poll: ${messageOf(error)}`);
      return 0;
    }
  }

  /** The one conditional UPDATE that takes a batch of due, unclaimed (or abandoned) mails. */
  private claim(claim: string, now: number): Promise<number> {
    const due = "status = 'pending' AND next_attempt_at <= :now AND (claimed_until IS NULL OR claimed_until < :now)";
    const query = this.dataSource
      .createQueryBuilder()
      .update(MailOutboxEntry)
      .set({ claimedBy: claim, claimedUntil: new Date(now + this.options.leaseMs) });
    if (this.isSqlite()) {
      // SQLite has no UPDATE … LIMIT (without a compile option): the batch is a subquery.
      query.where(`id IN (SELECT id FROM mail_outbox WHERE ${due} ORDER BY id LIMIT ${this.options.batchSize})`, {
        now: new Date(now),
      });
    } else {
      query
        .where(due, { now: new Date(now) })
        .orderBy('id', 'ASC')
        .limit(this.options.batchSize);
    }
    return this.execute(query);
  }

  private async deliver(row: MailOutboxEntry, claim: string): Promise<void> {
    const attempts = row.attempts + 1;
    try {
      const parts = await this.dataSource.getRepository(MailAttachmentPart).find({ where: { mailId: row.id } });
      await this.mail.send(
        row.recipient,
        { subject: row.subject, text: row.text, html: row.html, attachments: attachmentsFromParts(parts) },
        row.replyTo ?? undefined,
      );
    } catch (error) {
      await this.recordFailure(row, claim, attempts, error);
      return;
    }
    try {
      const marked = await this.update(
        { status: 'sent', sentAt: this.options.clock(), attempts, claimedBy: null, claimedUntil: null },
        'id = :id AND claimed_by = :claim',
        { id: row.id, claim },
      );
      if (!marked) this.logger.warn(`Mail ${row.id} was delivered after its claim ran out; it may arrive twice`);
    } catch (error) {
      this.logger.error(
        `Mail ${row.id} was delivered but not marked sent (it goes out again after the lease): ${messageOf(error)}`,
      );
    }
  }

  private async recordFailure(row: MailOutboxEntry, claim: string, attempts: number, error: unknown): Promise<void> {
    const message = messageOf(error).slice(0, MAIL_LAST_ERROR_LENGTH);
    const givenUp = attempts >= MAX_MAIL_ATTEMPTS;
    const nextAttemptAt = wholeSeconds(this.options.clock().getTime() + retryDelayMs(attempts));
    try {
      await this.update(
        {
          attempts,
          lastError: message,
          claimedBy: null,
          claimedUntil: null,
          ...(givenUp ? { status: 'failed' as const } : { nextAttemptAt }),
        },
        'id = :id AND claimed_by = :claim',
        { id: row.id, claim },
      );
    } catch (updateError) {
      this.logger.warn(`Mail ${row.id}: the failed attempt was not recorded: ${messageOf(updateError)}`);
    }
    if (givenUp) {
      this.logger.error(
        `Mail ${row.id} "${row.subject}" to ${row.recipient} given up after ${attempts} attempts: ${message}`,
      );
    } else {
      this.logger.warn(
        `Mail ${row.id} to ${row.recipient} not delivered (attempt ${attempts} of ${MAX_MAIL_ATTEMPTS}), ` +
          `next attempt at ${nextAttemptAt.toISOString()}: ${message}`,
      );
    }
  }

  private update(
    values: Partial<Omit<MailOutboxEntry, 'id'>>,
    where: string,
    parameters: Record<string, unknown>,
  ): Promise<number> {
    return this.execute(
      this.dataSource.createQueryBuilder().update(MailOutboxEntry).set(values).where(where, parameters),
    );
  }

  /** Runs an UPDATE outside any transaction and answers the number of rows it changed. */
  private async execute(query: UpdateQueryBuilder<MailOutboxEntry>): Promise<number> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (!this.isSqlite()) return (await query.execute()).affected ?? 0;
        const [sql, parameters] = query.getQueryAndParameters();
        const database = (this.dataSource.driver as unknown as { databaseConnection: BetterSqlite3.Database })
          .databaseConnection;
        const deadline = Date.now() + this.options.leaseMs / 2;
        while (database.inTransaction) {
          if (Date.now() > deadline) throw new Error('the SQLite connection stayed inside a transaction');
          await delay(5);
        }
        // No await between the check above and this statement: no transaction can start in between.
        return database.prepare(sql).run(...(parameters as unknown[])).changes;
      } catch (error) {
        if (attempt >= 20 || !TRANSIENT_ERRORS.test(errorCode(error))) throw error;
        await delay(25 * attempt);
      }
    }
  }

  private isSqlite(): boolean {
    return this.dataSource.options.type === 'better-sqlite3';
  }
}
