import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { withoutNodeVersionWarning } from '../src/platform/storage/s3-file-storage';

/** s3rver's own account: it checks every request's signature against this key and secret. */
const KEY = 'S3RVER';
const SECRET = 'S3RVER';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
}) => S3rverInstance;

/** An S3-protocol server on loopback (s3rver, files in a temp folder) and a client to look into it. */
export interface TestS3 {
  endpoint: string;
  /** STORAGE_URL for a bucket of this server, with its credentials. */
  storageUrl: (bucket: string) => string;
  createBucket: (bucket: string) => Promise<void>;
  /** Removes every object of the bucket, then the bucket. */
  deleteBucket: (bucket: string) => Promise<void>;
  /** The keys in the bucket (under `prefix`), sorted. */
  keys: (bucket: string, prefix?: string) => Promise<string[]>;
  /** An object's bytes and content type, or undefined when there is none. */
  object: (bucket: string, key: string) => Promise<{ content: Buffer; contentType?: string } | undefined>;
  close: () => Promise<void>;
}

export async function startTestS3(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'medstaff-s3-'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const S3rver = require('s3rver') as S3rverConstructor;
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = withoutNodeVersionWarning(
    () =>
      new S3Client({
        endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: KEY, secretAccessKey: SECRET },
      }),
  );
  const keys = async (bucket: string, prefix?: string): Promise<string[]> => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
    return (listed.Contents ?? []).map((item) => item.Key as string).sort();
  };
  return {
    endpoint,
    storageUrl: (bucket) => `s3://${KEY}:${SECRET}@${bucket}?endpoint=${endpoint}`,
    createBucket: async (bucket) => {
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
    },
    deleteBucket: async (bucket) => {
      for (const key of await keys(bucket)) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      await client.send(new DeleteBucketCommand({ Bucket: bucket }));
    },
    keys,
    object: async (bucket, key) => {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return {
          content: Buffer.from(
            await (answer.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
          ),
          contentType: answer.ContentType,
        };
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A loopback port nothing listens on (taken, then given back). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
