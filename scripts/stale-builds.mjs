/**
 * Which workspace builds are older than their sources, and why (used by scripts/start.mjs).
 *
 * A build is stale when its output marker (the file scripts/start.mjs always checked) is missing,
 * or when an input is newer than that marker: a source file, a config file, or a folder whose
 * entries changed (a file added, removed or renamed leaves no newer file behind, only a newer
 * folder). Tests never go into a build, so test files and folders are not inputs.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Shared code the front ends bundle from source (their Vite alias for `@medstaff/domain`). */
const DOMAIN_SOURCE = 'domain/src';
/** The Vite configs of admin and portal import it. */
const VITE_POLYFILLS = 'scripts/vite-native-polyfills.mjs';

/**
 * The workspaces in build order (domain first: the API compiles against its types), each with its
 * output marker and its inputs (files or folders, relative to the repository root; missing ones
 * are skipped). The API loads domain/dist when it runs, so a domain change does not make it stale;
 * site, admin and portal bundle domain/src, so it is one of their inputs.
 * @type {ReadonlyArray<{ workspace: string, output: string, inputs: readonly string[] }>}
 */
export const WORKSPACE_BUILDS = [
  {
    workspace: 'domain',
    output: 'domain/dist/index.js',
    inputs: [
      DOMAIN_SOURCE,
      'domain/package.json',
      'domain/tsconfig.json',
      'domain/tsconfig.build.json',
      'tsconfig.base.json',
    ],
  },
  {
    workspace: 'api',
    output: 'api/dist/main.js',
    inputs: ['api/src', 'api/package.json', 'api/tsconfig.json', 'api/tsconfig.build.json', 'tsconfig.base.json'],
  },
  {
    workspace: 'site',
    output: 'site/dist/404.html',
    inputs: [
      'site/src',
      'site/public',
      'site/integrations',
      'site/astro.config.mjs',
      'site/tsconfig.json',
      'site/package.json',
      DOMAIN_SOURCE,
    ],
  },
  {
    workspace: 'admin',
    output: 'admin/dist/index.html',
    inputs: [
      'admin/src',
      'admin/public',
      'admin/index.html',
      'admin/vite.config.ts',
      'admin/tsconfig.json',
      'admin/package.json',
      VITE_POLYFILLS,
      DOMAIN_SOURCE,
    ],
  },
  {
    workspace: 'portal',
    output: 'portal/dist/index.html',
    inputs: [
      'portal/src',
      'portal/public',
      'portal/index.html',
      'portal/vite.config.ts',
      'portal/tsconfig.json',
      'portal/tsconfig.node.json',
      'portal/package.json',
      VITE_POLYFILLS,
      DOMAIN_SOURCE,
    ],
  },
];

/** Folders that are never inputs: installed packages, build outputs, caches, version control. */
const IGNORED_FOLDERS = new Set([
  'node_modules',
  'dist',
  '.astro',
  '.vite',
  '.git',
  '__tests__',
  '__snapshots__',
  '__mocks__',
]);
/** Test files: no build includes them (the tsconfig.build files exclude them, the bundlers never import them). */
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

/** @typedef {{ path: string, mtimeMs: number }} Input a path relative to the root, with `/` separators */

/** @returns {import('node:fs').Stats | undefined} */
function statOrUndefined(path) {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/**
 * The newest file and the newest folder among `inputs` under `root`, walked recursively, skipping
 * ignored folders and test files; `files` counts the files looked at.
 * @param {string} root
 * @param {readonly string[]} inputs
 * @returns {{ file: Input | undefined, folder: Input | undefined, files: number }}
 */
export function newestInputs(root, inputs) {
  /** @type {{ file: Input | undefined, folder: Input | undefined, files: number }} */
  const found = { file: undefined, folder: undefined, files: 0 };
  const consider = (kind, path, mtimeMs) => {
    if (!found[kind] || mtimeMs > found[kind].mtimeMs) found[kind] = { path, mtimeMs };
  };
  const walk = (relative, stats) => {
    consider('folder', relative, stats.mtimeMs);
    for (const entry of readdirSync(join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!IGNORED_FOLDERS.has(entry.name)) walk(child, statSync(join(root, child)));
        continue;
      }
      if (TEST_FILE.test(entry.name)) continue;
      // A symbolic link counts with what it points to; a dangling one is skipped.
      const fileStats = entry.isFile() ? statSync(join(root, child)) : statOrUndefined(join(root, child));
      if (!fileStats?.isFile()) continue;
      found.files += 1;
      consider('file', child, fileStats.mtimeMs);
    }
  };
  for (const input of new Set(inputs)) {
    const stats = statOrUndefined(join(root, input));
    if (!stats) continue;
    if (stats.isDirectory()) walk(input, stats);
    else {
      found.files += 1;
      consider('file', input, stats.mtimeMs);
    }
  }
  return found;
}

/**
 * The workspaces to (re)build, in build order, each with the reason in words:
 * "admin/dist/index.html is missing" or "admin/src/App.tsx changed after the last build".
 * `files` is how many input files were looked at, in all.
 * @param {string} root the repository root
 * @param {typeof WORKSPACE_BUILDS} [builds]
 * @returns {{ stale: Array<{ workspace: string, output: string, reason: string, input?: Input }>, files: number }}
 */
export function findStaleBuilds(root, builds = WORKSPACE_BUILDS) {
  const stale = [];
  let files = 0;
  for (const { workspace, output, inputs } of builds) {
    const built = statOrUndefined(join(root, output));
    if (!built) {
      stale.push({ workspace, output, reason: `${output} is missing` });
      continue;
    }
    const found = newestInputs(root, inputs);
    files += found.files;
    // A changed file says most; a folder is newer alone when an entry was removed or renamed.
    if (found.file && found.file.mtimeMs > built.mtimeMs) {
      stale.push({ workspace, output, reason: `${found.file.path} changed after the last build`, input: found.file });
    } else if (found.folder && found.folder.mtimeMs > built.mtimeMs) {
      const reason = `a file was added, removed or renamed in ${found.folder.path}/ after the last build`;
      stale.push({ workspace, output, reason, input: found.folder });
    }
  }
  return { stale, files };
}
