import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { takeOverResponse } from '../http/raw-response';
import { pipeline } from 'node:stream/promises';
import { Logger } from '@nestjs/common';
import { berlinDay, formatBerlin, type Language } from '@medstaff/domain';
import { stringify } from 'csv-stringify/sync';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { requestLanguage, translate, type MessageKey } from '../common/messages';
import { parseListQuery, type ListQuery, type ListSpec, type RawListQuery } from './list-query.parser';
import { applyListQuery, sortExpression } from './list-sql';

/** What a cell may hold before it is formatted for people. */
export type CsvValue = string | number | boolean | Date | readonly string[] | null | undefined;

/** One column of an export: a stable key, the header's message key and how a row fills the cell. */
export interface CsvColumn<T> {
  key: string;
  /** Translated into the request's language for the header row (see common/messages.ts). */
  label: MessageKey;
  value: (row: T) => CsvValue;
}

/** A row of an exported list: an entity with a numeric `id` (the last tie-breaker of every list order). */
export type ExportRow = ObjectLiteral & { id: number };

/** Everything an export needs; services build it, controllers hand it to `sendCsvExport`. */
export interface CsvExport<T extends ExportRow> {
  /** The file name's first part and the list's resource: `persons` → `persons-2026-11-23.csv`. */
  resource: string;
  spec: ListSpec;
  /** The checked sort and filter (from `parseExportQuery`); pages are the exporter's business. */
  query: ListQuery;
  /**
   * A fresh builder of the list's rows with its joins and fixed conditions (e.g. the membership
   * kind), without search, filters, order or page: called once per batch.
   */
  rows: () => SelectQueryBuilder<T>;
  columns: readonly CsvColumn<T>[];
  /** Rows read per query (default EXPORT_BATCH_SIZE); memory is bounded by one batch. */
  batchSize?: number;
}

export const EXPORT_BATCH_SIZE = 1000;

/**
 * Reads the list's own `sort` and `filter` with the list's rules (400 with the same codes for a
 * bad sort or filter). `range` is refused: an export always has every matching row, and a client
 * sending a page would otherwise silently get more than it asked for.
 */
export function parseExportQuery(raw: RawListQuery, spec: ListSpec): ListQuery {
  if (raw.range !== undefined) throw new DomainError('VALIDATION_FAILED', 'export.rangeNotAllowed');
  return parseListQuery({ sort: raw.sort, filter: raw.filter }, spec);
}

/** `;` for German (Excel's list separator there, as the decimal mark is the comma), `,` for English. */
export const csvDelimiter = (language: Language): string => (language === 'de' ? ';' : ',');

/**
 * Dates as ISO 8601 in Berlin wall-clock time with its offset, to the second, e.g.
 * 2026-11-23T10:30:00+01:00: what the operator's clock said, and unambiguous in both languages.
 */
const formatDate = (date: Date): string => formatBerlin(date, "yyyy-MM-dd'T'HH:mm:ssxxx");

/**
 * Cells a spreadsheet would run as a formula (`=`, `@`, a tab or carriage return first, or `+`/`-`
 * before anything but a number or phone number) get a leading apostrophe: names and emails are
 * typed by the public, and an export must not turn them into formulas on an operator's machine.
 */
const FORMULA_START = /^[=@\t\r]|^[+-](?![\d\s()./-]*$)/;

export function formatCsvValue(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : formatDate(value);
  if (Array.isArray(value)) return formatCsvValue(value.join(', '));
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The rows whose sort key is not NULL after the one with id `afterId`, in the list's order (sort
 * key, then the id), written as a range the sort's index seeks to: `key >= k AND (key > k OR id >
 * :id)` (descending `<=` and `<`). An `OR` of the cases (`key > k OR (key = k AND id > :id)`) made
 * both databases read the index from its start for every batch, so an export of 1,000,000 persons
 * took minutes (each batch longer than the one before). The last row's key k is read by a
 * subquery rather than sent back from JavaScript, so it compares exactly on every dialect (MySQL's
 * DATETIME(6) would lose its microseconds as a JavaScript Date); its row is a primary-key read.
 */
function whereAfter<T extends ExportRow>(
  builder: SelectQueryBuilder<T>,
  source: CsvExport<T>,
  sortColumn: string,
  afterId: number,
): void {
  const id = `${builder.alias}.id`;
  const lastKeyQuery = source.rows().select(sortColumn).andWhere(`${id} = :exportAfterId`);
  const key = `(${lastKeyQuery.getQuery()})`;
  const [reach, beyond, idBeyond] = source.query.order === 'DESC' ? ['<=', '<', '<'] : ['>=', '>', '>'];
  builder.andWhere(
    `${sortColumn} ${reach} ${key} AND (${sortColumn} ${beyond} ${key} OR ${id} ${idBeyond} :exportAfterId)`,
    {
      ...lastKeyQuery.getParameters(),
      exportAfterId: afterId,
    },
  );
}

/**
 * Every matching row, one batch per query, in the list's order. Keyset paging (after the last
 * row's sort value and id) keeps each query as cheap as the first and memory at one batch on
 * both dialects; TypeORM's `.stream()` is not available on better-sqlite3, and a long-running
 * SQLite cursor would hold the app's single connection. `stopped()` is checked before each query.
 * Rows whose sort key is NULL come first ascending and last descending on both SQLite and
 * MySQL/MariaDB; they are read as a part of their own (`key IS NULL`, by id), so that each part's
 * batches seek the sort's index (a NOT NULL column's NULL part is one query that finds nothing).
 */
export async function* exportBatches<T extends ExportRow>(
  source: CsvExport<T>,
  stopped: () => boolean = () => false,
): AsyncGenerator<T[]> {
  const take = source.batchSize ?? EXPORT_BATCH_SIZE;
  const order = source.query.order;
  for (const part of order === 'DESC' ? (['keyed', 'null'] as const) : (['null', 'keyed'] as const)) {
    let afterId: number | undefined;
    while (!stopped()) {
      const builder = applyListQuery(source.rows(), { ...source.query, skip: 0, take }, source.spec);
      const sortColumn = sortExpression(builder, source.query.sortColumn, source.query);
      const id = `${builder.alias}.id`;
      if (part === 'null') {
        builder.andWhere(`${sortColumn} IS NULL`);
        if (afterId !== undefined) {
          builder.andWhere(`${id} ${order === 'DESC' ? '<' : '>'} :exportAfterId`, { exportAfterId: afterId });
        }
      } else {
        builder.andWhere(`${sortColumn} IS NOT NULL`);
        if (afterId !== undefined) whereAfter(builder, source, sortColumn, afterId);
      }
      const batch = await builder.getMany();
      if (batch.length) yield batch;
      if (batch.length < take) break;
      afterId = batch[batch.length - 1].id;
    }
  }
}

const logger = new Logger('CsvExport');

interface ExportRequest {
  headers: Record<string, string | string[] | undefined>;
}
/** Where an export goes: a reply whose Node response it takes over (see `takeOverResponse`). */
type ExportReply = Pick<FastifyReply, 'hijack' | 'raw' | 'getHeaders'>;

/**
 * Streams the export as CSV: a BOM (so Excel reads UTF-8), the header row in the request's
 * language, `;` (German) or `,` (English) between cells, CRLF line ends, and values quoted as
 * RFC 4180 asks (`;`/`,`, `"` and line breaks). Backpressure reaches the queries: the next batch
 * is read only when the client has taken the previous one, and a client that leaves stops them.
 * An error before the first row answers as usual; after it, the status is sent, so the error is
 * logged and the connection closed (the client sees a cut-off download, never a complete one).
 */
export async function sendCsvExport<T extends ExportRow>(
  request: ExportRequest,
  reply: ExportReply,
  source: CsvExport<T>,
  now: Date = new Date(),
): Promise<void> {
  const language = requestLanguage(request);
  const batches = exportBatches(source, () => reply.raw.destroyed);
  // The first query runs before any header: if it fails, the exception filter still answers.
  const first = await batches.next();
  const options = {
    delimiter: csvDelimiter(language),
    record_delimiter: 'windows',
    // The delimiter and quotes are quoted by default; a lone \n or \r inside a value must be too.
    quoted_match: /[\r\n]/,
  } as const;
  // One piece of text per batch (csv-stringify's synchronous API): a stream of one record at a
  // time cost about a quarter of a large export's time in stream bookkeeping.
  async function* pieces(): AsyncGenerator<string> {
    yield stringify([], {
      ...options,
      bom: true,
      header: true,
      columns: source.columns.map((column) => translate(column.label, language)),
    });
    let current = first;
    while (!current.done) {
      const rows = current.value.map((row) => source.columns.map((column) => formatCsvValue(column.value(row))));
      yield stringify(rows, options);
      current = await batches.next();
    }
  }
  const response = takeOverResponse(reply as FastifyReply);
  response.statusCode = 200;
  response.setHeader('Content-Type', 'text/csv; charset=utf-8');
  response.setHeader('Content-Disposition', `attachment; filename="${source.resource}-${berlinDay(now)}.csv"`);
  response.setHeader('Cache-Control', 'no-store');
  // The request log, metrics, shutdown drain, client-gone signal and compression each listen
  // for the response's close; the pipeline's own listeners make 11, one past Node's warning
  // threshold for a leak (a fixed count, not one per batch).
  response.setMaxListeners(20);
  try {
    // At most a batch waits in the stream: the next query runs when the client has taken the last.
    await pipeline(Readable.from(pieces(), { highWaterMark: 1 }), response);
  } catch (error) {
    await batches.return(undefined);
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') {
      logger.debug(`Export of ${source.resource} stopped: the client left.`);
    } else {
      logger.error(`Export of ${source.resource} failed after it started: ${(error as Error).stack ?? String(error)}`);
    }
    if (!response.destroyed) response.destroy();
  }
}
