import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/app-config';
import { LocalFileStorage } from './file-storage';
import { S3FileStorage, parseStorageUrl, withoutNodeVersionWarning } from './s3-file-storage';
import { createFileStorage } from './storage.module';

describe('parseStorageUrl', () => {
  it('reads the bucket, the endpoint, the region and percent-decoded credentials', () => {
    expect(
      parseStorageUrl(
        's3://AKIA123:se%2Fcr%40et+x@medstaff-files?endpoint=https://minio.example:9000&region=eu-central-1',
      ),
    ).toEqual({
      bucket: 'medstaff-files',
      endpoint: 'https://minio.example:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA123', secretAccessKey: 'se/cr@et+x' },
    });
  });

  it('defaults to us-east-1, the SDK credential chain and virtual-hosted buckets on AWS', () => {
    expect(parseStorageUrl('s3://files.medstaff.de')).toEqual({
      bucket: 'files.medstaff.de',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('takes forcePathStyle when given, path style by default with an endpoint', () => {
    expect(parseStorageUrl('s3://abc?endpoint=http://127.0.0.1:9000').forcePathStyle).toBe(true);
    expect(parseStorageUrl('s3://abc?endpoint=http://127.0.0.1:9000&forcePathStyle=false').forcePathStyle).toBe(false);
    expect(parseStorageUrl('s3://abc?forcePathStyle=true&region=eu-west-3')).toMatchObject({
      forcePathStyle: true,
      region: 'eu-west-3',
      endpoint: undefined,
    });
  });

  it.each([
    ['https://key:Zz9hidden@bucket', 'STORAGE_URL must start with s3://'],
    ['s3://key:Zz9hidden@ab', 'the bucket name must be 3 to 63'],
    ['s3://key:Zz9hidden@My-Bucket', 'the bucket name must be 3 to 63'],
    ['s3://key:Zz9hidden@bucket/folder', 'names the bucket only'],
    ['s3://key:Zz9hidden@bucket:9000', 'names the bucket only'],
    [
      's3://key:Zz9hidden@bucket?regoin=eu-central-1',
      'unknown parameter "regoin" (known: endpoint, region, forcePathStyle)',
    ],
    ['s3://key:Zz9hidden@bucket?__proto__=x', 'unknown parameter "__proto__"'],
    ['s3://key:Zz9hidden@bucket?region=a&region=b', 'the parameter "region" is given twice'],
    ['s3://key:Zz9hidden@bucket?endpoint=ftp://files.example', 'endpoint must be an http:// or https:// URL'],
    ['s3://key:Zz9hidden@bucket?endpoint=minio:9000', 'endpoint must be an http:// or https:// URL'],
    ['s3://key:Zz9hidden@bucket?region=EU%20central', 'region must be letters, digits and dashes'],
    ['s3://key:Zz9hidden@bucket?forcePathStyle=yes', 'forcePathStyle must be true or false'],
    ['s3://key@bucket', 'give both the key and the secret'],
    ['s3://key:Zz9hidden%E0%A4%A@bucket', 'the key or secret is not correctly percent-encoded'],
    ['not a url', 'STORAGE_URL is not a URL'],
  ])('refuses %s, never repeating the secret', (url, message) => {
    expect(() => parseStorageUrl(url)).toThrow(message);
    expect(() => parseStorageUrl(url)).not.toThrow('Zz9hidden');
  });

  it('parses what the environment check at boot lets through', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'medstaff-config-'));
    try {
      for (const url of [
        's3://medstaff',
        's3://AKIA123:se%2Fcret@medstaff.files?endpoint=https://s3.example.com&region=eu-central-1',
        's3://minio:minio123@uploads?endpoint=http://127.0.0.1:9000&forcePathStyle=true',
      ]) {
        const config = loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          JWT_SECRET: 'x'.repeat(40),
          STORAGE_URL: url,
        });
        expect(config.storageUrl).toBe(url);
        expect(parseStorageUrl(url).bucket).toMatch(/^(medstaff|medstaff\.files|uploads)$/);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('createFileStorage', () => {
  it('uses the bucket of STORAGE_URL when set, the upload folder otherwise', () => {
    const s3 = createFileStorage({ storageUrl: 's3://k:s@medstaff?endpoint=http://127.0.0.1:9', uploadDir: '/tmp/x' });
    expect(s3).toBeInstanceOf(S3FileStorage);
    (s3 as S3FileStorage).onModuleDestroy();
    expect(createFileStorage({ storageUrl: undefined, uploadDir: '/tmp/x' })).toBeInstanceOf(LocalFileStorage);
  });

  it('fails at boot for a STORAGE_URL it cannot use', () => {
    expect(() => createFileStorage({ storageUrl: 's3://medstaff?region=a&region=b', uploadDir: '/tmp/x' })).toThrow(
      'given twice',
    );
  });
});

describe("the AWS SDK's NodeVersionSupportWarning", () => {
  const major = Number(process.versions.node.split('.')[0]);

  /** Builds a client with a fresh copy of the SDK (its "emitted once" flag unset), counting the warnings. */
  function warningsWhileBuilding(build: (module: typeof import('./s3-file-storage')) => void): string[] {
    const warnings: string[] = [];
    const emit = jest.spyOn(process, 'emitWarning').mockImplementation((warning: string | Error) => {
      warnings.push(typeof warning === 'string' ? warning : warning.message);
    });
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        build(require('./s3-file-storage') as typeof import('./s3-file-storage'));
      });
    } finally {
      emit.mockRestore();
    }
    return warnings.filter((text) => text.includes('NodeVersionSupportWarning'));
  }

  it('is emitted by a bare client on Node before 22, so the check below can fail', () => {
    const warnings = warningsWhileBuilding(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { S3Client } = require('@aws-sdk/client-s3') as typeof import('@aws-sdk/client-s3');
      new S3Client({ region: 'us-east-1' }).destroy();
    });
    expect(warnings).toHaveLength(major < 22 ? 1 : 0);
  });

  it('is not emitted when our storage builds its client', () => {
    const warnings = warningsWhileBuilding(({ S3FileStorage: Storage }) => {
      new Storage({ bucket: 'medstaff', region: 'us-east-1', forcePathStyle: false }).onModuleDestroy();
    });
    expect(warnings).toEqual([]);
  });

  it('lets every other warning through, and puts process.emitWarning back', () => {
    const original = process.emitWarning;
    const seen: string[] = [];
    const emit = jest.spyOn(process, 'emitWarning').mockImplementation((warning: string | Error) => {
      seen.push(typeof warning === 'string' ? warning : warning.message);
    });
    try {
      const spied = process.emitWarning;
      const result = withoutNodeVersionWarning(() => {
        process.emitWarning('NodeVersionSupportWarning: please upgrade');
        process.emitWarning('Some other warning');
        process.emitWarning(Object.assign(new Error('dropped too'), { name: 'NodeVersionSupportWarning' }));
        return 42;
      });
      expect(result).toBe(42);
      expect(seen).toEqual(['Some other warning']);
      expect(process.emitWarning).toBe(spied);
      expect(() =>
        withoutNodeVersionWarning(() => {
          throw new Error('build failed');
        }),
      ).toThrow('build failed');
      expect(process.emitWarning).toBe(spied);
    } finally {
      emit.mockRestore();
    }
    expect(process.emitWarning).toBe(original);
  });
});
