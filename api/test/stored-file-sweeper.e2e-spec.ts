import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Agency } from '../src/agencies/agency.entity';
import { Document } from '../src/marketplace/documents/document.entity';
import { FileStorage } from '../src/platform/storage/file-storage';
import { StoredFileSweeper } from '../src/platform/storage/stored-file-sweeper.service';
import { SweeperLease } from '../src/platform/storage/sweeper-lease.entity';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';
import { startTestS3, type TestS3 } from './test-s3';

const pdf = Buffer.from('%PDF-1.4\nx\n%%EOF\n');
const HOUR_MS = 60 * 60 * 1000;

/**
 * Issue 24, finding 7: stored files that no record names are removed once older than the grace
 * period (STORED_FILE_GRACE_SECONDS, 1 h by default), on disk and in a bucket; files that a record
 * names, young files and folders the sweeper does not know stay. `now` is passed to the sweep, so
 * no test waits an hour. The kill -9 test is in orphan-files-kill.e2e-spec.ts.
 */
function sweeperSuite(name: string, start: () => Promise<{ testApp: TestApp; keys: () => Promise<string[]> }>) {
  describe(name, () => {
    let testApp: TestApp;
    let keys: () => Promise<string[]>;
    let storage: FileStorage;
    let sweeper: StoredFileSweeper;

    beforeAll(async () => {
      ({ testApp, keys } = await start());
      storage = testApp.app.get(FileStorage);
      sweeper = testApp.app.get(StoredFileSweeper);
    }, 60_000);
    afterAll(async () => {
      await testApp?.close();
    });

    it('removes old files without a record, keeps named, young and unknown ones', async () => {
      const manager = testApp.dataSource.manager;
      const key = (folder: string, extension: string) => `${folder}/${randomUUID()}.${extension}`;
      const named = { document: key('documents', 'pdf'), logo: key('logos', 'png') };
      const orphans = [key('documents', 'pdf'), key('documents', 'pdf'), key('logos', 'png'), key('pictures', 'jpg')];
      const unknown = key('exports', 'zip');
      for (const stored of [...Object.values(named), ...orphans, unknown])
        await storage.put(stored, pdf, 'application/pdf');
      await manager.insert(Document, {
        applicationId: null,
        kind: 'CV',
        fileName: 'cv.pdf',
        mimeType: 'application/pdf',
        sizeBytes: pdf.length,
        storageKey: named.document,
      });
      await manager.insert(Agency, {
        name: `Agentur ${randomUUID()}`,
        address: 'Weg 1',
        postcode: '10117',
        country: 'DE',
        logoKey: named.logo,
      });

      // Within the grace period nothing goes: the uploads may still be on their way to their records.
      expect(await sweeper.sweep(new Date())).toEqual([]);
      expect(await keys()).toEqual(expect.arrayContaining([...orphans, ...Object.values(named), unknown]));

      const removed = await sweeper.sweep(new Date(Date.now() + HOUR_MS + 60_000));
      expect([...removed].sort()).toEqual([...orphans].sort());
      const left = await keys();
      for (const orphan of orphans) expect(left).not.toContain(orphan);
      expect(left).toEqual(expect.arrayContaining([...Object.values(named), unknown]));
      // The named document is still served as it was.
      expect(await storage.open(named.document)).toBeDefined();
    });

    it('lets one process at a time hold the sweep lease, and another take it once it expired', async () => {
      const other = new StoredFileSweeper(testApp.dataSource, storage, testApp.config);
      const now = new Date();
      const until = new Date(now.getTime() + 60_000);
      expect(await sweeper.claimLease(now, until)).toBe(true);
      expect(await other.claimLease(now, until)).toBe(false);
      // The holder renews its own lease.
      expect(await sweeper.claimLease(now, until)).toBe(true);
      const later = new Date(until.getTime() + 1);
      expect(await other.claimLease(later, new Date(later.getTime() + 60_000))).toBe(true);
      expect(await sweeper.claimLease(later, new Date(later.getTime() + 60_000))).toBe(false);
      expect(await testApp.dataSource.getRepository(SweeperLease).countBy({ name: 'stored-files' })).toBe(1);
    });
  });
}

describe.each(TEST_DIALECTS)('stored file sweeper on %s', (dialect) => {
  sweeperSuite('with files on disk', async () => {
    const testApp = await createTestApp(dialect);
    const keys = async () =>
      ['documents', 'logos', 'pictures', 'exports'].flatMap((folder) => {
        const path = join(testApp.config.uploadDir, folder);
        return existsSync(path) ? readdirSync(path).map((file) => `${folder}/${file}`) : [];
      });
    return { testApp, keys };
  });
});

describe('stored file sweeper with an S3 bucket', () => {
  let s3: TestS3;
  const bucket = `medstaff-sweep-${randomBytes(3).toString('hex')}`;
  beforeAll(async () => {
    s3 = await startTestS3();
    await s3.createBucket(bucket);
  });
  afterAll(async () => {
    await s3?.deleteBucket(bucket).catch(() => undefined);
    await s3?.close();
  });
  sweeperSuite('on sqlite', async () => {
    const testApp = await createTestApp('sqlite', { storageUrl: s3.storageUrl(bucket) });
    return { testApp, keys: () => s3.keys(bucket) };
  });
});
