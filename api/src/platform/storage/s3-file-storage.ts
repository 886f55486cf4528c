import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { OnModuleDestroy } from '@nestjs/common';
import { Readable } from 'node:stream';
import { FileStorage, STORAGE_FOLDER, STORAGE_KEY, type StoredFileInfo } from './file-storage';
import { StorageUnavailableError, errorText } from './storage.errors';

/** What STORAGE_URL says: the bucket, where it is, and how to sign in. */
export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, Garage, …); AWS itself when unset. */
  endpoint?: string;
  /** `http://endpoint/bucket/key` rather than `http://bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /** From the URL's user and password; the SDK's default chain (AWS_ACCESS_KEY_ID, …) when unset. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Bucket names as S3 allows them (3 to 63 characters); the same as STORAGE_URL's check at boot. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,64}$/;
const PARAMETERS: ReadonlySet<string> = new Set(['endpoint', 'region', 'forcePathStyle']);
const DEFAULT_REGION = 'us-east-1';

/** A user or password of the URL, percent-decoded (a secret with `/` is written `%2F`). */
function decodeUserInfo(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new Error('STORAGE_URL: the key or secret is not correctly percent-encoded');
  }
}

/**
 * Reads `s3://[key:secret@]bucket?endpoint=…&region=…&forcePathStyle=…`. Messages never repeat the
 * URL, which may hold a secret.
 */
export function parseStorageUrl(text: string): S3StorageOptions {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('STORAGE_URL is not a URL: expected s3://[key:secret@]bucket?endpoint=…&region=…');
  }
  if (url.protocol !== 's3:') throw new Error('STORAGE_URL must start with s3://');
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) {
    throw new Error('STORAGE_URL: the bucket name must be 3 to 63 lower-case letters, digits, dots or dashes');
  }
  if (url.port || (url.pathname !== '' && url.pathname !== '/') || url.hash) {
    throw new Error('STORAGE_URL names the bucket only (s3://bucket): put the server in ?endpoint=');
  }
  const parameters = url.searchParams;
  for (const name of new Set(parameters.keys())) {
    if (!PARAMETERS.has(name)) {
      throw new Error(`STORAGE_URL: unknown parameter "${name}" (known: ${[...PARAMETERS].join(', ')})`);
    }
    if (parameters.getAll(name).length > 1) throw new Error(`STORAGE_URL: the parameter "${name}" is given twice`);
  }

  const endpoint = parameters.get('endpoint') ?? undefined;
  if (endpoint !== undefined) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(endpoint);
    } catch {
      parsed = undefined;
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
      throw new Error(
        'STORAGE_URL: endpoint must be an http:// or https:// URL (e.g. endpoint=https://s3.example.com)',
      );
    }
  }
  const region = parameters.get('region') ?? DEFAULT_REGION;
  if (!REGION.test(region)) throw new Error('STORAGE_URL: region must be letters, digits and dashes (eu-central-1)');
  const pathStyle = parameters.get('forcePathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false') {
    throw new Error('STORAGE_URL: forcePathStyle must be true or false');
  }

  if (Boolean(url.username) !== Boolean(url.password)) {
    throw new Error('STORAGE_URL: give both the key and the secret (s3://key:secret@bucket), or neither');
  }
  const credentials = url.username
    ? { accessKeyId: decodeUserInfo(url.username), secretAccessKey: decodeUserInfo(url.password) }
    : undefined;
  return {
    bucket,
    region,
    endpoint,
    // MinIO and most S3-compatible servers have no per-bucket host names.
    forcePathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === 'true',
    credentials,
  };
}

/**
 * Runs `build` without the AWS SDK's NodeVersionSupportWarning. The SDK emits it once per process,
 * when the first client is built, on Node before 22: "SDK versions published after the first week
 * of January 2027 will require node >=22". We run on Node 20 (engines: >=20.19) with the SDK
 * version pinned by the lock file, so on every start it would print a multi-line notice among our
 * JSON log lines that no operator can act on; moving to Node 22 is a platform decision of its own.
 * Only that warning is dropped, and only while the client is built (synchronously): every other
 * warning, the SDK's included, still reaches Node's printer. (The SDK's own switch,
 * AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED, would have to be written into process.env,
 * where every child process inherits it.)
 */
export function withoutNodeVersionWarning<T>(build: () => T): T {
  const emitWarning = process.emitWarning;
  const filtered = (warning: string | Error, ...rest: unknown[]): void => {
    const text = typeof warning === 'string' ? warning : `${warning.name}: ${warning.message}`;
    if (/^(Warning: )?NodeVersionSupportWarning\b/.test(text)) return;
    (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  };
  process.emitWarning = filtered as typeof process.emitWarning;
  try {
    return build();
  } finally {
    process.emitWarning = emitWarning;
  }
}

/**
 * Bounded waits, so that a dead store answers 503 within seconds instead of holding requests: 3 s
 * to connect, 5 s until the answer's headers (uploads included: 5 MB at most, 1 MB/s is enough),
 * 10 s without a byte while a download streams, and one retry, so about 10 s at worst.
 */
const TIMEOUTS = {
  connectionTimeout: 3_000,
  requestTimeout: 5_000,
  throwOnRequestTimeout: true,
  socketTimeout: 10_000,
};
const MAX_ATTEMPTS = 2;
/** A readiness check answers within this, retry included (probes have short timeouts of their own). */
const READY_TIMEOUT_MS = 3_000;

interface SdkErrorShape {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

const statusOf = (error: unknown): number | undefined => (error as SdkErrorShape | null)?.$metadata?.httpStatusCode;
const nameOf = (error: unknown): string | undefined => (error as SdkErrorShape | null)?.name;

/** Logos, pictures and documents in an S3-compatible bucket (STORAGE_URL). */
export class S3FileStorage extends FileStorage implements OnModuleDestroy {
  private readonly client: S3Client;
  private readonly bucket: string;
  /** For messages: the endpoint, or AWS and the region. Never the credentials. */
  private readonly where: string;

  constructor(options: S3StorageOptions) {
    super();
    this.bucket = options.bucket;
    this.where = options.endpoint ?? `AWS S3 (${options.region})`;
    const config: S3ClientConfig = {
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      maxAttempts: MAX_ATTEMPTS,
      requestHandler: { ...TIMEOUTS },
      // Checksums only where S3 requires them: newer SDKs add CRC32 checksum headers to every
      // upload by default, which several S3-compatible servers refuse. TLS guards the transfer.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    this.client = withoutNodeVersionWarning(() => new S3Client(config));
  }

  static fromUrl(url: string): S3FileStorage {
    return new S3FileStorage(parseStorageUrl(url));
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }

  /** Why the bucket cannot be used, in words an operator can act on. */
  private explain(error: unknown): string {
    const name = nameOf(error);
    const status = statusOf(error);
    if (name === 'NoSuchBucket' || (name === 'NotFound' && status === 404)) {
      return `the bucket "${this.bucket}" does not exist at ${this.where}`;
    }
    if (status === 403) {
      return `${this.where} refused access to the bucket "${this.bucket}" (${errorText(error)}): check the key, the secret and the bucket's policy`;
    }
    if (status === 301) {
      return `the bucket "${this.bucket}" is in another region than the one STORAGE_URL gives (${errorText(error)})`;
    }
    return `the store at ${this.where} failed for the bucket "${this.bucket}": ${errorText(error)}`;
  }

  private unavailable(action: string, key: string, error: unknown): StorageUnavailableError {
    return new StorageUnavailableError(`Could not ${action} ${key}: ${this.explain(error)}`, error);
  }

  async put(key: string, content: Buffer, contentType: string): Promise<void> {
    if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key ${key}`);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: content,
          ContentLength: content.length,
          ContentType: contentType,
        }),
      );
    } catch (error) {
      throw this.unavailable('store', key, error);
    }
  }

  async open(key: string): Promise<{ stream: Readable; size: number } | undefined> {
    if (!STORAGE_KEY.test(key)) return undefined;
    let answer;
    try {
      answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      const missingObject =
        nameOf(error) === 'NoSuchKey' || (statusOf(error) === 404 && nameOf(error) !== 'NoSuchBucket');
      if (missingObject) return undefined;
      throw this.unavailable('read', key, error);
    }
    const body = answer.Body;
    if (!(body instanceof Readable) || answer.ContentLength === undefined) {
      if (body instanceof Readable) body.destroy();
      throw new StorageUnavailableError(`Could not read ${key}: ${this.where} sent no stream with a length`);
    }
    return { stream: body, size: answer.ContentLength };
  }

  async remove(key: string): Promise<void> {
    if (!STORAGE_KEY.test(key)) return;
    try {
      // S3 answers a key without an object like a removed one.
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      throw this.unavailable('remove', key, error);
    }
  }

  /** The objects below `folder/`, a thousand per request (ListObjectsV2 pages). */
  async *list(folder: string): AsyncIterable<StoredFileInfo> {
    if (!STORAGE_FOLDER.test(folder)) throw new Error(`Invalid storage folder ${folder}`);
    let token: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${folder}/`, ContinuationToken: token }),
        );
      } catch (error) {
        throw this.unavailable('list', `${folder}/`, error);
      }
      for (const item of page.Contents ?? []) {
        // Without a time an object cannot be known to be old enough: it is left alone.
        if (item.Key && item.LastModified && STORAGE_KEY.test(item.Key)) {
          yield { key: item.Key, modifiedAt: item.LastModified };
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** The bucket exists and the credentials may use it (HeadBucket), answered within 3 s. */
  async ready(): Promise<void> {
    const deadline = AbortSignal.timeout(READY_TIMEOUT_MS);
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: deadline });
    } catch (error) {
      const reason = deadline.aborted
        ? `${this.where} did not answer within ${READY_TIMEOUT_MS / 1000} s for the bucket "${this.bucket}"`
        : this.explain(error);
      throw new Error(`File storage is not ready: ${reason}`, { cause: error });
    }
  }
}
