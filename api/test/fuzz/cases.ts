import {
  DEEP,
  HUGE_TEXT,
  badChangeValues,
  badValuesFor,
  jsonText,
  nestedArray,
  nestedObject,
  objectWithKey,
  type BadValue,
} from './bad-values';
import { fillPath, type ApiRoute, type Schema } from './openapi';
import type { SeededRandom } from './random';

export type Identity = 'admin' | 'anonymous';

/** One generated request and what it must not be answered with. */
export interface FuzzCase {
  id: number;
  routeKey: string;
  /** What is bad about it: `body.email ← null`, `path {id} = 0x10`, `sort = ["__proto__","ASC"]`. */
  label: string;
  identity: Identity;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer | string;
  /** Why a 2xx answer is a failure, when it is (malformed ids, forbidden keys, impossible dates, …). */
  mustRefuse?: string;
}

/** What the generator needs to know about a route beyond its OpenAPI entry. */
export interface RouteContext {
  route: ApiRoute;
  /** URL-encoded values of the path parameters that name existing records. */
  pathValues: Record<string, string>;
  /** Path values for body cases of routes whose success would destroy a fixture (DELETE). */
  bodyPathValues: Record<string, string>;
  /** The route reads react-admin list parameters (sort, range, filter). */
  isList: boolean;
  /** Anyone may call the route: a share of its cases is sent again without a token. */
  isPublic: boolean;
  /** A valid body (JSON routes) or field set (multipart routes); each call gives fresh unique values. */
  validBody?: () => Record<string, unknown>;
  /** For change-set routes: the fields the record takes (found by asking the route). */
  changeFields?: string[];
  /**
   * Properties the valid body makes irrelevant (validated only under a condition the body does not
   * meet, e.g. an invitation's `role` outside PERSON invitations): their values need not be refused.
   */
  ignoredProperties?: string[];
  /** The longest text a property of a DTO allows, from its validation metadata. */
  maxLength: (schemaName: string | undefined, property: string) => number | undefined;
}

export interface GenerationLimits {
  /** Most property cases per route (core values are always kept, others sampled). */
  propertyCases: number;
  /** Most change-set field cases per route. */
  changeCases: number;
  /** Share of a public route's cases sent again without a token. */
  anonymousShare: number;
}

export const FIVE_MEGABYTES = 5 * 1024 * 1024;
/** A 1x1 PNG: an upload the logo route accepts. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const POLLUTION = { polluted: 'fuzz', isAdmin: true };
const JSON_TYPE = 'application/json';

/** A case before it is bound to a route and an identity; path and method default to the route's. */
type Draft = Omit<FuzzCase, 'id' | 'routeKey' | 'identity' | 'method' | 'headers' | 'path'> & {
  headers?: Record<string, string>;
  method?: string;
  path?: string;
};

type PathStep = string | number;

/** A copy of `value` with `path` set (objects are copied with spread, so own `__proto__` keys stay data). */
function setAt(value: unknown, path: PathStep[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [step, ...rest] = path;
  if (typeof step === 'number') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[step] = setAt(list[step], rest, replacement);
    return list;
  }
  const object = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const copy = { ...object };
  Object.defineProperty(copy, step, {
    value: setAt(object[step], rest, replacement),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

function deleteAt(value: unknown, path: PathStep[]): unknown {
  if (!value || typeof value !== 'object') return value;
  const [step, ...rest] = path;
  if (Array.isArray(value)) {
    const list = [...value];
    list[step as number] = rest.length ? deleteAt(list[step as number], rest) : undefined;
    return list;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (rest.length) copy[step as string] = deleteAt(copy[step as string], rest);
  else delete copy[step as string];
  return copy;
}

const describePath = (path: PathStep[]) =>
  path.map((step, index) => (typeof step === 'number' ? `[${step}]` : index ? `.${step}` : step)).join('');

/** A valid-looking value for a schema: its example, default, first enum value, or a plain one of its type. */
export function exampleFor(schema: Schema, depth = 0): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.oneOf?.length) return exampleFor(schema.oneOf[0], depth);
  switch (schema.type) {
    case 'string':
      return schema.format === 'binary' ? undefined : 'Fuzz';
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.items && depth < 4 ? [exampleFor(schema.items, depth + 1)] : [];
    default:
      if (!schema.properties || depth >= 4) return {};
      return Object.fromEntries(
        Object.entries(schema.properties)
          .map(([name, property]) => [name, exampleFor(property, depth + 1)])
          .filter(([, value]) => value !== undefined),
      );
  }
}

interface PropertyMutation {
  path: PathStep[];
  value: BadValue | 'missing';
}

/** Bad values for every property of the body schema, nested DTOs and arrays of DTOs included. */
function propertyMutations(
  schema: Schema,
  context: RouteContext,
  prefix: PathStep[] = [],
  depth = 0,
): PropertyMutation[] {
  const mutations: PropertyMutation[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (property.format === 'binary') continue;
    const path = [...prefix, name];
    const maxLength = property.maxLength ?? context.maxLength(schema['x-name'], name);
    for (const value of badValuesFor(name, property, maxLength)) mutations.push({ path, value });
    if (schema.required?.includes(name)) mutations.push({ path, value: 'missing' });
    if (depth < 2 && property.properties) mutations.push(...propertyMutations(property, context, path, depth + 1));
    if (depth < 2 && property.type === 'array' && property.items?.properties) {
      mutations.push(...propertyMutations(property.items, context, [...path, 0], depth + 1));
    }
  }
  return mutations;
}

/** Keeps every core mutation and samples the others up to `limit`. */
function bounded<T extends { value: BadValue | 'missing' }>(items: T[], limit: number, random: SeededRandom): T[] {
  const isCore = (item: T) => item.value === 'missing' || item.value.core === true;
  const core = items.filter(isCore);
  const rest = random.sample(
    items.filter((item) => !isCore(item)),
    Math.max(0, limit - core.length),
  );
  return items.filter((item) => core.includes(item) || rest.includes(item));
}

/** The first string property of a body (where invalid bytes are put), if it has one. */
function firstTextProperty(schema: Schema): string | undefined {
  return Object.entries(schema.properties ?? {}).find(([, property]) => property.type === 'string')?.[0];
}

/** JSON text of `body` with the value of `property` replaced by a string of raw bytes. */
function withRawBytes(body: Record<string, unknown>, property: string, bytes: number[]): Buffer {
  const marker = '\u0001fuzz-bytes\u0001';
  const text = jsonText(setAt(body, [property], marker));
  const [before, after] = text.split(JSON.stringify(marker).slice(1, -1));
  return Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]);
}

const INVALID_UTF8: { label: string; bytes: number[] }[] = [
  { label: 'byte 0xFF', bytes: [0x61, 0xff, 0x62] },
  { label: 'overlong "/" (0xC0 0xAF)', bytes: [0xc0, 0xaf] },
  { label: 'UTF-8-encoded surrogate (0xED 0xA0 0x80)', bytes: [0xed, 0xa0, 0x80] },
  { label: 'truncated sequence (0xE2 0x82)', bytes: [0xe2, 0x82] },
];

export interface MultipartPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

export const MULTIPART_BOUNDARY = 'fuzz-boundary-7MA4YWxkTrZu0gW';

export function multipartBody(parts: MultipartPart[], boundary = MULTIPART_BOUNDARY, close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const multipartType = (boundary = MULTIPART_BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

/** Multipart fields from a flat body (objects as JSON text), as a browser form would send them. */
function formParts(body: Record<string, unknown>): MultipartPart[] {
  return Object.entries(body).map(([name, value]) => ({
    name,
    value: typeof value === 'string' ? value : JSON.stringify(value),
  }));
}

let sharedFiveMegabytes: string | undefined;
/** `{"x":"AAAA…"}` of just over 5 MB (built once). */
function fiveMegabyteJson(): string {
  sharedFiveMegabytes ??= `{"x":"${'A'.repeat(FIVE_MEGABYTES)}"}`;
  return sharedFiveMegabytes;
}

/** Body cases every non-GET route gets, whether or not it takes a body. */
function genericBodyCases(): Draft[] {
  return [
    { label: 'body: invalid JSON "{"', body: '{', headers: { 'content-type': JSON_TYPE }, mustRefuse: 'invalid JSON' },
    {
      label: 'body: own __proto__ key',
      body: jsonText(objectWithKey('__proto__', POLLUTION)),
      headers: { 'content-type': JSON_TYPE },
    },
    {
      label: `body: JSON nested ${DEEP} levels deep`,
      body: jsonText(nestedArray(DEEP)),
      headers: { 'content-type': JSON_TYPE },
    },
    {
      label: 'body: 5 MB of JSON',
      body: fiveMegabyteJson(),
      headers: { 'content-type': JSON_TYPE },
      mustRefuse: 'too large',
    },
    {
      label: 'body: invalid UTF-8 (byte 0xFF)',
      body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]),
      headers: { 'content-type': JSON_TYPE },
    },
    { label: 'content-type text/plain', body: 'just text', headers: { 'content-type': 'text/plain' } },
  ];
}

/** Body cases for a route that takes JSON: the whole body malformed, wrongly typed or wrongly sent. */
function jsonBodyCases(schema: Schema, valid: Record<string, unknown>): Draft[] {
  const json = { 'content-type': JSON_TYPE };
  const drafts: Draft[] = [];
  for (const text of ['{', '{"a":', '{"a":1,}', "{'a':1}", 'nul', '[', '{"a":1}}', '\u0000']) {
    drafts.push({
      label: `body: invalid JSON ${JSON.stringify(text)}`,
      body: text,
      headers: json,
      mustRefuse: 'invalid JSON',
    });
  }
  for (const text of ['null', '[]', '"text"', '123', 'true', '[{}]', '"\\ud800"']) {
    drafts.push({
      label: `body: JSON ${text} instead of an object`,
      body: text,
      headers: json,
      mustRefuse: 'not an object',
    });
  }
  drafts.push(
    { label: 'body: empty with JSON content type', body: '', headers: json },
    {
      label: `body: objects nested ${DEEP} levels deep`,
      body: jsonText(nestedObject(DEEP)),
      headers: json,
      mustRefuse: 'unknown property',
    },
    {
      label: `body: arrays nested ${DEEP} levels deep`,
      body: jsonText(nestedArray(DEEP)),
      headers: json,
      mustRefuse: 'not an object',
    },
    {
      label: 'body: arrays nested 100,000 levels deep (200 KB)',
      body: `{"${Object.keys(schema.properties ?? { a: 1 })[0]}":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
      headers: json,
      mustRefuse: 'too deep',
    },
    {
      label: 'body: own __proto__ key at the top',
      body: jsonText(objectWithKey('__proto__', POLLUTION, valid)),
      headers: json,
      mustRefuse: 'forbidden key',
    },
    {
      label: 'body: constructor.prototype at the top',
      body: jsonText(objectWithKey('constructor', { prototype: POLLUTION }, valid)),
      headers: json,
      mustRefuse: 'forbidden key',
    },
    {
      label: 'body: prototype key at the top',
      body: jsonText(objectWithKey('prototype', POLLUTION, valid)),
      headers: json,
      mustRefuse: 'forbidden key',
    },
    {
      label: 'body: a valid body only under __proto__',
      body: jsonText(objectWithKey('__proto__', valid)),
      headers: json,
      mustRefuse: 'forbidden key',
    },
    {
      label: 'body: an unknown property',
      body: jsonText({ ...valid, fuzzUnknownProperty: 1 }),
      headers: json,
      mustRefuse: 'unknown property',
    },
    { label: 'body: 5 MB of JSON', body: fiveMegabyteJson(), headers: json, mustRefuse: 'too large' },
    {
      label: 'body: 100k-character text in an unknown property',
      body: jsonText({ ...valid, fuzzUnknownProperty: HUGE_TEXT }),
      headers: json,
      mustRefuse: 'unknown property',
    },
    { label: 'content-type text/plain', body: jsonText(valid), headers: { 'content-type': 'text/plain' } },
    { label: 'content-type missing', body: jsonText(valid), headers: {} },
    { label: 'content-type application/xml', body: '<a>1</a>', headers: { 'content-type': 'application/xml' } },
    {
      label: 'content-type multipart where JSON is expected',
      body: multipartBody(formParts(valid)),
      headers: { 'content-type': multipartType() },
    },
    {
      label: 'content-type urlencoded',
      body: new URLSearchParams(
        Object.entries(valid).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]),
      ).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
    {
      label: 'content-type JSON with charset latin1',
      body: jsonText(valid),
      headers: { 'content-type': 'application/json; charset=latin1' },
    },
    {
      label: 'content-type JSON with charset utf-16',
      body: jsonText(valid),
      headers: { 'content-type': 'application/json; charset=utf-16' },
    },
    {
      label: 'content-encoding gzip with bytes that are not gzip',
      body: jsonText(valid),
      headers: { ...json, 'content-encoding': 'gzip' },
    },
    {
      label: 'content-encoding unknown',
      body: jsonText(valid),
      headers: { ...json, 'content-encoding': 'fuzz' },
    },
  );
  const textProperty = firstTextProperty(schema);
  for (const invalid of INVALID_UTF8) {
    drafts.push({
      label: `body: invalid UTF-8 ${invalid.label} in ${textProperty ?? 'an unknown property'}`,
      body: withRawBytes(valid, textProperty ?? 'fuzzUnknownProperty', invalid.bytes),
      headers: json,
      mustRefuse: 'invalid UTF-8',
    });
  }
  return drafts;
}

/** Property cases: one property of a valid body replaced by a bad value (or left out). */
function propertyCases(context: RouteContext, schema: Schema, limits: GenerationLimits, random: SeededRandom): Draft[] {
  const valid = context.validBody as () => Record<string, unknown>;
  return bounded(propertyMutations(schema, context), limits.propertyCases, random).map(({ path, value }) => {
    const body = valid();
    const where = `body.${describePath(path)}`;
    if (value === 'missing') {
      return {
        label: `${where} missing`,
        body: jsonText(deleteAt(body, path)),
        headers: { 'content-type': JSON_TYPE },
      };
    }
    const ignored = path.length === 1 && context.ignoredProperties?.includes(String(path[0]));
    return {
      label: `${where} ← ${value.label}`,
      body: jsonText(setAt(body, path, value.value)),
      headers: { 'content-type': JSON_TYPE },
      mustRefuse: ignored ? undefined : value.mustRefuse,
    };
  });
}

/** Change-set cases: each field the record takes, set to bad values through the change set. */
function changeSetCases(context: RouteContext, limits: GenerationLimits, random: SeededRandom): Draft[] {
  const valid = context.validBody as () => Record<string, unknown>;
  const mutations = (context.changeFields ?? []).flatMap((field) =>
    badChangeValues().map((value) => ({ field, value: value as BadValue | 'missing' })),
  );
  return bounded(mutations, limits.changeCases, random).map(({ field, value }) => {
    const bad = value as BadValue;
    const body = valid();
    return {
      label: `change of "${field}" ← ${bad.label}`,
      body: jsonText({ ...body, changes: [{ field, value: bad.value }] }),
      headers: { 'content-type': JSON_TYPE },
      mustRefuse: bad.mustRefuse,
    };
  });
}

/** Cases for a multipart route: bad fields, bad files, malformed multipart and JSON instead. */
function multipartCases(schema: Schema, valid: Record<string, unknown>): Draft[] {
  const properties = Object.entries(schema.properties ?? {});
  // A file field takes one file (`format: binary`) or several (an array of them, e.g. pictures).
  const isFile = (property: Schema) => property.format === 'binary' || property.items?.format === 'binary';
  const fileFields = properties.filter(([, property]) => isFile(property)).map(([name]) => name);
  const plainFields = properties.filter(([, property]) => !isFile(property)).map(([name]) => name);
  // Without a `required` list every field counts as required (the version-and-logo routes).
  const required = (name: string) => !schema.required || schema.required.includes(name);
  const numeric = (name: string) => ['integer', 'number'].includes(schema.properties?.[name]?.type ?? 'integer');
  const several = (name: string) => schema.properties?.[name]?.type === 'array';
  const file = (name: string, value: Buffer = TINY_PNG, filename = 'logo.png', contentType = 'image/png') => ({
    name,
    value,
    filename,
    contentType,
  });
  const fields = (overrides: Record<string, string | Buffer | undefined> = {}) =>
    plainFields
      .map((name) => ({ name, value: name in overrides ? overrides[name] : String(valid[name] ?? '1') }))
      .filter((part): part is MultipartPart => part.value !== undefined);
  const files = (overrides: Record<string, MultipartPart[] | undefined> = {}) =>
    fileFields.flatMap((name) => (name in overrides ? (overrides[name] ?? []) : [file(name)]));
  const send = (label: string, parts: MultipartPart[], mustRefuse?: string): Draft => ({
    label,
    body: multipartBody(parts),
    headers: { 'content-type': multipartType() },
    mustRefuse,
  });
  const drafts: Draft[] = [];
  for (const name of plainFields) {
    const bad: [string, string | Buffer, string | undefined][] = [
      ['empty', '', undefined],
      ['text', 'abc', 'not a number'],
      ['-1', '-1', undefined],
      ['1.5', '1.5', undefined],
      ['1e20', '1e20', undefined],
      ['18446744073709551615', '18446744073709551615', undefined],
      ['lone surrogate (UTF-8 0xED 0xA0 0x80)', Buffer.from([0xed, 0xa0, 0x80]), 'not a number'],
      ['NUL', '\u0000', 'not a number'],
      ['100k characters', HUGE_TEXT, 'not a number'],
      ['JSON object', '{"__proto__":{"polluted":"fuzz"}}', 'not a number'],
    ];
    for (const [label, value, mustRefuse] of bad) {
      // Text fields take 'abc' and the like; a number field must refuse them.
      const refuse = numeric(name) || label === '100k characters' ? mustRefuse : undefined;
      drafts.push(send(`multipart field ${name} ← ${label}`, [...fields({ [name]: value }), ...files()], refuse));
    }
    drafts.push(send(`multipart field ${name} missing`, [...fields({ [name]: undefined }), ...files()]));
  }
  for (const name of fileFields) {
    drafts.push(
      send(
        `multipart file ${name} missing`,
        [...fields(), ...files({ [name]: undefined })],
        required(name) ? 'no file' : undefined,
      ),
      send(`multipart file ${name} sent as a text field`, [...fields(), { name, value: 'not a file' }], 'no file'),
      send(
        `multipart file ${name} empty`,
        [...fields(), ...files({ [name]: [file(name, Buffer.alloc(0))] })],
        'no file',
      ),
      send(
        `multipart file ${name} is text named .png`,
        [...fields(), ...files({ [name]: [file(name, Buffer.from('<svg onload="alert(1)"/>'))] })],
        'not an image',
      ),
      send(`multipart file ${name} named ../../../etc/passwd`, [
        ...fields(),
        ...files({ [name]: [file(name, TINY_PNG, '../../../etc/passwd')] }),
      ]),
      send(`multipart file ${name} with a lone surrogate in its name`, [
        ...fields(),
        ...files({ [name]: [file(name, TINY_PNG, '\ud800.png')] }),
      ]),
      send(
        `multipart file ${name} twice`,
        [...fields(), ...files(), ...files()],
        several(name) ? undefined : 'too many files',
      ),
      send(
        `multipart file ${name} of 5.1 MB`,
        [...fields(), ...files({ [name]: [file(name, Buffer.concat([TINY_PNG, Buffer.alloc(5_100_000)]))] })],
        'too large',
      ),
    );
  }
  drafts.push(
    send('multipart unknown file field', [...fields(), ...files(), file('fuzzUnknownFile')], 'unknown file'),
    send(
      'multipart field __proto__[polluted]',
      [...fields(), { name: '__proto__[polluted]', value: 'fuzz' }, ...files()],
      'forbidden key',
    ),
    send(
      'multipart field constructor[prototype][polluted]',
      [{ name: 'constructor[prototype][polluted]', value: 'fuzz' }, ...fields(), ...files()],
      'forbidden key',
    ),
    send('multipart with many fields', [
      ...fields(),
      ...Array.from({ length: 20 }, (_, index) => ({ name: `field${index}`, value: 'x' })),
      ...files(),
    ]),
    {
      label: 'multipart without its closing boundary',
      body: multipartBody([...fields(), ...files()], MULTIPART_BOUNDARY, false),
      headers: { 'content-type': multipartType() },
    },
    {
      label: 'multipart with another boundary than announced',
      body: multipartBody([...fields(), ...files()], 'another-boundary'),
      headers: { 'content-type': multipartType() },
    },
    {
      label: 'multipart content type without boundary',
      body: multipartBody([...fields(), ...files()]),
      headers: { 'content-type': 'multipart/form-data' },
    },
    {
      label: 'JSON where multipart is expected',
      body: jsonText(Object.fromEntries(plainFields.map((name) => [name, valid[name]]))),
      headers: { 'content-type': JSON_TYPE },
      mustRefuse: 'no file',
    },
    {
      label: 'JSON with own __proto__ where multipart is expected',
      body: jsonText(objectWithKey('__proto__', POLLUTION, valid)),
      headers: { 'content-type': JSON_TYPE },
      mustRefuse: 'no file',
    },
    {
      label: 'multipart content type with a JSON body',
      body: jsonText(valid),
      headers: { 'content-type': multipartType() },
    },
    { label: 'content-type text/plain', body: 'just text', headers: { 'content-type': 'text/plain' } },
    { label: 'body: invalid JSON "{"', body: '{', headers: { 'content-type': JSON_TYPE }, mustRefuse: 'invalid JSON' },
    {
      label: 'body: 5 MB of JSON',
      body: fiveMegabyteJson(),
      headers: { 'content-type': JSON_TYPE },
      mustRefuse: 'too large',
    },
  );
  return drafts;
}

/** Malformed ids, written around `id` (an existing record) where the form allows. */
export function badIds(id: string): { label: string; value: string }[] {
  return [
    { label: '0', value: '0' },
    { label: '-1', value: '-1' },
    { label: '0x10', value: '0x10' },
    { label: `" ${id}"`, value: `%20${id}` },
    { label: `"${id} "`, value: `${id}%20` },
    { label: `${id}e0`, value: `${id}e0` },
    { label: `${id}.0`, value: `${id}.0` },
    { label: `+${id}`, value: `%2B${id}` },
    { label: `0${id}`, value: `0${id}` },
    { label: '1e20', value: '1e20' },
    { label: '18446744073709551615', value: '18446744073709551615' },
    { label: '9007199254740993', value: '9007199254740993' },
    { label: 'abc', value: 'abc' },
    { label: '%00', value: '%00' },
    { label: `${id}%00`, value: `${id}%00` },
    { label: '2,000 digits', value: '9'.repeat(2_000) },
    { label: '__proto__', value: '__proto__' },
    { label: 'constructor', value: 'constructor' },
    { label: 'encoded lone surrogate %ED%A0%80', value: '%ED%A0%80' },
    { label: 'bad percent-encoding %', value: '%' },
  ];
}

/** Bad values for a path parameter that is not an id (an email, a folder or file name). */
function badTexts(): { label: string; value: string }[] {
  return [
    { label: '%00', value: '%00' },
    { label: '2,000 characters', value: 'x'.repeat(2_000) },
    { label: 'encoded lone surrogate %ED%A0%80', value: '%ED%A0%80' },
    { label: 'byte %FF', value: '%FF' },
    { label: 'bad percent-encoding %', value: '%' },
    { label: 'truncated %E0%A4%A', value: '%E0%A4%A' },
    { label: 'encoded path traversal', value: '..%2F..%2F..%2Fetc%2Fpasswd' },
    { label: '__proto__', value: '__proto__' },
    { label: 'constructor', value: 'constructor' },
    { label: `"⚕️" x130`, value: encodeURIComponent('⚕️'.repeat(130)) },
  ];
}

const isIdParameter = (name: string) => name === 'id' || /Id$/.test(name);

function pathCases(context: RouteContext): Draft[] {
  const drafts: Draft[] = [];
  for (const name of context.route.pathParams) {
    const id = isIdParameter(name);
    for (const bad of id ? badIds(context.pathValues[name]) : badTexts()) {
      drafts.push({
        label: `path {${name}} = ${bad.label}`,
        path: fillPath(context.route.path, { ...context.pathValues, [name]: bad.value }),
        mustRefuse: id ? 'malformed id' : undefined,
        ...(context.route.method === 'GET' || context.route.method === 'DELETE'
          ? {}
          : { body: '{}', headers: { 'content-type': JSON_TYPE } }),
      });
    }
  }
  return drafts;
}

/** JSON for a query string, with only what a URL cannot carry encoded (brackets stay readable). */
function queryValue(text: string): string {
  return encodeURIComponent(text).replace(/%(5B|5D|7B|7D|2C|3A|22)/g, (escape) => decodeURIComponent(escape));
}

interface QueryCase {
  label: string;
  query: string;
  mustRefuse?: string;
}

/** react-admin list parameters gone wrong: prototype keys, unknown fields, impossible ranges. */
export function listQueryCases(): QueryCase[] {
  const cases: QueryCase[] = [];
  /** `refused: false` for values a list may take (a search for LIKE characters, `null` for no filter). */
  const add = (name: string, text: string, refused = true) =>
    cases.push({
      label: `${name} = ${text.length > 80 ? `${text.slice(0, 60)}… (${text.length} chars)` : text}`,
      query: `${name}=${queryValue(text)}`,
      mustRefuse: refused ? `bad ${name}` : undefined,
    });
  for (const text of [
    '["__proto__","ASC"]',
    '["constructor","ASC"]',
    '["toString","DESC"]',
    '["hasOwnProperty","ASC"]',
    '["valueOf","ASC"]',
    '["prototype","ASC"]',
    '["fuzzUnknownField","ASC"]',
    '["id","SIDEWAYS"]',
    '["id"]',
    '[]',
    '{}',
    '"id"',
    '["id","ASC","extra"]',
    '[1,"ASC"]',
    '[["id"],"ASC"]',
    '["id; DROP TABLE person","ASC"]',
    '["\\ud800","ASC"]',
    '[id,ASC]',
    '["id",{"__proto__":"ASC"}]',
    jsonText(nestedArray(DEEP)),
  ]) {
    add('sort', text);
  }
  for (const text of [
    '[1e20,1e20]',
    '[1e308,1e308]',
    '[18446744073709551615,18446744073709551616]',
    '[0,1e999]',
    '[-1,5]',
    '[0,-1]',
    '[-5,-1]',
    '[1.5,2.5]',
    '[10,5]',
    '[0,1000000]',
    '[0,9007199254740993]',
    '[2147483648,2147483650]',
    '[99999999,100000000]',
    '["0","4"]',
    '[0]',
    '[]',
    '{}',
    '"0-4"',
    '[null,null]',
    '[0,4,8]',
    jsonText(nestedArray(DEEP)),
  ]) {
    add('range', text);
  }
  for (const text of [
    '{"__proto__":{}}',
    '{"__proto__":{"polluted":"fuzz"}}',
    '{"constructor":"x"}',
    '{"constructor":{"prototype":{"polluted":"fuzz"}}}',
    '{"toString":"x"}',
    '{"hasOwnProperty":"x"}',
    '{"valueOf":1}',
    '{"fuzzUnknownFilter":"x"}',
    '{"q":{"a":1}}',
    '{"q":["a","b"]}',
    '{"q":"\\ud800"}',
    `{"q":"${'x'.repeat(2_000)}"}`,
    '{"id":[1e20]}',
    '{"id":["1e1"]}',
    '{"id":"abc"}',
    '{"id":[[1]]}',
    '{"id":[-1,0]}',
    '{"id":{"__proto__":1}}',
    `{"q":${jsonText(nestedArray(DEEP))}}`,
    '[]',
    '"text"',
    '{q:1}',
  ]) {
    add('filter', text);
  }
  add('filter', 'null', false);
  add('filter', '{"q":"%_"}', false);
  cases.push(
    {
      label: 'sort given twice',
      query: `sort=${queryValue('["id","ASC"]')}&sort=${queryValue('["id","DESC"]')}`,
      mustRefuse: 'bad sort',
    },
    {
      label: 'range given twice',
      query: `range=${queryValue('[0,4]')}&range=${queryValue('[0,9]')}`,
      mustRefuse: 'bad range',
    },
    {
      label: 'filter given twice',
      query: `filter=${queryValue('{}')}&filter=${queryValue('{"q":"a"}')}`,
      mustRefuse: 'bad filter',
    },
    { label: 'sort with bad percent-encoding', query: 'sort=%', mustRefuse: undefined },
  );
  return cases;
}

/** Query strings any GET route may receive: prototype keys, bad encoding, a list parameter it ignores. */
function genericQueryCases(): QueryCase[] {
  return [
    {
      label: 'query __proto__[polluted] and constructor[prototype][polluted]',
      query: '__proto__[polluted]=fuzz&constructor[prototype][polluted]=fuzz',
    },
    { label: 'query with bad percent-encoding', query: 'q=%&%ED%A0%80=1' },
    { label: 'query sort = ["__proto__","ASC"]', query: `sort=${queryValue('["__proto__","ASC"]')}` },
  ];
}

/**
 * Every case for one route, in a fixed order for a given seed. Admin cases first; for public
 * routes a share of them again without a token.
 */
export function casesForRoute(
  context: RouteContext,
  limits: GenerationLimits,
  random: SeededRandom,
  nextId: () => number,
  nextAddress: () => string,
): FuzzCase[] {
  const { route } = context;
  const drafts: Draft[] = [];
  if (route.pathParams.length) drafts.push(...pathCases(context));
  if (route.method === 'GET') {
    const queries = [...genericQueryCases(), ...(context.isList ? listQueryCases() : [])];
    const base = fillPath(route.path, context.pathValues);
    drafts.push(
      ...queries.map((query) => ({
        label: query.label,
        path: `${base}?${query.query}`,
        mustRefuse: context.isList ? query.mustRefuse : undefined,
      })),
    );
  } else if (route.body?.contentType === JSON_TYPE && context.validBody) {
    const schema = route.body.schema;
    drafts.push(...jsonBodyCases(schema, context.validBody()));
    drafts.push(...propertyCases(context, schema, limits, random));
    if (context.changeFields?.length) drafts.push(...changeSetCases(context, limits, random));
  } else if (route.body?.contentType.startsWith('multipart/') && context.validBody) {
    drafts.push(...multipartCases(route.body.schema, context.validBody()));
  } else {
    drafts.push(...genericBodyCases());
  }

  const bodyPath = fillPath(route.path, context.bodyPathValues);
  const toCase = (draft: Draft, identity: Identity): FuzzCase => ({
    id: nextId(),
    routeKey: route.key,
    label: draft.label,
    identity,
    method: draft.method ?? route.method,
    path: draft.path ?? bodyPath,
    headers: { ...draft.headers, 'x-forwarded-for': nextAddress() },
    body: draft.body,
    mustRefuse: draft.mustRefuse,
  });
  const cases = drafts.map((draft) => toCase(draft, 'admin'));
  if (context.isPublic) {
    const share = Math.ceil(drafts.length * limits.anonymousShare);
    cases.push(...random.sample(drafts, share).map((draft) => toCase(draft, 'anonymous')));
  }
  return cases;
}
