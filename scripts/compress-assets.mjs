#!/usr/bin/env node
/**
 * `node scripts/compress-assets.mjs [dir …]`: after the builds, writes `file.br` (Brotli, quality 11)
 * and `file.gz` (gzip written by Zopfli, which finds a smaller deflate stream than zlib's level 9:
 * about 3 % smaller, any gzip decoder reads it) next to every text file of at least 1 kB in the front ends' build
 * folders (site/dist, admin/dist, portal/dist unless folders are given), so the server sends them
 * as they are instead of compressing every response again. A variant that does not save at least
 * 5 % is not written (and an older one is removed); re-running rewrites every variant.
 */
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';

const brotli = promisify(brotliCompress);

/** Zopfli's default number of iterations: 5 find nearly as much, 15 cost about 0.5 s for the largest chunk. */
const ZOPFLI_ITERATIONS = 15;

/**
 * The gzip variant of a file as the server sends it.
 * @param {Buffer} content @returns {Promise<Buffer>}
 */
export async function gzipBest(content) {
  return Buffer.from(await zopfliGzip(content, { numiterations: ZOPFLI_ITERATIONS }));
}

/** Text types worth compressing; the server negotiates the same list (api/src/platform/web/web.middleware.ts). */
export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
/** Files smaller than this fit in a packet or two either way. */
export const MIN_SIZE = 1024;
/** A variant must be at most this share of the original to be worth a file (saves at least 5 %). */
export const MAX_RATIO = 0.95;

/** @param {string} name */
export const isCompressible = (name) => COMPRESSIBLE.has(extname(name).toLowerCase());

/** @typedef {{ file: string, size: number, br?: number, gz?: number }} CompressedFile */

/** Writes `content` to `target` through a temporary file, so a running server never sends half a file. */
async function writeAtomically(target, content) {
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, target);
}

/**
 * Writes (or rewrites) `file.br` and `file.gz` when each saves at least 5 %, and removes a variant
 * that no longer does. Files that are too small or not text are left alone (undefined).
 * @param {string} file
 * @returns {Promise<CompressedFile | undefined>}
 */
export async function compressFile(file) {
  if (!isCompressible(file)) return undefined;
  const content = await readFile(file);
  if (content.length < MIN_SIZE) return undefined;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipBest(content),
  ]);
  /** @type {CompressedFile} */
  const result = { file, size: content.length };
  for (const [suffix, compressed] of /** @type {const} */ ([
    ['br', br],
    ['gz', gz],
  ])) {
    const target = `${file}.${suffix}`;
    if (compressed.length <= content.length * MAX_RATIO) {
      await writeAtomically(target, compressed);
      result[suffix] = compressed.length;
    } else {
      await rm(target, { force: true });
    }
  }
  return result;
}

/** @param {string} dir */
async function compressibleFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Compresses every eligible file under `dir`, a few at a time.
 * @param {string} dir
 * @returns {Promise<CompressedFile[]>}
 */
export async function compressDirectory(dir) {
  const files = await compressibleFiles(dir);
  /** @type {CompressedFile[]} */
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const result = await compressFile(files[next++]);
      if (result) results.push(result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), 8) }, worker));
  return results.sort((a, b) => a.file.localeCompare(b.file));
}

/** One summary line of a folder: how many files, and their bytes before and after. */
export function summary(/** @type {string} */ name, /** @type {CompressedFile[]} */ results) {
  const sum = (/** @type {(result: CompressedFile) => number} */ pick) =>
    results.reduce((total, result) => total + pick(result), 0);
  const kB = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  const size = sum((result) => result.size);
  return `${name}: ${results.length} files, ${kB(size)} → br ${kB(sum((result) => result.br ?? result.size))}, gzip ${kB(sum((result) => result.gz ?? result.size))}`;
}

async function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const given = process.argv.slice(2);
  const dirs = given.length ? given : ['site/dist', 'admin/dist', 'portal/dist'].map((dir) => join(root, dir));
  let failed = false;
  for (const dir of dirs) {
    const name = relative(root, dir).startsWith('..') ? dir : relative(root, dir) || dir;
    const info = await stat(dir).catch(() => undefined);
    if (!info?.isDirectory()) {
      console.error(`compress-assets: ${name} does not exist; build it first.`);
      failed = true;
      continue;
    }
    console.log(summary(name, await compressDirectory(dir)));
  }
  if (failed) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(`compress-assets: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
