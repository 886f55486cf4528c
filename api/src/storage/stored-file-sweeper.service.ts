import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource, In, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { Agency } from '../agencies/agency.entity';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Document } from '../documents/document.entity';
import { OrganisationPicture } from '../organisations/organisation-picture.entity';
import { Organisation } from '../organisations/organisation.entity';
import { FileStorage } from './file-storage';
import { SweeperLease } from './sweeper-lease.entity';

/** A column that holds storage keys. */
interface KeyColumn {
  entity: EntityTarget<ObjectLiteral>;
  property: string;
}

/**
 * The folders the sweeper looks at and every column whose keys point into them. A file of these
 * folders that none of them names is an orphan; folders not listed here are never touched. A new
 * column holding keys of one of these folders must be added here, or its files would be swept.
 */
export const STORED_FILE_REFERENCES: ReadonlyMap<string, readonly KeyColumn[]> = new Map<string, KeyColumn[]>([
  ['documents', [{ entity: Document, property: 'storageKey' }]],
  [
    'logos',
    [
      { entity: Agency, property: 'logoKey' },
      { entity: Organisation, property: 'logoKey' },
    ],
  ],
  ['pictures', [{ entity: OrganisationPicture, property: 'storageKey' }]],
]);

const LEASE = 'stored-files';
/** Keys looked up per query. */
const BATCH = 500;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Removes stored files that no record names once they are older than the grace period (issue 24):
 * files stored for an upload whose record never committed (a crash, kill -9, a lost connection),
 * on disk and in the bucket alike. Writers store files before their transaction, so a file that is
 * younger than the grace period may still be on its way to its record and is left alone.
 *
 * Several processes: each sweep first takes the `stored-files` lease with a conditional UPDATE
 * (free, expired, or its own), so one process sweeps per interval; and each removal is decided per
 * file from the committed records, so even two sweeps at once only remove orphans.
 */
@Injectable()
export class StoredFileSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(StoredFileSweeper.name);
  private readonly holder = randomUUID();
  private timer?: NodeJS.Timeout;
  /** Sweeps of this process run one after the other. */
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const seconds = this.config.storedFiles.sweepSeconds;
    if (seconds <= 0) return;
    this.timer = setInterval(() => void this.runOnce(), seconds * 1000);
    this.timer.unref();
    void this.runOnce();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.chain;
  }

  /** One sweep now, when this process gets the lease; never throws. */
  runOnce(): Promise<string[]> {
    const next = this.chain.then(async () => {
      try {
        const now = new Date();
        const leaseMs = Math.max(this.config.storedFiles.sweepSeconds, 60) * 1000;
        if (!(await this.claimLease(now, new Date(now.getTime() + leaseMs)))) return [];
        return await this.sweep(now);
      } catch (error) {
        this.logger.warn(`Stored file sweep failed, retrying at the next one: ${messageOf(error)}`);
        return [];
      }
    });
    this.chain = next;
    return next;
  }

  /**
   * Takes the lease until `until` when it is free, expired or already this process's; false when
   * another process holds it.
   */
  async claimLease(now: Date, until: Date): Promise<boolean> {
    const take = () =>
      this.dataSource
        .createQueryBuilder()
        .update(SweeperLease)
        .set({ holder: this.holder, expiresAt: until })
        .where('name = :name AND (expires_at IS NULL OR expires_at <= :now OR holder = :holder)', {
          name: LEASE,
          now,
          holder: this.holder,
        })
        .execute();
    if ((await take()).affected) return true;
    if (await this.dataSource.getRepository(SweeperLease).existsBy({ name: LEASE })) return false;
    try {
      await this.dataSource.getRepository(SweeperLease).insert({ name: LEASE, holder: this.holder, expiresAt: until });
      return true;
    } catch {
      // Another process created it first: it holds the lease.
      return false;
    }
  }

  /** Removes every file older than the grace period at `now` that no record names; answers their keys. */
  async sweep(now: Date): Promise<string[]> {
    const cutoff = now.getTime() - this.config.storedFiles.graceSeconds * 1000;
    const removed: string[] = [];
    for (const [folder, columns] of STORED_FILE_REFERENCES) {
      let batch: string[] = [];
      for await (const file of this.storage.list(folder)) {
        if (file.modifiedAt.getTime() > cutoff) continue;
        batch.push(file.key);
        if (batch.length >= BATCH) {
          removed.push(...(await this.removeOrphans(batch, columns)));
          batch = [];
        }
      }
      if (batch.length) removed.push(...(await this.removeOrphans(batch, columns)));
    }
    if (removed.length) this.logger.log(`Removed ${removed.length} stored file(s) without a record`);
    return removed;
  }

  private async removeOrphans(keys: string[], columns: readonly KeyColumn[]): Promise<string[]> {
    const named = new Set<string>();
    for (const { entity, property } of columns) {
      const rows = await this.dataSource
        .getRepository(entity)
        .find({ select: { [property]: true }, where: { [property]: In(keys) } });
      for (const row of rows) named.add(String(row[property]));
    }
    const orphans = keys.filter((key) => !named.has(key));
    const removed: string[] = [];
    for (const key of orphans) {
      try {
        await this.storage.remove(key);
        removed.push(key);
      } catch (error) {
        this.logger.warn(`Could not remove ${key}, retrying at the next sweep: ${messageOf(error)}`);
      }
    }
    return removed;
  }
}
