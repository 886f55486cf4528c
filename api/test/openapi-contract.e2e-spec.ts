import request from 'supertest';
import { ERROR_STATUS } from '@medstaff/domain';
import { ACCESS_MATRIX } from './fuzz/access-matrix';
import { createTestApp, type TestApp } from './test-app';

/**
 * The OpenAPI document is the contract every client is written against (src/platform/openapi/):
 * every operation has a unique operationId, a summary and tags; every refusal it documents
 * carries the one error schema, whose `code` enum is exactly the domain's codes (a code added
 * to domain/src/errors.ts and not to the document fails here); every route that needs a session
 * says so, and every public one says it needs none. `redocly lint` checks the rest (npm test's
 * lint step, scripts/lint-openapi.mjs).
 */

interface Response {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema?: { $ref?: string } }>;
}
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, Response>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { required?: string[]; properties?: Record<string, { type?: string; enum?: string[] }> }>;
    securitySchemes: Record<string, { type: string; in?: string; scheme?: string }>;
  };
  servers?: { url: string }[];
  info: { license?: { name?: string } };
}

const ERROR_REF = '#/components/schemas/ErrorBody';
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

describe('the OpenAPI document as the contract', () => {
  let testApp: TestApp;
  let document: Document;
  let operations: { key: string; operation: Operation }[];

  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
    document = (await request(testApp.http).get('/api/docs/openapi.json').expect(200)).body as Document;
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.has(method))
        .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
    );
  });
  afterAll(() => testApp.close());

  it('documents the routes (a document without operations would pass every check below)', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it('gives every operation its own operationId, a summary and tags', () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const { key, operation } of operations) {
      const id = operation.operationId;
      if (!id) problems.push(`${key}: no operationId`);
      else if (seen.has(id)) problems.push(`${key}: operationId ${id} is also ${seen.get(id)}'s`);
      else seen.set(id, key);
      if (!operation.summary?.trim()) problems.push(`${key}: no summary (@ApiOperation({ summary }))`);
      if (!operation.tags?.length) problems.push(`${key}: no tags (@ApiTags)`);
    }
    expect(problems).toEqual([]);
  });

  it("has one error schema whose code enum is exactly the domain's error codes", () => {
    const schema = document.components.schemas.ErrorBody;
    expect(schema.required).toEqual(['statusCode', 'code', 'message', 'error']);
    expect(schema.properties?.statusCode?.type).toBe('integer');
    expect(schema.properties?.error?.type).toBe('string');
    expect(schema.properties?.code?.type).toBe('string');
    expect([...(schema.properties?.code?.enum ?? [])].sort()).toEqual(Object.keys(ERROR_STATUS).sort());
  });

  it('answers every 4xx and 5xx of every operation with the error schema, and documents 400 and 500 everywhere', () => {
    const problems: string[] = [];
    for (const { key, operation } of operations) {
      for (const status of ['400', '500']) {
        if (!operation.responses[status]) problems.push(`${key}: no ${status} answer`);
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^[45]\d\d$/.test(status)) continue;
        const types = Object.keys(response.content ?? {});
        const schema = response.content?.['application/json']?.schema?.$ref;
        if (types.length !== 1 || schema !== ERROR_REF) {
          problems.push(`${key} ${status}: ${types.join(', ') || 'no content'} ${schema ?? ''}, not ${ERROR_REF}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('names the session (bearer token or cookie) on every route that needs one, and no session on public ones', () => {
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.cookie).toMatchObject({ type: 'apiKey', in: 'cookie' });
    const problems: string[] = [];
    for (const { key, operation } of operations) {
      const access = ACCESS_MATRIX[key];
      const security = operation.security;
      if (!access) {
        problems.push(`${key}: not in the access matrix (authorization-matrix.e2e-spec.ts says more)`);
        continue;
      }
      const names = (security ?? []).map((requirement) => Object.keys(requirement).join('+'));
      if (access.audience === 'public') {
        // None; or a session only read when sent (`{}` first); or the metrics scraper's own token.
        const fine =
          names.length === 0 ||
          names.join(' ') === ' bearer cookie' ||
          (key === 'GET /api/metrics' && names.join(' ') === 'metricsToken');
        if (!fine || !security) problems.push(`${key}: public, but its security is ${JSON.stringify(security)}`);
      } else if (names.join(' ') !== 'bearer cookie') {
        problems.push(`${key}: needs a session, but its security is ${JSON.stringify(security)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names a server and a licence', () => {
    expect(document.servers?.[0]?.url).toBe(testApp.config.publicUrl);
    expect(document.info.license?.name).toBeTruthy();
  });

  it('names the media types of the answers that are not JSON', () => {
    const mediaTypes = (key: string) => {
      const [method, path] = key.split(' ');
      return Object.keys(document.paths[path][method.toLowerCase()].responses['200'].content ?? {});
    };
    expect(mediaTypes('GET /api/admin/agencies/export')).toEqual(['text/csv']);
    expect(mediaTypes('GET /api/admin/agency-users/export')).toEqual(['text/csv']);
    expect(mediaTypes('GET /api/calendar-feeds/ics/{token}.ics')).toEqual(['text/calendar']);
    expect(mediaTypes('GET /api/documents/{id}')).toEqual(['application/pdf']);
    expect(mediaTypes('GET /api/account/export')).toEqual(['application/zip']);
    expect(mediaTypes('GET /api/metrics')).toEqual(['text/plain']);
    expect(mediaTypes('GET /api/admin/persons/{id}/history')).toEqual(['application/json']);
    // Every 200 and 201 says what it carries.
    const silent = operations
      .filter(({ operation }) =>
        ['200', '201'].some((status) => operation.responses[status] && !operation.responses[status].content),
      )
      .map(({ key }) => key);
    expect(silent).toEqual([]);
  });

  it('describes every object of every schema by its properties, so the generated client types are real', () => {
    // A property typed `string | null` or `{ … }` without `type:` in its @ApiProperty is
    // documented as a bare `type: object`, which the generated types read as an empty object.
    interface Schema {
      type?: string;
      $ref?: string;
      properties?: Record<string, Schema>;
      additionalProperties?: unknown;
      items?: Schema;
      oneOf?: Schema[];
      allOf?: Schema[];
    }
    const bare: string[] = [];
    const walk = (schema: Schema | undefined, where: string): void => {
      if (!schema) return;
      const described = schema.properties || schema.additionalProperties || schema.allOf || schema.oneOf;
      if (schema.type === 'object' && !described) bare.push(where);
      for (const [name, property] of Object.entries(schema.properties ?? {})) walk(property, `${where}.${name}`);
      walk(schema.items, `${where}[]`);
      for (const [index, part] of [...(schema.oneOf ?? []), ...(schema.allOf ?? [])].entries())
        walk(part, `${where}|${index}`);
    };
    const schemas = Object.entries(document.components.schemas as Record<string, Schema>);
    expect(schemas.length).toBeGreaterThan(50);
    for (const [name, schema] of schemas) walk(schema, name);
    expect(bare).toEqual([]);
  });
});
