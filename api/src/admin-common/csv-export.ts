import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Logger } from '@nestjs/common';
import type { Language } from '@medstaff/domain';
import { stringify } from 'csv-stringify';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { requestLanguage, translate, type MessageKey } from '../common/messages';
import {
  applyListQuery,
  parseListQuery,
  sortExpression,
  type ListQuery,
  type ListSpec,
  type RawListQuery,
} from './list-query';

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

/** Dates as ISO 8601 in UTC to the second, e.g. 2026-11-23T09:30:00Z: unambiguous in both languages. */
const formatDate = (date: Date): string => `${date.toISOString().slice(0, 19)}Z`;

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
 * The rows after the one with id `afterId` in the list's order (sort column, then the id),
 * for keyset paging. The last row's sort value is read by a subquery rather than sent back from
 * JavaScript, so it compares exactly on every dialect (MySQL's DATETIME(6) would lose its
 * microseconds as a JavaScript Date). NULLs sort first ascending and last descending on both
 * SQLite and MySQL/MariaDB; the conditions follow that.
 */
function whereAfter<T extends ExportRow>(builder: SelectQueryBuilder<T>, source: CsvExport<T>, afterId: number): void {
  const { order } = source.query;
  const sortColumn = sortExpression(builder, source.query.sortColumn, source.query);
  const id = `${builder.alias}.id`;
  // The id breaks ties in the sort's direction (see orderList).
  const idAfter = order === 'DESC' ? `${id} < :exportAfterId` : `${id} > :exportAfterId`;
  const lastKeyQuery = source.rows().select(sortColumn).andWhere(`${id} = :exportAfterId`);
  const key = `(${lastKeyQuery.getQuery()})`;
  const conditions =
    order === 'ASC'
      ? [
          `${sortColumn} > ${key}`,
          `(${sortColumn} = ${key} AND ${idAfter})`,
          `(${key} IS NULL AND (${sortColumn} IS NOT NULL OR ${idAfter}))`,
        ]
      : [
          `${sortColumn} < ${key}`,
          `(${sortColumn} = ${key} AND ${idAfter})`,
          `(${key} IS NULL AND ${sortColumn} IS NULL AND ${idAfter})`,
          `(${key} IS NOT NULL AND ${sortColumn} IS NULL)`,
        ];
  builder.andWhere(`(${conditions.join(' OR ')})`, { ...lastKeyQuery.getParameters(), exportAfterId: afterId });
}

/**
 * Every matching row, one batch per query, in the list's order. Keyset paging (after the last
 * row's sort value and id) keeps each query as cheap as the first and memory at one batch on
 * both dialects; TypeORM's `.stream()` is not available on better-sqlite3, and a long-running
 * SQLite cursor would hold the app's single connection. `stopped()` is checked before each query.
 */
export async function* exportBatches<T extends ExportRow>(
  source: CsvExport<T>,
  stopped: () => boolean = () => false,
): AsyncGenerator<T[]> {
  const take = source.batchSize ?? EXPORT_BATCH_SIZE;
  let afterId: number | undefined;
  while (!stopped()) {
    const builder = applyListQuery(source.rows(), { ...source.query, skip: 0, take }, source.spec);
    if (afterId !== undefined) whereAfter(builder, source, afterId);
    const batch = await builder.getMany();
    if (batch.length) yield batch;
    if (batch.length < take) return;
    afterId = batch[batch.length - 1].id;
  }
}

const logger = new Logger('CsvExport');

interface ExportRequest {
  headers: Record<string, string | string[] | undefined>;
}
interface ExportResponse extends NodeJS.WritableStream {
  readonly destroyed: boolean;
  readonly headersSent: boolean;
  status(code: number): unknown;
  setHeader(name: string, value: string): unknown;
  destroy(error?: Error): unknown;
}

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
  response: ExportResponse,
  source: CsvExport<T>,
  now: Date = new Date(),
): Promise<void> {
  const language = requestLanguage(request);
  const batches = exportBatches(source, () => response.destroyed);
  // The first query runs before any header: if it fails, the exception filter still answers.
  const first = await batches.next();
  async function* records(): AsyncGenerator<string[]> {
    let current = first;
    while (!current.done) {
      for (const row of current.value) yield source.columns.map((column) => formatCsvValue(column.value(row)));
      current = await batches.next();
    }
  }
  response.status(200);
  response.setHeader('Content-Type', 'text/csv; charset=utf-8');
  response.setHeader(
    'Content-Disposition',
    `attachment; filename="${source.resource}-${now.toISOString().slice(0, 10)}.csv"`,
  );
  response.setHeader('Cache-Control', 'no-store');
  const csv = stringify({
    bom: true,
    header: true,
    columns: source.columns.map((column) => translate(column.label, language)),
    delimiter: csvDelimiter(language),
    record_delimiter: 'windows',
    // The delimiter and quotes are quoted by default; a lone \n or \r inside a value must be too.
    quoted_match: /[\r\n]/,
  });
  try {
    await pipeline(Readable.from(records()), csv, response);
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
