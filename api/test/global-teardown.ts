import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { MYSQL_TEMPLATE_ENV, SQLITE_TEMPLATE_ENV, dropMysqlTemplate } from './template-database';

/** Removes this run's template databases. */
export default async function globalTeardown(): Promise<void> {
  const sqlite = process.env[SQLITE_TEMPLATE_ENV];
  if (sqlite) rmSync(dirname(sqlite), { recursive: true, force: true });
  const mysql = process.env[MYSQL_TEMPLATE_ENV];
  if (mysql && process.env.TEST_MYSQL_URL) await dropMysqlTemplate(process.env.TEST_MYSQL_URL, mysql);
}
