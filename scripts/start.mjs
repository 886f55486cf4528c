#!/usr/bin/env node
/**
 * `npm start`: (re)builds every workspace whose build is missing or older than its sources, then
 * runs the server in this process. The server serves the API under /api, the static site, and the
 * admin and portal apps. Which builds are stale, and why, is worked out by scripts/stale-builds.mjs.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findStaleBuilds } from './stale-builds.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// In build order: the domain package first, the rest use it.
const { stale } = findStaleBuilds(root);
for (const { workspace, reason } of stale) {
  console.log(`Building ${workspace}: ${reason}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`Building ${workspace} failed. Fix the error above and run npm start again.`);
    process.exit(result.status ?? 1);
  }
}
const built = stale.length > 0;

// The front ends' Brotli and gzip copies (the server sends them to browsers that accept them).
if (
  built &&
  spawnSync('node', [join(root, 'scripts/compress-assets.mjs')], { cwd: root, stdio: 'inherit' }).status !== 0
) {
  console.error('Compressing the built front ends failed; they are served uncompressed where needed.');
}

await import(pathToFileURL(join(root, 'api/dist/main.js')).href);
