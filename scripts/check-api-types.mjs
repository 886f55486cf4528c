#!/usr/bin/env node
/**
 * `npm run lint` step: the clients (portal, console, site) call the API through the types generated
 * from its OpenAPI document (domain/src/api/openapi.ts), never through hand-written copies.
 * It fails on
 *   - any `*Wire` type or interface declared in a client (the generated schemas are the wire shapes),
 *   - any interface or object type declared in a file that calls the API (a `fetch(`, an
 *     openapi-fetch call `.call((api) =>` or `createClient<`, or a `*-api.ts` file), unless
 *     ALLOWED names it with the reason it is no request or answer,
 *   - an ALLOWED entry whose declaration is gone (the list stays true), and a scan that finds too
 *     few files that call the API to mean anything.
 *   node scripts/check-api-types.mjs
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CLIENT_ROOTS = ['portal/src', 'admin/src', 'site/src'];
/** Fewer files that call the API than this means the scan looked in the wrong place. */
export const MIN_API_FILES = 10;

/**
 * Declarations in files that call the API which are no request or answer of it: `file` → name →
 * why. Everything else such a file declares must come from the generated types.
 */
export const ALLOWED = new Map([
  [
    'portal/src/api/client.ts',
    new Map([
      ['ApiError', 'the error as the screens keep it (message, code, status, Retry-After)'],
      ['ApiResult', 'the never-throwing result the screens read'],
      ['TypedAnswer', 'what openapi-fetch resolves to'],
      ['ApiClient', 'the client itself'],
      ['DownloadedFile', 'a fetched file and the name to save it under'],
      ['ApiClientOptions', 'the client options (the interface language)'],
      ['UploadPath', 'the generated paths that take a POST (a mapped type over them)'],
    ]),
  ],
  [
    'portal/src/agency/agency-api.ts',
    new Map([['ApplicationPayload', 'the apply form’s values, sent as multipart form data (files), not JSON']]),
  ],
  [
    'portal/src/jobs/jobs-api.ts',
    new Map([
      ['MyDepartment', 'the screens’ view of a department, built from the generated answer by myOrganisationsOf'],
      ['MyOrganisation', 'the screens’ view of an organisation, built from the generated answer by myOrganisationsOf'],
    ]),
  ],
  [
    'admin/src/data/data-provider.ts',
    new Map([
      ['AppDataProvider', 'react-admin’s data provider with the console’s own calls'],
      ['ParentsMeta', 'react-admin’s meta of a screen (sent as query parameters)'],
    ]),
  ],
  [
    'admin/src/auth/auth-provider.ts',
    new Map([
      ['LoginParams', 'what react-admin’s login forms hand the auth provider'],
      ['AdminIdentity', 'react-admin’s identity, built from the session user'],
    ]),
  ],
  [
    'admin/src/common/list/download-export.ts',
    new Map([['ExportRequest', 'a list’s sort and filter (react-admin’s), encoded into the export URL']]),
  ],
  ['site/src/components/enquiry/enquiry-api.ts', new Map([['SendResult', 'what the form learns from sending']])],
  ['site/src/components/site-header.ts', new Map([['SiteHeaderOptions', 'options of the header script']])],
]);

const WIRE_DECLARATION =
  /^\s*(?:export\s+)?(?:declare\s+)?(?:interface\s+(\w*Wire)\b|type\s+(\w*Wire)\b(?:<[^=]*>)?\s*=)/gm;
const SHAPE_DECLARATION = /^\s*(?:export\s+)?(?:declare\s+)?(?:interface\s+(\w+)|type\s+(\w+)(?:<[^=]*>)?\s*=\s*\{)/gm;
const CALLS_API = /\bfetch\(|\bhttpClient\(|\.call\(\s*\(?\w*\)?\s*=>|\bcreateClient</;

const isSource = (name) => /\.(ts|tsx)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts');
/** Test helpers (a fake API) are no client of the API. */
const TEST_FOLDERS = new Set(['testing', 'test', '__tests__']);

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!TEST_FOLDERS.has(entry.name)) yield* sourceFiles(path);
    } else if (isSource(entry.name)) yield path;
  }
}

/** Whether a client file calls the API (and so must not declare request or answer shapes). */
export const callsApi = (file, text) => file.endsWith('-api.ts') || CALLS_API.test(text);

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** The violations of one client file: `{ file, line, name, rule }`. */
export function violationsOf(file, text, allowed = ALLOWED) {
  const found = [];
  for (const match of text.matchAll(WIRE_DECLARATION))
    found.push({ file, line: lineOf(text, match.index), name: match[1] ?? match[2], rule: 'wire' });
  if (callsApi(file, text)) {
    const allowedHere = allowed.get(file) ?? new Map();
    for (const match of text.matchAll(SHAPE_DECLARATION)) {
      const name = match[1] ?? match[2];
      if (!allowedHere.has(name) && !name.endsWith('Wire'))
        found.push({ file, line: lineOf(text, match.index), name, rule: 'shape' });
    }
  }
  return found;
}

/** Every client file checked: the violations, the ALLOWED entries with no declaration, the count of API files. */
export function checkClients(base = root, roots = CLIENT_ROOTS, allowed = ALLOWED) {
  const violations = [];
  const declared = new Set();
  let apiFiles = 0;
  for (const folder of roots) {
    for (const path of sourceFiles(join(base, folder))) {
      const file = relative(base, path).split('\\').join('/');
      const text = readFileSync(path, 'utf8');
      if (callsApi(file, text)) apiFiles += 1;
      violations.push(...violationsOf(file, text, allowed));
      for (const match of text.matchAll(SHAPE_DECLARATION)) declared.add(`${file}:${match[1] ?? match[2]}`);
      for (const match of text.matchAll(/^\s*(?:export\s+)?type\s+(\w+)/gm)) declared.add(`${file}:${match[1]}`);
    }
  }
  const stale = [...allowed].flatMap(([file, names]) =>
    [...names.keys()].filter((name) => !declared.has(`${file}:${name}`)).map((name) => `${file}: ${name}`),
  );
  return { violations, stale, apiFiles };
}

function main() {
  const { violations, stale, apiFiles } = checkClients();
  for (const { file, line, name, rule } of violations)
    console.error(
      rule === 'wire'
        ? `${file}:${line}: ${name}: a hand-written wire type; use the generated one (ApiSchema<…> from @medstaff/domain).`
        : `${file}:${line}: ${name}: a hand-declared shape in a file that calls the API; derive it from the generated types (ApiSchema, ApiAnswer, ApiBody, ApiQuery) or add it to ALLOWED in scripts/check-api-types.mjs with the reason it is no request or answer.`,
    );
  for (const entry of stale)
    console.error(`scripts/check-api-types.mjs: ALLOWED names ${entry}, which is no longer declared.`);
  if (apiFiles < MIN_API_FILES)
    console.error(`Only ${apiFiles} client files call the API: the scan looked in the wrong place.`);
  const failed = violations.length > 0 || stale.length > 0 || apiFiles < MIN_API_FILES;
  if (!failed)
    console.log(`API types: ${apiFiles} client files call the API, none declares its own request or answer type.`);
  return failed ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(main());
