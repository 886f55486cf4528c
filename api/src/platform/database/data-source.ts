import { mkdirSync } from 'node:fs';
import { createConnection } from 'mysql2/promise';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config';
import { ENTITIES } from './entities';
import { MYSQL_MIGRATIONS } from './migrations/mysql';
import { SQLITE_MIGRATIONS } from './migrations/sqlite';
import { SnakeNamingStrategy } from './snake-naming.strategy';
import { SqlCaptureLogger, sqlCaptureFile } from './sql-capture.logger';

/**
 * TypeORM options for either dialect. The schema always comes from the dialect's migrations,
 * never from `synchronize`; `migrationsRun` applies pending ones when the app starts.
 */
export function buildDataSourceOptions(
  database: DatabaseConfig,
  options: { migrationsRun?: boolean } = {},
): DataSourceOptions {
  // SQL_CAPTURE_FILE (the bench's SQL capture): every query to that file, one JSON line each.
  const captureFile = sqlCaptureFile();
  const capture: Pick<DataSourceOptions, 'logging' | 'logger'> = captureFile
    ? { logging: ['query'], logger: new SqlCaptureLogger(captureFile) }
    : { logging: false };
  const common = {
    entities: ENTITIES,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: options.migrationsRun ?? true,
    migrationsTableName: 'schema_migration',
    ...capture,
  } as const;
  if (database.dialect === 'sqlite') {
    if (database.url !== ':memory:') mkdirSync(dirname(database.url), { recursive: true });
    return {
      ...common,
      type: 'better-sqlite3',
      database: database.url,
      migrations: SQLITE_MIGRATIONS,
      enableWAL: true,
      // SQLITE_NATIVE_BINDING: a better-sqlite3 binary built for another Node than the one in
      // node_modules (CI's Node 22 run, scripts/node22.mjs); unset, the installed one is used.
      nativeBinding: process.env.SQLITE_NATIVE_BINDING || undefined,
      prepareDatabase: (db: { pragma: (statement: string) => unknown }) => {
        db.pragma('foreign_keys = ON');
        db.pragma('busy_timeout = 5000');
      },
    };
  }
  return {
    ...common,
    type: database.server === 'mariadb' ? 'mariadb' : 'mysql',
    url: database.url,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    migrations: MYSQL_MIGRATIONS,
    extra: { connectionLimit: 10 },
  };
}

/**
 * Prepares a MySQL-protocol database before TypeORM connects: creates the database when it does
 * not exist yet (if the account may), and records whether the server is MySQL or MariaDB — they
 * describe their schemas differently and TypeORM must know which one it talks to (otherwise it
 * sees differences that are not there).
 */
export async function detectDatabaseServer(database: DatabaseConfig): Promise<DatabaseConfig> {
  if (database.dialect !== 'mysql' || database.server) return database;
  const url = new URL(database.url);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  url.pathname = '/';
  const connection = await createConnection(url.toString());
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version');
    const version = String((rows as { version: string }[])[0]?.version ?? '');
    if (name) {
      await connection
        .query(
          `CREATE DATABASE IF NOT EXISTS \`${name.replace(/`/g, '``')}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
        )
        .catch(() => undefined); // without the right, the connection below reports what is missing
    }
    return { ...database, server: /mariadb/i.test(version) ? 'mariadb' : 'mysql' };
  } finally {
    await connection.end();
  }
}
