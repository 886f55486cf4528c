#!/usr/bin/env node
/**
 * Node 22 (the production runtime) next to the machine's Node, for CI's `api-node22` and
 * `runtime-node22` steps: `node scripts/node22.mjs` prints the paths as JSON.
 *
 * - The npm registry's `node` package brings a Node 22 binary and its C headers into `.cache/node22`
 *   (ignored by git, outside the workspaces: nothing in the app depends on it).
 * - better-sqlite3 is a V8-ABI module: the copy in node_modules is built for the machine's Node and
 *   would not load on 22. A second copy of the same version is built against the Node 22 headers
 *   (`npm_config_nodedir`) into `.cache/node22`, and its `.node` file is handed to the driver through
 *   SQLITE_NATIVE_BINDING (better-sqlite3's `nativeBinding` option; api/src/platform/database/data-source.ts).
 *   argon2 is N-API with prebuilt binaries: the same file loads on both.
 * Both are kept until the pinned versions change, so only the first run pays (about a minute).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Node 22 LTS release CI runs on; the Dockerfile's base image follows the same line. */
export const NODE22_VERSION = '22.23.3';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// NODE22_CACHE: another folder (CI keeps it in the home folder, so that a fresh clone reuses it).
const cache = process.env.NODE22_CACHE || join(root, '.cache', 'node22');

function sqliteVersion() {
  const require = createRequire(join(root, 'api', 'package.json'));
  return JSON.parse(readFileSync(require.resolve('better-sqlite3/package.json'), 'utf8')).version;
}

/** Writes a package.json into `dir` (a folder of the cache) and runs `npm install` there. */
function install(dir, manifest, env) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ private: true, ...manifest }, null, 2)}\n`);
  const started = Date.now();
  const result = spawnSync('npm', ['install', '--no-package-lock', '--no-audit', '--no-fund'], {
    cwd: dir,
    // npm's own output goes to stderr: stdout carries only the JSON that scripts/test.mjs reads.
    stdio: ['ignore', 2, 2],
    env,
  });
  if (result.status !== 0) throw new Error(`npm install failed in ${dir}`);
  return ((Date.now() - started) / 1000).toFixed(0);
}

/**
 * Installs (once) and returns { node, bin, nodedir, sqliteBinding, env }: `env` is what a process
 * needs to run the app's code under Node 22 (PATH first, so `node` and the servers the tests start
 * are Node 22 too, and the SQLite binding).
 */
export function ensureNode22({ log = (line) => console.error(line) } = {}) {
  const sqlite = sqliteVersion();
  // Two folders: the `node` package reinstalls its platform package on every `npm install` in its
  // folder, which must not happen while better-sqlite3 compiles against those headers.
  const runtimeDir = join(cache, 'runtime');
  const sqliteDir = join(cache, 'sqlite');
  const nodePackage = join(
    runtimeDir,
    'node_modules',
    'node',
    'node_modules',
    `node-${process.platform}-${process.arch}`,
  );
  const nodedir = nodePackage;
  const node = join(nodePackage, 'bin', 'node');
  const sqliteBinding = join(sqliteDir, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
  // Written last, after a complete install: a half-done one is started again.
  const wanted = JSON.stringify({ node: NODE22_VERSION, 'better-sqlite3': sqlite });
  const stamp = join(cache, 'installed.json');
  const done =
    existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted && existsSync(node) && existsSync(sqliteBinding);
  if (!done) {
    rmSync(cache, { recursive: true, force: true });
    log(`node22: installing Node ${NODE22_VERSION} from the npm registry into ${cache}…`);
    const base = { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false' };
    let seconds = install(runtimeDir, { dependencies: { node: NODE22_VERSION }, allowScripts: { node: true } }, base);
    log(`node22: Node ${NODE22_VERSION} in ${seconds} s; building better-sqlite3 ${sqlite} for it…`);
    // prebuild-install finds no binary to download here and falls back to node-gyp, which
    // compiles against the headers of npm_config_nodedir.
    seconds = install(
      sqliteDir,
      { dependencies: { 'better-sqlite3': sqlite }, allowScripts: { 'better-sqlite3': true } },
      { ...base, PATH: `${join(nodePackage, 'bin')}:${process.env.PATH}`, npm_config_nodedir: nodedir },
    );
    log(`node22: better-sqlite3 built in ${seconds} s.`);
    writeFileSync(stamp, wanted);
  }
  const bin = join(nodePackage, 'bin');
  return {
    node,
    bin,
    nodedir,
    sqliteBinding,
    env: { PATH: `${bin}:${process.env.PATH}`, SQLITE_NATIVE_BINDING: sqliteBinding, npm_config_nodedir: nodedir },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(JSON.stringify(ensureNode22(), null, 2));
}
