import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../platform/config/app-config';
import { APP_CONFIG } from '../platform/config/config.module';
import { MarketplacePrivacyService, type DueDocument } from '../marketplace/jobs/marketplace-privacy.service';
import { AuditPrivacyService } from '../platform/audit/audit-privacy.service';
import { FileStorage } from '../platform/storage/file-storage';
import { removeStoredFiles } from '../platform/storage/stored-images';
import { queuedTransaction } from '../platform/database/transaction';

export interface DocumentRetentionOptions {
  /** Milliseconds between sweeps; 0 turns the timer off (a test calls `sweep(now)`). */
  intervalMs: number;
  /** Runs on its timer; by default everywhere but in tests (NODE_ENV=test). */
  enabled?: boolean;
  /** Documents read per query. */
  batchSize: number;
}

export const DOCUMENT_RETENTION_OPTIONS = Symbol('DOCUMENT_RETENTION_OPTIONS');

export const DOCUMENT_RETENTION_DEFAULTS: DocumentRetentionOptions = { intervalMs: 60 * 60_000, batchSize: 100 };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The moment `months` calendar months before `now` (UTC), on the same day of the month or, when
 * that month is shorter, its last day (31 August minus six months is 28 February, not 3 March).
 */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/**
 * Storage limitation (GDPR Art. 5(1)(e)): deletes the documents of candidates who were not chosen
 * (every application but the selected one: not chosen, withdrawn, or never decided) once the
 * request's last shift ended DOCUMENT_RETENTION_MONTHS ago. A request with an open-ended period
 * has no last shift yet and keeps its documents. Each document is claimed by deleting its row in
 * its own transaction with the audit entry; only the process whose DELETE removed the row removes
 * the file, so several processes sweep side by side. A file whose removal fails has no row any
 * more and is left to the orphan-file sweeper.
 */
@Injectable()
export class DocumentRetentionSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DocumentRetentionSweeper.name);
  private readonly options: DocumentRetentionOptions;
  private timer?: NodeJS.Timeout;
  private running = false;
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly marketplace: MarketplacePrivacyService,
    private readonly auditLog: AuditPrivacyService,
    @Optional() @Inject(DOCUMENT_RETENTION_OPTIONS) options?: Partial<DocumentRetentionOptions>,
  ) {
    this.options = { ...DOCUMENT_RETENTION_DEFAULTS, ...options };
  }

  onApplicationBootstrap(): void {
    if (this.options.enabled ?? this.config.env !== 'test') this.start();
  }

  async onModuleDestroy(): Promise<void> {
    this.running = false;
    clearInterval(this.timer);
    await this.chain;
  }

  start(): void {
    if (this.running || this.options.intervalMs <= 0) return;
    this.running = true;
    this.timer = setInterval(() => void this.runOnce(), this.options.intervalMs);
    this.timer.unref();
    void this.runOnce();
  }

  /** One sweep now, after the previous one of this instance; never throws. */
  runOnce(): Promise<number[]> {
    const next = this.chain.then(() =>
      this.sweep(new Date()).catch((error: unknown) => {
        this.logger.warn(`Document retention sweep failed, retrying at the next one: ${messageOf(error)}`);
        return [];
      }),
    );
    this.chain = next;
    return next;
  }

  /** Deletes every document past its retention at `now`; answers the ids this sweeper deleted. */
  async sweep(now: Date): Promise<number[]> {
    const cutoff = retentionCutoff(now, this.config.documentRetentionMonths);
    const deleted: number[] = [];
    const seen = new Set<number>();
    for (;;) {
      const due = await this.marketplace.documentsPastRetention(cutoff, this.options.batchSize);
      const fresh = due.filter((document) => !seen.has(document.id));
      if (fresh.length === 0) return deleted;
      for (const document of fresh) {
        seen.add(document.id);
        try {
          if (await this.remove(document)) deleted.push(document.id);
        } catch (error) {
          this.logger.warn(`Document ${document.id} not deleted yet: ${messageOf(error)}`);
        }
      }
    }
  }

  /** Claims one document by deleting its row (with the audit entry), then removes its file. */
  private async remove(document: DueDocument): Promise<boolean> {
    const claimed = await queuedTransaction(this.dataSource, async (manager) => {
      if (!(await this.marketplace.claimDocument(manager, document.id))) return false;
      await this.auditLog.recordRetentionRemoval(manager, document.jobRequestId, document.kind, document.id);
      return true;
    });
    if (claimed) await removeStoredFiles(this.storage, [document.storageKey], this.logger);
    return claimed;
  }
}
