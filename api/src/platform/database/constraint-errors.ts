import { QueryFailedError } from 'typeorm';

/** MySQL/MariaDB: ER_ROW_IS_REFERENCED_2 (1451) and its older form ER_ROW_IS_REFERENCED (1217). */
const MYSQL_REFERENCED_CODES: ReadonlySet<string> = new Set(['ER_ROW_IS_REFERENCED_2', 'ER_ROW_IS_REFERENCED']);
const MYSQL_REFERENCED_ERRNOS: ReadonlySet<number> = new Set([1451, 1217]);

/** SQLite's text for every foreign key refusal, whatever its extended code. */
const SQLITE_FOREIGN_KEY_MESSAGE = /\bFOREIGN KEY constraint failed\b/;

/**
 * Whether SQLite refused a statement over a foreign key. Its extended code depends on how:
 * `SQLITE_CONSTRAINT_FOREIGNKEY` for a missing parent (or a deferred check at commit), but
 * `SQLITE_CONSTRAINT_TRIGGER` for a delete that an `ON DELETE RESTRICT` action refuses (SQLite runs
 * the actions as triggers); both say "FOREIGN KEY constraint failed".
 */
export function isSqliteForeignKeyError(code: unknown, message: unknown): boolean {
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return true;
  return (
    typeof code === 'string' &&
    code.startsWith('SQLITE_CONSTRAINT') &&
    typeof message === 'string' &&
    SQLITE_FOREIGN_KEY_MESSAGE.test(message)
  );
}

/**
 * Whether the database refused to delete a row because another row still refers to it through a
 * foreign key (RESTRICT). MySQL/MariaDB say so by code or errno (1451, 1217). SQLite has one text
 * for both directions of a foreign key (`isSqliteForeignKeyError`); callers ask only around a
 * delete, where the only reading is "still referenced".
 */
export function isForeignKeyRefusal(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: unknown; errno?: unknown; message?: unknown } | undefined;
  const code = driverError?.code;
  if (typeof code === 'string' && MYSQL_REFERENCED_CODES.has(code)) return true;
  if (typeof driverError?.errno === 'number' && MYSQL_REFERENCED_ERRNOS.has(driverError.errno)) return true;
  return isSqliteForeignKeyError(code, driverError?.message ?? error.message);
}
