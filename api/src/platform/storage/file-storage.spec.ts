import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFileStorage, type FileStorage } from './file-storage';
import { StorageUnavailableError } from './storage.errors';

describe('LocalFileStorage', () => {
  let folder: string;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'medstaff-files-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('is ready when the upload folder can be created and written, and leaves nothing behind', async () => {
    const root = join(folder, 'uploads');
    await expect(new LocalFileStorage(root).ready()).resolves.toBeUndefined();
    expect(readdirSync(root)).toEqual([]);
  });

  it('is not ready when the upload folder cannot be created, and says which folder', async () => {
    writeFileSync(join(folder, 'a-file'), '');
    const root = join(folder, 'a-file', 'uploads');
    await expect(new LocalFileStorage(root).ready()).rejects.toThrow(`The upload folder ${root} cannot be written`);
  });

  it('answers a failing write with 503 SERVICE_UNAVAILABLE, a bad key with a plain error', async () => {
    writeFileSync(join(folder, 'logos'), 'a file where the folder should be');
    const storage: FileStorage = new LocalFileStorage(folder);
    const refused = await storage.put('logos/a.png', Buffer.from('x'), 'image/png').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StorageUnavailableError);
    expect(refused).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'storage.unavailable' });
    expect((refused as StorageUnavailableError).stack).toMatch(
      /^StorageUnavailableError: Could not write logos\/a\.png/,
    );
    await expect(storage.put('../a.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      'Invalid storage key ../a.png',
    );
    await expect(storage.put('../a.png', Buffer.from('x'), 'image/png')).rejects.not.toBeInstanceOf(
      StorageUnavailableError,
    );
  });
});
