#!/usr/bin/env node
/**
 * Moves the folders of api/src into their modules (issue 26, docs/module-plan.md) and rewrites every
 * relative import that the moves change. Run from the repository root on a clean tree, after the
 * branches of the issue are merged:
 *
 *   node scripts/move-modules.mjs            # move (git mv), rewrite, switch the lint map
 *   node scripts/move-modules.mjs --dry-run  # print the moves and the rewritten imports only
 *
 * Deterministic: the moves come from scripts/module-map.mjs (FOLDERS, then FILES for single files);
 * an import is rewritten by resolving it against the file's old place and pointing it from the
 * file's new place at the target's new place. TypeScript files under api/src, api/test and
 * api/scripts are rewritten (import/export … from, import(), require(), jest.mock()); paths named
 * in text (`api/src/<folder>/…` anywhere, `src/<folder>/…` inside api/) are rewritten in tracked
 * text files except docs/decisions.md (a record of what was); the rewritten files are formatted with
 * prettier. Afterwards: `npm run typecheck -w api && npm test -- lint typecheck`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FILES, FOLDERS } from './module-map.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dryRun = process.argv.includes('--dry-run');
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const posix = (file) => file.split(path.sep).join('/');

/** Tracked files (relative, posix), sorted. */
const tracked = git('ls-files', '-z').split('\0').filter(Boolean).sort();

/** The new place of an api/src file (relative to the repository), or the same path. */
function newPlaceOf(file) {
  if (!file.startsWith('api/src/')) return file;
  const inSrc = file.slice('api/src/'.length);
  if (FILES[inSrc]) return `api/src/${FILES[inSrc]}`;
  const [folder, ...rest] = inSrc.split('/');
  if (rest.length && FOLDERS[folder]) return `api/src/${FOLDERS[folder].to}/${rest.join('/')}`;
  return file;
}

const moves = new Map(tracked.filter((file) => newPlaceOf(file) !== file).map((file) => [file, newPlaceOf(file)]));
const trackedSet = new Set(tracked);
const targets = new Set(moves.values());
for (const [from, to] of moves) {
  if (trackedSet.has(to) && !moves.has(to)) throw new Error(`${from} → ${to}: the target exists`);
}
if (targets.size !== moves.size) throw new Error('two files would move to one place');

/** Resolves a relative specifier from `fromFile` to a tracked file, and how it was written. */
function resolveSpecifier(fromFile, specifier) {
  const base = posix(path.normalize(path.join(path.dirname(fromFile), specifier)));
  for (const [candidate, suffix] of [
    [base, ''],
    [`${base}.ts`, '.ts'],
    [`${base}.js`, '.js'],
    [`${base}/index.ts`, '/index.ts'],
  ]) {
    if (trackedSet.has(candidate)) return { file: candidate, suffix };
  }
  // A folder (for example `../database/migrations/sqlite` without an index) or a file not tracked.
  return undefined;
}

function rewriteSpecifier(oldFile, newFile, specifier) {
  const resolved = resolveSpecifier(oldFile, specifier);
  if (!resolved) return specifier;
  const targetNew = moves.get(resolved.file) ?? resolved.file;
  const targetWritten = resolved.suffix ? targetNew.slice(0, -resolved.suffix.length) : targetNew;
  let relative = posix(path.relative(path.dirname(newFile), targetWritten));
  if (!relative.startsWith('.')) relative = `./${relative}`;
  return relative;
}

const IMPORT_PATTERNS = [
  /(\bfrom\s+)(['"])(\.{1,2}\/[^'"]*)\2/g,
  /(\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g,
  /(\bimport\s*\(\s*)(['"])(\.{1,2}\/[^'"]*)\2/g,
  /(\brequire\s*\(\s*)(['"])(\.{1,2}\/[^'"]*)\2/g,
  /(\bjest\.(?:mock|requireActual|unmock|doMock)\s*\(\s*)(['"])(\.{1,2}\/[^'"]*)\2/g,
];

const isTypeScript = (file) => /^api\/(src|test|scripts)\/.*\.ts$/.test(file);

/** `api/src/<folder>/…` anywhere; inside api/ also `src/<folder>/…`. Longest names first. */
function rewriteTextPaths(file, text) {
  const pairs = [
    ...Object.entries(FILES).map(([from, to]) => [from, to]),
    ...Object.entries(FOLDERS)
      .filter(([from, { to }]) => from !== to)
      .map(([from, { to }]) => [`${from}/`, `${to}/`]),
  ].sort((a, b) => b[0].length - a[0].length || a[0].localeCompare(b[0]));
  const prefixes = file.startsWith('api/') ? ['api/src/', 'src/'] : ['api/src/'];
  let result = text;
  for (const prefix of prefixes) {
    for (const [from, to] of pairs) {
      const escaped = (prefix + from).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      // Not preceded by a letter, digit or slash (so `portal/src/auth/` and `api/src/…` for the `src/` pass stay apart).
      result = result.replace(new RegExp(`(?<![\\w/.-])${escaped}`, 'g'), `${prefix}${to}`);
    }
  }
  return result;
}

const isText = (file) =>
  /\.(ts|tsx|mjs|cjs|js|json|md|yml|yaml|sh)$/.test(file) ||
  /(^|\/)(Dockerfile|\.prettierignore|\.gitignore|\.dockerignore)$/.test(file) ||
  file.startsWith('.ci/');

const changes = [];
for (const file of tracked) {
  if (file === 'docs/decisions.md' || !isText(file) || !existsSync(path.join(root, file))) continue;
  if (file.startsWith('node_modules/') || /\/node_modules\//.test(file)) continue;
  const newFile = moves.get(file) ?? file;
  const before = readFileSync(path.join(root, file), 'utf8');
  let after = before;
  if (isTypeScript(file)) {
    for (const pattern of IMPORT_PATTERNS) {
      after = after.replace(pattern, (_match, head, quote, specifier) => {
        const rewritten = rewriteSpecifier(file, newFile, specifier);
        return `${head}${quote}${rewritten}${quote}`;
      });
    }
  }
  after = rewriteTextPaths(file, after);
  if (file === 'scripts/module-map.mjs') after = after.replace("LAYOUT = 'folders'", "LAYOUT = 'modules'");
  if (after !== before) changes.push([file, before, after]);
}

if (dryRun) {
  for (const [from, to] of moves) console.log(`move ${from} → ${to}`);
  for (const [file] of changes) console.log(`rewrite ${file}`);
  console.log(`${moves.size} files to move, ${changes.length} files to rewrite`);
  process.exit(0);
}

for (const [file, , after] of changes) writeFileSync(path.join(root, file), after);
for (const [from, to] of moves) {
  mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
  git('mv', from, to);
}
/** The folders the moves emptied (deepest first). */
const emptied = [...new Set([...moves.keys()].map((file) => path.dirname(file)))].sort(
  (a, b) => b.length - a.length || a.localeCompare(b),
);
for (const folder of emptied) {
  for (let current = folder; current.startsWith('api/src/'); current = path.dirname(current)) {
    const absolute = path.join(root, current);
    if (!existsSync(absolute) || readdirSync(absolute).length) break;
    rmdirSync(absolute);
  }
}
// Longer or shorter import paths can change how a line wraps: the rewritten files are formatted again.
const rewritten = changes.map(([file]) => moves.get(file) ?? file);
execFileSync(path.join(root, 'node_modules/.bin/prettier'), ['--write', '--ignore-unknown', ...rewritten], {
  cwd: root,
  stdio: 'ignore',
});
console.log(
  `${moves.size} files moved, ${changes.length} files rewritten. Next: npm run typecheck -w api && npm test -- lint`,
);
