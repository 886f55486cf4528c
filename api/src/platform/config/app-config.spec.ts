import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, REPOSITORY_ROOT, loadConfig } from './app-config';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'medstaff-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('gives working defaults: SQLite in the data folder, port 3000, outbox mail', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      database: { dialect: 'sqlite', url: join(dataDir, 'staffing.sqlite') },
      publicUrl: 'http://localhost:3000',
      uploadDir: join(dataDir, 'uploads'),
      seedDemoData: true,
      mail: { smtpUrl: undefined, outboxDir: join(dataDir, 'outbox') },
    });
  });

  it('generates the development JWT secret once and keeps it in the data folder', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwt.secret).toHaveLength(96);
    expect(second.jwt.secret).toBe(first.jwt.secret);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwt.secret);
  });

  it('switches to MySQL with a mysql:// or mariadb:// DATABASE_URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://root@127.0.0.1:3306/staffing' }).database).toEqual({
      dialect: 'mysql',
      url: 'mysql://root@127.0.0.1:3306/staffing',
    });
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mariadb://u:p@db/staffing' }).database.url).toBe(
      'mysql://u:p@db/staffing',
    );
  });

  it('lists every bad variable in one readable error', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: dataDir,
        PORT: 'eighty',
        DATABASE_URL: 'postgres://x',
        SMTP_URL: 'mail.example.com',
        PUBLIC_URL: 'localhost',
        SEED_DEMO_DATA: 'maybe',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'PORT',
      'PUBLIC_URL',
      'SEED_DEMO_DATA',
      'SMTP_URL',
    ]);
    expect(message).toContain('PORT: PORT must be a whole number');
  });

  it('counts rate limits in memory by default and in Redis with REDIS_URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).redis).toEqual({ url: undefined, keyPrefix: 'medstaff' });
    expect(
      loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'redis://:secret@cache:6379/2', REDIS_KEY_PREFIX: 'staffing:prod' })
        .redis,
    ).toEqual({ url: 'redis://:secret@cache:6379/2', keyPrefix: 'staffing:prod' });
    expect(() => loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'cache:6379', REDIS_KEY_PREFIX: 'a b' })).toThrow(
      /REDIS_URL: REDIS_URL must look like redis:\/\/[\s\S]*REDIS_KEY_PREFIX: /,
    );
  });

  it('requires a strong JWT_SECRET in production and never writes one there', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET: required in production/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(
      /at least 32 characters/,
    );
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(config.seedDemoData).toBe(false);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('turns the e2e test hooks on only when asked, and never in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).testHooks).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TEST_HOOKS: 'true' }).testHooks).toBe(true);
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), TEST_HOOKS: 'true' }),
    ).toThrow(/TEST_HOOKS: only for end-to-end tests/);
    expect(() => loadConfig({ DATA_DIR: dataDir, TEST_HOOKS: 'maybe' })).toThrow(/TEST_HOOKS must be true or false/);
  });
  it('keeps the documents of candidates not chosen 6 months by default, and refuses a retention that is not 1 to 120 months', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).documentRetentionMonths).toBe(6);
    expect(loadConfig({ DATA_DIR: dataDir, DOCUMENT_RETENTION_MONTHS: '12' }).documentRetentionMonths).toBe(12);
    expect(() => loadConfig({ DATA_DIR: dataDir, DOCUMENT_RETENTION_MONTHS: '0' })).toThrow(
      /DOCUMENT_RETENTION_MONTHS must be at least 1/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, DOCUMENT_RETENTION_MONTHS: 'six' })).toThrow(
      /DOCUMENT_RETENTION_MONTHS must be a whole number of months/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, DOCUMENT_RETENTION_MONTHS: '121' })).toThrow(
      /DOCUMENT_RETENTION_MONTHS must be at most 120/,
    );
  });
});

describe('REPOSITORY_ROOT', () => {
  // Relative paths (DATA_DIR, WEB_ROOT) resolve against it: a move of this file must move it too.
  it('is the folder of the workspaces (its package.json names them)', () => {
    const manifest = JSON.parse(readFileSync(join(REPOSITORY_ROOT, 'package.json'), 'utf8')) as {
      workspaces?: string[];
    };
    expect(manifest.workspaces).toEqual(expect.arrayContaining(['api', 'portal', 'site', 'admin']));
  });
});
