import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * The compiled server (`api/dist/main.js`, built by `npm run build -w domain -w api`, which the
 * test runner does before the API suite) started as its own operating-system process, for tests
 * that need real processes: several servers on one database, kill -9, graceful shutdown.
 */
export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  /** SIGTERM (or the signal given), then waits for the exit. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

const MAIN = join(__dirname, '..', 'dist', 'main.js');

export function compiledServerExists(): boolean {
  return existsSync(MAIN);
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server with the given environment (on top of a quiet test default: loopback, no demo
 * data, silent logs) and resolves once `GET /api/health` answers 200.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  if (!compiledServerExists()) {
    throw new Error(`${MAIN} is missing: run "npm run build -w domain -w api" first (npm test does).`);
  }
  const port = Number(env.PORT) || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      // CI's Node 22 run: the better-sqlite3 binary built for it (scripts/node22.mjs).
      ...(process.env.SQLITE_NATIVE_BINDING ? { SQLITE_NATIVE_BINDING: process.env.SQLITE_NATIVE_BINDING } : {}),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      PUBLIC_URL: url,
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited before it was ready:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server was not ready within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    port,
    child,
    output: () => output,
    stop: async (signal: NodeJS.Signals = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
