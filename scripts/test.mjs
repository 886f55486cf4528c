#!/usr/bin/env node
/**
 * `npm test`: every test of every workspace, in order, and one summary line at the end.
 *   the OpenAPI document's lint (Redocly), domain, api (the machine's Node; SQLite, and MySQL/MariaDB
 *   when TEST_MYSQL_URL is set), api-node22 (the same suite on Node 22, the production runtime: see
 *   below), admin, portal, site
 *   unit tests, the build scripts' tests, the docker-compose file check, the e2e journeys in Chromium,
 *   and a reduced bench (100,000 people on SQLite: every case runs, and the bare handler must answer
 *   the person list byte for byte as the app; no timing is judged).
 * `npm test -- api portal` runs only the named steps.
 *
 * Node 22: the `api-node22` and `runtime` steps install Node 22 from the npm registry into
 * .cache/node22 (scripts/node22.mjs). When both API steps run (CI), the dialects are split: the
 * machine's Node runs the suite on SQLite (the development default) and Node 22 on SQLite and
 * MySQL/MariaDB (production), as two processes at the same time (API_STEPS_IN_PARALLEL=0: one after
 * the other). Their scratch databases, folders, Redis keys and ports are each test's own.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Node 22 from .cache/node22 (scripts/node22.mjs, installed on first use) in a child process, so
 * that a suite already running meanwhile keeps streaming its output. */
function node22Runtime() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'scripts/node22.mjs')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error('Node 22 could not be installed.')),
    );
  });
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(join(tmpdir(), 'medstaff-test-'));
const only = process.argv.slice(2);

const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

/** Names of the failed tests (and of suites that failed to run), repeated in the summary at the
 * end, so that a long log's last lines say what failed and where. */
const failures = [];
const firstLines = (text, count) =>
  (text ?? '')
    // eslint-disable-next-line no-control-regex -- the terminal colour codes Jest writes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, count)
    .join(' | ');

function jestResult(report, status, label) {
  if (!existsSync(report)) return { status, passed: 0, failed: status === 0 ? 0 : 1 };
  const result = JSON.parse(readFileSync(report, 'utf8'));
  for (const suite of result.testResults ?? []) {
    const file = suite.name.replace(`${root}/`, '');
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push(`${label}: ${file} › ${test.fullName}: ${firstLines(test.failureMessages?.join('\n'), 3)}`);
    if (suite.status === 'failed' && failedTests.length === 0)
      failures.push(`${label}: ${file}: ${firstLines(suite.message, 4)}`);
  }
  return {
    status,
    passed: result.numPassedTests,
    failed: result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0),
  };
}

function jestStep(workspace) {
  return () => {
    const report = join(reports, `${workspace}.json`);
    const status = run('npm', ['test', '-w', workspace, '--', '--json', `--outputFile=${report}`]);
    return jestResult(report, status, workspace);
  };
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** The API suite as a child process (its output prefixed with `label`), resolved with its result. */
function apiSuite(label, env) {
  const report = join(reports, `${label}.json`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['test', '-w', 'api', '--', '--json', `--outputFile=${report}`], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      from.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) to.write(`[${label}] ${line}\n`);
      });
      from.on('end', () => rest && to.write(`[${label}] ${rest}\n`));
    }
    child.on('close', (code) => {
      console.log(`${label}: finished in ${seconds(started)} (exit ${code}).`);
      resolve(jestResult(report, code ?? 1, label));
    });
  });
}

/**
 * domain and api built once for the steps that need them (`openapi`, `api`, `api-node22`): tests
 * that start real server processes run the compiled server, and the document is written from it.
 */
let apiBuildStatus;
function apiBuild() {
  apiBuildStatus ??= run('npm', ['run', 'build', '-w', 'domain', '-w', 'api']);
  return apiBuildStatus;
}

/**
 * The `api` and `api-node22` steps. They run together when both are asked for (see the top), so
 * the first does the work and the second reports what it found.
 */
let apiRuns;
function apiSteps(wanted) {
  if (apiRuns) return apiRuns;
  const both = wanted.has('api') && wanted.has('api-node22');
  const build = apiBuild();
  if (build !== 0)
    return (apiRuns = Promise.resolve({ api: { status: build, failed: 1 }, node22: { status: build, failed: 1 } }));
  const mysql = process.env.TEST_MYSQL_URL;
  if (!mysql) console.log('api: TEST_MYSQL_URL is not set, so the API suite runs on SQLite only.');
  const machine = () =>
    wanted.has('api') ? apiSuite('api', both ? { TEST_MYSQL_URL: '' } : {}) : Promise.resolve(null);
  const node22 = async () => {
    if (!wanted.has('api-node22')) return null;
    const started = Date.now();
    const runtime = await node22Runtime().catch((error) => error);
    if (runtime instanceof Error) {
      console.error(`api-node22: ${runtime.message}`);
      return { status: 1, failed: 1 };
    }
    console.log(`api-node22: Node 22 ready in ${seconds(started)}.`);
    return apiSuite('api-node22', runtime.env);
  };
  const parallel = both && process.env.API_STEPS_IN_PARALLEL !== '0';
  apiRuns = parallel
    ? Promise.all([machine(), node22()]).then(([api, n22]) => ({ api, node22: n22 }))
    : machine().then(async (api) => ({ api, node22: await node22() }));
  return apiRuns;
}

const steps = {
  lint: () => ({ status: run('npm', ['run', 'lint']), counts: false }),
  typecheck: () => ({ status: run('npm', ['run', 'typecheck']), counts: false }),
  // The OpenAPI document, written from the built API (the build the API steps use next), linted
  // by Redocly's recommended rules (redocly.yaml): seconds on top of the build.
  openapi: () => {
    const build = apiBuild();
    const linted = build === 0 ? run('node', ['scripts/lint-openapi.mjs', '--built']) : build;
    // The committed client types (domain/src/api/openapi.ts) must be what the document gives.
    const typed = build === 0 ? run('node', ['scripts/generate-api-types.mjs', '--built', '--check']) : build;
    const passed = [linted, typed].filter((status) => status === 0).length;
    return { status: linted || typed, passed, failed: 2 - passed };
  },
  domain: jestStep('domain'),
  api: async () => (await apiSteps(wanted)).api,
  'api-node22': async () => (await apiSteps(wanted)).node22,
  admin: jestStep('admin'),
  portal: jestStep('portal'),
  site: jestStep('site'),
  // The build scripts' own tests (compression, budgets, the site's script sizes, Lighthouse's verdict).
  scripts: () => {
    const status = run('node', [
      '--test',
      'scripts/check-budgets.test.mjs',
      'scripts/compress-assets.test.mjs',
      'scripts/vite-portal-chunks.test.mjs',
      'scripts/stale-builds.test.mjs',
      'scripts/backup.test.mjs',
      'scripts/generate-api-types.test.mjs',
      'scripts/check-api-types.test.mjs',
      'scripts/dev.test.mjs',
      'scripts/start.test.mjs',
      'site/integrations/script-size.test.mjs',
      'e2e/lighthouse.test.mjs',
    ]);
    return { status, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 };
  },
  compose: () => {
    const probe = spawnSync('docker-compose', ['version'], { stdio: 'ignore' });
    if (probe.error || probe.status !== 0) {
      console.log('compose: docker-compose is not installed here, so docker-compose.yml was not checked.');
      return { status: 0, counts: false };
    }
    const status = run('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q']);
    console.log(status === 0 ? 'compose: docker-compose.yml is valid.' : 'compose: docker-compose.yml is invalid.');
    return { status, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 };
  },
  e2e: () => {
    const report = join(reports, 'e2e.json');
    const status = run('npm', ['test', '-w', 'e2e', '--', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    });
    if (!existsSync(report)) return { status, passed: 0, failed: status === 0 ? 0 : 1 };
    const { stats, suites } = JSON.parse(readFileSync(report, 'utf8'));
    const visit = (suite, path) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          if (test.status === 'unexpected')
            failures.push(
              `e2e: ${spec.file} › ${[...path, spec.title].join(' › ')}: ${firstLines(test.results?.at(-1)?.error?.message, 3)}`,
            );
      for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
    };
    for (const suite of suites ?? []) visit(suite, []);
    return { status, passed: stats.expected + (stats.flaky ?? 0), failed: stats.unexpected };
  },
  // After e2e, whose build it uses: the container image's runtime stage laid out as the Dockerfile
  // says and started under Node 22 (the image's Node) on SQLite, and on MySQL/MariaDB with Redis
  // when TEST_MYSQL_URL and TEST_REDIS_URL are set (scripts/runtime-image.test.mjs).
  runtime: async () => {
    if (!['site', 'admin', 'portal'].every((app) => existsSync(join(root, app, 'dist')))) {
      const build = run('npm', ['run', 'build']);
      if (build !== 0) return { status: build, passed: 0, failed: 1 };
    }
    const runtime = await node22Runtime().catch((error) => error);
    if (runtime instanceof Error) {
      console.error(`runtime: ${runtime.message}`);
      return { status: 1, passed: 0, failed: 1 };
    }
    const status = run('node', ['--test', 'scripts/runtime-image.test.mjs'], {
      RUNTIME_NODE: runtime.node,
      SQLITE_NATIVE_BINDING: runtime.sqliteBinding,
    });
    return { status, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 };
  },
  // After e2e, whose build it uses: the bench must keep working (it fails on an error, a refused
  // request or a bare handler that answers differently from the app), at a size CI affords.
  bench: () => {
    const status = run('node', [
      'bench/run.mjs',
      '--persons',
      '100000',
      '--jobs',
      '2000',
      '--rounds',
      '5',
      '--seconds',
      '1',
    ]);
    return { status, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 };
  },
};

let passed = 0;
let failed = 0;
const failedSteps = [];
const wanted = new Set(Object.keys(steps).filter((name) => only.length === 0 || only.includes(name)));
for (const [name, step] of Object.entries(steps)) {
  if (!wanted.has(name)) continue;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = await step();
  console.log(`${name}: ${seconds(started)}`);
  passed += result.passed ?? 0;
  failed += result.failed ?? 0;
  if (result.status !== 0) {
    failedSteps.push(name);
    if (result.counts === false || !result.failed) failed += 1;
  }
}

if (failures.length) console.log(`\nFailed tests:\n${failures.map((line) => `- ${line.slice(0, 600)}`).join('\n')}`);
console.log(`\n${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed.'}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
