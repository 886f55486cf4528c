#!/usr/bin/env node
/**
 * `npm run lint` step: the clients (portal, console, site) call the API through the types generated
 * from its OpenAPI document (domain/src/api/openapi.ts), never through hand-written copies.
 * It fails on
 *   - any `*Wire` type or interface declared in a client (the generated schemas are the wire shapes),
 *   - any interface or object type declared in a file that calls the API (a `fetch(`, an
 *     openapi-fetch call `.call((api) =>`, `createClient<` or `adminApi.GET(`, or a `*-api.ts`
 *     file) or in one of the console's type files (`*-types.ts`, `*-fields.ts`: the shapes of its
 *     records), unless ALLOWED names it with the reason it is no request or answer,
 *   - a record type written by hand in the console (`interface … extends RaRecord`,
 *     `type … = RaRecord & {…}`): react-admin's records are the API's answers, so their types are
 *     the generated schemas (`ApiSchema<'AgencyAdminDto'>`),
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
    'admin/src/data/admin-api.ts',
    new Map([
      ['Answer', 'what openapi-fetch resolves to'],
      [
        'MultipartFields',
        'the parts of a generated multipart body (a mapped type over it), files where it says binary',
      ],
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
const CALLS_API = /\bfetch\(|\bhttpClient\(|\.call\(\s*\(?\w*\)?\s*=>|\bcreateClient<|\badminApi\.[A-Z]+\(/;
/** The console's type files: the shapes of its records and what its screens show of them. */
export const CONSOLE_TYPE_FILE = /^admin\/src\/(?:[\w-]+\/)*[\w-]+-(?:types|fields)\.ts$/;
/** A react-admin record type written by hand (a record is an answer of the API). */
const RECORD_DECLARATION =
  /^\s*(?:export\s+)?(?:declare\s+)?(?:interface\s+(\w+)(?:<[^>{]*>)?\s+extends\s+[^{]*\bRaRecord\b|type\s+(\w+)(?:<[^=]*>)?\s*=\s*(?:[^;]*&\s*)?RaRecord\s*&\s*\{)/gm;

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

/** Whether a client file's declared shapes must come from the generated types: it calls the API or is a console type file. */
export const holdsApiShapes = (file, text) => callsApi(file, text) || CONSOLE_TYPE_FILE.test(file);

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** The violations of one client file: `{ file, line, name, rule }`. */
export function violationsOf(file, text, allowed = ALLOWED) {
  const found = [];
  for (const match of text.matchAll(WIRE_DECLARATION))
    found.push({ file, line: lineOf(text, match.index), name: match[1] ?? match[2], rule: 'wire' });
  const allowedHere = allowed.get(file) ?? new Map();
  const shapes = holdsApiShapes(file, text);
  if (shapes) {
    for (const match of text.matchAll(SHAPE_DECLARATION)) {
      const name = match[1] ?? match[2];
      if (!allowedHere.has(name) && !name.endsWith('Wire'))
        found.push({ file, line: lineOf(text, match.index), name, rule: 'shape' });
    }
  }
  if (file.startsWith('admin/src/')) {
    for (const match of text.matchAll(RECORD_DECLARATION)) {
      const name = match[1] ?? match[2];
      const line = lineOf(text, match.index);
      const reported = found.some((violation) => violation.name === name && violation.line === line);
      if (!allowedHere.has(name) && !name.endsWith('Wire') && !reported)
        found.push({ file, line, name, rule: 'record' });
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
  const messages = new Map([
    ['wire', 'a hand-written wire type; use the generated one (ApiSchema<…> from @medstaff/domain).'],
    [
      'shape',
      'a hand-declared shape in a file that calls the API or a console type file; derive it from the generated types (ApiSchema, ApiAnswer, ApiBody, ApiQuery) or add it to ALLOWED in scripts/check-api-types.mjs with the reason it is no request or answer.',
    ],
    [
      'record',
      'a react-admin record type written by hand; a record is an answer of the API: use its generated schema (ApiSchema<…>).',
    ],
  ]);
  for (const { file, line, name, rule } of violations) console.error(`${file}:${line}: ${name}: ${messages.get(rule)}`);
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
