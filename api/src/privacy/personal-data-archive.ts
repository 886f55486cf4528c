import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { berlinDay } from '@medstaff/domain';
import type { Logger } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { ZipFile } from 'yazl';
import type { FileStorage } from '../platform/storage/file-storage';
import type { PersonalData } from './personal-data.service';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The archive's name: the person's id and the day in Berlin (no name of the person in a header). */
export const archiveFileName = (personId: number, now: Date) =>
  `medstaff-personal-data-${personId}-${berlinDay(now)}.zip`;

/**
 * Streams the person's data as a ZIP (yazl): the JSON documents first, then each file, read from
 * the store one after the other, so at most one file is open and nothing is held in memory;
 * the response's back-pressure paces the reads. A file the store does not have is listed in
 * `missing-files.json` instead. Once the first byte is sent a failure can only cut the download
 * short (the client then has no valid ZIP, never a wrong one).
 */
export async function streamPersonalData(
  response: ServerResponse,
  data: PersonalData,
  storage: FileStorage,
  logger: Pick<Logger, 'warn'>,
  now = new Date(),
): Promise<void> {
  response.setHeader('Content-Type', 'application/zip');
  response.setHeader('Content-Disposition', `attachment; filename="${archiveFileName(data.personId, now)}"`);
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('X-Content-Type-Options', 'nosniff');

  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  let current: Readable | undefined;
  let aborted = false;
  response.once('close', () => {
    if (response.writableFinished) return;
    aborted = true;
    current?.destroy();
    output.unpipe(response);
  });
  output.pipe(response);

  const options = { mtime: now };
  for (const [name, value] of data.json) {
    zip.addBuffer(Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8'), name, options);
  }
  const missing: string[] = [];
  try {
    for (const file of data.files) {
      if (aborted) break;
      const opened = await storage.open(file.storageKey);
      if (!opened) {
        missing.push(file.path);
        continue;
      }
      current = opened.stream;
      // Stored PDFs are compressed already: kept as they are.
      zip.addReadStream(opened.stream, file.path, { ...options, compress: false, size: opened.size });
      await finished(opened.stream);
      current = undefined;
    }
  } catch (error) {
    if (!aborted) logger.warn(`Personal data export of person ${data.personId} cut short: ${messageOf(error)}`);
    output.unpipe(response);
    response.destroy();
    return;
  }
  if (aborted) return;
  if (missing.length)
    zip.addBuffer(Buffer.from(`${JSON.stringify(missing, null, 2)}\n`), 'missing-files.json', options);
  zip.end();
  await finished(response).catch(() => undefined);
}
