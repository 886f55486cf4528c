/**
 * `npm run dev` (scripts/dev.mjs) end to end: it starts every dev server behind one address, routes
 * each path as the production server does, passes the hot-reload websockets through, refuses a
 * port in use, and leaves no process behind after SIGTERM. Also the routing table alone.
 * The run compiles domain and api into their dist folders (as `npm run build` does).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN_BASE, PORTAL_BASE, route } from './dev-proxy.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The machine may be slow and busy: compiling the API alone can take half a minute. */
const STARTUP_LIMIT_MS = 120_000;
const WEBSOCKET_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

describe('the dev routing table', () => {
  it('sends each path where the production server would serve it from', () => {
    const cases = [
      ['/api/health', 'api', '/api/health'],
      ['/api', 'api', '/api'],
      ['/API/docs', 'api', '/API/docs'],
      ['/apis', 'site', '/apis'],
      ['/_app/admin/@vite/client', 'admin', '/_app/admin/@vite/client'],
      ['/_app/admin/src/main.tsx?t=1', 'admin', '/_app/admin/src/main.tsx?t=1'],
      ['/_app/portal/src/main.tsx', 'portal', '/_app/portal/src/main.tsx'],
      ['/en/admin', 'admin', `${ADMIN_BASE}index.html`],
      ['/de/admin/agencies/5?tab=2', 'admin', `${ADMIN_BASE}index.html`],
      ['/de/auth/sign-in', 'portal', `${PORTAL_BASE}index.html`],
      ['/en/auth/sign-up/agency', 'portal', `${PORTAL_BASE}index.html`],
      ['/de/hospital/create-job/3', 'portal', `${PORTAL_BASE}index.html`],
      ['/en/organisations/calendar', 'portal', `${PORTAL_BASE}index.html`],
      ['/de/agency/jobs', 'portal', `${PORTAL_BASE}index.html`],
      ['/en/shifts/', 'portal', `${PORTAL_BASE}index.html`],
      ['/de', 'site', '/de'],
      ['/', 'site', '/'],
      ['/en/admins', 'site', '/en/admins'],
      ['/fr/admin', 'site', '/fr/admin'],
      ['/@vite/client', 'site', '/@vite/client'],
      ['/_astro/app.js', 'site', '/_astro/app.js'],
    ];
    for (const [url, server, upstream] of cases) assert.deepEqual(route(url), { server, url: upstream }, url);
  });
});

/** What is missing to run the dev servers here, if anything. */
function missingPrerequisite() {
  for (const [workspace, name] of [
    ['admin', 'vite'],
    ['site', 'astro'],
    ['api', 'typescript'],
    ['api', '@nestjs/core'],
  ]) {
    try {
      createRequire(join(root, workspace, 'package.json')).resolve(`${name}/package.json`);
    } catch {
      return `${name} is not installed (run npm install)`;
    }
  }
  if (process.platform === 'win32') return 'process groups are a POSIX feature';
  if (spawnSync('ps', ['-A', '-o', 'pid='], { stdio: 'ignore' }).status !== 0) return 'ps is not available';
  return undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Every process below `pid` (children, theirs, …), with its process group. */
function descendants(pid) {
  const rows = spawnSync('ps', ['-A', '-o', 'pid=,ppid=,pgid='], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const found = [];
  const parents = [pid];
  while (parents.length > 0) {
    const parent = parents.pop();
    for (const [child, ppid, pgid] of rows)
      if (ppid === parent) {
        found.push({ pid: child, pgid });
        parents.push(child);
      }
  }
  return found;
}

/** Whether `pid` still runs (a zombie, already ended and waiting to be reaped, does not). */
function alive(pid) {
  const state = spawnSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim();
  return state !== '' && !state.startsWith('Z');
}

/** A websocket handshake for Vite's hot reload; resolves with the status and the first message. */
function hotReloadHandshake(port, path, token) {
  const key = randomBytes(16).toString('base64');
  return new Promise((resolve, reject) => {
    const handshake = request({
      host: 'localhost',
      port,
      path: `${path}?token=${encodeURIComponent(token)}`,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Key': key,
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Protocol': 'vite-hmr',
        Origin: `http://localhost:${port}`,
      },
    });
    handshake.setTimeout(30_000, () => handshake.destroy(new Error(`no answer to the handshake on ${path}`)));
    handshake.on('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode });
    });
    handshake.on('upgrade', (response, socket, head) => {
      const expectedAccept = createHash('sha1').update(`${key}${WEBSOCKET_GUID}`).digest('base64');
      let received = head;
      const done = () => {
        // A short unmasked text frame from the server: 0x81, the length, the text.
        if (received.length < 2 || received.length < 2 + (received[1] & 0x7f)) return false;
        socket.destroy();
        resolve({
          status: response.statusCode,
          accepted: response.headers['sec-websocket-accept'] === expectedAccept,
          protocol: response.headers['sec-websocket-protocol'],
          firstMessage: received.subarray(2, 2 + (received[1] & 0x7f)).toString('utf8'),
        });
        return true;
      };
      if (done()) return;
      socket.on('data', (chunk) => {
        received = Buffer.concat([received, chunk]);
        done();
      });
      socket.setTimeout(15_000, () => socket.destroy(new Error(`no message on the websocket ${path}`)));
      socket.on('error', reject);
    });
    handshake.on('error', reject);
    handshake.end();
  });
}

/** The token Vite's client sends with its websocket (Vite refuses cross-origin sockets without it). */
async function hotReloadToken(port, clientPath) {
  const response = await fetch(`http://localhost:${port}${clientPath}`);
  assert.equal(response.status, 200, clientPath);
  const token = /const wsToken = "([^"]+)"/.exec(await response.text())?.[1];
  assert.ok(token, `${clientPath} carries the websocket token`);
  return token;
}

const missing = missingPrerequisite();

describe('npm run dev', { skip: missing ? `cannot run the dev servers here: ${missing}` : false }, () => {
  let port;
  let dataDir;
  /** @type {import('node:child_process').ChildProcess} */
  let dev;
  let output = '';
  let exited;

  before(async () => {
    port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'medstaff-dev-'));
    dev = spawn(process.execPath, ['scripts/dev.mjs'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NO_COLOR: '1', HOST: '', PUBLIC_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    exited = new Promise((resolve) => dev.once('exit', (code, signal) => resolve({ code, signal })));
    dev.stdout.on('data', (chunk) => (output += chunk));
    dev.stderr.on('data', (chunk) => (output += chunk));
  });

  after(async () => {
    // After a failure: nothing may keep running.
    if (dev.exitCode === null && dev.signalCode === null) {
      const left = descendants(dev.pid);
      dev.kill('SIGKILL');
      for (const { pgid } of left) {
        try {
          process.kill(-pgid, 'SIGKILL');
        } catch {
          // gone already
        }
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  const tail = () => output.split('\n').slice(-40).join('\n');

  it(
    'serves everything behind one address, websockets included, and stops every child',
    { timeout: 240_000 },
    async () => {
      const started = Date.now();
      const ready = `MedStaff is running in development mode on http://localhost:${port}`;
      while (!output.includes(ready)) {
        if (dev.exitCode !== null) assert.fail(`npm run dev exited with code ${dev.exitCode}:\n${tail()}`);
        if (Date.now() - started > STARTUP_LIMIT_MS)
          assert.fail(`npm run dev was not ready after ${STARTUP_LIMIT_MS / 1000} s:\n${tail()}`);
        await delay(250);
      }
      console.log(`npm run dev was ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);

      const base = `http://localhost:${port}`;
      const health = await fetch(`${base}/api/health`);
      assert.equal(health.status, 200);
      assert.match(health.headers.get('content-type') ?? '', /application\/json/);
      assert.equal((await health.json()).status, 'ok');

      const site = await fetch(`${base}/de`);
      assert.equal(site.status, 200);
      assert.match(site.headers.get('content-type') ?? '', /text\/html/);
      const siteHtml = await site.text();
      assert.match(siteHtml, /<html lang="de"/);
      assert.match(siteHtml, /\/@vite\/client/, "the site's page comes from Astro's dev server");

      const admin = await fetch(`${base}/en/admin/`);
      assert.equal(admin.status, 200);
      const adminHtml = await admin.text();
      assert.match(adminHtml, /<title>MedStaff Admin<\/title>/);
      assert.match(adminHtml, /<script type="module" src="\/_app\/admin\/@vite\/client"><\/script>/);

      const portal = await fetch(`${base}/de/auth/sign-in`);
      assert.equal(portal.status, 200);
      assert.match(await portal.text(), /<script type="module" src="\/_app\/portal\/@vite\/client"><\/script>/);

      // The hot-reload sockets of admin's Vite and Astro's, through the one address.
      for (const [socketPath, clientPath] of [
        [ADMIN_BASE, `${ADMIN_BASE}@vite/client`],
        ['/', '/@vite/client'],
      ]) {
        const token = await hotReloadToken(port, clientPath);
        const socket = await hotReloadHandshake(port, socketPath, token);
        assert.equal(socket.status, 101, `websocket ${socketPath}`);
        assert.equal(socket.accepted, true, `websocket ${socketPath}: Sec-WebSocket-Accept`);
        assert.equal(socket.protocol, 'vite-hmr');
        assert.deepEqual(JSON.parse(socket.firstMessage), { type: 'connected' });
      }

      // SIGTERM: dev.mjs stops every process it started (compilers, API, dev servers, their helpers).
      const children = descendants(dev.pid);
      assert.ok(children.length >= 6, `dev.mjs runs its servers as children (found ${children.length})`);
      dev.kill('SIGTERM');
      const result = await Promise.race([exited, delay(60_000, undefined, { ref: false })]);
      assert.ok(result, `npm run dev did not stop within 60 s after SIGTERM:\n${tail()}`);
      assert.deepEqual(result, { code: 0, signal: null });
      assert.match(output, /Stopped\./);
      const left = children.filter(({ pid }) => alive(pid));
      assert.deepEqual(left, [], 'no child process outlives npm run dev');
      console.log(`the whole run took ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  );
});

describe(
  'npm run dev on a port in use',
  { skip: missing ? `cannot run the dev servers here: ${missing}` : false },
  () => {
    it('says so and exits before starting anything', { timeout: 30_000 }, async () => {
      const taken = createServer();
      await new Promise((resolve) => taken.listen(0, '127.0.0.1', resolve));
      const { port } = taken.address();
      try {
        const dev = spawn(process.execPath, ['scripts/dev.mjs'], {
          cwd: root,
          env: { ...process.env, PORT: String(port), NO_COLOR: '1' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        dev.stdout.on('data', (chunk) => (output += chunk));
        dev.stderr.on('data', (chunk) => (output += chunk));
        const code = await new Promise((resolve) => dev.once('exit', resolve));
        assert.equal(code, 1);
        assert.match(output, new RegExp(`Port ${port} is already in use`));
        assert.match(output, /PORT=3001 npm run dev/);
        assert.doesNotMatch(output, /starting on/);
      } finally {
        taken.close();
      }
    });
  },
);
