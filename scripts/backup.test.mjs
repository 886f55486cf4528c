import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { backup, backupSources } from './backup.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'api', 'package.json'));
const Database = require('better-sqlite3');

describe('npm run backup', () => {
  const folders = [];
  const temp = () => {
    const folder = mkdtempSync(join(tmpdir(), 'medstaff-backup-test-'));
    folders.push(folder);
    return folder;
  };
  after(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it('copies a SQLite database that is being written, consistently, and the uploaded files', async () => {
    const dataDir = temp();
    const live = new Database(join(dataDir, 'staffing.sqlite'));
    live.pragma('journal_mode = WAL');
    live.exec('CREATE TABLE shift (id INTEGER PRIMARY KEY, title TEXT NOT NULL, total INTEGER NOT NULL)');
    const insert = live.prepare('INSERT INTO shift (title, total) VALUES (?, ?)');
    live.transaction(() => {
      for (let index = 0; index < 20_000; index += 1) insert.run(`Nachtdienst ${index} ${'x'.repeat(200)}`, index);
    })();
    mkdirSync(join(dataDir, 'uploads', 'logos'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'logos', 'a.png'), 'png');
    // Another process (the server) goes on writing while the backup runs.
    const writer = spawn(
      process.execPath,
      [
        '-e',
        `const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))});
         const db = new Database(process.argv[1]);
         db.pragma('busy_timeout = 5000');
         const insert = db.prepare('INSERT INTO shift (title, total) VALUES (?, 1)');
         const batch = db.transaction(() => { for (let i = 0; i < 50; i += 1) insert.run('während der Sicherung'); });
         let batches = 0;
         const tick = () => { batch(); batches += 1; if (batches === 5) process.stdout.write('writing\\n'); setImmediate(tick); };
         tick();`,
        join(dataDir, 'staffing.sqlite'),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise((resolve) => writer.stdout.once('data', resolve));
    let result;
    try {
      result = await backup({ env: { DATA_DIR: dataDir } });
    } finally {
      writer.kill('SIGKILL');
    }
    const { written } = live.prepare('SELECT COUNT(*) - 20000 AS written FROM shift').get();
    assert.match(result.folder, /backups[/\\]\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    const copy = new Database(join(result.folder, 'staffing.sqlite'), { readonly: true });
    assert.equal(copy.pragma('integrity_check', { simple: true }), 'ok');
    const { rows, sum } = copy.prepare('SELECT COUNT(*) AS rows, SUM(total) AS sum FROM shift').get();
    copy.close();
    live.close();
    // Every committed transaction or none of it: the first 20,000 rows and whole batches of 50.
    assert.ok(rows >= 20_000 && (rows - 20_000) % 50 === 0, `${rows} rows`);
    assert.equal(sum, (19_999 * 20_000) / 2 + (rows - 20_000));
    assert.ok(written > rows - 20_000, 'the writer went on after the snapshot');
    assert.equal(readFileSync(join(result.folder, 'uploads', 'logos', 'a.png'), 'utf8'), 'png');
    assert.match(readFileSync(join(result.folder, 'README.txt'), 'utf8'), /SQLite VACUUM INTO, integrity checked/);
  });

  it('runs as `npm run backup` with --out, and refuses a folder that is not empty', () => {
    const dataDir = temp();
    const db = new Database(join(dataDir, 'staffing.sqlite'));
    db.exec('CREATE TABLE t (x)');
    db.close();
    const out = join(temp(), 'sicherung');
    const run = () =>
      spawnSync('npm', ['run', '--silent', 'backup', '--', '--out', out], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STORAGE_URL: '' },
        encoding: 'utf8',
      });
    const first = run();
    assert.equal(first.status, 0, first.stderr);
    assert.match(first.stdout, /Backup written to .*sicherung/);
    assert.deepEqual(readdirSync(out).sort(), ['README.txt', 'staffing.sqlite']);
    const second = run();
    assert.equal(second.status, 1);
    assert.match(second.stderr, /Backup failed: .*sicherung is not empty/);
  });

  it('says clearly when there is no database, and where files in a bucket are', async () => {
    await assert.rejects(backup({ env: { DATA_DIR: temp() } }), /There is no SQLite database at .*staffing\.sqlite/);
    assert.deepEqual(backupSources({ DATA_DIR: '/srv/medstaff', STORAGE_URL: 's3://bucket' }).uploads, {
      bucket: true,
    });
    assert.deepEqual(backupSources({ DATA_DIR: '/srv/medstaff', DATABASE_URL: 'mariadb://u:p@db/staffing' }).database, {
      dialect: 'mysql',
      url: 'mysql://u:p@db/staffing',
    });
  });

  const mysqlUrl = process.env.TEST_MYSQL_URL;
  it(
    'dumps a MySQL/MariaDB database that restores to the same rows',
    { skip: !mysqlUrl && 'TEST_MYSQL_URL is unset' },
    async () => {
      const mysql = require('mysql2/promise');
      const name = `medstaff_backup_${Date.now().toString(36)}`;
      const server = await mysql.createConnection({ uri: mysqlUrl, multipleStatements: true });
      try {
        await server.query(
          `CREATE DATABASE ${name}; CREATE TABLE ${name}.shift (id INT PRIMARY KEY, title VARCHAR(100)) CHARACTER SET utf8mb4;` +
            `INSERT INTO ${name}.shift VALUES (1, 'Frühdienst Straße'), (2, 'Nachtdienst');`,
        );
        const url = new URL(mysqlUrl);
        url.pathname = `/${name}`;
        const result = await backup({ env: { DATA_DIR: temp(), DATABASE_URL: url.toString() } });
        const dump = readFileSync(join(result.folder, 'database.sql'), 'utf8');
        assert.match(dump, /CREATE TABLE `shift`/);
        // Restore into an empty database and compare.
        await server.query(`DROP DATABASE ${name}; CREATE DATABASE ${name}`);
        await server.query(`USE ${name}; ${dump}`);
        const [rows] = await server.query(`SELECT id, title FROM ${name}.shift ORDER BY id`);
        assert.deepEqual(
          rows.map((row) => ({ ...row })),
          [
            { id: 1, title: 'Frühdienst Straße' },
            { id: 2, title: 'Nachtdienst' },
          ],
        );
      } finally {
        await server.query(`DROP DATABASE IF EXISTS ${name}`);
        await server.end();
      }
    },
  );
});
