import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { PasswordService } from '../src/accounts/password.service';
import { buildDataSourceOptions } from '../src/platform/database/data-source';
import { createScratchMysqlDatabase } from '../src/platform/database/scratch-database';
import { Department } from '../src/organisations/departments/department.entity';
import { MailOutboxEntry } from '../src/platform/mail/mail-outbox-entry.entity';
import { OrganisationMembership } from '../src/organisations/organisation-membership.entity';
import { Organisation } from '../src/organisations/organisation.entity';
import { Person } from '../src/people/person.entity';
import { TEST_PNG } from './admin-helpers';
import { startServerProcess, type ServerProcess } from './server-process';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { startTestS3, type TestS3 } from './test-s3';
import { testRedisUrl } from './test-redis';

const MYSQL_URL = process.env.TEST_MYSQL_URL;
const REDIS_URL = MYSQL_URL ? testRedisUrl() : undefined;
if (!MYSQL_URL) console.warn('multi-process: TEST_MYSQL_URL is unset, so the two-process test is skipped.');
else if (!REDIS_URL) console.warn('multi-process: no Redis (TEST_REDIS_URL or 127.0.0.1:6379), so it is skipped.');

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const PASSWORD = 'Zwei-Prozesse-2026';

/**
 * Two compiled servers (separate operating-system processes) on one MariaDB database, one Redis,
 * one S3-compatible store and one SMTP server: limits, sessions, files, the release sweeper, the
 * mail sender and the site's counters must hold across them as they hold in one.
 */
(MYSQL_URL && REDIS_URL ? describe : describe.skip)('two server processes on one database and one Redis', () => {
  const keyPrefix = `medstaff-test-${randomBytes(4).toString('hex')}`;
  let database: Awaited<ReturnType<typeof createScratchMysqlDatabase>>;
  let dataDir: string;
  let dataSource: DataSource;
  let servers: ServerProcess[] = [];
  let email: string;
  let s3: TestS3;
  let smtp: SmtpSink;
  const bucket = `medstaff-multi-${randomBytes(3).toString('hex')}`;

  /** A person of the role who can sign in with PASSWORD. */
  const person = async (role: Person['role']) => {
    const persons = dataSource.getRepository(Person);
    return persons.save(
      persons.create({
        email: `multi.${role.toLowerCase()}.${randomBytes(4).toString('hex')}@test.medstaff.de`,
        role,
        status: 'ACTIVE',
        emailConfirmedAt: new Date(),
        passwordHash: await new PasswordService({ passwordHashWaitMs: 30_000 }).hash(PASSWORD),
      }),
    );
  };

  beforeAll(async () => {
    database = await createScratchMysqlDatabase(MYSQL_URL as string, 'medstaff_multi');
    dataDir = mkdtempSync(join(tmpdir(), 'medstaff-multi-'));
    s3 = await startTestS3();
    await s3.createBucket(bucket);
    smtp = await startSmtpSink();
    const env = {
      STORAGE_URL: s3.storageUrl(bucket),
      SMTP_URL: smtp.url,
      TEST_HOOKS: 'true',
      DATABASE_URL: database.config.url,
      REDIS_URL: REDIS_URL as string,
      REDIS_KEY_PREFIX: keyPrefix,
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
    };
    // One after the other: the first applies the migrations.
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
    dataSource = await new DataSource(buildDataSourceOptions(database.config, { migrationsRun: false })).initialize();
    email = `multi.${randomBytes(4).toString('hex')}@test.medstaff.de`;
    const persons = dataSource.getRepository(Person);
    await persons.save(
      persons.create({
        email,
        role: 'USER',
        status: 'ACTIVE',
        emailConfirmedAt: new Date(),
        passwordHash: await new PasswordService({ passwordHashWaitMs: 30_000 }).hash(PASSWORD),
      }),
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await s3?.deleteBucket(bucket).catch(() => undefined);
    await s3?.close();
    await smtp?.close();
    if (dataSource?.isInitialized) await dataSource.destroy();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    const redis = new Redis(REDIS_URL as string);
    const keys = await redis.keys(`${keyPrefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  const login = (server: ServerProcess, password: string, address: string, as = email) =>
    fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify({ email: as, password }),
    });
  /** The Authorization header of a fresh session of `who` on `server`. */
  const bearer = async (server: ServerProcess, who: Person, address: string) => {
    const answer = await login(server, PASSWORD, address, who.email);
    expect(answer.status).toBe(200);
    return `Bearer ${((await answer.json()) as { access_token: string }).access_token}`;
  };
  const isLoggedIn = (server: ServerProcess, token: string) =>
    fetch(`${server.url}/api/auth/is-logged-in`, { headers: { Authorization: `Bearer ${token}` } });

  it('refuses the 11th failure of one account and address across both processes', async () => {
    const [first, second] = servers;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push((await login(attempt % 2 ? second : first, `falsch-${attempt}`, '192.0.2.10')).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const refused = await login(first, PASSWORD, '192.0.2.10');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { code: string }).code).toBe('LOGIN_THROTTLED');
    expect((await login(second, PASSWORD, '192.0.2.10')).status).toBe(429);
    expect((await login(second, PASSWORD, '192.0.2.11')).status).toBe(200);
  });

  it('accepts a session made on one process on the other, and a logout on one revokes it on both', async () => {
    const [first, second] = servers;
    const session = await login(first, PASSWORD, '192.0.2.20');
    expect(session.status).toBe(200);
    const token = ((await session.json()) as { access_token: string }).access_token;
    expect((await isLoggedIn(second, token)).status).toBe(200);
    const logout = await fetch(`${second.url}/api/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(204);
    expect((await isLoggedIn(first, token)).status).toBe(401);
    expect((await isLoggedIn(second, token)).status).toBe(401);
  });

  it('serves a file uploaded through one process from the other (one S3-compatible store)', async () => {
    const [first, second] = servers;
    const admin = await bearer(first, await person('ADMIN'), '192.0.2.40');
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: `Zwei Prozesse ${randomBytes(3).toString('hex')}`,
      address: 'Weg 1',
      postcode: '10117',
      country: 'DE',
      url: 'https://zwei.example',
    }))
      form.append(name, value);
    form.append('logo', new Blob([TEST_PNG], { type: 'image/png' }), 'logo.png');
    const created = await fetch(`${first.url}/api/admin/agencies`, {
      method: 'POST',
      headers: { Authorization: admin },
      body: form,
    });
    expect(created.status).toBe(201);
    const { logo } = (await created.json()) as { logo: string };
    expect(await s3.keys(bucket)).toContain(logo.replace('/api/files/', ''));
    const served = await fetch(`${second.url}${logo}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(TEST_PNG)).toBe(true);
  });

  it('releases each due request once when the release sweepers of both run at the same moment', async () => {
    const [first, second] = servers;
    const manager = dataSource.manager;
    const organisation = await manager.save(
      manager.create(Organisation, {
        name: `Klinikum ${randomBytes(3).toString('hex')}`,
        address: 'A 1',
        postcode: '10115',
        country: 'DE',
      }),
    );
    const station = await manager.save(
      manager.create(Department, { organisationId: organisation.id, name: 'Intensiv', defaultSkills: [] }),
    );
    const orgAdmin = await person('ORG_ADMIN');
    await manager.insert(OrganisationMembership, {
      organisationId: organisation.id,
      personId: orgAdmin.id,
      confirmedAt: new Date(),
    });
    const header = await bearer(first, orgAdmin, '192.0.2.50');
    const day = Date.now() + 10 * 24 * 3600_000;
    const posted: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const answer = await fetch(`${(index % 2 ? second : first).url}/api/job`, {
        method: 'POST',
        headers: { Authorization: header, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          kind: 'NURSE',
          title: `Nachtdienst ${index}`,
          dates: [
            {
              date: { startDate: day + index * 3600_000, endDate: day + (index + 8) * 3600_000, activity: '' },
              type: 'Neue_Dienstanfrage',
            },
          ],
          skills: 'Intensiv',
          orig_dept: station.id,
          organisation: organisation.id,
          jobType: 'Nachtdienst',
          timeLimit: 1,
          state: 'internal_adv',
          applicants: [],
          orig_submission: '',
        }),
      });
      expect(answer.status).toBe(201);
      posted.push(((await answer.json()) as { id: number }).id);
    }
    // Both sweep as if two hours had passed, at the same moment.
    const sweep = (server: ServerProcess) =>
      fetch(`${server.url}/api/test-hooks/release-due`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ advanceMs: 2 * 3600_000 }),
      }).then(async (answer) => ((await answer.json()) as { released: number[] }).released);
    const [byFirst, bySecond] = await Promise.all([sweep(first), sweep(second)]);
    const ours = (ids: number[]) => ids.filter((id) => posted.includes(id));
    expect([...ours(byFirst), ...ours(bySecond)].sort((a, b) => a - b)).toEqual(posted);
    expect(ours(byFirst).filter((id) => bySecond.includes(id))).toEqual([]);
    const states: { state: string }[] = await dataSource.query(
      `SELECT state FROM job_request WHERE id IN (${posted.map(() => '?').join(', ')})`,
      posted,
    );
    expect(new Set(states.map((row) => row.state))).toEqual(new Set(['external_adv']));
  });

  it('delivers each mail of the outbox once while the mail senders of both poll it', async () => {
    const subject = `Zwei Sender ${randomBytes(3).toString('hex')}`;
    const outbox = dataSource.getRepository(MailOutboxEntry);
    await outbox.insert(
      Array.from({ length: 12 }, (_, index) => ({
        recipient: `empfang.${index}@test.medstaff.de`,
        subject: `${subject} ${index}`,
        text: 'Hallo',
        html: '<p>Hallo</p>',
        status: 'pending' as const,
        nextAttemptAt: new Date(),
      })),
    );
    // Neither process wrote these rows, so their timers (every 5 s) find them.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [row] = (await dataSource.query(
        "SELECT COUNT(*) AS n FROM mail_outbox WHERE subject LIKE ? AND status = 'sent'",
        [`${subject} %`],
      )) as { n: string | number }[];
      if (Number(row.n) === 12) break;
      if (Date.now() > deadline) throw new Error(`only ${row.n} of 12 mails were sent`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const received = smtp.mails.filter((mail) => mail.subject.startsWith(subject)).map((mail) => mail.subject);
    expect(received.sort()).toEqual(Array.from({ length: 12 }, (_, index) => `${subject} ${index}`).sort());
  });

  it("adds up the site's counters of both processes exactly after a graceful stop (shared event limit included)", async () => {
    const path = `/de/multi-${randomBytes(3).toString('hex')}`;
    const track = (server: ServerProcess) =>
      fetch(`${server.url}/api/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Agent': BROWSER, 'X-Forwarded-For': '192.0.2.30' },
        body: JSON.stringify({ type: 'search', path, language: 'de' }),
      }).then((response) => response.status);
    // 80 events from one address, half to each process: the shared limit (60 a minute) lets 60 through.
    const statuses = await Promise.all(servers.flatMap((server) => Array.from({ length: 40 }, () => track(server))));
    const counted = statuses.filter((status) => status === 204).length;
    expect(counted).toBe(60);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);

    const stopped = servers;
    servers = [];
    await Promise.all(stopped.map((server) => server.stop('SIGTERM')));
    // A graceful stop (lifecycle.ts) ends with exit code 0.
    for (const server of stopped) expect(server.child.exitCode).toBe(0);

    const rows: { total: string | number }[] = await dataSource.query(
      "SELECT SUM(total) AS total FROM site_metric_daily WHERE kind = 'search' AND path = ?",
      [path],
    );
    expect(Number(rows[0]?.total)).toBe(counted);
  });
});
