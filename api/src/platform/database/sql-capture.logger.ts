import { appendFileSync } from 'node:fs';
import type { Logger, QueryRunner } from 'typeorm';
import { currentRequestContext } from '../common/request-context';

/**
 * Opt-in SQL capture for the bench (`npm run bench`, bench/bare-handler.mjs): when the
 * environment variable SQL_CAPTURE_FILE names a file, every statement the admin lists run is
 * appended to it as one JSON line `{"sql":…,"parameters":[…],"route":…,"source":…}`, so the
 * bench's bare handler replays exactly the app's statements. `route` is the admin request's
 * method and URL (`GET /api/admin/persons?…`), null for statements outside one. Off (and free)
 * otherwise.
 */
export const sqlCaptureFile = (): string | undefined => process.env.SQL_CAPTURE_FILE || undefined;

/** Appends one statement (synchronously, so it is written before the answer is sent). */
export function appendCapturedStatement(
  file: string,
  sql: string,
  parameters: readonly unknown[] | object | undefined,
  source: 'list' | 'typeorm',
  route?: string,
): void {
  const values = Array.isArray(parameters) ? parameters : parameters === undefined ? [] : [parameters];
  appendFileSync(file, `${JSON.stringify({ sql, parameters: values, route: route ?? null, source })}\n`);
}

/**
 * TypeORM logger writing every query to SQL_CAPTURE_FILE (data-source.ts wires it only when the
 * variable is set): the statements that run on the app's own connection, such as a list page's
 * rows by id (`readListPage`). The page's ids and totals run through `listQuery()` and are
 * captured there (list-reader.ts).
 */
export class SqlCaptureLogger implements Logger {
  constructor(private readonly file: string) {}

  logQuery(query: string, parameters?: unknown[] | object, _queryRunner?: QueryRunner): void {
    appendCapturedStatement(this.file, query, parameters, 'typeorm', currentRequestContext()?.route);
  }

  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}
