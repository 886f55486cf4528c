import { randomUUID } from 'node:crypto';
import type { FileStorage } from './file-storage';
import { checkImage, type UploadedFileLike } from './images';

/** One image of a create form and the storage folder it goes to (`logos`, `pictures`). */
export interface ImageUpload {
  file: UploadedFileLike;
  folder: string;
}

/** Removes stored files (keys that are null are skipped); used when the rows were not written. */
export async function removeStoredFiles(storage: FileStorage, keys: readonly (string | null)[]): Promise<void> {
  await Promise.all(keys.filter((key): key is string => Boolean(key)).map((key) => storage.remove(key)));
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
