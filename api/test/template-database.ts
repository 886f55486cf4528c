import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createConnection, type Connection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../src/platform/config/app-config';
import { buildDataSourceOptions, detectDatabaseServer } from '../src/platform/database/data-source';

/**
 * Test speed: the migrations run once per test run into a template database (per dialect), and
 * every test database that must start migrated is a copy of it (a file copy on SQLite; on MariaDB
 * each table re-created from the template's own `SHOW CREATE TABLE`, foreign keys included, and
 * the rows the migrations wrote copied). The app then finds every migration applied. Running the
 * 22 migrations per database took most of a MariaDB test file's start; the schema test still runs
 * the migrations themselves on an empty database and checks that a copy matches the entities too.
 *
 * The template names come from the global setup (`global-setup.ts`) through the environment; the
 * first test that needs a template builds it (under a lock, so parallel workers build it once) and
 * the global teardown drops it. Without them (a config without the global setup) nothing is copied.
 */
export const SQLITE_TEMPLATE_ENV = 'MEDSTAFF_TEST_SQLITE_TEMPLATE';
export const MYSQL_TEMPLATE_ENV = 'MEDSTAFF_TEST_MYSQL_TEMPLATE';

async function migrate(config: DatabaseConfig): Promise<void> {
  const dataSource = new DataSource(buildDataSourceOptions(config, { migrationsRun: true }));
  await dataSource.initialize();
  try {
    if (config.dialect === 'sqlite') await dataSource.query('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    await dataSource.destroy();
  }
}

/** Copies the migrated SQLite template to `target`; false when no template is configured. */
export async function copySqliteTemplate(target: string): Promise<boolean> {
  const template = process.env[SQLITE_TEMPLATE_ENV];
  if (!template) return false;
  if (!existsSync(template)) {
    // Built under a name of this process and renamed into place, so a reader never sees half a file.
    const building = join(dirname(template), `building-${process.pid}`, 'template.sqlite');
    mkdirSync(dirname(building), { recursive: true });
    await migrate({ dialect: 'sqlite', url: building });
    for (const suffix of ['-wal', '-shm']) rmSync(building + suffix, { force: true });
    if (!existsSync(template)) renameSync(building, template);
    rmSync(dirname(building), { recursive: true, force: true });
  }
  copyFileSync(template, target);
  return true;
}

const quote = (name: string) => `\`${name.replace(/`/g, '``')}\``;

async function databaseExists(connection: Connection, name: string): Promise<boolean> {
  const [rows] = await connection.query('SELECT 1 FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?', [name]);
  return (rows as unknown[]).length > 0;
}

/** Builds the MariaDB template once (the first caller, under a server lock) and returns its name. */
async function mysqlTemplate(connection: Connection, serverUrl: URL): Promise<string | undefined> {
  const name = process.env[MYSQL_TEMPLATE_ENV];
  if (!name) return undefined;
  const [locked] = await connection.query('SELECT GET_LOCK(?, 600) AS locked', [name]);
  if ((locked as { locked: number }[])[0]?.locked !== 1) throw new Error(`No lock on the template ${name}`);
  try {
    if (!(await databaseExists(connection, name))) {
      await connection.query(`CREATE DATABASE ${quote(name)} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      try {
        await migrate(await detectDatabaseServer({ dialect: 'mysql', url: url.toString() }));
      } catch (error) {
        await connection.query(`DROP DATABASE IF EXISTS ${quote(name)}`);
        throw error;
      }
    }
  } finally {
    await connection.query('SELECT RELEASE_LOCK(?)', [name]);
  }
  return name;
}

/**
 * Fills the empty MariaDB database `target` with the template's tables and rows; false when no
 * template is configured. `serverUrl` names the server (its database part is ignored).
 */
export async function copyMysqlTemplate(serverUrl: string, target: string): Promise<boolean> {
  const url = new URL(serverUrl.replace(/^mariadb:/, 'mysql:'));
  url.pathname = '/';
  const connection = await createConnection(url.toString());
  try {
    const template = await mysqlTemplate(connection, url);
    if (!template) return false;
    const [tableRows] = await connection.query(
      "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'",
      [template],
    );
    const tables = (tableRows as { name: string }[]).map((row) => row.name);
    const [otherObjects] = await connection.query(
      `SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE <> 'BASE TABLE'
       UNION ALL SELECT ROUTINE_NAME FROM information_schema.ROUTINES WHERE ROUTINE_SCHEMA = ?`,
      [template, template],
    );
    // Views and routines are not copied: fail loudly rather than test a different schema.
    if ((otherObjects as unknown[]).length > 0)
      throw new Error(`The template ${template} has views or routines; copyMysqlTemplate must copy them`);
    // Triggers (the market version's) are created after the rows are copied, so the copy runs none.
    const [triggerRows] = await connection.query(
      'SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = ?',
      [template],
    );
    const triggers = (triggerRows as { name: string }[]).map((row) => row.name);
    await connection.query(`USE ${quote(target)}`);
    await connection.query('SET FOREIGN_KEY_CHECKS = 0');
    for (const table of tables) {
      const [created] = await connection.query(`SHOW CREATE TABLE ${quote(template)}.${quote(table)}`);
      await connection.query((created as Record<string, string>[])[0]['Create Table']);
    }
    const [filled] = tables.length
      ? await connection.query(
          tables
            .map(
              (table) => `SELECT ? AS name FROM DUAL WHERE EXISTS (SELECT 1 FROM ${quote(template)}.${quote(table)})`,
            )
            .join(' UNION ALL '),
          tables,
        )
      : [[]];
    for (const { name: table } of filled as { name: string }[]) {
      const [columnRows] = await connection.query(
        `SELECT COLUMN_NAME AS name FROM information_schema.COLUMNS
         WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? AND EXTRA NOT LIKE '%GENERATED%' ORDER BY ORDINAL_POSITION`,
        [template, table],
      );
      const columns = (columnRows as { name: string }[]).map((row) => quote(row.name)).join(', ');
      await connection.query(
        `INSERT INTO ${quote(table)} (${columns}) SELECT ${columns} FROM ${quote(template)}.${quote(table)}`,
      );
    }
    for (const trigger of triggers) {
      const [created] = await connection.query(`SHOW CREATE TRIGGER ${quote(template)}.${quote(trigger)}`);
      // Created in the target (the USE above): the statement names its table without a schema.
      await connection.query((created as Record<string, string>[])[0]['SQL Original Statement']);
    }
    await connection.query('SET FOREIGN_KEY_CHECKS = 1');
    return true;
  } finally {
    await connection.end();
  }
}

/** Drops the MariaDB template of this run (the global teardown). */
export async function dropMysqlTemplate(serverUrl: string, name: string): Promise<void> {
  const url = new URL(serverUrl.replace(/^mariadb:/, 'mysql:'));
  url.pathname = '/';
  const connection = await createConnection(url.toString());
  try {
    await connection.query(`DROP DATABASE IF EXISTS ${quote(name)}`);
  } finally {
    await connection.end();
  }
}
