import { mkdirSync, mkdtempSync, readdirSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { findStaleBuilds } from './stale-builds.mjs';

/** Seconds since the epoch: sources written long ago, builds after them, edits after the builds. */
const SOURCES_WRITTEN = 1_700_000_000;
const BUILT = SOURCES_WRITTEN + 3600;
const EDITED = BUILT + 60;

/** A fake repository with every workspace's sources, configs and build outputs. */
const SOURCES = [
  'tsconfig.base.json',
  'scripts/vite-native-polyfills.mjs',
  'domain/package.json',
  'domain/tsconfig.json',
  'domain/tsconfig.build.json',
  'domain/src/index.ts',
  'domain/src/languages.ts',
  'api/package.json',
  'api/tsconfig.json',
  'api/tsconfig.build.json',
  'api/src/main.ts',
  'api/src/operations/health/health.controller.ts',
  'api/src/operations/health/health.controller.spec.ts',
  'site/package.json',
  'site/astro.config.mjs',
  'site/tsconfig.json',
  'site/integrations/script-size.mjs',
  'site/public/favicon.svg',
  'site/src/pages/[lang]/index.astro',
  'admin/package.json',
  'admin/index.html',
  'admin/vite.config.ts',
  'admin/tsconfig.json',
  'admin/src/App.tsx',
  'admin/src/App.test.tsx',
  'admin/src/agencies/index.ts',
  'portal/package.json',
  'portal/index.html',
  'portal/vite.config.ts',
  'portal/tsconfig.json',
  'portal/src/main.tsx',
  // Never inputs: installed packages, build outputs and caches, also inside a source folder.
  'node_modules/vite/index.js',
  'admin/node_modules/.vite/deps/react.js',
  'admin/src/node_modules/stray/index.js',
  'portal/src/dist/old.js',
  'site/.astro/types.d.ts',
  'site/src/.astro/content.d.ts',
];
const OUTPUTS = [
  'domain/dist/index.js',
  'api/dist/main.js',
  'site/dist/404.html',
  'admin/dist/index.html',
  'portal/dist/index.html',
];

let root;

function write(path) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), `// ${path}\n`);
}

/** Every file and folder under `path` gets `seconds` as its modification time. */
function age(path, seconds) {
  const absolute = join(root, path);
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) age(child, seconds);
    else utimesSync(join(root, child), seconds, seconds);
  }
  utimesSync(absolute, seconds, seconds);
}

const touch = (path, seconds = EDITED) => utimesSync(join(root, path), seconds, seconds);
const staleWorkspaces = () => findStaleBuilds(root).stale.map(({ workspace }) => workspace);
const reasonOf = (workspace) => findStaleBuilds(root).stale.find((build) => build.workspace === workspace)?.reason;

describe('findStaleBuilds', () => {
  beforeEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = mkdtempSync(join(tmpdir(), 'medstaff-stale-'));
    for (const path of [...SOURCES, ...OUTPUTS]) write(path);
    age('.', SOURCES_WRITTEN);
    for (const output of OUTPUTS) touch(output, BUILT);
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('finds nothing to build when every build is newer than its sources', () => {
    assert.deepEqual(findStaleBuilds(root).stale, []);
    assert.ok(findStaleBuilds(root).files > 20, 'the sources were looked at');
  });

  it('builds whatever has no output yet, in build order', () => {
    for (const output of OUTPUTS) rmSync(join(root, output));
    assert.deepEqual(
      findStaleBuilds(root).stale.map(({ workspace, reason }) => [workspace, reason]),
      [
        ['domain', 'domain/dist/index.js is missing'],
        ['api', 'api/dist/main.js is missing'],
        ['site', 'site/dist/404.html is missing'],
        ['admin', 'admin/dist/index.html is missing'],
        ['portal', 'portal/dist/index.html is missing'],
      ],
    );
  });

  it('rebuilds a workspace whose source changed after its build, naming the newest file', () => {
    touch('admin/src/agencies/index.ts', EDITED);
    touch('admin/src/App.tsx', EDITED + 5);
    assert.deepEqual(staleWorkspaces(), ['admin']);
    assert.equal(reasonOf('admin'), 'admin/src/App.tsx changed after the last build');
  });

  it('leaves a build alone when its sources are older, even by a second', () => {
    touch('admin/src/App.tsx', BUILT - 1);
    touch('api/src/main.ts', BUILT);
    assert.deepEqual(staleWorkspaces(), []);
  });

  it('counts config files and the shared Vite plugin as inputs', () => {
    touch('api/tsconfig.build.json');
    touch('site/astro.config.mjs');
    assert.deepEqual(staleWorkspaces(), ['api', 'site']);
    touch('api/tsconfig.build.json', SOURCES_WRITTEN);
    touch('site/astro.config.mjs', SOURCES_WRITTEN);
    touch('scripts/vite-native-polyfills.mjs');
    assert.deepEqual(staleWorkspaces(), ['admin', 'portal']);
    assert.equal(reasonOf('portal'), 'scripts/vite-native-polyfills.mjs changed after the last build');
  });

  it('rebuilds domain and every front end that bundles it when domain/src changes, not the API', () => {
    touch('domain/src/languages.ts');
    assert.deepEqual(staleWorkspaces(), ['domain', 'site', 'admin', 'portal']);
    for (const workspace of ['domain', 'site', 'admin', 'portal'])
      assert.equal(reasonOf(workspace), 'domain/src/languages.ts changed after the last build');
  });

  it('rebuilds when a source file was removed (only its folder is newer)', () => {
    unlinkSync(join(root, 'portal/src/main.tsx'));
    touch('portal/src');
    assert.deepEqual(staleWorkspaces(), ['portal']);
    assert.equal(reasonOf('portal'), 'a file was added, removed or renamed in portal/src/ after the last build');
  });

  it('ignores node_modules, dist and .astro, also inside source folders', () => {
    for (const path of [
      'node_modules/vite/index.js',
      'admin/node_modules/.vite/deps/react.js',
      'admin/src/node_modules/stray/index.js',
      'admin/src/node_modules',
      'portal/src/dist/old.js',
      'portal/src/dist',
      'site/.astro/types.d.ts',
      'site/src/.astro/content.d.ts',
      'site/src/.astro',
    ])
      touch(path);
    assert.deepEqual(staleWorkspaces(), []);
  });

  it('ignores test files, which no build includes', () => {
    touch('admin/src/App.test.tsx');
    touch('api/src/operations/health/health.controller.spec.ts');
    assert.deepEqual(staleWorkspaces(), []);
  });
});
