import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { createScratchMysqlDatabase } from '../src/platform/database/scratch-database';
import { startRoundRobinProxy } from './round-robin-proxy';
import { freePort, startServerProcess, type ServerProcess } from './server-process';
import { testRedisUrl } from './test-redis';

const MYSQL_URL = process.env.TEST_MYSQL_URL;
const REDIS_URL = MYSQL_URL ? testRedisUrl() : undefined;
const ROOT = join(__dirname, '..', '..');

/**
 * A rolling restart under load: two processes on one MariaDB database and one Redis behind a load
 * balancer, `npm run load` against it, and meanwhile each process in turn stopped (SIGTERM: it
 * drains) and started again. Not one request may fail: the load command exits non-zero on any
 * connection error, timeout or 5xx other than a 503 with Retry-After.
 */
(MYSQL_URL && REDIS_URL ? describe : describe.skip)('a rolling restart of two processes under npm run load', () => {
  const keyPrefix = `medstaff-rolling-${randomBytes(4).toString('hex')}`;
  let database: Awaited<ReturnType<typeof createScratchMysqlDatabase>>;
  const dataDirs: string[] = [];
  let servers: ServerProcess[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    const redis = new Redis(REDIS_URL as string);
    const keys = await redis.keys(`${keyPrefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('loses no request while each process is stopped and started again in turn', async () => {
    database = await createScratchMysqlDatabase(MYSQL_URL as string, 'medstaff_rolling');
    const ports = [await freePort(), await freePort()];
    const env = (port: number, seed: boolean) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'medstaff-rolling-'));
      dataDirs.push(dataDir);
      return {
        PORT: String(port),
        DATABASE_URL: database.config.url,
        REDIS_URL: REDIS_URL as string,
        REDIS_KEY_PREFIX: keyPrefix,
        JWT_SECRET: 'rolling-restart-secret-0123456789abcdef0123456789',
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: String(seed),
        TRUST_PROXY: 'true',
        SHUTDOWN_TIMEOUT_MS: '10000',
      };
    };
    // The first creates the schema and the demo data the load signs in with.
    servers = [await startServerProcess(env(ports[0], true)), await startServerProcess(env(ports[1], false))];
    const proxy = await startRoundRobinProxy(ports);
    let output = '';
    const load = spawn(
      process.execPath,
      [join(ROOT, 'bench', 'load.mjs'), '--target', proxy.url, '--connections', '16', '--duration', '16'],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    load.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    load.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const loadExit = new Promise<number | null>((resolve) => load.once('exit', resolve));
    try {
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      await pause(3_000);
      for (const index of [0, 1]) {
        // Stop (draining), then start again on the same port.
        expect(await servers[index].stop('SIGTERM')).toBe(0);
        await pause(500);
        servers[index] = await startServerProcess(env(ports[index], false));
        await pause(1_500);
      }
      const code = await loadExit;
      expect(proxy.failures()).toEqual([]);
      expect({ code, output }).toEqual({
        code: 0,
        output: expect.stringContaining('load: no server errors, no connection errors.'),
      });
      // The balancer had to send some requests to the other process: the restarts did happen under load.
      expect(proxy.retried()).toBeGreaterThan(0);
    } finally {
      load.kill('SIGKILL');
      await proxy.close();
    }
  }, 180_000);
});
