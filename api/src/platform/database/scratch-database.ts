import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import type { DatabaseConfig } from '../config/app-config';
import { detectDatabaseServer } from './data-source';

/**
 * Creates an empty database with a unique name on the MySQL/MariaDB server of `serverUrl`
 * (any database part of the URL is ignored) for tests and the migration generator.
 */
export async function createScratchMysqlDatabase(
  serverUrl: string,
  prefix = 'medstaff_scratch',
): Promise<{ config: DatabaseConfig; drop: () => Promise<void> }> {
  const url = new URL(serverUrl.replace(/^mariadb:/, 'mysql:'));
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  url.pathname = '/';
  const connection = await createConnection(url.toString());
  try {
    await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await connection.end();
  }
  url.pathname = `/${name}`;
  return {
    config: await detectDatabaseServer({ dialect: 'mysql', url: url.toString() }),
    drop: async () => {
      const dropConnection = await createConnection(new URL('/', url).toString());
      try {
        await dropConnection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await dropConnection.end();
      }
    },
  };
}
