import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. The local implementation writes below UPLOAD_DIR; an S3-compatible
 * store can implement the same three operations (keys are plain relative paths like
 * `logos/3f2a….png`).
 */
export abstract class FileStorage {
  abstract put(key: string, content: Buffer, contentType: string): Promise<void>;
  abstract open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  abstract remove(key: string): Promise<void>;
}

const KEY = /^[a-z]+\/[A-Za-z0-9._-]+$/;

export class LocalFileStorage extends FileStorage {
  constructor(private readonly root: string) {
    super();
  }

  private path(key: string): string {
    if (!KEY.test(key)) throw new Error(`Invalid storage key ${key}`);
    const path = resolve(this.root, key);
    if (!path.startsWith(resolve(this.root) + sep)) throw new Error(`Invalid storage key ${key}`);
    return path;
  }

  async put(key: string, content: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content, { mode: 0o640 });
  }

  async open(key: string): Promise<{ stream: Readable; size: number } | undefined> {
    if (!KEY.test(key)) return undefined;
    const path = this.path(key);
    try {
      const info = await stat(path);
      return info.isFile() ? { stream: createReadStream(path), size: info.size } : undefined;
    } catch {
      return undefined;
    }
  }

  async remove(key: string): Promise<void> {
    if (!KEY.test(key)) return;
    await rm(this.path(key), { force: true });
  }
}
