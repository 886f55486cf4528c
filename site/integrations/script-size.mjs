// @ts-check
import { readFile, readdir } from 'node:fs/promises';
import { join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * @typedef {object} ScriptSizeOptions
 * @property {number} budget Bytes of gzipped script a page may ship.
 * @property {(page: string) => boolean} [exempt] Pages reported but not held to the budget.
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

const gzipped = (/** @type {string | Buffer} */ content) => gzipSync(content).length;

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
 * Counts what a page makes the browser run: inline scripts, script files, island components and
 * renderers, module preloads, and the static imports of those files (each file once per page).
 * @param {string} root
 * @param {string} html
 * @param {Map<string, string>} cache
 */
async function pageScripts(root, html, cache) {
  let inline = 0;
  /** @type {string[]} */
  const entries = [];
  for (const [, attributes, content] of html.matchAll(SCRIPT)) {
    const source = attributes.match(SOURCE)?.[1];
    if (source) entries.push(source);
    else if (!DATA_TYPE.test(attributes) && content.trim()) inline += gzipped(content);
  }
  for (const [island] of html.matchAll(ISLAND)) {
    for (const [, url] of island.matchAll(ISLAND_URL)) entries.push(url.replaceAll('&amp;', '&'));
  }
  for (const [link] of html.matchAll(MODULE_PRELOAD)) {
    const href = link.match(HREF)?.[1];
    if (href) entries.push(href);
  }

  /** @type {Map<string, number>} */
  const files = new Map();
  const visit = async (/** @type {string} */ url) => {
    const path = new URL(url, 'http://site/').pathname;
    if (files.has(path)) return;
    let code = cache.get(path);
    if (code === undefined) {
      code = await readFile(join(root, ...path.split('/')), 'utf8').catch(() => '');
      cache.set(path, code);
    }
    files.set(path, gzipped(code));
    for (const [, specifier] of code.matchAll(STATIC_IMPORT)) {
      if (specifier.startsWith('.') || specifier.startsWith('/'))
        await visit(posix.resolve(posix.dirname(path), specifier));
    }
  };
  for (const entry of entries) await visit(entry);
  const fileBytes = [...files.values()].reduce((sum, bytes) => sum + bytes, 0);
  return { inline, files: files.size, total: inline + fileBytes };
}

/**
 * Reports the gzipped script of every built page and fails the build when a page that is not
 * exempt goes over the budget.
 * @param {ScriptSizeOptions} options
 * @returns {import('astro').AstroIntegration}
 */
export function scriptSize({ budget, exempt = () => false }) {
  return {
    name: 'medstaff:script-size',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        /** @type {Map<string, string>} */
        const cache = new Map();
        const rows = [];
        for (const file of await htmlFiles(root)) {
          const page = pagePath(root, file);
          const size = await pageScripts(root, await readFile(file, 'utf8'), cache);
          rows.push({ page, ...size, exempt: exempt(page), over: !exempt(page) && size.total > budget });
        }
        const width = Math.max(...rows.map((row) => row.page.length), 4);
        const lines = [
          `${'page'.padEnd(width)}  inline B  files  total B (gzip)`,
          ...rows.map(
            (row) =>
              `${row.page.padEnd(width)}  ${String(row.inline).padStart(8)}  ${String(row.files).padStart(5)}  ${String(row.total).padStart(14)}${row.exempt ? '  (landing page, no budget)' : row.over ? `  OVER ${budget} B` : ''}`,
          ),
        ];
        logger.info(`Script per page (gzipped), budget ${budget} B:\n${lines.join('\n')}`);
        const over = rows.filter((row) => row.over);
        if (over.length > 0) {
          throw new Error(
            `These pages ship more than ${budget} B of gzipped script: ${over.map((row) => `${row.page} (${row.total} B)`).join(', ')}`,
          );
        }
      },
    },
  };
}
