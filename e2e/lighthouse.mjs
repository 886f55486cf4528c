#!/usr/bin/env node
/**
 * `npm run lighthouse`: starts the product on a free loopback port (building what is missing),
 * audits every public page in both languages with Lighthouse in Debian's Chromium, and prints
 * the performance, accessibility, best-practices and SEO scores. We aim for 95+ in all four:
 * the command fails (exit code 1) when a page scores below that in any category, or when
 * Lighthouse could not audit a page (its `runtimeError`, or a category without a score) even
 * after one more try.
 *
 *   npm run lighthouse               mobile (Lighthouse's default, throttled)
 *   npm run lighthouse -- --desktop  desktop preset
 *   npm run lighthouse -- /de /en    only these pages
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const SHORT_NAMES = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'best', seo: 'seo' };
export const TARGET = 95;

/**
 * @typedef {{ code?: string, message?: string }} RuntimeError
 * @typedef {{ runtimeError?: RuntimeError, categories?: Record<string, { score: number | null } | undefined> }} LhrLike
 * @typedef {{ path: string, scores: Record<string, number | null>, failure?: string, attempts: number }} PageResult
 */

/**
 * One audited page from Lighthouse's result (or the error the run threw): its scores out of 100,
 * and why the run failed, if it did (a runtimeError, categories without a score, no result).
 * @param {string} path
 * @param {{ lhr?: LhrLike, error?: unknown, attempts?: number }} run
 * @returns {PageResult}
 */
export function pageResult(path, { lhr, error, attempts = 1 }) {
  /** @type {Record<string, number | null>} */
  const scores = {};
  for (const category of CATEGORIES) {
    const score = lhr?.categories?.[category]?.score;
    scores[category] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  let failure;
  if (error !== undefined) failure = error instanceof Error ? error.message : String(error);
  else if (!lhr) failure = 'Lighthouse returned no result';
  else if (lhr.runtimeError)
    failure = `${lhr.runtimeError.code ?? 'RUNTIME_ERROR'}: ${lhr.runtimeError.message ?? 'no message'}`;
  else {
    const missing = CATEGORIES.filter((category) => scores[category] === null);
    if (missing.length) failure = `no score for ${missing.join(', ')}`;
  }
  return { path, scores, failure, attempts };
}

/**
 * The summary table, one line per page, and the exit code: 1 when any page failed or scored below
 * the target in any category.
 * @param {PageResult[]} results
 * @param {number} [target]
 * @returns {{ lines: string[], failed: PageResult[], below: PageResult[], exitCode: 0 | 1 }}
 */
export function summarize(results, target = TARGET) {
  const width = Math.max(18, ...results.map((result) => result.path.length));
  const failed = results.filter((result) => result.failure);
  const below = results.filter(
    (result) => !result.failure && CATEGORIES.some((category) => (result.scores[category] ?? 0) < target),
  );
  const lines = [
    `${'page'.padEnd(width)} ${CATEGORIES.map((category) => SHORT_NAMES[category].padStart(5)).join(' ')}  result`,
    ...results.map((result) => {
      const scores = CATEGORIES.map((category) => String(result.scores[category] ?? '-').padStart(5)).join(' ');
      const retried = result.attempts > 1 ? ` (after ${result.attempts} runs)` : '';
      const low = CATEGORIES.filter((category) => (result.scores[category] ?? 0) < target).map(
        (category) => SHORT_NAMES[category],
      );
      const verdict = result.failure
        ? `FAILED ${result.failure}`
        : low.length
          ? `BELOW ${target} (${low.join(', ')})`
          : 'ok';
      return `${result.path.padEnd(width)} ${scores}  ${verdict}${retried}`;
    }),
    '',
    failed.length || below.length
      ? [
          failed.length ? `${failed.length} page(s) could not be audited` : '',
          below.length ? `${below.length} page(s) below ${target} in at least one category` : '',
        ]
          .filter(Boolean)
          .join('; ') + '.'
      : `Every page scores ${target}+ in all four categories.`,
  ];
  return { lines, failed, below, exitCode: failed.length || below.length ? 1 : 0 };
}

/**
 * Audits a page, and once more when the run failed (a crashed or timed-out page load, say).
 * @param {string} path
 * @param {() => Promise<{ lhr?: LhrLike } | undefined>} audit
 * @returns {Promise<PageResult>}
 */
export async function auditWithRetry(path, audit) {
  let result;
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      result = pageResult(path, { lhr: (await audit())?.lhr, attempts: attempt });
    } catch (error) {
      result = pageResult(path, { error, attempts: attempt });
    }
    if (!result.failure) break;
    if (attempt === 1) console.log(`${path}: ${result.failure}; trying once more.`);
  }
  return /** @type {PageResult} */ (result);
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function main() {
  const desktop = process.argv.includes('--desktop');
  /** The site's public pages, the list the e2e specs use too. */
  const PAGES = JSON.parse(readFileSync(join(root, 'e2e', 'support', 'site-pages.json'), 'utf8'));
  const only = process.argv.slice(2).filter((argument) => argument.startsWith('/'));
  const paths = ['de', 'en']
    .flatMap((language) => PAGES.map((page) => `/${language}${page}`))
    .filter((path) => only.length === 0 || only.includes(path));
  if (paths.length === 0) {
    console.error(`None of ${only.join(', ')} is a page of the site (e2e/support/site-pages.json).`);
    process.exitCode = 1;
    return;
  }
  const chromePath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (path) => path && existsSync(path),
  );
  if (!chromePath) {
    console.error("No Chromium found: install Debian's package (apt-get install -y chromium) or set CHROME_PATH.");
    process.exitCode = 1;
    return;
  }
  const [chromeLauncher, { default: lighthouse }, { default: desktopConfig }] = await Promise.all([
    import('chrome-launcher'),
    import('lighthouse'),
    import('lighthouse/core/config/desktop-config.js'),
  ]);

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
    /** @type {PageResult[]} */
    const results = [];
    try {
      for (const path of paths) {
        const result = await auditWithRetry(path, () =>
          lighthouse(
            `${base}${path}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
            desktop ? desktopConfig : undefined,
          ),
        );
        results.push(result);
        const scores = CATEGORIES.map((category) => String(result.scores[category] ?? '-').padStart(5)).join(' ');
        console.log(`${path.padEnd(18)} ${scores}${result.failure ? `  FAILED ${result.failure}` : ''}`);
      }
    } finally {
      await chrome.kill();
    }

    const { lines, exitCode } = summarize(results);
    console.log(`\nLighthouse ${desktop ? 'desktop' : 'mobile'} scores (target ${TARGET}+):`);
    for (const line of lines) console.log(line);
    process.exitCode = exitCode;
  } catch (error) {
    console.error(`lighthouse: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
