#!/usr/bin/env node
/**
 * `npm test`: every test of every workspace, in order, and one summary line at the end.
 *   domain, api (SQLite, and MySQL/MariaDB when TEST_MYSQL_URL is set), admin, portal, site
 *   unit tests, the build scripts' tests, the docker-compose file check, the e2e journeys in Chromium,
 *   and a reduced bench (100,000 people on SQLite: every case runs, and the bare handler must answer
 *   the person list byte for byte as the app; no timing is judged).
 * `npm test -- api portal` runs only the named steps.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(join(tmpdir(), 'medstaff-test-'));
const only = process.argv.slice(2);

const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

function jestStep(workspace) {
  return () => {
    const report = join(reports, `${workspace}.json`);
    const status = run('npm', ['test', '-w', workspace, '--', '--json', `--outputFile=${report}`]);
    if (!existsSync(report)) return { status, passed: 0, failed: status === 0 ? 0 : 1 };
    const result = JSON.parse(readFileSync(report, 'utf8'));
    return {
      status,
      passed: result.numPassedTests,
      failed: result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0),
    };
  };
}

const steps = {
  lint: () => ({ status: run('npm', ['run', 'lint']), counts: false }),
  typecheck: () => ({ status: run('npm', ['run', 'typecheck']), counts: false }),
  domain: jestStep('domain'),
  api: () => {
    if (!process.env.TEST_MYSQL_URL)
      console.log('api: TEST_MYSQL_URL is not set, so the API suite runs on SQLite only.');
    // Tests that start real server processes (several servers on one database, kill -9) run the
    // compiled server, so it is built first.
    const build = run('npm', ['run', 'build', '-w', 'domain', '-w', 'api']);
    if (build !== 0) return { status: build, passed: 0, failed: 1 };
    return jestStep('api')();
  },
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
      'scripts/dev.test.mjs',
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
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    return { status, passed: stats.expected + (stats.flaky ?? 0), failed: stats.unexpected };
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
for (const [name, step] of Object.entries(steps)) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n━━ ${name} ━━`);
  const result = step();
  passed += result.passed ?? 0;
  failed += result.failed ?? 0;
  if (result.status !== 0) {
    failedSteps.push(name);
    if (result.counts === false || !result.failed) failed += 1;
  }
}

console.log(`\n${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed.'}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
