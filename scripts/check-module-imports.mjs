#!/usr/bin/env node
/**
 * Lists the imports of api/src that run from a lower module up to a higher one (issue 26): a file
 * may import its own module and the modules below it (scripts/module-map.mjs, MODULES). Entity
 * files are the schema layer under every module, so importing an entity is judged by the lint rule
 * (own tables only), not here. Works before and after scripts/move-modules.mjs.
 *
 * It also lists the SQL that names another module's table: a string of a file (a raw statement,
 * a query builder's `from`/`join` argument) naming, after FROM, JOIN, INTO, UPDATE or TABLE, a
 * table whose entity (`@Entity('name')`) lives in another module. The lint rule cannot see those.
 * A module reaches another's table through the owner's exported services or query parts
 * (`platform/database/query-parts.ts`). Allowed: the files of ENTITY_EXCEPTIONS (the access
 * repository, seeding, …) and the entries of SQL_EXCEPTIONS, each with its tables and reason.
 *
 *   node scripts/check-module-imports.mjs          # print both lists, exit 0
 *   node scripts/check-module-imports.mjs --strict # exit 1 when either is not empty (npm run lint)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { ENTITY_EXCEPTIONS, FILES, FOLDERS, LAYOUT, MODULES, SQL_EXCEPTIONS } from './module-map.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'api/src');
const posix = (file) => file.split(path.sep).join('/');

/** Places (relative to api/src) and their modules, longest first. */
const places = [
  ...Object.entries(FILES).map(([from, to]) => [LAYOUT === 'modules' ? to : from, 'platform']),
  ...Object.entries(FOLDERS).map(([from, { module, to }]) => [LAYOUT === 'modules' ? to : from, module]),
].sort((a, b) => b[0].length - a[0].length);

const moduleOf = (file) => places.find(([place]) => file === place || file.startsWith(`${place}/`))?.[1] ?? 'app';

function* walk(folder) {
  for (const name of readdirSync(folder).sort()) {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else if (name.endsWith('.ts') && !name.endsWith('.spec.ts')) yield full;
  }
}

const below = new Map(MODULES.map(({ name, below: lower }) => [name, new Set(lower)]));
const upward = [];
for (const full of walk(src)) {
  const file = posix(path.relative(src, full));
  if (file.includes('/migrations/')) continue;
  const from = moduleOf(file);
  if (from === 'app') continue;
  const text = readFileSync(full, 'utf8');
  for (const match of text.matchAll(/\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const target = posix(path.normalize(path.join(path.dirname(file), match[1])));
    if (target.endsWith('.entity')) continue;
    const to = moduleOf(`${target}.ts`);
    if (to === from || to === 'app' || below.get(from)?.has(to)) continue;
    upward.push(`${from} → ${to}: ${file} imports ${match[1]}`);
  }
}

for (const line of upward) console.log(line);
console.log(`${upward.length} imports run up (layout: ${LAYOUT})`);

/** Each table and the module of its entity file. */
const tables = new Map();
for (const full of walk(src)) {
  const file = posix(path.relative(src, full));
  if (!file.endsWith('.entity.ts')) continue;
  for (const match of readFileSync(full, 'utf8').matchAll(/@Entity\(\s*['"]([a-z0-9_]+)['"]/g))
    tables.set(match[1], moduleOf(file));
}

/** A glob of ENTITY_EXCEPTIONS (`**` any folders, `*` within a name) as a regular expression. */
const globPattern = (glob) =>
  new RegExp(
    `^${glob
      .split('**/')
      .map((part) =>
        part
          .split('**')
          .map((piece) =>
            piece
              .split('*')
              .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
              .join('[^/]*'),
          )
          .join('.*'),
      )
      .join('(?:.*/)?')}$`,
  );
const exempt = Object.keys(ENTITY_EXCEPTIONS).map(globPattern);

/** The text of every string literal and template piece of a file. */
function stringsOf(file, text) {
  const found = [];
  const visit = (node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      node.kind === ts.SyntaxKind.TemplateHead ||
      node.kind === ts.SyntaxKind.TemplateMiddle ||
      node.kind === ts.SyntaxKind.TemplateTail
    )
      found.push(node.text);
    // A query builder's table argument: .from('person', 'p'), .innerJoin('department', …).
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      /^(from|into|update|(inner|left)Join(AndSelect|AndMapOne|AndMapMany)?)$/.test(node.expression.name.text) &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      found.push(`FROM ${node.arguments[0].text}`);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS));
  return found;
}

const foreignSql = [];
const allowed = new Set();
for (const full of walk(src)) {
  const file = posix(path.relative(src, full));
  if (file.includes('/migrations/') || file.endsWith('.entity.ts')) continue;
  const repositoryPath = `api/src/${file}`;
  if (exempt.some((pattern) => pattern.test(repositoryPath))) continue;
  const from = moduleOf(file);
  const exception = SQL_EXCEPTIONS[repositoryPath];
  const named = new Set();
  for (const text of stringsOf(file, readFileSync(full, 'utf8')))
    for (const match of text.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+[`"]?([a-z0-9_]+)[`"]?/g))
      if (tables.has(match[1]) && tables.get(match[1]) !== from) named.add(match[1]);
  for (const table of [...named].sort()) {
    if (exception?.tables.includes(table)) allowed.add(`${repositoryPath}: ${table}`);
    else foreignSql.push(`${from} → ${tables.get(table)}: ${file} names the table ${table} in SQL`);
  }
}
for (const [file, { tables: listed }] of Object.entries(SQL_EXCEPTIONS))
  for (const table of listed)
    if (!allowed.has(`${file}: ${table}`))
      foreignSql.push(`SQL_EXCEPTIONS lists ${file}: ${table}, which no longer names it (remove the entry)`);

for (const line of foreignSql) console.log(line);
console.log(`${foreignSql.length} SQL strings name another module's table (${allowed.size} allowed by SQL_EXCEPTIONS)`);
if (process.argv.includes('--strict') && (upward.length || foreignSql.length)) process.exit(1);
