import type { Schema } from './openapi';

/**
 * Bad values for one property, chosen by what its schema says it is. `mustRefuse` marks values
 * that no route may accept (a 2xx for them is a failure); the others must only be answered
 * without a 5xx, with a well-formed refusal if refused.
 */
export interface BadValue {
  label: string;
  value: unknown;
  /** Why the value must be refused, when it must. */
  mustRefuse?: string;
  /** Always generated, never dropped by sampling. */
  core?: boolean;
}

/**
 * A number written into the JSON text exactly as given (`18446744073709551615`), which a JS
 * number cannot hold; `jsonText()` of cases.ts writes it.
 */
export class RawNumber {
  constructor(readonly text: string) {}

  toJSON(): string {
    return `\u0002${this.text}\u0002`;
  }
}

/** JSON text of a value, with RawNumbers written as the literal numbers they stand for. */
export const jsonText = (value: unknown): string =>
  JSON.stringify(value).replace(/"\\u0002([-+0-9.eE]+)\\u0002"/g, '$1');

/** JSON text `{"__proto__":…}` parsed: an own `__proto__` key, as a request body carries it. */
export const objectWithKey = (key: string, value: unknown, rest: Record<string, unknown> = {}) =>
  ({ ...(JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value)}}`) as object), ...rest }) as Record<
    string,
    unknown
  >;

/** `[[[…]]]`, `depth` arrays deep (2,000 levels is about 4 KB of JSON). */
export function nestedArray(depth: number): unknown {
  let value: unknown = [];
  for (let level = 1; level < depth; level += 1) value = [value];
  return value;
}

/** `{"a":{"a":…}}`, `depth` objects deep. */
export function nestedObject(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

export const HUGE_TEXT = 'A'.repeat(100_000);
/** Two code points (U+2695 and a variation selector) that class-validator's MaxLength counts as one. */
export const EMOJI = '⚕️';
/** A letter and a combining accent: two code points shown as one character. */
export const COMBINING = 'e\u0301';
export const IMPOSSIBLE_DATES = ['2027-02-31', '2027-02-29', '2027-13-01', '2027-04-31', '0000-00-00'];
export const DEEP = 2_000;

const POLLUTION = { polluted: 'fuzz', isAdmin: true };

const isDateLike = (name: string, schema: Schema) =>
  schema.format === 'date' ||
  schema.format === 'date-time' ||
  /date$/i.test(name) ||
  (typeof schema.example === 'string' && /^\d{4}-\d{2}-\d{2}/.test(schema.example));

function textValues(name: string, schema: Schema, maxLength: number | undefined, inBody: boolean): BadValue[] {
  const surrogate = inBody ? 'lone surrogates are not text' : undefined;
  const values: BadValue[] = [
    { label: 'huge text (100k chars)', value: HUGE_TEXT, core: true, mustRefuse: maxLength ? 'too long' : undefined },
    { label: 'lone high surrogate', value: '\ud800', core: true, mustRefuse: surrogate },
    { label: 'lone low surrogate inside text', value: 'a\udc00b', mustRefuse: surrogate },
    { label: 'NUL character', value: 'a\u0000b' },
    { label: 'blank text', value: '   ' },
    { label: 'SQL and LIKE characters', value: "%_' OR 1=1 --" },
  ];
  if (maxLength !== undefined) {
    const count = Math.ceil(maxLength * 0.6);
    values.push(
      {
        label: `"${EMOJI}" x${count} (${count * 2} code points, ${maxLength} allowed)`,
        value: EMOJI.repeat(count),
        core: true,
        mustRefuse: `longer than ${maxLength} code points`,
      },
      {
        label: `combining "e\\u0301" x${count} (${count * 2} code points, ${maxLength} allowed)`,
        value: COMBINING.repeat(count),
        mustRefuse: `longer than ${maxLength} code points`,
      },
    );
  } else {
    values.push(
      { label: `"${EMOJI}" x60 (120 code points)`, value: EMOJI.repeat(60), core: true },
      { label: `"${EMOJI}" x130 (260 code points)`, value: EMOJI.repeat(130) },
    );
  }
  if (isDateLike(name, schema)) {
    for (const date of IMPOSSIBLE_DATES) {
      values.push({ label: `impossible date ${date}`, value: date, core: true, mustRefuse: 'not a calendar date' });
    }
    values.push({
      label: 'impossible date-time 2027-02-31T25:61:00Z',
      value: '2027-02-31T25:61:00Z',
      mustRefuse: 'not a calendar date',
    });
  }
  if (schema.enum) {
    for (const value of ['NOT_A_LISTED_VALUE', '__proto__', 'toString']) {
      values.push({ label: `unlisted value ${value}`, value, core: value === '__proto__', mustRefuse: 'not listed' });
    }
  }
  return values;
}

function numberValues(schema: Schema): BadValue[] {
  const values: BadValue[] = [
    { label: 'numeric text "5"', value: '5' },
    { label: '-1', value: -1 },
    { label: '0', value: 0 },
    { label: '1.5', value: 1.5 },
    { label: '1e308', value: 1e308, core: true },
    { label: '-1e308', value: -1e308 },
    { label: '1e20', value: 1e20 },
    { label: '18446744073709551615', value: new RawNumber('18446744073709551615') },
    { label: '2147483648 (beyond INT)', value: 2147483648, core: true },
    { label: '2^53+1', value: new RawNumber('9007199254740993') },
  ];
  if (schema.enum) values.push({ label: 'unlisted number', value: 987654, mustRefuse: 'not listed' });
  return values;
}

const booleanValues = (): BadValue[] => [
  { label: 'text "true"', value: 'true' },
  { label: '1', value: 1 },
  { label: 'text "yes"', value: 'yes' },
];

function arrayValues(schema: Schema): BadValue[] {
  const item = schema.items ?? {};
  const itemExample = item.example ?? (item.type === 'string' ? 'x' : 1);
  return [
    { label: 'array of null', value: [null] },
    { label: 'array of arrays', value: [[]] },
    { label: 'array of objects', value: [{}] },
    { label: 'array with a lone surrogate', value: ['\ud800'], core: true },
    { label: 'array of 1e20', value: [1e20] },
    { label: 'array of -1', value: [-1] },
    { label: 'array of huge text', value: [HUGE_TEXT] },
    { label: '10,000 items', value: Array.from({ length: 10_000 }, () => itemExample), core: true },
    { label: 'array with an own __proto__ object', value: [objectWithKey('__proto__', POLLUTION)] },
  ];
}

function objectValues(schema: Schema): BadValue[] {
  // Unknown keys in a DTO are refused (whitelist + forbidNonWhitelisted); free-form objects may take them.
  const isDto = Boolean(schema.properties && Object.keys(schema.properties).length);
  const refuse = isDto ? 'a DTO takes no unknown keys' : undefined;
  return [
    {
      label: 'nested own __proto__ key',
      value: objectWithKey('__proto__', POLLUTION),
      core: true,
      mustRefuse: refuse,
    },
    {
      label: 'nested constructor.prototype',
      value: objectWithKey('constructor', { prototype: POLLUTION }),
      mustRefuse: refuse,
    },
    { label: 'nested prototype key', value: objectWithKey('prototype', POLLUTION), mustRefuse: refuse },
  ];
}

/** Values of a type the schema does not expect. */
function wrongTypes(schema: Schema): BadValue[] {
  const type = schema.type ?? (schema.oneOf || schema.anyOf ? 'any' : 'object');
  const all: (BadValue & { type: string })[] = [
    { type: 'null', label: 'null', value: null, core: true },
    { type: 'boolean', label: 'true', value: true },
    { type: 'number', label: 'number 123', value: 123, core: true },
    { type: 'string', label: 'text', value: 'text', core: true },
    { type: 'array', label: 'empty array', value: [], core: true },
    { type: 'array', label: 'array of text', value: ['text'] },
    { type: 'object', label: 'empty object', value: {}, core: true },
    { type: 'object', label: 'object', value: { a: 'b' } },
  ];
  const same = (candidate: string) =>
    candidate === type || (candidate === 'number' && type === 'integer') || type === 'any';
  return all
    .filter((candidate) => !same(candidate.type) || candidate.type === 'null')
    .map((candidate) => ({ label: candidate.label, value: candidate.value, core: candidate.core }));
}

/**
 * Bad values for a property. `maxLength` is the longest text the DTO allows (from its validation
 * metadata or the schema), when known; `inBody` says the value travels in a JSON body.
 */
export function badValuesFor(name: string, schema: Schema, maxLength: number | undefined, inBody = true): BadValue[] {
  const values = [
    ...wrongTypes(schema),
    { label: `JSON nested ${DEEP} levels deep`, value: nestedArray(DEEP), core: true },
  ];
  const type = schema.type ?? (schema.oneOf || schema.anyOf ? 'any' : schema.properties ? 'object' : 'any');
  if (type === 'string' || type === 'any') values.push(...textValues(name, schema, maxLength, inBody));
  if (type === 'number' || type === 'integer' || type === 'any') values.push(...numberValues(schema));
  if (type === 'boolean') values.push(...booleanValues());
  if (type === 'array') values.push(...arrayValues(schema));
  if (type === 'object' || type === 'any') values.push(...objectValues(schema));
  return values;
}

/** Bad values for a change set's `value` (any JSON, checked by the field's parser). */
export function badChangeValues(): BadValue[] {
  return [
    { label: 'null', value: null, core: true },
    { label: 'number 123', value: 123, core: true },
    { label: 'true', value: true },
    { label: 'empty array', value: [], core: true },
    { label: 'empty object', value: {}, core: true },
    { label: 'huge text (100k chars)', value: HUGE_TEXT, core: true },
    { label: 'lone high surrogate', value: '\ud800', core: true, mustRefuse: 'lone surrogates are not text' },
    { label: 'lone low surrogate inside text', value: 'a\udc00b', mustRefuse: 'lone surrogates are not text' },
    { label: `"${EMOJI}" x60 (120 code points)`, value: EMOJI.repeat(60), core: true },
    { label: `"${EMOJI}" x130 (260 code points)`, value: EMOJI.repeat(130) },
    { label: 'combining "e\\u0301" x60 (120 code points)', value: COMBINING.repeat(60) },
    { label: 'impossible date 2027-02-31', value: '2027-02-31', core: true },
    { label: `JSON nested ${DEEP} levels deep`, value: nestedArray(DEEP) },
    { label: 'own __proto__ object', value: objectWithKey('__proto__', POLLUTION), core: true },
    { label: 'array of lone surrogates', value: ['\ud800', 'b'] },
    { label: '1e308', value: 1e308 },
    { label: '-1', value: -1 },
    { label: '2147483648 (beyond INT)', value: 2147483648, core: true },
    { label: 'text "NaN"', value: 'NaN' },
    { label: 'text "Infinity"', value: 'Infinity' },
  ];
}
