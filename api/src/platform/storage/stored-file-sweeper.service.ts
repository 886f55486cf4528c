import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import {
  DataSource,
  In,
  type EntityTarget,
  type FindOptionsSelect,
  type FindOptionsWhere,
  type ObjectLiteral,
} from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { FileStorage } from './file-storage';
import { SweeperLease } from './sweeper-lease.entity';

/** Which of these keys a module's records name (one query per column holding keys, `IN (…)`). */
export type StoredKeyReader = (keys: string[]) => Promise<string[]>;

/** The reader of one column holding keys: its owner's `SELECT column … WHERE column IN (…)`. */
export function columnKeyReader<T extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  property: keyof T & string,
): StoredKeyReader {
  return async (keys) => {
    const rows = await dataSource.getRepository(entity).find({
      select: { [property]: true } as FindOptionsSelect<T>,
      where: { [property]: In(keys) } as FindOptionsWhere<T>,
    });
    return rows.map((row) => String(row[property]));
  };
}

/**
 * The folders the sweeper looks at and the references (columns holding keys) that must name their
 * files. The module owning each column registers its reader when it starts
 * (`StoredFileSweeper.registerReferences`): marketplace documents, agency and organisation logos,
 * organisation pictures. A file of these folders that none of them names is an orphan; folders
 * not listed here are never touched, and a folder is skipped while one of its references is not
 * registered (a missing reader must never make live files look orphaned). A new column holding
 * keys of one of these folders must be added here and registered by its module.
 */
export const STORED_FILE_REFERENCES: ReadonlyMap<string, readonly string[]> = new Map([
  ['documents', ['marketplace.documents']],
  ['logos', ['agencies.logo', 'organisations.logo']],
  ['pictures', ['organisations.pictures']],
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
  /** The readers of STORED_FILE_REFERENCES, registered by the modules that own the columns. */
  private readonly readers = new Map<string, StoredKeyReader>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A module names the stored files its records reference (when it starts, before the first sweep). */
  registerReferences(reference: string, reader: StoredKeyReader): void {
    if (![...STORED_FILE_REFERENCES.values()].some((references) => references.includes(reference))) {
      throw new Error(`${reference} is not a reference of STORED_FILE_REFERENCES`);
    }
    this.readers.set(reference, reader);
  }

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
    for (const [folder, references] of STORED_FILE_REFERENCES) {
      const readers = references.map((reference) => this.readers.get(reference));
      const missing = references.filter((_, index) => !readers[index]);
      if (missing.length) {
        this.logger.warn(`Not sweeping ${folder}/: no reader registered for ${missing.join(', ')}`);
        continue;
      }
      const columns = readers as StoredKeyReader[];
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

  private async removeOrphans(keys: string[], readers: readonly StoredKeyReader[]): Promise<string[]> {
    const named = new Set<string>();
    for (const reader of readers) {
      for (const key of await reader(keys)) named.add(key);
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
