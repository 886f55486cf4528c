#!/usr/bin/env node
/**
 * `npm start`: builds whatever is not built yet, then runs the server in this process.
 * The server serves the API under /api, the static site, and the admin and portal apps.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Build order matters: the domain package first, the rest use it. */
const builds = [
  { workspace: 'domain', output: 'domain/dist/index.js' },
  { workspace: 'api', output: 'api/dist/main.js' },
  { workspace: 'site', output: 'site/dist/404.html' },
  { workspace: 'admin', output: 'admin/dist/index.html' },
  { workspace: 'portal', output: 'portal/dist/index.html' },
];

let built = false;
for (const { workspace, output } of builds) {
  if (existsSync(join(root, output))) continue;
  built = true;
  console.log(`Building ${workspace} (${output} is missing)…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`Building ${workspace} failed. Fix the error above and run npm start again.`);
    process.exit(result.status ?? 1);
  }
}

// The front ends' Brotli and gzip copies (the server sends them to browsers that accept them).
if (
  built &&
  spawnSync('node', [join(root, 'scripts/compress-assets.mjs')], { cwd: root, stdio: 'inherit' }).status !== 0
) {
  console.error('Compressing the built front ends failed; they are served uncompressed where needed.');
}

await import(pathToFileURL(join(root, 'api/dist/main.js')).href);
