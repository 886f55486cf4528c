#!/usr/bin/env node
/**
 * `npm run lint:openapi`: writes the API's OpenAPI document from the built API, without a server
 * (api/src/platform/openapi/write-openapi.ts), and lints it with Redocly CLI (redocly.yaml: the
 * recommended rules). Errors fail; warnings are printed. The API is built first when its build is
 * older than its sources (scripts/stale-builds.mjs), unless `--built` says the caller just built it
 * (npm test's `openapi` step).
 *   node scripts/lint-openapi.mjs [--built] [--keep <file.json>]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { findStaleBuilds, WORKSPACE_BUILDS } from './stale-builds.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { built: { type: 'boolean' }, keep: { type: 'string' } } });

const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

function main() {
  if (!values.built) {
    const builds = WORKSPACE_BUILDS.filter(({ workspace }) => workspace === 'domain' || workspace === 'api');
    const { stale } = findStaleBuilds(root, builds);
    for (const { workspace, reason } of stale) {
      console.log(`Building ${workspace} (${reason})…`);
      const status = run('npm', ['run', 'build', '-w', workspace]);
      if (status !== 0) return status;
    }
  }
  const folder = mkdtempSync(join(tmpdir(), 'medstaff-openapi-'));
  try {
    const file = values.keep ? resolve(values.keep) : join(folder, 'openapi.json');
    const written = run('node', ['api/dist/platform/openapi/write-openapi.js', file]);
    if (written !== 0) return written;
    // No usage data sent, no update check: the lint must not depend on the network.
    return run(
      process.execPath,
      [join(root, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', '--config', join(root, 'redocly.yaml'), file],
      { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

process.exit(main());
