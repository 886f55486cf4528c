#!/usr/bin/env node
/**
 * `npm run dev`: the whole application from its sources, behind one address (PORT, default 3000):
 *   - domain and api compiled by `tsc --watch` (into domain/dist and api/dist, as their builds do);
 *     the API (api/dist/main.js) restarts after each compile of either, so an edit in api/src or
 *     domain/src is live a few seconds later;
 *   - admin and portal on their Vite dev servers, the site on Astro's, all with hot reload;
 *   - scripts/dev-proxy.mjs routes each path (and the hot-reload websockets) to its server.
 * The servers listen on free ports of 127.0.0.1; each runs in its own process group, which is
 * stopped with this process (Ctrl+C, SIGTERM, SIGHUP). The API keeps its usual defaults (SQLite
 * in data/, demo data); the environment is passed on, so DATA_DIR, DATABASE_URL, … work as usual.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect, createServer as createNetServer } from 'node:net';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createDevProxy } from './dev-proxy.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** How long a process group gets to stop after SIGTERM before SIGKILL (the API drains for up to 10 s). */
const STOP_GRACE_MS = 12_000;
const colors = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (colors ? `\u001b[${code}m${text}\u001b[0m` : text);

function fail(message) {
  console.error(paint(31, `npm run dev: ${message}`));
  process.exit(1);
}

// ── Settings ────────────────────────────────────────────────────────────────────────────────
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 1 || port > 65_535)
  fail(`PORT must be a port number (1–65535), not "${process.env.PORT}".`);
// Only this machine by default, as Vite does: the dev servers read the repository's files.
const host = process.env.HOST || 'localhost';
const publicUrl = (process.env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');

/** The file a workspace's tool runs from (`bin` of its package.json), or a clear error. */
function toolBinary(workspace, packageName, binName) {
  const require = createRequire(join(root, workspace, 'package.json'));
  let manifestPath;
  try {
    manifestPath = require.resolve(`${packageName}/package.json`);
  } catch {
    fail(`${packageName} is not installed (needed by ${workspace}). Run npm install first.`);
  }
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return join(dirname(manifestPath), typeof bin === 'string' ? bin : bin[binName]);
}

const tsc = toolBinary('api', 'typescript', 'tsc');
const vite = toolBinary('admin', 'vite', 'vite');
const astro = toolBinary('site', 'astro', 'astro');

// ── The one address: refused at once when taken, before anything starts ─────────────────────
/** True when something accepts connections on `port` of `address`. */
function answers(address, portNumber) {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port: portNumber });
    const settle = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000);
    socket.once('connect', () => settle(true));
    socket.once('error', () => settle(false));
    socket.once('timeout', () => settle(false));
  });
}

async function portTaken(portNumber) {
  const [ipv4, ipv6] = await Promise.all([answers('127.0.0.1', portNumber), answers('::1', portNumber)]);
  return ipv4 || ipv6;
}

/** A port of 127.0.0.1 that is free now (the system picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

const portInUse = `Port ${port} is already in use (another npm run dev or npm start?). Stop that process or choose another port, e.g. PORT=3001 npm run dev.`;
if (await portTaken(port)) fail(portInUse);

// ── Child processes ─────────────────────────────────────────────────────────────────────────
/**
 * @typedef {{ name: string, child: import('node:child_process').ChildProcess, exited: Promise<void>,
 *   done: boolean, code: number | null, signal: string | null, stopping: boolean }} Running
 */
/** @type {Set<Running>} */
const running = new Set();
let shuttingDown = false;
/** @type {import('node:http').Server | undefined} the one address, once it listens */
let proxy;

const LABEL_COLORS = { 'domain:tsc': 35, 'api:tsc': 35, api: 36, admin: 33, portal: 32, site: 34, dev: 1 };
const labelWidth = Math.max(...Object.keys(LABEL_COLORS).map((name) => name.length));
function log(name, line) {
  console.log(`${paint(LABEL_COLORS[name] ?? 0, name.padEnd(labelWidth))} │ ${line}`);
}

/** Starts `args` with node in its own process group; its output is printed line by line, labelled. */
function start(name, args, { cwd = root, env = {}, onLine } = {}) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...(colors ? { FORCE_COLOR: '1' } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  /** @type {Running} */
  const entry = { name, child, done: false, code: null, signal: null, stopping: false, exited: Promise.resolve() };
  entry.exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      Object.assign(entry, { done: true, code, signal });
      resolve();
    });
  });
  child.once('error', (error) => {
    log(name, paint(31, `could not start: ${error.message}`));
    entry.done = true;
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      log(name, line);
      onLine?.(line);
    });
  }
  running.add(entry);
  void entry.exited.then(() => running.delete(entry));
  return entry;
}

/** Whether any process of the group led by `pid` is still there. */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is gone already
  }
}

/** Waits until `done()` holds or `milliseconds` have passed; says whether it holds. */
async function waitFor(done, milliseconds) {
  const deadline = Date.now() + milliseconds;
  while (!done() && Date.now() < deadline) await delay(100);
  return done();
}

/**
 * Stops a child and its whole process group: SIGTERM to the child first (Vite, Astro and the API
 * stop their own helpers, such as esbuild's service, and the API drains its requests), then to
 * whatever is left of the group; SIGKILL for what is still there after the grace time.
 */
async function stopGroup(entry) {
  entry.stopping = true;
  const pid = entry.child.pid;
  if (pid === undefined) return;
  if (!entry.done) {
    try {
      entry.child.kill('SIGTERM');
    } catch {
      // it has just exited
    }
  }
  const leaderStopped = await waitFor(() => entry.done, STOP_GRACE_MS);
  if (groupAlive(pid)) {
    signalGroup(pid, leaderStopped ? 'SIGTERM' : 'SIGKILL');
    if (!(await waitFor(() => !groupAlive(pid), 2000))) signalGroup(pid, 'SIGKILL');
  }
  if (!leaderStopped) {
    log('dev', `${entry.name} did not stop within ${STOP_GRACE_MS / 1000} s; it was killed.`);
    await entry.exited;
  }
}

async function shutdown(exitCode) {
  if (shuttingDown) return;
  shuttingDown = true;
  proxy?.close();
  proxy?.closeAllConnections();
  await Promise.all([...running].map(stopGroup));
  log('dev', 'Stopped.');
  process.exit(exitCode);
}

// Ctrl+C, a closed terminal or a service manager: stop everything. A second Ctrl+C does not wait.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (!shuttingDown) {
      log('dev', `${signal}: stopping the dev servers…`);
      void shutdown(0);
      return;
    }
    for (const { child } of running) if (child.pid !== undefined) signalGroup(child.pid, 'SIGKILL');
    process.exit(1);
  });
}
// `npm run dev` runs this script under `sh -c`: a SIGTERM to npm ends npm and the shell, not this
// process. When the process that started it is gone (this one was handed to another parent),
// stop as on SIGTERM instead of running on unseen.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && !shuttingDown) {
    log('dev', 'The process that started npm run dev has ended: stopping the dev servers…');
    void shutdown(0);
  }
}, 1000).unref();
// Whatever ends this process, no child outlives it.
process.on('exit', () => {
  for (const { child } of running) if (child.pid !== undefined) signalGroup(child.pid, 'SIGKILL');
});
process.on('uncaughtException', (error) => {
  console.error(error);
  void shutdown(1);
});

/** A child that must run all along (compilers, dev servers) stops everything when it dies. */
function essential(entry) {
  void entry.exited.then(() => {
    if (shuttingDown || entry.stopping) return;
    const how = entry.signal ? `by ${entry.signal}` : `with code ${entry.code}`;
    log('dev', paint(31, `${entry.name} exited ${how}; stopping npm run dev.`));
    void shutdown(1);
  });
  return entry;
}

// ── Readiness of each server behind the proxy ───────────────────────────────────────────────
/**
 * A server behind the proxy: where it listens and whether it answers. `state` is what the
 * proxy says while it cannot (starting, restarting, exited).
 */
function service(name, servicePort) {
  return { name, port: servicePort, ready: false, state: 'is starting', explanation: undefined, generation: 0 };
}

/** Marks `target` ready once its port accepts connections (checked every 200 ms). */
async function watchReadiness(target, entry) {
  const generation = ++target.generation;
  target.ready = false;
  while (!entry.done && target.generation === generation && !shuttingDown) {
    if (await answers('127.0.0.1', target.port)) {
      target.ready = true;
      onReady(target);
      return;
    }
    await delay(200);
  }
}

const [apiPort, adminPort, portalPort, sitePort] = [
  await freePort(),
  await freePort(),
  await freePort(),
  await freePort(),
];
const services = {
  api: service('api', apiPort),
  admin: service('admin', adminPort),
  portal: service('portal', portalPort),
  site: service('site', sitePort),
};

/** Where the proxy sends a request: the server's port, or once it is up (30 s at most), or why not. */
async function target(name) {
  const server = services[name];
  const until = Date.now() + 30_000;
  while (!server.ready && server.state !== 'exited' && Date.now() < until && !shuttingDown) await delay(100);
  return server.ready ? { port: server.port } : { unavailable: server.explanation ?? `it ${server.state}` };
}

let announced = false;
function onReady(server) {
  if (announced) {
    if (server.name === 'api') log('dev', paint(32, `The API is up again on ${publicUrl}/api.`));
    return;
  }
  if (!Object.values(services).every((each) => each.ready)) return;
  announced = true;
  const rows = [
    ['Site', `${publicUrl}/de`, `Astro dev server on 127.0.0.1:${sitePort}, hot reload`],
    ['Admin', `${publicUrl}/en/admin`, `Vite on 127.0.0.1:${adminPort} (/_app/admin/), hot reload`],
    ['Portal', `${publicUrl}/de/auth/sign-in`, `Vite on 127.0.0.1:${portalPort} (/_app/portal/), hot reload`],
    ['API', `${publicUrl}/api/docs`, `Nest on 127.0.0.1:${apiPort}, restarts after api/src or domain/src changes`],
  ];
  const width = Math.max(...rows.map(([, url]) => url.length));
  console.log(`\n${paint(1, `MedStaff is running in development mode on ${publicUrl}`)}`);
  for (const [what, url, how] of rows) console.log(`  ${what.padEnd(7)}${url.padEnd(width + 3)}${how}`);
  console.log('  Stop with Ctrl+C.\n');
}

// ── The proxy ───────────────────────────────────────────────────────────────────────────────
const server = createDevProxy({ targets: target });
await new Promise((resolve) => {
  server.once('error', (error) => {
    if (error.code === 'EADDRINUSE') fail(portInUse);
    if (error.code === 'EACCES') fail(`Port ${port} needs other permissions on ${host}; choose a port above 1023.`);
    fail(`Cannot listen on ${host}:${port}: ${error.message}`);
  });
  server.listen(port, host, resolve);
});
proxy = server;
console.log(`${paint(1, `MedStaff dev: starting on ${publicUrl}`)} (the servers say when they are ready)…`);

// ── Front ends: Vite and Astro dev servers ──────────────────────────────────────────────────
/** Every child gets the public address, so links and canonical URLs point at the proxy. */
const shared = { PUBLIC_URL: publicUrl };
for (const [name, workspace, servicePort] of [
  ['admin', 'admin', adminPort],
  ['portal', 'portal', portalPort],
]) {
  const entry = essential(
    start(name, [vite, '--port', String(servicePort), '--strictPort', '--host', '127.0.0.1'], {
      cwd: join(root, workspace),
      env: shared,
    }),
  );
  void watchReadiness(services[name], entry);
}
const site = essential(
  start('site', [astro, 'dev', '--port', String(sitePort), '--host', '127.0.0.1'], {
    cwd: join(root, 'site'),
    env: shared,
  }),
);
void watchReadiness(services.site, site);

// ── Domain and API: tsc --watch, and the API restarted after each compile ───────────────────
const COMPILING = /Starting (compilation in watch mode|incremental compilation)/;
const COMPILED = /Found (\d+) errors?\. Watching for file changes/;

/** A `tsc --watch` of a workspace; `onCompiled(errors)` after every compile. */
function compiler(name, project, onCompiled) {
  const state = { busy: true, compiles: 0 };
  essential(
    start(name, [tsc, '-p', project, '--watch', '--preserveWatchOutput'], {
      onLine: (line) => {
        if (COMPILING.test(line)) state.busy = true;
        const compiled = COMPILED.exec(line);
        if (!compiled) return;
        state.busy = false;
        state.compiles += 1;
        onCompiled(Number(compiled[1]), state.compiles);
      },
    }),
  );
  return state;
}

/** @type {Running | undefined} */
let api;
const compilers = [];
let restartWanted = false;
let restarting = false;

function startApi() {
  services.api.state = 'is starting';
  services.api.explanation = undefined;
  const entry = start('api', ['--enable-source-maps', 'api/dist/main.js'], {
    env: { ...shared, PORT: String(apiPort), HOST: '127.0.0.1' },
  });
  api = entry;
  void watchReadiness(services.api, entry);
  void entry.exited.then(() => {
    services.api.ready = false;
    if (entry.stopping || shuttingDown) return;
    const how = entry.signal ? `by ${entry.signal}` : `with code ${entry.code}`;
    services.api.state = 'exited';
    services.api.explanation = `the API exited ${how}; it starts again after the next change in api/src or domain/src`;
    log('dev', paint(31, `The API exited ${how}. It starts again after your next change in api/src or domain/src.`));
  });
}

/** Restarts the API once no compiler is busy; changes during a restart lead to one more. */
async function restartApi() {
  restartWanted = true;
  if (restarting) return;
  restarting = true;
  try {
    while (restartWanted && !shuttingDown) {
      // tsc writes its files one by one: let the last ones land, and let a second compiler
      // (api after domain) start before deciding.
      await delay(300);
      // A busy compiler asks again when it is done.
      if (compilers.some((each) => each.busy)) break;
      restartWanted = false;
      if (api && !api.done) {
        log('dev', 'Compiled: restarting the API…');
        services.api.ready = false;
        services.api.state = 'is restarting after a change';
        await stopGroup(api);
      }
      if (!shuttingDown) startApi();
    }
  } finally {
    restarting = false;
  }
}

function noteErrors(workspace, errors) {
  if (errors > 0)
    log('dev', paint(33, `${workspace} has type errors (above); the API runs the JavaScript tsc emitted anyway.`));
}

// The API compiles against domain/dist's types: domain first, then api, then the API itself.
compilers.push(
  compiler('domain:tsc', 'domain/tsconfig.build.json', (errors, compiles) => {
    noteErrors('domain', errors);
    if (compiles === 1) {
      compilers.push(
        compiler('api:tsc', 'api/tsconfig.build.json', (apiErrors) => {
          noteErrors('api', apiErrors);
          void restartApi();
        }),
      );
    } else if (api) void restartApi();
  }),
);
