/**
 * Shared by `npm run bench` and `npm run load`: starts the built server (scripts/start.mjs builds
 * what is missing first) on a free loopback port with a fresh SQLite database and demo data in a
 * temp folder, and stops it again.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The demo accounts' password when the server's start-up output does not name it. */
export const DEMO_PASSWORD = 'Demo-Passwort-2026';
export const DEMO_ADMIN_EMAIL = 'admin@demo.medstaff.de';
/** The demo hospital and its administrator (the bench's grouped job list and calendar). */
export const DEMO_HOSPITAL = 'St. Elisabeth Klinikum Köln';
export const DEMO_HOSPITAL_ADMIN_EMAIL = 'klinik@demo.medstaff.de';
/** MediPlus's owner (New Jobs) and a nurse of the demo hospital's ICU pool (offers). */
export const DEMO_AGENCY_EMAIL = 'agentur@demo.medstaff.de';
export const DEMO_POOL_MEMBER_EMAIL = 'l.schulz@demo.medstaff.de';

/** BENCH_PORT=n: the servers the bench starts take n, n+1, … (a machine shared by several runs). */
let nextPort = Number(process.env.BENCH_PORT ?? 0);

export const freePort = () =>
  nextPort > 0
    ? Promise.resolve(nextPort++)
    : new Promise((resolve) => {
        const server = createServer();
        server.listen(0, '127.0.0.1', () => {
          const { port } = server.address();
          server.close(() => resolve(port));
        });
      });

/**
 * Starts the server and waits until `GET /api/health` answers. The first start may build the
 * apps, so the wait is generous (`startTimeoutMs`); a server that exits ends it at once. `env`
 * is added to the server's environment only (not to `server.env`, which the seed script gets).
 */
export async function startServer({ startTimeoutMs = 900_000, databaseUrl = '', env: startEnv = {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'medstaff-bench-'));
  // A MySQL/MariaDB run gets a database of its own, created empty and dropped afterwards.
  const database = databaseUrl ? await freshMysqlDatabase(databaseUrl) : undefined;
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    LOG_LEVEL: 'error',
    SEED_DEMO_DATA: 'true',
  };
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let child;
  let output = '';
  /** Starts the server process (again) on the same port, database and data folder. */
  const launch = async (extraEnv) => {
    child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
      cwd: root,
      env: { ...env, ...extraEnv, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // Kept across restarts: the demo password is printed only when the demo data is created.
    child.stdout.on('data', (chunk) => (output += chunk));
    for (let waited = 0; ; waited += 250) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not up yet
      }
      if (waited > startTimeoutMs) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const halt = async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    }
  };

  const server = {
    base,
    dataDir,
    /** The environment of the server (for tools such as the seed script that must use its database). */
    env,
    /**
     * The server's error log lines (pino, level 50 and above), for a failed run: a 500 says only
     * "something went wrong"; its stack is here.
     */
    errors: () =>
      output
        .split('\n')
        .filter((line) => /^\{"level":(5|6)\d,/.test(line))
        .map((line) => {
          const entry = JSON.parse(line);
          return `${entry.req ? `${entry.req.method} ${entry.req.url}: ` : ''}${entry.msg}`;
        }),
    /** The server process's id. */
    pid: () => child?.pid,
    /** The demo password the server printed at start. */
    demoPassword: () => /password for all: (\S+)\)/.exec(output)?.[1] ?? DEMO_PASSWORD,
    /** The server's resident memory in MiB (Linux). */
    rss() {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      } catch {
        return 0;
      }
    },
    /**
     * Stops the server and starts it again on the same database, with `extraEnv` added to its
     * environment (e.g. `{ SQL_CAPTURE_FILE }`, which the app reads only at start).
     */
    async restart(extraEnv = {}) {
      await halt();
      await launch(extraEnv);
    },
    async stop() {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };

  try {
    await launch(startEnv);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** Signs in and returns the access token; throws with the status and code when refused. */
export async function signIn(base, email, password) {
  let response;
  let body;
  // A loaded machine may hash slower than the server allows (503 SERVER_BUSY, and the late hash of
  // a refused attempt may still update the account: 409): try again a few times.
  for (let attempt = 1; ; attempt += 1) {
    response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    body = await response.json().catch(() => undefined);
    if ((response.status !== 503 && response.status !== 409) || attempt >= 10) break;
    await new Promise((resolve) => setTimeout(resolve, 1000 * Number(response.headers.get('retry-after') ?? 1)));
  }
  if (!response.ok || typeof body?.access_token !== 'string') {
    throw new Error(`signing in as ${email} answered ${response.status} ${body?.code ?? ''}`.trim());
  }
  return body.access_token;
}

/**
 * Creates an empty database `medstaff_bench_<time>` on the server of `url` (a mysql:// URL whose
 * own database is only used to connect) and returns its URL and a way to drop it.
 */
async function freshMysqlDatabase(url) {
  const { createConnection } = await import('mysql2/promise');
  const name = `medstaff_bench_${Date.now().toString(36)}`;
  const admin = await createConnection(url);
  try {
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await admin.end();
  }
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    async drop() {
      const connection = await createConnection(url);
      try {
        await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await connection.end();
      }
    },
  };
}

/**
 * Starts one of the bench's bare `node:http` handlers (`bench/<script>`) on a free port with
 * `env` added to this process's, waits until it says "listening", and returns its base URL and
 * a stop that waits up to 5 s for it to exit.
 */
export async function startBareHandler(script, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'bench', script)], {
    cwd: root,
    env: { ...process.env, BARE_PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare handler exited with code ${code}`)));
    child.stdout.on('data', (chunk) => String(chunk).includes('listening') && resolve());
  });
  child.removeAllListeners('exit');
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    },
  };
}
