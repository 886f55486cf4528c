#!/usr/bin/env node
/**
 * `npm run lighthouse`: starts the product on a free loopback port (building what is missing)
 * with the demo data, audits every public page in both languages and the portal's signed-in
 * pages (PORTAL_PAGES, each as its demo account, signed in through the sign-in form) with
 * Lighthouse in Debian's Chromium, and prints the performance, accessibility, best-practices and
 * SEO scores. We aim for 95+ in all four: the command fails (exit code 1) when a page scores
 * below that in any category, or when Lighthouse could not audit a page (its `runtimeError`, or
 * a category without a score) even after one more try.
 *
 *   npm run lighthouse                      mobile (Lighthouse's default, throttled)
 *   npm run lighthouse -- --desktop         desktop preset
 *   npm run lighthouse -- /de /en/shifts    only these pages
 *   npm run lighthouse -- --verbose         also the failing audits of a page below 95
 *   npm run lighthouse -- --json=DIR        also each page's full Lighthouse result (JSON) in DIR
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_AGENCY_EMAIL, DEMO_HOSPITAL_ADMIN_EMAIL, DEMO_POOL_MEMBER_EMAIL, startServer } from '../bench/server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const SHORT_NAMES = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'best', seo: 'seo' };
export const TARGET = 95;

/**
 * The signed-in pages (after the language), each audited as the demo account that uses it: the
 * hospital's dashboard, calendar and tables, the agency's New Jobs and Applied Jobs, and the pool
 * member's shifts.
 */
export const PORTAL_PAGES = [
  { page: '/hospital', account: DEMO_HOSPITAL_ADMIN_EMAIL },
  { page: '/organisations/calendar', account: DEMO_HOSPITAL_ADMIN_EMAIL },
  { page: '/organisations/dashboard', account: DEMO_HOSPITAL_ADMIN_EMAIL },
  { page: '/agency/jobs', account: DEMO_AGENCY_EMAIL },
  { page: '/agency/applied-jobs', account: DEMO_AGENCY_EMAIL },
  { page: '/shifts', account: DEMO_POOL_MEMBER_EMAIL },
];

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
 * The audits that cost a page points in a category below the target: `category: audit id (score)`,
 * for `--verbose`.
 * @param {any} lhr Lighthouse's result
 * @param {number} [target]
 * @returns {string[]}
 */
export function failingAudits(lhr, target = TARGET) {
  const lines = [];
  for (const category of CATEGORIES) {
    const entry = lhr?.categories?.[category];
    if (!entry || typeof entry.score !== 'number' || entry.score * 100 >= target) continue;
    for (const { id, weight } of entry.auditRefs ?? []) {
      const audit = lhr.audits?.[id];
      if (!audit || typeof audit.score !== 'number' || audit.score >= 0.9) continue;
      if (weight === 0 && category !== 'performance') continue;
      const shown = audit.displayValue ? ` ${audit.displayValue}` : '';
      lines.push(`${category}: ${id} (${Math.round(audit.score * 100)}, weight ${weight})${shown}`);
    }
  }
  return lines;
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

/**
 * Signs `email` in through the portal's sign-in form in `page` (the session cookie and the stored
 * user, as for a person), after forgetting any earlier session of the origin.
 * @param {import('puppeteer-core').Page} page
 * @param {string} base
 * @param {string} email
 * @param {string} password
 */
async function signInThroughForm(page, base, email, password) {
  const client = await page.createCDPSession();
  await client.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
  await client.send('Network.clearBrowserCookies');
  await client.detach();
  await page.goto(`${base}/en/auth/sign-in`, { waitUntil: 'networkidle0' });
  await page.type('input[name="email"]', email);
  await page.type('input[name="password"]', password);
  await Promise.all([
    page.waitForFunction(() => !window.location.pathname.includes('/auth/'), { timeout: 60_000 }),
    page.click('button[type="submit"]'),
  ]);
}

async function main() {
  const desktop = process.argv.includes('--desktop');
  const verbose = process.argv.includes('--verbose');
  const jsonDir = process.argv.find((argument) => argument.startsWith('--json='))?.slice('--json='.length);
  if (jsonDir) mkdirSync(jsonDir, { recursive: true });
  /** The site's public pages, the list the e2e specs use too. */
  const PAGES = JSON.parse(readFileSync(join(root, 'e2e', 'support', 'site-pages.json'), 'utf8'));
  const only = process.argv.slice(2).filter((argument) => argument.startsWith('/'));
  const wanted = (path) => only.length === 0 || only.includes(path);
  const paths = ['de', 'en'].flatMap((language) => PAGES.map((page) => `/${language}${page}`)).filter(wanted);
  const portalPaths = ['de', 'en']
    .flatMap((language) => PORTAL_PAGES.map(({ page, account }) => ({ path: `/${language}${page}`, account })))
    .filter(({ path }) => wanted(path));
  if (paths.length + portalPaths.length === 0) {
    console.error(`None of ${only.join(', ')} is a page of the site (e2e/support/site-pages.json) or of PORTAL_PAGES.`);
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
  const [chromeLauncher, { default: lighthouse }, { default: desktopConfig }, puppeteer] = await Promise.all([
    import('chrome-launcher'),
    import('lighthouse'),
    import('lighthouse/core/config/desktop-config.js'),
    import('puppeteer-core'),
  ]);

  /** @type {Awaited<ReturnType<typeof startServer>> | undefined} */
  let server;
  try {
    // The demo data gives the signed-in pages their accounts and something to show.
    server = await startServer({ startTimeoutMs: 900_000 });
    const { base } = server;

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
    const config = desktop ? desktopConfig : undefined;
    /** @param {string} path @param {(() => Promise<any>)} audit */
    const record = async (path, audit) => {
      let lhr;
      const result = await auditWithRetry(path, async () => {
        const run = await audit();
        lhr = run?.lhr;
        return run;
      });
      results.push(result);
      const scores = CATEGORIES.map((category) => String(result.scores[category] ?? '-').padStart(5)).join(' ');
      console.log(`${path.padEnd(28)} ${scores}${result.failure ? `  FAILED ${result.failure}` : ''}`);
      if (verbose) for (const line of failingAudits(lhr)) console.log(`    ${line}`);
      if (jsonDir && lhr)
        writeFileSync(join(jsonDir, `${path.slice(1).replaceAll('/', '_')}.json`), JSON.stringify(lhr));
    };
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    try {
      for (const path of paths) await record(path, () => lighthouse(`${base}${path}`, flags, config));

      if (portalPaths.length) {
        const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        const page = await browser.newPage();
        try {
          let signedIn;
          for (const { path, account } of portalPaths) {
            if (signedIn !== account) {
              await signInThroughForm(page, base, account, server.demoPassword());
              signedIn = account;
            }
            await record(path, async () => {
              // A first visit's load (no cached files), but with the session: Lighthouse must
              // not reset the origin's storage, which holds the signed-in user.
              const client = await page.createCDPSession();
              await client.send('Network.clearBrowserCache');
              await client.detach();
              return lighthouse(`${base}${path}`, { ...flags, disableStorageReset: true }, config, page);
            });
          }
        } finally {
          await page.close().catch(() => undefined);
          await browser.disconnect();
        }
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
    await server?.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
