/**
 * `npm start` (scripts/start.mjs) stops the server it started: SIGINT (Ctrl-C) or SIGTERM to the
 * start script drains the server, the script waits for it, and afterwards nothing listens on the
 * port and no process of it is left. The banner comes once the server answers.
 * Needs the API's build (built here when missing); START_BUILD=0 skips the front ends' builds.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const folders = [];

before(() => {
  if (!existsSync(join(root, 'api/dist/main.js')) || !existsSync(join(root, 'domain/dist'))) {
    const built = spawnSync('npm', ['run', 'build', '-w', 'domain', '-w', 'api'], { cwd: root, stdio: 'inherit' });
    assert.equal(built.status, 0, 'the API builds');
  }
});
after(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const portOpen = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** The ids of the processes whose parent is `pid` (Linux: /proc). */
function childrenOf(pid) {
  if (!existsSync('/proc')) return [];
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

for (const signal of ['SIGINT', 'SIGTERM']) {
  test(`npm start stops the server on ${signal} and leaves no process behind`, async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'medstaff-start-'));
    folders.push(dataDir);
    const start = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
      cwd: root,
      env: {
        ...process.env,
        START_BUILD: '0',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    start.stdout.on('data', (chunk) => (output += chunk));
    start.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => start.once('exit', (code, sig) => resolve({ code, sig })));
    try {
      const deadline = Date.now() + 90_000;
      while (!output.includes('MedStaff is running on')) {
        assert.equal(start.exitCode, null, `npm start exited early:\n${output}`);
        assert.ok(Date.now() < deadline, `no banner within 90 s:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      assert.ok((await fetch(`http://127.0.0.1:${port}/api/health`)).ok, 'the server answers');
      // The banner is the last thing printed (a request answered after it would log a line).
      const lines = output.trimEnd().split('\n');
      assert.match(lines.at(-1), /Site http/, `the banner comes last:\n${output}`);
      assert.ok(output.indexOf('Demo data created') < output.indexOf('MedStaff is running on'));
      const servers = childrenOf(start.pid);
      if (existsSync('/proc')) assert.equal(servers.length, 1, 'one server process under npm start');

      start.kill(signal);
      const result = await Promise.race([
        exited,
        new Promise((resolve) => setTimeout(() => resolve('timeout'), 30_000)),
      ]);
      assert.notEqual(result, 'timeout', `npm start did not exit within 30 s after ${signal}:\n${output}`);
      assert.equal(result.code, 0, `npm start exits as the server did (drained):\n${output}`);
      assert.equal(await portOpen(port), false, 'nothing listens on the port any more');
      for (const pid of servers) assert.equal(alive(pid), false, `server process ${pid} is gone`);
    } finally {
      if (start.exitCode === null) start.kill('SIGKILL');
      for (const pid of childrenOf(start.pid)) if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
  });
}
