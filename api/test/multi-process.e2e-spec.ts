import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { PasswordService } from '../src/auth/password.service';
import { buildDataSourceOptions } from '../src/database/data-source';
import { createScratchMysqlDatabase } from '../src/database/scratch-database';
import { Person } from '../src/persons/person.entity';
import { startServerProcess, type ServerProcess } from './server-process';
import { testRedisUrl } from './test-redis';

const MYSQL_URL = process.env.TEST_MYSQL_URL;
const REDIS_URL = MYSQL_URL ? testRedisUrl() : undefined;
if (!MYSQL_URL) console.warn('multi-process: TEST_MYSQL_URL is unset, so the two-process test is skipped.');
else if (!REDIS_URL) console.warn('multi-process: no Redis (TEST_REDIS_URL or 127.0.0.1:6379), so it is skipped.');

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const PASSWORD = 'Zwei-Prozesse-2026';

/**
 * Two compiled servers (separate operating-system processes) on one MariaDB database and one
 * Redis: limits, sessions and the site's counters must hold across them as they hold in one.
 */
(MYSQL_URL && REDIS_URL ? describe : describe.skip)('two server processes on one database and one Redis', () => {
  const keyPrefix = `medstaff-test-${randomBytes(4).toString('hex')}`;
  let database: Awaited<ReturnType<typeof createScratchMysqlDatabase>>;
  let dataDir: string;
  let dataSource: DataSource;
  let servers: ServerProcess[] = [];
  let email: string;

  beforeAll(async () => {
    database = await createScratchMysqlDatabase(MYSQL_URL as string, 'medstaff_multi');
    dataDir = mkdtempSync(join(tmpdir(), 'medstaff-multi-'));
    const env = {
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
        passwordHash: await new PasswordService().hash(PASSWORD),
      }),
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    if (dataSource?.isInitialized) await dataSource.destroy();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    const redis = new Redis(REDIS_URL as string);
    const keys = await redis.keys(`${keyPrefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  const login = (server: ServerProcess, password: string, address: string) =>
    fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify({ email, password }),
    });
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
    // A graceful stop ends by the signal itself (Nest re-raises it after its shutdown hooks) or with 0.
    for (const server of stopped) expect(['SIGTERM', 0]).toContain(server.child.signalCode ?? server.child.exitCode);

    const rows: { total: string | number }[] = await dataSource.query(
      "SELECT SUM(total) AS total FROM site_metric_daily WHERE kind = 'search' AND path = ?",
      [path],
    );
    expect(Number(rows[0]?.total)).toBe(counted);
  });
});
