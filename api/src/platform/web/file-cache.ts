import { readFile, stat } from 'node:fs/promises';
import negotiate from '@fastify/accept-negotiator';
import { isUtf8MimeType, mime } from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The pre-compressed siblings @fastify/static looks for, in its order of preference. */
const ENCODINGS = ['br', 'gzip', 'deflate'] as const;
type Encoding = (typeof ENCODINGS)[number];
const SUFFIX: ReadonlyMap<Encoding, string> = new Map([
  ['br', '.br'],
  ['gzip', '.gz'],
  ['deflate', '.deflate'],
]);

/** What @fastify/send calls a file it has no type for (its `mime.default_type`, untyped). */
const DEFAULT_TYPE = (mime as unknown as { default_type?: string }).default_type ?? 'application/octet-stream';

/** One file as it goes out: its bytes and the headers @fastify/send derives from its stat. */
interface Variant {
  readonly bytes: Buffer;
  readonly etag: string;
  readonly lastModified: string;
}

interface Entry {
  readonly contentType: string;
  readonly identity: Variant;
  readonly compressed: ReadonlyMap<Encoding, Variant>;
}

/**
 * Request headers that ask for more than the whole file (ranges, conditions): such requests go
 * to @fastify/static, which answers them (206, 304, 412).
 */
const SPECIAL_HEADERS = ['range', 'if-range', 'if-match', 'if-none-match', 'if-modified-since', 'if-unmodified-since'];

/**
 * The front ends' small files held in memory (the site's pages, the apps' index pages and
 * chunks), each with its `.br`/`.gz` siblings, so that a page costs no `stat`, `open` or read.
 * The answer is the one @fastify/static gives for the file (same encoding choice, Content-Type,
 * ETag, Last-Modified, Accept-Ranges, `Vary: accept-encoding`); requests with a range or a
 * condition are left to it. An entry is read again after `ttlMs`, so a rebuild of the front ends
 * shows within that time; files over `maxFileBytes` and entries beyond `maxEntries` are not held.
 */
export class SmallFileCache {
  private readonly entries = new Map<string, Promise<Entry | undefined>>();
  private readonly expiry = new Map<string, number>();
  private readonly lookups = new Map<string, { file: string; expires: number }>();

  constructor(
    readonly ttlMs = 2_000,
    private readonly maxFileBytes = 512 * 1024,
    private readonly maxEntries = 2_000,
  ) {}

  /** True when the cache may answer this request (a plain GET or HEAD of the whole file). */
  static answers(request: FastifyRequest): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const headers = request.headers;
    for (const name of SPECIAL_HEADERS) if (headers[name] !== undefined) return false;
    return true;
  }

  /**
   * Sends `file` from memory and answers true, or answers false (too large, gone, not
   * readable): the caller sends it the usual way then.
   */
  async send(request: FastifyRequest, reply: FastifyReply, file: string): Promise<boolean> {
    const entry = await this.entry(file);
    if (!entry) return false;
    const accepted = request.headers['accept-encoding'];
    const [encoding, variant] = choose(accepted, entry);
    // A file without the sibling the client accepts goes out as a stream that @fastify/compress
    // compresses whatever its size: that answer stays @fastify/static's.
    if (!encoding && accepted !== undefined && accepted !== '' && accepted !== 'identity') return false;
    reply.header('accept-ranges', 'bytes');
    reply.header('last-modified', variant.lastModified);
    reply.header('etag', variant.etag);
    reply.header('content-type', entry.contentType);
    if (encoding) reply.header('content-encoding', encoding);
    addVaryAcceptEncoding(reply);
    // The status set before stays (the 404 page goes out with 404), as @fastify/static keeps it.
    await reply.send(variant.bytes);
    return true;
  }

  /**
   * Where `path` was found under `root` (`look` finds it), remembered for the same time as the
   * files; an address found nowhere is looked up again each time (it costs no memory).
   */
  async found(root: string, path: string, look: () => Promise<string | undefined>): Promise<string | undefined> {
    const key = `${root}\0${path}`;
    const now = Date.now();
    const known = this.lookups.get(key);
    if (known && known.expires > now) return known.file;
    const file = await look();
    if (file) {
      if (this.lookups.size >= this.maxEntries) this.lookups.clear();
      this.lookups.set(key, { file, expires: now + this.ttlMs });
    } else this.lookups.delete(key);
    return file;
  }

  private entry(file: string): Promise<Entry | undefined> {
    const now = Date.now();
    const cached = this.entries.get(file);
    if (cached && (this.expiry.get(file) ?? 0) > now) return cached;
    if (this.entries.size >= this.maxEntries && !cached) {
      this.entries.clear();
      this.expiry.clear();
    }
    const loading = this.load(file).catch(() => undefined);
    this.entries.set(file, loading);
    this.expiry.set(file, now + this.ttlMs);
    return loading;
  }

  private async load(file: string): Promise<Entry | undefined> {
    const identity = await this.variant(file);
    if (!identity) return undefined;
    const compressed = new Map<Encoding, Variant>();
    await Promise.all(
      ENCODINGS.map(async (encoding) => {
        const variant = await this.variant(file + SUFFIX.get(encoding));
        if (variant) compressed.set(encoding, variant);
      }),
    );
    const type = mime.getType(file) || DEFAULT_TYPE;
    const contentType = isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
    return { contentType, identity, compressed };
  }

  private async variant(path: string): Promise<Variant | undefined> {
    let info;
    try {
      info = await stat(path);
    } catch {
      return undefined;
    }
    if (!info.isFile() || info.size > this.maxFileBytes) return undefined;
    const bytes = await readFile(path);
    // The headers @fastify/send derives from the stat (its defaults: weak ETag of size and mtime).
    return {
      bytes,
      etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
      lastModified: info.mtime.toUTCString(),
    };
  }
}

/**
 * The encoding @fastify/static sends for this Accept-Encoding: the negotiated one whose sibling
 * exists, trying the next when it does not; `*` counts as gzip; otherwise the file itself.
 */
function choose(header: string | undefined, entry: Entry): [Encoding | undefined, Variant] {
  if (header === undefined) return [undefined, entry.identity];
  const accepted = header.toLowerCase().replace(/\*/gu, 'gzip');
  const left: Encoding[] = [...ENCODINGS];
  for (;;) {
    const encoding = negotiate(accepted, left) as Encoding | null;
    if (!encoding) return [undefined, entry.identity];
    const variant = entry.compressed.get(encoding);
    if (variant) return [encoding, variant];
    left.splice(left.indexOf(encoding), 1);
  }
}

/** Appends `accept-encoding` to the Vary header once, as @fastify/static does. */
function addVaryAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  if (current === undefined) {
    reply.header('vary', 'accept-encoding');
    return;
  }
  const value = Array.isArray(current) ? current.join(', ') : String(current);
  const tokens = value.split(',').map((token) => token.trim().toLowerCase());
  // `Vary: *` already covers every request header.
  if (tokens.includes('accept-encoding') || tokens.includes('*')) return;
  reply.header('vary', `${value}, accept-encoding`);
}
