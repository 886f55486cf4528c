#!/usr/bin/env node
/**
 * `npm run backup`: a consistent copy of the database and the uploaded files, taken while the
 * server runs, into one folder (`DATA_DIR/backups/<time>/`, or `--out <folder>`):
 * - SQLite: `VACUUM INTO` the backup file: one read transaction, so the copy is the database as
 *   of one moment while the server goes on reading and writing (WAL: readers never block the
 *   writer; SQLite's page-by-page online backup would start over after each of the server's
 *   writes and, on a busy server, never finish); the copy is checked with `PRAGMA integrity_check`.
 * - MySQL/MariaDB (DATABASE_URL=mysql://…): `mysqldump` (or `mariadb-dump`) with
 *   `--single-transaction`, one consistent snapshot without locking the tables.
 * - Uploaded files: the UPLOAD_DIR folder is copied; with STORAGE_URL they are in the bucket, which
 *   the store's own tools back up (versioning, replication, `mc mirror`).
 * Restoring is described in the README ("Backup and restore").
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'api', 'package.json'));

const absolute = (path) => (isAbsolute(path) ? path : resolve(root, path));

/** Where the server keeps its data, read from the same variables as the server (api/src/config). */
export function backupSources(env = process.env) {
  const value = (name) => (env[name] === '' ? undefined : env[name]);
  const dataDir = absolute(value('DATA_DIR') ?? 'data');
  const url = value('DATABASE_URL');
  let database;
  if (!url) database = { dialect: 'sqlite', file: join(dataDir, 'staffing.sqlite') };
  else if (url.startsWith('sqlite:'))
    database = { dialect: 'sqlite', file: absolute(url.slice(7).replace(/^\/\//, '')) };
  else if (/^(mysql|mariadb):\/\//.test(url)) database = { dialect: 'mysql', url: url.replace(/^mariadb:/, 'mysql:') };
  else throw new Error('DATABASE_URL must be a mysql:// or sqlite: URL');
  const storageUrl = value('STORAGE_URL');
  const uploadDir = value('UPLOAD_DIR') ? absolute(value('UPLOAD_DIR')) : join(dataDir, 'uploads');
  return { dataDir, database, uploads: storageUrl ? { bucket: true } : { dir: uploadDir } };
}

const stamp = (date = new Date()) =>
  date
    .toISOString()
    .replace(/:/g, '-')
    .replace(/\.\d+Z$/, 'Z');

/** A copy of the SQLite database `file` as of one moment into `target`, then an integrity check. */
export function backupSqlite(file, target) {
  if (!existsSync(file)) throw new Error(`There is no SQLite database at ${file} (DATA_DIR or DATABASE_URL).`);
  const Database = require('better-sqlite3');
  const source = new Database(file, { readonly: true, fileMustExist: true });
  try {
    // The server may hold a write lock for a moment: wait for it rather than fail.
    source.pragma('busy_timeout = 10000');
    source.prepare('VACUUM INTO ?').run(target);
  } finally {
    source.close();
  }
  const copy = new Database(target, { readonly: true });
  try {
    const result = copy.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`The copy failed SQLite's integrity check: ${result}`);
  } finally {
    copy.close();
  }
}

/** `mysqldump --single-transaction` of the database of `url` into `target`. */
export function backupMysql(url, target) {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!database) throw new Error('DATABASE_URL names no database (mysql://user:password@host:3306/database).');
  const dump = ['mysqldump', 'mariadb-dump'].find((command) => spawnSync(command, ['--version']).status === 0);
  if (!dump) throw new Error('Neither mysqldump nor mariadb-dump is installed: install the MySQL or MariaDB client.');
  const args = [
    `--host=${parsed.hostname || '127.0.0.1'}`,
    `--port=${parsed.port || '3306'}`,
    `--user=${decodeURIComponent(parsed.username || 'root')}`,
    '--single-transaction',
    '--routines',
    '--triggers',
    '--no-tablespaces',
    '--default-character-set=utf8mb4',
    `--result-file=${target}`,
    database,
  ];
  // The password goes through the environment, not the command line (other users see that).
  const result = spawnSync(dump, args, {
    env: { ...process.env, MYSQL_PWD: decodeURIComponent(parsed.password) },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${dump} failed: ${(result.stderr || '').trim()}`);
}

const countFiles = (dir) =>
  readdirSync(dir, { recursive: true }).filter((entry) => statSync(join(dir, String(entry))).isFile()).length;

/** Takes a backup into `out` (created); answers what was written. */
export async function backup({ env = process.env, out } = {}) {
  const sources = backupSources(env);
  const folder = out ? absolute(out) : join(sources.dataDir, 'backups', stamp());
  if (existsSync(folder) && readdirSync(folder).length > 0) throw new Error(`${folder} is not empty.`);
  mkdirSync(folder, { recursive: true });
  const written = [];
  if (sources.database.dialect === 'sqlite') {
    const target = join(folder, 'staffing.sqlite');
    backupSqlite(sources.database.file, target);
    written.push(`database: ${target} (SQLite VACUUM INTO, integrity checked)`);
  } else {
    const target = join(folder, 'database.sql');
    backupMysql(sources.database.url, target);
    written.push(`database: ${target} (mysqldump --single-transaction)`);
  }
  if (sources.uploads.dir) {
    if (existsSync(sources.uploads.dir)) {
      cpSync(sources.uploads.dir, join(folder, 'uploads'), { recursive: true });
      written.push(`uploads: ${join(folder, 'uploads')} (${countFiles(join(folder, 'uploads'))} files)`);
    } else written.push('uploads: none yet');
  } else written.push('uploads: in the STORAGE_URL bucket; back it up with the store’s own tools');
  writeFileSync(
    join(folder, 'README.txt'),
    `MedStaff backup of ${new Date().toISOString()}\n${written.join('\n')}\nRestore: see the README's "Backup and restore".\n`,
  );
  return { folder, written };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  try {
    const { folder, written } = await backup({ out: values.out });
    console.log(`Backup written to ${folder}:\n  ${written.join('\n  ')}`);
  } catch (error) {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
