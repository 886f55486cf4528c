/**
 * The container image's runtime stage, without Docker: the Dockerfile's stages are read, their
 * `npm ci --omit=dev` / `npm prune --omit=dev` steps are simulated from package-lock.json (the
 * packages such an install keeps, each at the path npm gives it, copied from this checkout's
 * node_modules), the runtime stage's COPY lines lay the files out in a temporary folder exactly as
 * the image would have them, and the server is started from there with production settings: on
 * SQLite, and on MySQL/MariaDB with Redis when TEST_MYSQL_URL and TEST_REDIS_URL are set. It must
 * become ready and let the demo administrator sign in.
 *
 * RUNTIME_NODE: the Node binary to start the server with (CI: Node 22, the image's; with
 * SQLITE_NATIVE_BINDING for it, scripts/node22.mjs); otherwise this Node. The front ends' builds
 * must exist (`npm run build`); the API's is made when missing.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, posix, relative } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DOCKERFILE = process.env.RUNTIME_DOCKERFILE || join(root, 'Dockerfile');
const DEMO_ADMIN = 'admin@demo.medstaff.de';
const DEMO_PASSWORD = 'Demo-Passwort-2026';
const folders = [];
const temp = (prefix) => {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
};

/** The Dockerfile's stages: { name, workdir, instructions: [{ op, args }] } (continuations joined). */
export function parseDockerfile(text) {
  const lines = text.replace(/\\\n/g, ' ').split('\n');
  const stages = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [op, ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (op.toUpperCase() === 'FROM') {
      const name = /\sAS\s+(\S+)/i.exec(args)?.[1] ?? `stage${stages.length}`;
      stages.push({ name, workdir: '/', instructions: [] });
    } else if (stages.length > 0) {
      const stage = stages.at(-1);
      if (op.toUpperCase() === 'WORKDIR') stage.workdir = posix.resolve(stage.workdir, args);
      stage.instructions.push({ op: op.toUpperCase(), args, workdir: stage.workdir });
    }
  }
  return stages;
}

/**
 * The lockfile paths an `npm ci --omit=dev` keeps for the given workspaces (all when none are
 * named): their production dependencies, transitively, each resolved as Node would from where it
 * sits (a package's own node_modules first, then its parents').
 */
export function productionClosure(lock, workspaces) {
  const packages = lock.packages;
  const names = workspaces.length > 0 ? workspaces : (lock.packages[''].workspaces ?? []);
  const kept = new Set();
  const parentOf = (location) => {
    const index = location.lastIndexOf('node_modules/');
    if (index < 0) return '';
    return location.slice(0, Math.max(0, index - 1));
  };
  const resolve = (from, name) => {
    for (let location = from; ; location = parentOf(location)) {
      const candidate = location ? `${location}/node_modules/${name}` : `node_modules/${name}`;
      if (packages[candidate]) return candidate;
      if (!location) return undefined;
    }
  };
  const visit = (location) => {
    if (kept.has(location)) return;
    kept.add(location);
    const entry = packages[location];
    if (entry.link) return visit(entry.resolved);
    const optionalPeers = entry.peerDependenciesMeta ?? {};
    const wanted = [
      ...Object.keys(entry.dependencies ?? {}).map((name) => [name, true]),
      ...Object.keys(entry.optionalDependencies ?? {}).map((name) => [name, false]),
      ...Object.keys(entry.peerDependencies ?? {}).map((name) => [name, !optionalPeers[name]?.optional]),
    ];
    for (const [name, required] of wanted) {
      const found = resolve(location, name);
      if (found) visit(found);
      else if (required) throw new Error(`${location || 'the root'} needs ${name}, which the lockfile does not have`);
    }
  };
  visit('');
  for (const workspace of names) visit(workspace);
  // Workspace folders themselves are not installed; their links and dependencies are.
  return [...kept].filter((location) => location.includes('node_modules/')).sort();
}

/** The files of one stage as far as the runtime stage takes them. */
function simulateStage(stage, lock) {
  const folder = temp(`medstaff-stage-${stage.name}-`);
  let installed = false;
  for (const { op, args, workdir } of stage.instructions) {
    if (op !== 'RUN') continue;
    assert.equal(workdir, '/app', 'the simulation knows the layout under /app only');
    for (const command of args.split('&&').map((part) => part.trim())) {
      const npmInstall = /^npm (ci|prune)\b(.*)$/.exec(command);
      if (npmInstall && /--omit[= ]dev\b/.test(npmInstall[2])) {
        const workspaces = [...npmInstall[2].matchAll(/(?:--workspace|-w)[= ](\S+)/g)].map((match) => match[1]);
        layOutPackages(folder, productionClosure(lock, workspaces), lock);
        installed = true;
      } else if (command.startsWith('mkdir -p ')) {
        for (const path of command.slice('mkdir -p '.length).split(/\s+/))
          mkdirSync(join(folder, posix.resolve('/app', path).slice('/app/'.length)), { recursive: true });
      }
    }
  }
  return { folder, installed };
}

/** Copies (hard links where possible) every package of `locations` from this checkout. */
function layOutPackages(folder, locations, lock) {
  for (const location of locations) {
    const target = join(folder, location);
    const entry = lock.packages[location];
    mkdirSync(dirname(target), { recursive: true });
    if (entry.link) {
      symlinkSync(relative(dirname(target), join(folder, entry.resolved)), target);
      continue;
    }
    const source = join(root, location);
    // Another platform's binaries (esbuild's, sharp's…) are not installed, here as in the image.
    const foreign = (list, value) =>
      Array.isArray(list) &&
      (list.includes(`!${value}`) || (list.some((item) => !item.startsWith('!')) && !list.includes(value)));
    if (foreign(entry.os, process.platform) || foreign(entry.cpu, process.arch)) continue;
    if (entry.optional && !existsSync(source)) continue;
    assert.ok(existsSync(source), `${location} is in the lockfile but not installed here: run npm ci`);
    const copied =
      spawnSync('cp', ['-al', source, target]).status === 0 || spawnSync('cp', ['-a', source, target]).status === 0;
    assert.ok(copied, `copying ${location}`);
    // Its own node_modules hold only what the lockfile lists there (copied as entries of their own).
    rmSync(join(target, 'node_modules'), { recursive: true, force: true });
  }
}

/** The runtime stage (the last one) laid out in a folder, as the image's /app. */
export function layOutRuntime(dockerfile = readFileSync(DOCKERFILE, 'utf8')) {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const stages = parseDockerfile(dockerfile);
  const runtime = stages.at(-1);
  const simulated = new Map();
  const app = temp('medstaff-image-');
  for (const { op, args, workdir } of runtime.instructions) {
    if (op !== 'COPY') continue;
    const parts = args.split(/\s+/);
    const from = parts.find((part) => part.startsWith('--from='))?.slice('--from='.length);
    const [source, destination] = parts.filter((part) => !part.startsWith('--'));
    assert.ok(
      source && destination && parts.filter((part) => !part.startsWith('--')).length === 2,
      `one source per COPY: ${args}`,
    );
    const sourcePath = posix.resolve('/app', source).replace(/^\/app\/?/, '');
    let target = posix.resolve(workdir, destination);
    if (destination.endsWith('/')) target = posix.join(target, basename(sourcePath));
    assert.ok(target.startsWith('/app/'), `COPY into /app: ${args}`);
    const targetPath = join(app, target.slice('/app/'.length));
    // Where the stage has the file: its simulated install for node_modules, else this checkout
    // (the build context plus the builds).
    let origin = join(root, sourcePath);
    if (from) {
      const stage = stages.find((candidate) => candidate.name === from);
      assert.ok(stage, `stage ${from}`);
      if (!simulated.has(from)) simulated.set(from, simulateStage(stage, lock));
      const { folder, installed } = simulated.get(from);
      if (existsSync(join(folder, sourcePath))) origin = join(folder, sourcePath);
      else if (installed && sourcePath.split('/').includes('node_modules')) origin = join(folder, sourcePath);
    }
    assert.ok(existsSync(origin), `COPY ${args}: ${sourcePath} does not exist in that stage`);
    mkdirSync(dirname(targetPath), { recursive: true });
    if (existsSync(targetPath)) rmSync(targetPath, { recursive: true, force: true });
    // Packages as hard links where the file system allows (the server changes none of them; a
    // build rewrites dist files in place, so those are copied).
    const copy = (flags) => spawnSync('cp', [flags, '--no-target-directory', origin, targetPath]).status === 0;
    const packages = sourcePath.split('/').includes('node_modules');
    assert.ok((packages && copy('-al')) || copy('-a'), `COPY ${args}`);
  }
  return app;
}

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the image's command in `app`, waits for readiness, signs in, stops it. */
async function startAndSignIn(app, env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const node = process.env.RUNTIME_NODE || process.execPath;
  const child = spawn(node, ['api/dist/main.js'], {
    cwd: app,
    env: {
      PATH: process.env.PATH,
      ...(process.env.SQLITE_NATIVE_BINDING ? { SQLITE_NATIVE_BINDING: process.env.SQLITE_NATIVE_BINDING } : {}),
      // The Dockerfile's ENV, with a port and a data folder of this test's own.
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: temp('medstaff-image-data-'),
      PUBLIC_URL: base,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO_DATA: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      assert.equal(child.exitCode, null, `the server exited:\n${output.slice(-4000)}`);
      assert.ok(Date.now() < deadline, `not ready within 120 s:\n${output.slice(-4000)}`);
      const ready = await fetch(`${base}/api/health/ready`).catch(() => undefined);
      if (ready?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const password = /password for all: (\S+)\)/.exec(output)?.[1] ?? DEMO_PASSWORD;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ADMIN, password }),
    });
    const body = await login.json();
    assert.ok(login.ok && typeof body.access_token === 'string', `sign-in: ${login.status} ${JSON.stringify(body)}`);
    // Production logs are JSON lines.
    assert.ok(
      output.split('\n').some((line) => line.startsWith('{"level":')),
      'JSON logs in production',
    );
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

let app;
before(() => {
  if (!existsSync(join(root, 'api/dist/main.js'))) {
    assert.equal(
      spawnSync('npm', ['run', 'build', '-w', 'domain', '-w', 'api'], { cwd: root, stdio: 'inherit' }).status,
      0,
    );
  }
  app = layOutRuntime();
});
after(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

test('the image starts on SQLite: ready, and the demo administrator signs in', async () => {
  await startAndSignIn(app, {});
});

const mysqlUrl = process.env.TEST_MYSQL_URL;
const redisUrl = process.env.TEST_REDIS_URL;
test(
  'the image starts on MySQL/MariaDB with Redis: ready, and the demo administrator signs in',
  { skip: !(mysqlUrl && redisUrl) && 'TEST_MYSQL_URL and TEST_REDIS_URL are not both set' },
  async () => {
    const name = `medstaff_image_${randomBytes(4).toString('hex')}`;
    const url = new URL(mysqlUrl);
    url.pathname = `/${name}`;
    const mysql = createRequire(join(root, 'api', 'package.json'))('mysql2/promise');
    try {
      await startAndSignIn(app, { DATABASE_URL: url.toString(), REDIS_URL: redisUrl, REDIS_KEY_PREFIX: name });
    } finally {
      const server = new URL(mysqlUrl);
      server.pathname = '/';
      const connection = await mysql.createConnection(server.toString());
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
    }
  },
);
