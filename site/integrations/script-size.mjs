// @ts-check
import { readFile, readdir } from 'node:fs/promises';
import { join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * @typedef {object} PageBudget
 * @property {RegExp} pages The page paths (`/de`, `/en/agencies`) this budget is for.
 * @property {number} budget Bytes of compressed script these pages may ship.
 * @property {string} [name] Shown next to the pages' figures, e.g. "landing page".
 *
 * @typedef {object} ScriptSizeOptions
 * @property {number} budget Bytes of compressed script a page may ship unless `pages` says otherwise.
 * @property {PageBudget[]} [pages] Other budgets for some pages; the first that matches applies.
 * @property {(page: string) => boolean} [exempt] Pages reported but not held to any budget.
 *
 * @typedef {{ inline: number, fileBytes: number, total: number }} Sizes
 * @typedef {{ page: string, files: number, gzip: Sizes, br: Sizes }} PageScripts
 * @typedef {PageScripts & { budget?: number, name?: string, over: boolean }} PageRow
 */

/** Inline scripts (their content) and script files (their URL) a built page loads. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const SOURCE = /\bsrc\s*=\s*["']([^"']+)["']/i;
const DATA_TYPE = /\btype\s*=\s*["'](application\/(ld\+)?json|importmap|text\/template)["']/i;
const ISLAND = /<astro-island\b[^>]*>/gi;
const ISLAND_URL = /\b(?:component-url|renderer-url|before-hydration-url)\s*=\s*["']([^"']+)["']/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel\s*=\s*["']modulepreload["'][^>]*>/gi;
const HREF = /\bhref\s*=\s*["']([^"']+)["']/i;
/** Static `import … from "x"`, `import "x"` and `export … from "x"` in bundled output (not `import("x")`). */
const STATIC_IMPORT = /(?:^|[\s;{}()])(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?["']([^"']+\.m?js)["']/g;

/** Gzip as the scripts/compress-assets.mjs files are written (level 9). */
const gzipped = (/** @type {string | Buffer} */ content) => gzipSync(content, { level: 9 }).length;
/** Brotli quality 11 as written by scripts/compress-assets.mjs: what the server sends browsers. */
const brotli = (/** @type {string | Buffer} */ content) =>
  brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  }).length;
/** Both compressed sizes of some script. */
const compressed = (/** @type {string | Buffer} */ content) => ({ gzip: gzipped(content), br: brotli(content) });

/** @param {string} dir */
async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** `/de/agencies/index.html` → `/de/agencies`, `/404.html` → `/404`, `/index.html` → `/`. */
function pagePath(/** @type {string} */ root, /** @type {string} */ file) {
  const path = `/${relative(root, file).split(sep).join('/')}`;
  return path.replace(/\/index\.html$/, '').replace(/\.html$/, '') || '/';
}

/**
 * Islands whose `client` directive hydrates them as the page loads (`client:load`, `client:idle`,
 * `client:only`): their component and renderer are part of the first load. An island hydrated
 * when it becomes visible (`client:visible`) or matches a media query loads its scripts later, if
 * at all, and is not counted.
 */
const HYDRATED_AT_LOAD = new Set(['load', 'idle', 'only']);
const CLIENT = /\bclient\s*=\s*["']([^"']+)["']/i;

/**
 * What a built page makes the browser run as it loads: the content of its inline scripts and the
 * URLs of its script files, module preloads, and the components and renderers of the islands
 * hydrated at load (see HYDRATED_AT_LOAD), in the order they appear.
 * @param {string} html
 * @returns {{ inline: string[], urls: string[] }}
 */
export function scriptsAtLoad(html) {
  /** @type {string[]} */
  const inline = [];
  /** @type {string[]} */
  const urls = [];
  for (const [, attributes, content] of html.matchAll(SCRIPT)) {
    const source = attributes.match(SOURCE)?.[1];
    if (source) urls.push(source);
    else if (!DATA_TYPE.test(attributes) && content.trim()) inline.push(content);
  }
  for (const [island] of html.matchAll(ISLAND)) {
    if (!HYDRATED_AT_LOAD.has(island.match(CLIENT)?.[1] ?? '')) continue;
    for (const [, url] of island.matchAll(ISLAND_URL)) urls.push(url.replaceAll('&amp;', '&'));
  }
  for (const [link] of html.matchAll(MODULE_PRELOAD)) {
    const href = link.match(HREF)?.[1];
    if (href) urls.push(href);
  }
  return { inline, urls };
}

/**
 * The files a bundled script imports statically (`import … from`, `import "x"`, `export … from`;
 * not `import()`), as absolute URL paths.
 * @param {string} path the script's URL path, e.g. `/_astro/index.js`
 * @param {string} code
 * @returns {string[]}
 */
export function staticImports(path, code) {
  return [...code.matchAll(STATIC_IMPORT)]
    .map(([, specifier]) => specifier)
    .filter((specifier) => specifier.startsWith('.') || specifier.startsWith('/'))
    .map((specifier) => posix.resolve(posix.dirname(path), specifier));
}

/**
 * Counts what a page makes the browser run as it loads (scriptsAtLoad) and the static imports of
 * those files (each file once per page).
 * @param {string} root
 * @param {string} html
 * @param {Map<string, { code: string, gzip: number, br: number }>} cache
 */
async function pageScripts(root, html, cache) {
  const scripts = scriptsAtLoad(html);
  const inline = { gzip: 0, br: 0 };
  for (const content of scripts.inline) {
    const sizes = compressed(content);
    inline.gzip += sizes.gzip;
    inline.br += sizes.br;
  }

  /** @type {Map<string, { gzip: number, br: number }>} */
  const files = new Map();
  const visit = async (/** @type {string} */ url) => {
    const path = new URL(url, 'http://site/').pathname;
    if (files.has(path)) return;
    let entry = cache.get(path);
    if (entry === undefined) {
      const code = await readFile(join(root, ...path.split('/')), 'utf8').catch(() => '');
      entry = { code, ...compressed(code) };
      cache.set(path, entry);
    }
    files.set(path, entry);
    for (const imported of staticImports(path, entry.code)) await visit(imported);
  };
  for (const url of scripts.urls) await visit(url);
  const sizes = (/** @type {'gzip' | 'br'} */ encoding) => {
    const fileBytes = [...files.values()].reduce((sum, file) => sum + file[encoding], 0);
    return { inline: inline[encoding], fileBytes, total: inline[encoding] + fileBytes };
  };
  return { files: files.size, gzip: sizes('gzip'), br: sizes('br') };
}

/**
 * Holds every page to its budget, in Brotli bytes (what the server sends every browser that
 * accepts it, which all current ones do), and lays out the report.
 * @param {PageScripts[]} pages
 * @param {ScriptSizeOptions} options
 * @returns {{ rows: PageRow[], report: string, error?: string }}
 */
export function checkBudgets(pages, { budget, pages: budgets = [], exempt = () => false }) {
  /** @type {PageRow[]} */
  const rows = pages.map((page) => {
    if (exempt(page.page)) return { ...page, name: 'no budget', over: false };
    const special = budgets.find((entry) => entry.pages.test(page.page));
    const limit = special?.budget ?? budget;
    return { ...page, budget: limit, name: special?.name, over: page.br.total > limit };
  });
  const width = Math.max(...rows.map((row) => row.page.length), 4);
  const number = (/** @type {number} */ value, /** @type {number} */ size) => String(value).padStart(size);
  const lines = [
    `${'page'.padEnd(width)}  files  inline B (br)  total B (br)  total B (gzip)  budget B (br)`,
    ...rows.map(
      (row) =>
        `${row.page.padEnd(width)}  ${number(row.files, 5)}  ${number(row.br.inline, 13)}  ${number(row.br.total, 12)}  ${number(row.gzip.total, 14)}  ${number(row.budget ?? 0, 13).replace(/ 0$/, ' -')}` +
        `${row.name ? `  (${row.name})` : ''}${row.over ? `  OVER BY ${row.br.total - (row.budget ?? 0)} B` : ''}`,
    ),
  ];
  const over = rows.filter((row) => row.over);
  return {
    rows,
    report: `Script per page (Brotli, gzip for comparison), budget ${budget} B${budgets.map((entry) => `, ${entry.name ?? entry.pages} ${entry.budget} B`).join('')}:\n${lines.join('\n')}`,
    error:
      over.length > 0
        ? `These pages ship more compressed script than their budget: ${over.map((row) => `${row.page} (${row.br.total} B of Brotli, budget ${row.budget} B)`).join(', ')}`
        : undefined,
  };
}

/**
 * Reports the compressed script of every built page and fails the build when a page goes over its
 * budget.
 * @param {ScriptSizeOptions} options
 * @returns {import('astro').AstroIntegration}
 */
export function scriptSize(options) {
  return {
    name: 'medstaff:script-size',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        /** @type {Map<string, { code: string, gzip: number, br: number }>} */
        const cache = new Map();
        /** @type {PageScripts[]} */
        const pages = [];
        for (const file of await htmlFiles(root)) {
          pages.push({ page: pagePath(root, file), ...(await pageScripts(root, await readFile(file, 'utf8'), cache)) });
        }
        const { report, error } = checkBudgets(pages, options);
        logger.info(report);
        if (error) throw new Error(error);
      },
    },
  };
}
