/**
 * The routes of the running app, read from its OpenAPI document, with their parameters and
 * request schemas resolved (no `$ref` left), so generated tests cover every route there is.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The subset of an OpenAPI schema object the generators read. */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  /** The component name the schema was resolved from (a DTO class name), when it was a `$ref`. */
  'x-name'?: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<Lowercase<HttpMethod>, Operation>>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface ApiRoute {
  method: HttpMethod;
  /** The path as the document writes it: `/api/admin/agencies/{id}`. */
  path: string;
  /** `METHOD path`: the key of the access matrix and of every report line. */
  key: string;
  pathParams: string[];
  queryParams: string[];
  /** The document says the route needs a bearer token. */
  secured: boolean;
  /** The request body the route takes, if any: content type and resolved schema. */
  body?: { contentType: string; schema: Schema };
}

const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Replaces every `$ref` by the component it names (cycles stop at the second visit). */
export function resolveSchema(document: OpenApiDocument, schema: Schema, seen: string[] = []): Schema {
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() as string;
    const target = document.components?.schemas?.[name];
    if (!target || seen.includes(name)) return { type: 'object', 'x-name': name };
    return { ...resolveSchema(document, target, [...seen, name]), 'x-name': name };
  }
  const resolved: Schema = { ...schema };
  if (schema.properties) {
    resolved.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [name, resolveSchema(document, property, seen)]),
    );
  }
  if (schema.items) resolved.items = resolveSchema(document, schema.items, seen);
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const list = schema[key];
    if (list) resolved[key] = list.map((item) => resolveSchema(document, item, seen));
  }
  return resolved;
}

/** Every operation of the document, in document order. */
export function routesOf(document: OpenApiDocument): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = operations[method.toLowerCase() as Lowercase<HttpMethod>];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const [contentType, media] = Object.entries(content)[0] ?? [];
      routes.push({
        method,
        path,
        key: routeKey(method, path),
        pathParams: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        queryParams: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        secured: (operation.security ?? []).length > 0,
        body: contentType && media?.schema ? { contentType, schema: resolveSchema(document, media.schema) } : undefined,
      });
    }
  }
  return routes;
}

/** Fills the `{name}` placeholders of a path with already URL-encoded values. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for path parameter {${name}} of ${path}`);
    return value;
  });
}
