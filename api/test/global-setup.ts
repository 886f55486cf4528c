import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MYSQL_TEMPLATE_ENV, SQLITE_TEMPLATE_ENV } from './template-database';

/**
 * Names this run's migrated template databases (see `template-database.ts`); the first test that
 * needs one builds it, so a run of unit tests alone costs nothing. Workers inherit the names.
 */
export default function globalSetup(): void {
  process.env[SQLITE_TEMPLATE_ENV] = join(mkdtempSync(join(tmpdir(), 'medstaff-template-')), 'template.sqlite');
  if (process.env.TEST_MYSQL_URL)
    process.env[MYSQL_TEMPLATE_ENV] = `medstaff_template_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}
