#!/usr/bin/env node
/**
 * `npm run lighthouse`: starts the product on a free loopback port (building what is missing),
 * audits every public page in both languages with Lighthouse in Debian's Chromium, and prints
 * the performance, accessibility, best-practices and SEO scores. We aim for 95+ in all four.
 *
 *   npm run lighthouse               mobile (Lighthouse's default, throttled)
 *   npm run lighthouse -- --desktop  desktop preset
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The site's public pages, the list the e2e specs use too. */
const PAGES = JSON.parse(readFileSync(join(root, 'e2e', 'support', 'site-pages.json'), 'utf8'));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGET = 95;
const desktop = process.argv.includes('--desktop');

const chromePath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path) => path && existsSync(path),
);
if (!chromePath) {
  console.error("No Chromium found: install Debian's package (apt-get install -y chromium) or set CHROME_PATH.");
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'medstaff-lighthouse-'));
const server = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'error',
    SEED_DEMO_DATA: 'false',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

try {
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows = [];
  try {
    for (const language of ['de', 'en']) {
      for (const page of PAGES) {
        const path = `/${language}${page}`;
        const result = await lighthouse(
          `${base}${path}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
          desktop ? desktopConfig : undefined,
        );
        const scores = CATEGORIES.map((category) => Math.round((result?.lhr.categories[category]?.score ?? 0) * 100));
        rows.push([path, ...scores]);
        console.log(`${path.padEnd(18)} ${scores.map((score) => String(score).padStart(5)).join(' ')}`);
      }
    }
  } finally {
    await chrome.kill();
  }

  console.log(`\nLighthouse ${desktop ? 'desktop' : 'mobile'} scores (target ${TARGET}+):`);
  console.log(`${'page'.padEnd(18)} ${['perf', 'a11y', 'best', 'seo'].map((name) => name.padStart(5)).join(' ')}`);
  for (const [path, ...scores] of rows)
    console.log(`${path.padEnd(18)} ${scores.map((score) => String(score).padStart(5)).join(' ')}`);
  const below = rows.filter(([, ...scores]) => scores.some((score) => score < TARGET));
  console.log(
    below.length
      ? `\n${below.length} page(s) below ${TARGET} in at least one category.`
      : `\nEvery page scores ${TARGET}+ in all four categories.`,
  );
} catch (error) {
  console.error(`lighthouse: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  stop();
}
