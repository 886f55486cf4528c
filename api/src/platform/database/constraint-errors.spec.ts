import { QueryFailedError } from 'typeorm';
import { isForeignKeyRefusal } from './constraint-errors';

const failed = (driverError: Record<string, unknown>) =>
  new QueryFailedError('DELETE FROM organisation WHERE id = ?', [1], Object.assign(new Error(), driverError));

describe('isForeignKeyRefusal', () => {
  it.each([
    ['MariaDB/MySQL by code', { code: 'ER_ROW_IS_REFERENCED_2', errno: 1451 }],
    ['MariaDB/MySQL by errno alone', { errno: 1451 }],
    ['the older MySQL code', { code: 'ER_ROW_IS_REFERENCED', errno: 1217 }],
    ['SQLite, ON DELETE RESTRICT', { code: 'SQLITE_CONSTRAINT_TRIGGER', message: 'FOREIGN KEY constraint failed' }],
    ['SQLite, deferred check', { code: 'SQLITE_CONSTRAINT_FOREIGNKEY', message: 'FOREIGN KEY constraint failed' }],
    ['SQLite, primary code only', { code: 'SQLITE_CONSTRAINT', message: 'FOREIGN KEY constraint failed' }],
  ])('recognises %s', (_name, driverError) => {
    expect(isForeignKeyRefusal(failed(driverError))).toBe(true);
  });

  it.each([
    ['a unique violation', { code: 'SQLITE_CONSTRAINT_UNIQUE', message: 'UNIQUE constraint failed: person.email' }],
    ['a check from a trigger', { code: 'SQLITE_CONSTRAINT_TRIGGER', message: 'version conflict' }],
    ['a duplicate on MariaDB', { code: 'ER_DUP_ENTRY', errno: 1062 }],
    ['a missing parent on MariaDB', { code: 'ER_NO_REFERENCED_ROW_2', errno: 1452 }],
  ])('does not take %s for one', (_name, driverError) => {
    expect(isForeignKeyRefusal(failed(driverError))).toBe(false);
  });

  it('answers false for anything but a failed query', () => {
    expect(
      isForeignKeyRefusal(Object.assign(new Error('FOREIGN KEY constraint failed'), { code: 'SQLITE_CONSTRAINT' })),
    ).toBe(false);
  });
});
