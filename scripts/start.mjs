#!/usr/bin/env node
/**
 * `npm start`: (re)builds every workspace whose build is missing or older than its sources (which
 * and why: scripts/stale-builds.mjs), showing which app is building and how long it took, then runs
 * the server (api/dist/main.js) as a child process. The server serves the API under /api, the
 * static site, and the admin and portal apps.
 *
 * - The banner (the address, and the demo logins when the demo data was just created) comes last,
 *   once the server answers /api/health: the server's lines of it are held back until then.
 * - Ctrl-C (SIGINT) and SIGTERM (or SIGHUP) are passed on to the server, which drains and stops;
 *   this script waits for it and exits with its code, so no server is left running.
 * - With a terminal for output, the server logs readable lines (LOG_FORMAT=pretty; see
 *   api/src/platform/common/request-log.ts); LOG_FORMAT=json keeps JSON.
 */
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { findStaleBuilds } from './stale-builds.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

// In build order: the domain package first, the rest use it. START_BUILD=0 skips this (the tests
// of this script, which need only the API's build).
const { stale } = process.env.START_BUILD === '0' ? { stale: [] } : findStaleBuilds(root);
const buildsStarted = Date.now();
for (const [index, { workspace, reason }] of stale.entries()) {
  const started = Date.now();
  console.log(`[${index + 1}/${stale.length}] Building ${workspace} (${reason})…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`Building ${workspace} failed. Fix the error above and run npm start again.`);
    process.exit(result.status ?? 1);
  }
  console.log(`[${index + 1}/${stale.length}] ${workspace} built in ${seconds(started)}.`);
}

// The front ends' Brotli and gzip copies (the server sends them to browsers that accept them).
if (stale.length > 0) {
  const started = Date.now();
  console.log('Compressing the front ends…');
  const compressed = spawnSync('node', [join(root, 'scripts/compress-assets.mjs')], { cwd: root, stdio: 'inherit' });
  if (compressed.status !== 0) {
    console.error('Compressing the built front ends failed; they are served uncompressed where needed.');
  } else console.log(`Compressed in ${seconds(started)}.`);
  console.log(`Everything built in ${seconds(buildsStarted)}.\n`);
}

const env = { ...process.env };
if (env.LOG_FORMAT === undefined && process.stdout.isTTY && env.NODE_ENV !== 'production') env.LOG_FORMAT = 'pretty';
if (process.stdout.isTTY && env.FORCE_COLOR === undefined) env.FORCE_COLOR = '1';
const server = spawn(process.execPath, [join(root, 'api/dist/main.js')], {
  cwd: root,
  env,
  stdio: ['inherit', 'pipe', 'inherit'],
});

// Stop signals go to the server; a second Ctrl-C while it drains is passed on too (it stops anyway
// within SHUTDOWN_TIMEOUT_MS). This process stays until the server has exited.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  flushBanner();
  process.exitCode = code ?? (signal ? 128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[signal] ?? 1) : 1);
});

// The banner: "Demo data created…" with the indented logins after it, and "MedStaff is running…"
// with its indented line. Held until /api/health answers, then printed after everything else.
let banner = [];
let bannerShown = false;
let inBanner = false;
function flushBanner() {
  if (bannerShown) return;
  bannerShown = true;
  if (banner.length > 0) process.stdout.write(`${banner.join('\n')}\n\n`);
  banner = [];
}
createInterface({ input: server.stdout, crlfDelay: Infinity }).on('line', (line) => {
  if (!bannerShown) {
    if (/^(Demo data created\.|MedStaff is running on )/.test(line)) {
      inBanner = true;
      banner.push(banner.length > 0 ? `\n${line}` : line);
      if (line.startsWith('MedStaff is running on ')) void waitForHealth();
      return;
    }
    if (inBanner && /^ {2}\S/.test(line)) {
      banner.push(line);
      return;
    }
    inBanner = false;
    if (line === '' && banner.length > 0) return;
  }
  process.stdout.write(`${line}\n`);
});

let waiting = false;
async function waitForHealth() {
  if (waiting) return;
  waiting = true;
  const port = env.PORT || '3000';
  const deadline = Date.now() + 60_000;
  while (!bannerShown && Date.now() < deadline && server.exitCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Lines the server printed meanwhile come first.
  setTimeout(flushBanner, 50);
}
