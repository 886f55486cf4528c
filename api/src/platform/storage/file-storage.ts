import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, opendir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { StorageUnavailableError, errorText } from './storage.errors';

/**
 * Where uploaded files live: below UPLOAD_DIR (`LocalFileStorage`) or in an S3-compatible bucket
 * (`S3FileStorage`, when STORAGE_URL is set). Keys are plain relative paths like `logos/3f2a….png`.
 * A store that fails during a request throws `StorageUnavailableError` (503); a key that breaks
 * the pattern is a programming error.
 */
export abstract class FileStorage {
  abstract put(key: string, content: Buffer, contentType: string): Promise<void>;
  /** The file's content and size; `undefined` when no file has the key. */
  abstract open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  /** Removes the file; a key without a file is no error. */
  abstract remove(key: string): Promise<void>;
  /** Resolves when the store can be used; otherwise throws an error whose message says what is wrong. */
  abstract ready(): Promise<void>;
  /**
   * Every file of a folder (`documents`), with when it was last written, in no set order: what
   * the orphan sweeper compares with the records. A folder that does not exist has none.
   */
  abstract list(folder: string): AsyncIterable<StoredFileInfo>;
}

export interface StoredFileInfo {
  key: string;
  modifiedAt: Date;
}

/** The folders of keys (`documents`, `logos`, `pictures`). */
export const STORAGE_FOLDER = /^[a-z]+$/;

/** A folder and a file name: what every key of every store looks like. */
export const STORAGE_KEY = /^[a-z]+\/[A-Za-z0-9._-]+$/;

export class LocalFileStorage extends FileStorage {
  constructor(private readonly root: string) {
    super();
  }

  private path(key: string): string {
    if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key ${key}`);
    const path = resolve(this.root, key);
    if (!path.startsWith(resolve(this.root) + sep)) throw new Error(`Invalid storage key ${key}`);
    return path;
  }

  async put(key: string, content: Buffer): Promise<void> {
    const path = this.path(key);
    try {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content, { mode: 0o640 });
    } catch (error) {
      throw new StorageUnavailableError(`Could not write ${key} below ${this.root}: ${errorText(error)}`, error);
    }
  }

  async open(key: string): Promise<{ stream: Readable; size: number } | undefined> {
    if (!STORAGE_KEY.test(key)) return undefined;
    const path = this.path(key);
    try {
      const info = await stat(path);
      return info.isFile() ? { stream: createReadStream(path), size: info.size } : undefined;
    } catch {
      return undefined;
    }
  }

  async remove(key: string): Promise<void> {
    if (!STORAGE_KEY.test(key)) return;
    try {
      await rm(this.path(key), { force: true });
    } catch (error) {
      throw new StorageUnavailableError(`Could not remove ${key} below ${this.root}: ${errorText(error)}`, error);
    }
  }

  async *list(folder: string): AsyncIterable<StoredFileInfo> {
    if (!STORAGE_FOLDER.test(folder)) throw new Error(`Invalid storage folder ${folder}`);
    const path = join(resolve(this.root), folder);
    let directory;
    try {
      directory = await opendir(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw new StorageUnavailableError(`Could not list ${folder} below ${this.root}: ${errorText(error)}`, error);
    }
    for await (const entry of directory) {
      const key = `${folder}/${entry.name}`;
      if (!entry.isFile() || !STORAGE_KEY.test(key)) continue;
      try {
        yield { key, modifiedAt: (await stat(join(path, entry.name))).mtime };
      } catch {
        // Removed meanwhile: nothing to sweep.
      }
    }
  }

  /** The upload folder exists (or can be created) and a file can be written to it and removed. */
  async ready(): Promise<void> {
    const probe = join(resolve(this.root), `.ready-${randomUUID()}`);
    try {
      await mkdir(this.root, { recursive: true });
      await writeFile(probe, '');
      await rm(probe, { force: true });
    } catch (error) {
      throw new Error(`The upload folder ${resolve(this.root)} cannot be written: ${errorText(error)}`, {
        cause: error,
      });
    }
  }
}
