import { once } from 'node:events';
import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { ServerResponse } from 'node:http';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { FileStorage } from '../platform/storage/file-storage';
import { archiveFileName, streamPersonalData } from './personal-data-archive';
import type { PersonalData } from './personal-data.service';

/** A store whose files are generated on demand: `size` bytes each, in 64 KiB chunks, counting reads. */
class GeneratedStorage extends FileStorage {
  readonly opened: Readable[] = [];
  constructor(private readonly size: number) {
    super();
  }
  async put(): Promise<void> {}
  async remove(): Promise<void> {}
  async ready(): Promise<void> {}
  async *list(): AsyncIterable<never> {}
  async open(key: string): Promise<{ stream: Readable; size: number } | undefined> {
    if (key.includes('missing')) return undefined;
    let sent = 0;
    const size = this.size;
    const stream = new Readable({
      read() {
        if (sent >= size) return void this.push(null);
        const chunk = Buffer.alloc(Math.min(65_536, size - sent), key.length % 256);
        sent += chunk.length;
        this.push(chunk);
      },
    });
    this.opened.push(stream);
    return { stream, size };
  }
}

const data = (files: string[]): PersonalData => ({
  personId: 5,
  json: [['profile.json', { id: 5, firstName: 'Ada' }]],
  files: files.map((key, index) => ({ path: `files/${index + 1}-cv.pdf`, storageKey: key })),
});

async function serve(storage: FileStorage, personal: PersonalData): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    void streamPersonalData(response as unknown as ServerResponse, personal, storage, { warn: () => undefined });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

const entriesOf = (body: Buffer) =>
  new Promise<Map<string, number>>((resolve, reject) => {
    fromBuffer(body, { lazyEntries: true }, (error: Error | null, zip: ZipFile) => {
      if (error) return reject(error);
      const sizes = new Map<string, number>();
      zip.on('entry', (entry: Entry) => {
        sizes.set(entry.fileName, entry.uncompressedSize);
        zip.readEntry();
      });
      zip.on('end', () => resolve(sizes));
      zip.readEntry();
    });
  });

describe('streamPersonalData', () => {
  it('writes the JSON, each file in full, and the list of files the store lacks, as a valid ZIP', async () => {
    const storage = new GeneratedStorage(300_000);
    const { server, url } = await serve(storage, data(['documents/a.pdf', 'documents/missing.pdf', 'documents/b.pdf']));
    const response: IncomingMessage = await new Promise((resolve) => get(url, resolve));
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    server.close();

    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="medstaff-personal-data-5-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await entriesOf(Buffer.concat(chunks))).toEqual(
      new Map([
        ['profile.json', expect.any(Number)],
        ['files/1-cv.pdf', 300_000],
        ['files/3-cv.pdf', 300_000],
        ['missing-files.json', expect.any(Number)],
      ]),
    );
  });

  it('reads one file at a time and stops reading the store when the client goes away', async () => {
    const storage = new GeneratedStorage(50 * 1024 * 1024);
    const { server, url } = await serve(storage, data(['documents/a.pdf', 'documents/b.pdf']));
    const response: IncomingMessage = await new Promise((resolve) => get(url, resolve));
    await once(response, 'data');
    // The first file is being read; the second is not open yet (no file is read ahead).
    expect(storage.opened).toHaveLength(1);
    response.destroy();
    await new Promise<void>((resolve) => {
      const check = () => (storage.opened[0].destroyed ? resolve() : setTimeout(check, 10));
      check();
    });
    expect(storage.opened).toHaveLength(1);
    server.close();
  });
});

describe('archiveFileName', () => {
  it.each([
    ['2026-11-27T22:59:59Z', '2026-11-27'],
    ['2026-11-27T23:00:00Z', '2026-11-28'],
    ['2026-07-31T22:30:00Z', '2026-08-01'],
  ])('names the day of %s in Berlin', (instant, day) => {
    expect(archiveFileName(7, new Date(instant))).toBe(`medstaff-personal-data-7-${day}.zip`);
  });
});
