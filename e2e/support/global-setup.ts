import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './chromium';
import { BASE_URL, E2E_PORT, E2E_SMTP_PORT, REPOSITORY_ROOT } from './environment';
import { startMailSink } from './mail-sink';

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitForHealth(server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`e2e: the server exited with code ${server.exitCode} before it was ready`);
    try {
      const response = await fetch(`${BASE_URL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`e2e: the server did not become healthy within ${timeoutMs / 1000} s`);
}

/**
 * Builds the product, starts a real SMTP sink and the real server (fresh SQLite database in a
 * temp folder, demo data on) on loopback, and makes sure Debian's Chromium is there.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureChromium();
  for (const port of [E2E_PORT, E2E_SMTP_PORT]) {
    if (await portInUse(port))
      throw new Error(`e2e: port ${port} is taken; set E2E_PORT / E2E_SMTP_PORT to free ports`);
  }
  if (!process.env.E2E_SKIP_BUILD) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: REPOSITORY_ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('e2e: npm run build failed');
  }
  const stopMailSink = await startMailSink(E2E_SMTP_PORT);
  const dataDir = mkdtempSync(join(tmpdir(), 'medstaff-e2e-data-'));
  const server = spawn(process.execPath, [join(REPOSITORY_ROOT, 'api', 'dist', 'main.js')], {
    cwd: REPOSITORY_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      SEED_DEMO_DATA: 'true',
      // The marketplace journey runs the release sweeper hours ahead (POST /api/test-hooks/release-due).
      TEST_HOOKS: 'true',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(server, 60_000);
  } catch (error) {
    server.kill('SIGTERM');
    await stopMailSink();
    throw error;
  }
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(undefined) : server.once('exit', resolve)));
    await stopMailSink();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
