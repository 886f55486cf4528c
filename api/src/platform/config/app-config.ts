import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { EnvironmentDto } from './environment.dto';

export type DatabaseDialect = 'sqlite' | 'mysql';

export interface DatabaseConfig {
  dialect: DatabaseDialect;
  /** SQLite: absolute file path (or ':memory:'). MySQL: the connection URL. */
  url: string;
  /** For MySQL-protocol servers: which server answers (TypeORM reads schemas differently). */
  server?: 'mysql' | 'mariadb';
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  /** The longest an admin list's or search's query may run (then 503 QUERY_TIMEOUT). */
  listQueryTimeoutMs: number;
  /**
   * PERSON_SEARCH_NGRAM (default true): the persons search uses the server's n-gram index where it
   * has one (MariaDB with Mroonga, MySQL with `ngram`); false: the covering index.
   */
  personSearchNgram: boolean;
  jwt: { secret: string; ttlSeconds: number };
  mail: { smtpUrl?: string; from: string; outboxDir: string; enquiryTo: string };
  publicUrl: string;
  uploadDir: string;
  logLevel: string;
  seedDemoData: boolean;
  /** `/api/test-hooks/*` for the e2e journeys (TEST_HOOKS); refused in production. */
  testHooks: boolean;
  trustProxy: boolean;
  /** API_DOCS_PUBLIC: `/api/docs` for everyone in production; otherwise there administrators only. */
  apiDocsPublic: boolean;
  /** Folder holding site/, admin/ and portal/ builds (the repository root by default). */
  webRoot: string;
  /**
   * Redis for the rate limits shared by every server process (`url` unset: each process counts in
   * its own memory); `keyPrefix` starts every key.
   */
  redis: { url?: string; keyPrefix: string };
  /** STORAGE_URL: an S3-compatible store for uploaded files; `uploadDir` on disk when unset. */
  storageUrl?: string;
  /** METRICS_TOKEN: the bearer token of `GET /api/metrics` (unset: the metrics are not served). */
  metricsToken?: string;
  /** WEB_CONCURRENCY: server processes sharing PORT (1: this process only). */
  webConcurrency: number;
  /** SHUTDOWN_TIMEOUT_MS: how long a graceful stop waits for the requests in flight. */
  shutdownTimeoutMs: number;
  /**
   * PASSWORD_HASH_WAIT_MS: how long a sign-in waits for a hashing slot before 503 SERVER_BUSY
   * (2 s; 30 s in tests, whose machines run two suites side by side on two cores).
   */
  passwordHashWaitMs: number;
  /**
   * The orphan sweeper: STORED_FILE_GRACE_SECONDS (default 1 h), the age a stored file without a
   * record must reach before it is removed; STORED_FILE_SWEEP_SECONDS (default 15 min, 0 in
   * tests), the time between sweeps (0: off).
   */
  storedFiles: { graceSeconds: number; sweepSeconds: number };

  /**
   * DOCUMENT_RETENTION_MONTHS: months after a request's last shift after which the documents of its
   * candidates who were not chosen are deleted.
   */
  documentRetentionMonths: number;
}

/** Raised at boot when the environment is unusable; its message lists every problem. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The repository root: three levels above api/src/platform/config or api/dist/platform/config. */
export const REPOSITORY_ROOT = resolve(__dirname, '..', '..', '..', '..');

/**
 * Reads and validates the environment into a typed config. Fails with one readable error
 * listing every bad variable, so an operator fixes them all in one go.
 */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const dto = plainToInstance(EnvironmentDto, raw, { enableImplicitConversion: false });
  const problems = validateSync(dto, { whitelist: false, stopAtFirstError: true }).flatMap((error) =>
    Object.values(error.constraints ?? {}).map((message) => `${error.property}: ${message}`),
  );
  const env = dto.NODE_ENV ?? 'development';
  if (env === 'production' && !dto.JWT_SECRET) {
    problems.push('JWT_SECRET: required in production (at least 32 random characters, e.g. `openssl rand -hex 32`)');
  }
  if (env === 'production' && dto.TEST_HOOKS) {
    problems.push('TEST_HOOKS: only for end-to-end tests, never in production');
  }
  if (env === 'production' && dto.STORED_FILE_GRACE_SECONDS !== undefined && dto.STORED_FILE_GRACE_SECONDS < 600) {
    problems.push(
      'STORED_FILE_GRACE_SECONDS: at least 600 in production, so that no upload still on its way to its record loses its file',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = absolute(dto.DATA_DIR ?? 'data');
  const port = dto.PORT ?? 3000;
  return {
    env,
    port,
    host: dto.HOST ?? '0.0.0.0',
    dataDir,
    database: parseDatabaseUrl(dto.DATABASE_URL, dataDir),
    listQueryTimeoutMs: dto.LIST_QUERY_TIMEOUT_MS ?? 10_000,
    personSearchNgram: dto.PERSON_SEARCH_NGRAM ?? true,
    jwt: {
      secret: dto.JWT_SECRET ?? developmentJwtSecret(dataDir, env),
      ttlSeconds: dto.JWT_TTL_SECONDS ?? 8 * 60 * 60,
    },
    mail: {
      smtpUrl: dto.SMTP_URL,
      from: dto.MAIL_FROM ?? 'MedStaff <no-reply@medstaff.localhost>',
      outboxDir: join(dataDir, 'outbox'),
      enquiryTo: dto.ENQUIRY_MAIL_TO ?? 'team@medstaff.localhost',
    },
    publicUrl: (dto.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    uploadDir: dto.UPLOAD_DIR ? absolute(dto.UPLOAD_DIR) : join(dataDir, 'uploads'),
    logLevel: dto.LOG_LEVEL ?? (env === 'test' ? 'silent' : 'info'),
    seedDemoData: dto.SEED_DEMO_DATA ?? env === 'development',
    testHooks: dto.TEST_HOOKS ?? false,
    trustProxy: dto.TRUST_PROXY ?? false,
    apiDocsPublic: dto.API_DOCS_PUBLIC ?? false,
    webRoot: dto.WEB_ROOT ? absolute(dto.WEB_ROOT) : REPOSITORY_ROOT,
    redis: { url: dto.REDIS_URL, keyPrefix: dto.REDIS_KEY_PREFIX ?? 'medstaff' },
    storageUrl: dto.STORAGE_URL,
    metricsToken: dto.METRICS_TOKEN,
    webConcurrency: dto.WEB_CONCURRENCY ?? 1,
    shutdownTimeoutMs: dto.SHUTDOWN_TIMEOUT_MS ?? 10_000,
    passwordHashWaitMs: dto.PASSWORD_HASH_WAIT_MS ?? (env === 'test' ? 30_000 : 2_000),
    storedFiles: {
      graceSeconds: dto.STORED_FILE_GRACE_SECONDS ?? 60 * 60,
      sweepSeconds: dto.STORED_FILE_SWEEP_SECONDS ?? (env === 'test' ? 0 : 15 * 60),
    },
    documentRetentionMonths: dto.DOCUMENT_RETENTION_MONTHS ?? 6,
  };
}

function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(REPOSITORY_ROOT, path);
}

export function parseDatabaseUrl(url: string | undefined, dataDir: string): DatabaseConfig {
  if (!url) return { dialect: 'sqlite', url: join(dataDir, 'staffing.sqlite') };
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length).replace(/^\/\//, '');
    return { dialect: 'sqlite', url: path === ':memory:' ? path : absolute(path) };
  }
  return { dialect: 'mysql', url: url.replace(/^mariadb:/, 'mysql:') };
}

/**
 * Outside production the JWT secret is generated once and kept in data/jwt-secret, so sessions
 * survive restarts without anyone having to configure a secret.
 */
function developmentJwtSecret(dataDir: string, env: string): string {
  if (env === 'test') return randomBytes(32).toString('hex');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
