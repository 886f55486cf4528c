// `node --test scripts/check-budgets.test.mjs`: the first-load closure and the budget check on a
// small fake build.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { checkBudgets, computeTable, formatTable, siteClosure, startKeys, staticClosure } from './check-budgets.mjs';

/** A build: index.html → vendor → shared; the entry imports the login page lazily, which imports shared. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/pages/Login.tsx', 'src/pages/Reports.tsx'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
  'src/pages/Login.tsx': { file: 'assets/Login.js', isDynamicEntry: true, imports: ['index.html', '_shared.js'] },
  'src/pages/Reports.tsx': {
    file: 'assets/Reports.js',
    isDynamicEntry: true,
    imports: ['index.html', '_charts.js'],
    css: ['assets/Reports.css'],
  },
  '_charts.js': { file: 'assets/charts.js' },
};

/** Random bytes do not compress: their gzip size is about their length, enough to cross a budget. */
const noise = (length) => randomBytes(length);

let dist;
before(() => {
  dist = mkdtempSync(join(tmpdir(), 'check-budgets-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  const files = {
    'index.js': 'console.log("entry");'.repeat(50),
    'index.css': 'body { margin: 0 }',
    'vendor.js': noise(4000),
    'shared.js': 'export const shared = 1;',
    'Login.js': 'export const Login = 1;',
    'Reports.js': noise(20000),
    'Reports.css': '.report { color: red }',
    'charts.js': noise(30000),
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dist, 'assets', name), content);
});
after(() => rmSync(dist, { recursive: true, force: true }));

describe('staticClosure', () => {
  test('follows static imports transitively (cycles included) with their CSS, not dynamic imports', () => {
    assert.deepEqual(staticClosure(MANIFEST, ['index.html']), [
      'assets/index.css',
      'assets/index.js',
      'assets/shared.js',
      'assets/vendor.js',
    ]);
  });

  test('adds a lazily loaded page and what it imports', () => {
    assert.deepEqual(staticClosure(MANIFEST, ['index.html', 'src/pages/Reports.tsx']), [
      'assets/Reports.css',
      'assets/Reports.js',
      'assets/charts.js',
      'assets/index.css',
      'assets/index.js',
      'assets/shared.js',
      'assets/vendor.js',
    ]);
  });
});

describe('startKeys', () => {
  test('a pattern stands for the lazily loaded chunks it matches', () => {
    assert.deepEqual(startKeys(MANIFEST, ['index.html', /^src\/pages\//]), [
      'index.html',
      'src/pages/Login.tsx',
      'src/pages/Reports.tsx',
    ]);
  });

  test('a name or pattern that matches nothing is an error', () => {
    assert.throws(() => startKeys(MANIFEST, ['src/pages/Gone.tsx']), /no chunk for src\/pages\/Gone.tsx/);
    assert.throws(() => startKeys(MANIFEST, [/^src\/gone\//]), /No lazily loaded chunk/);
  });
});

describe('computeTable and checkBudgets', () => {
  const budgets = (brotliKb) => [
    { app: 'fake', group: 'login', start: ['index.html', 'src/pages/Login.tsx'], brotliKb: 100 },
    { app: 'fake', group: 'any page', start: ['index.html'], eachOf: /^src\/pages\//, brotliKb },
  ];

  test('measures each group and names the heaviest page of an eachOf group', () => {
    const [login, anyPage] = computeTable({ fake: dist }, budgets(100));
    assert.equal(login.files.length, 5);
    assert.ok(login.gzip > 0 && login.gzip < login.raw + 200 && login.brotli > 0);
    assert.equal(login.over, false);
    assert.match(anyPage.group, /heaviest: src\/pages\/Reports.tsx/);
    assert.equal(anyPage.files.length, 7);
    assert.ok(anyPage.brotli > 50_000, `the incompressible pages weigh over 50 kB (${anyPage.brotli})`);
    assert.equal(anyPage.budget, 100_000);
    assert.match(formatTable([login, anyPage]), /^app +route group +files +raw kB +gzip kB +brotli kB/);
  });

  test('exits 0 within the budgets and 1 when a group is over', () => {
    const lines = [];
    const log = (text) => lines.push(text);
    assert.equal(checkBudgets({ dists: { fake: dist }, budgets: budgets(100), log }), 0);
    assert.doesNotMatch(lines.join('\n'), /OVER/);

    lines.length = 0;
    assert.equal(checkBudgets({ dists: { fake: dist }, budgets: budgets(40), log }), 1);
    assert.match(lines.join('\n'), /OVER/);
    assert.match(
      lines.join('\n'),
      /fake any page, heaviest: src\/pages\/Reports.tsx: [\d.]+ kB Brotli is over its 40 kB budget/,
    );
  });

  test('counts the .gz and .br files the server sends where compress-assets wrote them', () => {
    const [before] = computeTable({ fake: dist }, budgets(100));
    const written = join(dist, 'assets', 'vendor.js');
    writeFileSync(`${written}.gz`, Buffer.alloc(10));
    writeFileSync(`${written}.br`, Buffer.alloc(7));
    try {
      const [after] = computeTable({ fake: dist }, budgets(100));
      // vendor.js is 4,000 incompressible bytes: about 4,000 when compressed here, 10 and 7 as written.
      assert.ok(before.gzip - after.gzip > 3900, `${before.gzip} → ${after.gzip}`);
      assert.ok(before.brotli - after.brotli > 3900, `${before.brotli} → ${after.brotli}`);
      assert.equal(after.raw, before.raw);
    } finally {
      rmSync(`${written}.gz`);
      rmSync(`${written}.br`);
    }
  });

  test('exits 1 when a build has no manifest', () => {
    const lines = [];
    const empty = mkdtempSync(join(tmpdir(), 'check-budgets-empty-'));
    try {
      assert.equal(checkBudgets({ dists: { fake: empty }, budgets: budgets(100), log: (text) => lines.push(text) }), 1);
      assert.match(lines.join('\n'), /manifest\.json is missing/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('a site page', () => {
  /** A landing page with inline scripts, a script file with an import, and two islands. */
  const PAGE = `<!doctype html><html><head>
<script type="module">console.log("island runtime");</script>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script type="module" src="/_astro/header.js"></script>
</head><body>
<astro-island uid="a" component-url="/_astro/Menu.js" renderer-url="/_astro/client.js" client="load"></astro-island>
<astro-island uid="b" component-url="/_astro/Form.js" renderer-url="/_astro/client.js" client="visible" opts="{}"></astro-island>
</body></html>`;

  let site;
  before(() => {
    site = mkdtempSync(join(tmpdir(), 'check-budgets-site-'));
    mkdirSync(join(site, 'de'));
    mkdirSync(join(site, '_astro'));
    writeFileSync(join(site, 'de', 'index.html'), PAGE);
    writeFileSync(join(site, '_astro', 'header.js'), 'import{a}from"./shared.js";a();');
    writeFileSync(join(site, '_astro', 'shared.js'), 'export const a=()=>1;');
    writeFileSync(join(site, '_astro', 'Menu.js'), 'export const Menu=1;');
    writeFileSync(join(site, '_astro', 'client.js'), noise(3000));
    writeFileSync(join(site, '_astro', 'Form.js'), noise(60000));
  });
  after(() => rmSync(site, { recursive: true, force: true }));

  test('counts its inline scripts, its script files with their imports and the islands hydrated at load', () => {
    const { inline, files } = siteClosure(site, 'de/index.html');
    assert.deepEqual(inline, ['console.log("island runtime");']);
    // The form hydrates when it scrolls into view: neither it nor anything only it needs counts.
    assert.deepEqual(files, ['/_astro/Menu.js', '/_astro/client.js', '/_astro/header.js', '/_astro/shared.js']);
  });

  test('is held to its budget in Brotli', () => {
    const group = (brotliKb) => [{ app: 'site', group: 'landing page', pages: ['de/index.html'], brotliKb }];
    const [row] = computeTable({ site }, group(50));
    assert.equal(row.group, 'landing page, heaviest: de/index.html');
    assert.ok(row.brotli > 3000 && row.brotli < 4000, `the incompressible client is about 3 kB (${row.brotli})`);
    assert.equal(row.over, false);
    const lines = [];
    assert.equal(checkBudgets({ dists: { site }, budgets: group(2), log: (text) => lines.push(text) }), 1);
    assert.match(
      lines.join('\n'),
      /site landing page, heaviest: de\/index.html: [\d.]+ kB Brotli is over its 2 kB budget/,
    );
  });

  test('a page the build does not have is an error', () => {
    assert.throws(() => siteClosure(site, 'fr/index.html'), /fr\/index.html is missing/);
  });
});
