import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Test } from '@nestjs/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { App } from 'supertest/types';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import {
  loadConfig,
  type AppConfig,
  type DatabaseConfig,
  type DatabaseDialect,
} from '../src/platform/config/app-config';
import { configureApp, createHttpAdapter } from '../src/configure-app';
import { createScratchMysqlDatabase } from '../src/platform/database/scratch-database';
import { copyMysqlTemplate, copySqliteTemplate } from './template-database';

/** SQLite always; MySQL/MariaDB too when TEST_MYSQL_URL names a server. */
export const TEST_DIALECTS: DatabaseDialect[] = process.env.TEST_MYSQL_URL ? ['sqlite', 'mysql'] : ['sqlite'];

export interface TestDatabase {
  config: DatabaseConfig;
  drop: () => Promise<void>;
}

/**
 * A fresh database of the dialect: a temp SQLite file, or a scratch MySQL database. Empty, or with
 * `migrated`, a copy of this run's migrated template (the same schema and rows the migrations
 * produce, built once per run; see `template-database.ts`), so the app finds nothing to migrate.
 */
export async function createTestDatabase(
  dialect: DatabaseDialect,
  { migrated = false }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  if (dialect === 'mysql') {
    const serverUrl = process.env.TEST_MYSQL_URL as string;
    const database = await createScratchMysqlDatabase(serverUrl, 'medstaff_test');
    if (migrated) {
      const name = decodeURIComponent(new URL(database.config.url).pathname.slice(1));
      await copyMysqlTemplate(serverUrl, name).catch(async (error: unknown) => {
        await database.drop();
        throw error;
      });
    }
    return database;
  }
  const folder = mkdtempSync(join(tmpdir(), 'medstaff-test-'));
  const url = join(folder, 'test.sqlite');
  if (migrated) await copySqliteTemplate(url);
  return {
    config: { dialect: 'sqlite', url },
    drop: async () => rmSync(folder, { recursive: true, force: true }),
  };
}

export interface TestApp {
  app: NestFastifyApplication;
  http: App;
  config: AppConfig;
  dataSource: DataSource;
  close: () => Promise<void>;
}

/**
 * Boots the real application (configureApp, migrations, reference data) on a fresh database of
 * the dialect, with a temporary data folder (outbox, uploads) and no demo data.
 */
export async function createTestApp(dialect: DatabaseDialect, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await createTestDatabase(dialect, { migrated: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'medstaff-data-'));
  const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const config: AppConfig = { ...base, database: database.config, seedDemoData: false, ...overrides };
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.register(config)] }).compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createHttpAdapter(config), { logger: false });
  await configureApp(app, config);
  await app.init();
  // Fastify's routes and plugins are ready before the first request (supertest uses the server).
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    http: app.getHttpServer() as App,
    config,
    dataSource: app.get(DataSource),
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique email per call, so tests never collide on the unique index. */
export function uniqueEmail(prefix = 'person'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@test.medstaff.de`;
}

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Records every mail the app queues, newest last, as it is written to the outbox (in the
 * transaction of its change, so it is there when the HTTP answer arrives; the sender still
 * delivers it to the data folder's outbox). A mail whose transaction rolls back is recorded too.
 */
export function captureMails(testApp: TestApp): CapturedMail[] {
  const mails: CapturedMail[] = [];
  const { MailService } =
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('../src/platform/mail/mail.service') as typeof import('../src/platform/mail/mail.service');
  const service = testApp.app.get(MailService);
  const enqueue = service.enqueue.bind(service);
  jest.spyOn(service, 'enqueue').mockImplementation(async (manager, to, mail, replyTo) => {
    await enqueue(manager, to, mail, replyTo);
    mails.push({ to, subject: mail.subject, text: mail.text });
  });
  return mails;
}

/** The code at the end of the first link in a mail that contains `path`. */
export function codeFrom(mail: CapturedMail | undefined, path: string): string {
  const link = mail?.text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.includes(path));
  if (!link) throw new Error(`No ${path} link in ${mail ? `"${mail.subject}"` : 'any mail'}`);
  return link.slice(link.lastIndexOf('/') + 1);
}
