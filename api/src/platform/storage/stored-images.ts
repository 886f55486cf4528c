import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager, EntityTarget, FindOptionsWhere } from 'typeorm';
import type { AuditService } from '../audit/audit.service';
import { DomainError, notFound } from '../common/domain-error';
import type { FileStorage } from './file-storage';
import { checkImage, type UploadedFileLike } from './images';

/** One image of a create form and the storage folder it goes to (`logos`, `pictures`). */
export interface ImageUpload {
  file: UploadedFileLike;
  folder: string;
}

const defaultLogger = new Logger('FileStorage');

/**
 * Removes stored files that no record points to (keys that are null are skipped): files of rows
 * that were not written, or of rows a committed change replaced or deleted. A failure is logged,
 * never thrown: the record's change already stands (or the error that undid it is the answer), and
 * a file left behind costs space, never consistency.
 */
export async function removeStoredFiles(
  storage: Pick<FileStorage, 'remove'>,
  keys: readonly (string | null)[],
  logger: Pick<Logger, 'warn'> = defaultLogger,
): Promise<void> {
  await Promise.all(
    keys
      .filter((key): key is string => Boolean(key))
      .map(async (key) => {
        try {
          await storage.remove(key);
        } catch (error) {
          logger.warn(`Could not remove ${key}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }),
  );
}

/**
 * Checks every image by its content and stores them, returning their keys in order; a bad image
 * stores nothing, and a failing store removes what was already stored.
 */
export async function storeImages(storage: FileStorage, uploads: readonly ImageUpload[]): Promise<string[]> {
  const checked = uploads.map(({ file, folder }) => ({ file, folder, image: checkImage(file) }));
  const stored: string[] = [];
  try {
    for (const { file, folder, image } of checked) {
      const key = `${folder}/${randomUUID()}.${image.extension}`;
      await storage.put(key, file.buffer, image.type);
      stored.push(key);
    }
    return stored;
  } catch (error) {
    await removeStoredFiles(storage, stored);
    throw error;
  }
}

/**
 * A create with files as one operation: the images are checked and stored first, then `insert`
 * writes the rows (in one transaction) with their keys. If anything fails, the stored files are
 * removed again, so either the record and its files exist, or neither does.
 */
export async function createWithImages<T>(
  storage: FileStorage,
  uploads: readonly ImageUpload[],
  insert: (keys: string[]) => Promise<T>,
): Promise<T> {
  const keys = await storeImages(storage, uploads);
  try {
    return await insert(keys);
  } catch (error) {
    await removeStoredFiles(storage, keys);
    throw error;
  }
}

/** A record with a logo, versioned like every record the back-office edits. */
interface WithLogo {
  id: number;
  version: number;
  logoKey: string | null;
}

interface LogoReplacement<T extends WithLogo> {
  entity: EntityTarget<T>;
  /** The audit resource (`agencies`, `organisations`). */
  resource: string;
  /** The record's English name for the not-found message (`The agency`). */
  what: string;
  id: number;
  /** The version the administrator saw: a newer one answers 409 STALE_VERSION. */
  version: number;
  file: UploadedFileLike | undefined;
  actorId: number;
}

/**
 * Replaces a record's logo as a versioned change like any other field: the image is checked and
 * stored first, then the row moves to the new key (and version) and the change is audited in one
 * transaction. The old file goes after the commit; when the transaction fails the new file goes
 * instead.
 */
export async function replaceLogo<T extends WithLogo, R>(
  dataSource: DataSource,
  storage: FileStorage,
  audit: AuditService,
  change: LogoReplacement<T>,
  answer: (manager: EntityManager, record: T) => Promise<R> | R,
): Promise<R> {
  const { entity, resource, what, id, version, actorId } = change;
  const [key] = await storeImages(storage, [{ file: change.file as UploadedFileLike, folder: 'logos' }]);
  let outcome: { result: R; previous: string | null };
  try {
    outcome = await dataSource.transaction(async (manager) => {
      const where = { id } as FindOptionsWhere<T>;
      const current = await manager.findOne(entity, { where });
      if (!current) throw notFound(what);
      const updated = await manager
        .createQueryBuilder()
        .update(entity)
        .set({ logoKey: key, version: () => 'version + 1' } as never)
        .where('id = :id AND version = :version', { id, version })
        .execute();
      if (!updated.affected) throw new DomainError('STALE_VERSION', 'admin.staleVersion');
      await audit.record(manager, actorId, resource, id, 'update', [
        { field: 'logo', oldValue: current.logoKey, newValue: key },
      ]);
      return {
        result: await answer(manager, await manager.findOneOrFail(entity, { where })),
        previous: current.logoKey,
      };
    });
  } catch (error) {
    await removeStoredFiles(storage, [key]);
    throw error;
  }
  // After the commit the row points to the new file: a failure here must never remove that one.
  await removeStoredFiles(storage, [outcome.previous]);
  return outcome.result;
}
