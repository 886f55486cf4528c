import { readFileSync, readdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, type ServerProcess } from './server-process';

/** The ids of the processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …: comm may hold spaces, so read after its closing parenthesis.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const signIn = (server: ServerProcess, index: number) =>
  fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `nobody.${index}@test.medstaff.de`, password: 'Wrong-Password-1' }),
  }).then(
    (response) => response.status,
    (error: unknown) => `failed: ${String((error as { cause?: { code?: string } }).cause?.code ?? error)}`,
  );

describe('a server process', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'medstaff-lifecycle-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops gracefully on SIGTERM: the sign-ins in flight are answered, new connections are refused, exit 0', async () => {
    const token = 'metrics-token-for-the-lifecycle-test-01';
    const server = await startServerProcess({ DATA_DIR: dataDir, METRICS_TOKEN: token });
    try {
      // Each sign-in hashes a password (tens of ms of a core, one at a time on this machine), so
      // most of these are still running when the signal comes. The signal comes once the server
      // has received all eight (in flight or answered, from its metrics; the scrape counts itself),
      // not after a fixed pause: on a busy machine a connection not yet accepted is not in flight.
      const inFlight = Array.from({ length: 8 }, (_, index) => signIn(server, index));
      await until(async () => {
        const text = await (
          await fetch(`${server.url}/api/metrics`, { headers: { Authorization: `Bearer ${token}` } })
        ).text();
        const running = Number(/^medstaff_http_requests_in_flight(?:\{[^}]*\})? (\d+)/m.exec(text)?.[1] ?? 0) - 1;
        const answered = Number(
          /^medstaff_http_requests_total\{method="POST",route="\/api\/auth\/login",status="401"\} (\d+)/m.exec(
            text,
          )?.[1] ?? 0,
        );
        return running + answered >= 8;
      }, 'all eight sign-ins received');
      server.child.kill('SIGTERM');
      expect(await Promise.all(inFlight)).toEqual(Array(8).fill(401));
      expect(await server.stop()).toBe(0);
      expect(server.output()).toMatch(/Stopping: no new connections; \d+ request\(s\) in flight\./);
      await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    } finally {
      await server.stop('SIGKILL');
    }
  });

  it('with WEB_CONCURRENCY=2 runs two workers on one port, adds up their metrics, replaces a dead one, and stops them all', async () => {
    const token = 'metrics-token-for-the-cluster-test-0123';
    const server = await startServerProcess({ DATA_DIR: dataDir, WEB_CONCURRENCY: '2', METRICS_TOKEN: token });
    try {
      await until(() => /running on .*, 2 processes\)/.test(server.output()), 'both workers');
      const primary = server.child.pid as number;
      const workers = childrenOf(primary);
      expect(workers).toHaveLength(2);
      for (let index = 0; index < 20; index += 1) {
        expect((await fetch(`${server.url}/api/fields`)).status).toBe(200);
      }
      const scrape = async () => {
        const response = await fetch(`${server.url}/api/metrics`, { headers: { Authorization: `Bearer ${token}` } });
        expect(response.status).toBe(200);
        return response.text();
      };
      // Counters of both workers, added up by the primary, whichever worker answers.
      const counted = /medstaff_http_requests_total\{method="GET",route="\/api\/fields",status="200"\} (\d+)/;
      expect(Number(counted.exec(await scrape())?.[1])).toBe(20);
      expect(Number(counted.exec(await scrape())?.[1])).toBe(20);

      // A worker that dies is replaced; the port keeps answering meanwhile.
      process.kill(workers[0], 'SIGKILL');
      await until(() => {
        const now = childrenOf(primary);
        return now.length === 2 && !now.includes(workers[0]);
      }, 'a new worker');
      await until(async () => (await fetch(`${server.url}/api/health/ready`)).status === 200, 'readiness');

      const current = childrenOf(primary);
      expect(await server.stop()).toBe(0);
      expect(current.filter(alive)).toEqual([]);
    } finally {
      await server.stop('SIGKILL');
    }
  });
});
