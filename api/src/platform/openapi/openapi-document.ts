import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ERROR_STATUS } from '@medstaff/domain';
import type { AppConfig } from '../config/app-config';
import { sessionCookieSettings } from '../authentication/session-cookie';

/**
 * The OpenAPI document: the contract every client is written (and, later, generated) against.
 * The decorators on the controllers say what is particular to a route; what is the same for every
 * route is added here once, after Nest has built the document (`completeDocument`):
 *   - one error schema (`ErrorBody`, its `code` enum the codes of `domain/src/errors.ts`) on every
 *     4xx and 5xx answer, and the 400 and 500 that every route can give (an address or body that
 *     cannot be read; something unexpected), and a 401 on every route that needs a session;
 *   - `security: []` on every route that needs no session (the others name the bearer token or
 *     the session cookie: `ApiSession`);
 *   - a summary for the back office's standard routes (list, export, one record, change, delete,
 *     history), which every resource has alike.
 * api/test/openapi-contract.e2e-spec.ts checks the result; `redocly lint` (redocly.yaml) too.
 */

export const ERROR_SCHEMA = 'ErrorBody';
const ERROR_REF = { $ref: `#/components/schemas/${ERROR_SCHEMA}` };
export const SESSION_SCHEMES = ['bearer', 'cookie'] as const;

/** `AgencyUsersAdminController.list` → `AgencyUsersAdmin_list`: unique while class names are. */
export const operationIdOf = (controllerKey: string, methodKey: string) =>
  `${controllerKey.replace(/Controller$/, '')}_${methodKey}`;

/** The answers of every route that carry the error body, by status. */
const ERROR_REASONS: Readonly<Record<string, string>> = {
  '400': 'The request cannot be read or breaks a rule (MALFORMED_REQUEST, VALIDATION_FAILED, INVALID_ID)',
  '401': 'Not signed in, or the session has ended (UNAUTHENTICATED)',
  '500': 'Something unexpected went wrong on the server (INTERNAL_ERROR); nothing internal is revealed',
};

const errorBodySchema = () => ({
  type: 'object',
  description:
    'Every refusal: the HTTP status, a stable `code` (clients decide on it, never on the status alone), ' +
    'a message in the language of `Accept-Language`, and the status text.',
  required: ['statusCode', 'code', 'message', 'error'],
  properties: {
    statusCode: { type: 'integer', minimum: 400, maximum: 599, example: 404 },
    code: { type: 'string', enum: Object.keys(ERROR_STATUS), example: 'NOT_FOUND' },
    message: {
      description:
        'What went wrong: one text, or a list (the rules a request broke; field-level items where a form reads them)',
      oneOf: [
        { type: 'string' },
        {
          type: 'array',
          items: {
            oneOf: [
              { type: 'string' },
              {
                type: 'object',
                required: ['property', 'constraints'],
                properties: {
                  property: { type: 'string' },
                  constraints: { type: 'object', additionalProperties: { type: 'string' } },
                },
              },
            ],
          },
        },
      ],
      example: 'The agency was not found.',
    },
    error: { type: 'string', description: 'The HTTP status text', example: 'Not Found' },
  },
});

type Operation = NonNullable<OpenAPIObject['paths'][string]['get']>;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Every operation of the document with its method and path. */
export function operationsOf(document: OpenAPIObject): { method: string; path: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item[method] ? [{ method, path, operation: item[method] as Operation }] : [])),
  );
}

/** The back office's standard routes (`/api/admin/{resource}`…): their summary from the path alone. */
function standardSummary(method: string, path: string): string | undefined {
  const match = /^\/api\/admin\/([a-z-]+)(\/\{id\})?(\/history|\/export)?$/.exec(path);
  if (!match) return undefined;
  const [, resource, id, tail] = match;
  const words = resource.replace(/-/g, ' ');
  const key = `${method} ${id ? '{id}' : ''}${tail ?? ''}`;
  const summaries: Record<string, string> = {
    'get ': `List ${words} (sort, range, filter)`,
    'post ': `Create one of the ${words}`,
    'get /export': `Export the listed ${words} as CSV`,
    'get {id}': `Read one of the ${words}`,
    'patch {id}': `Change one of the ${words} (a change set with its version)`,
    'delete {id}': `Delete one of the ${words}`,
    'get {id}/history': `The change history of one of the ${words}`,
  };
  return summaries[key];
}

/** The route needs a session (not one that only reads a session when one is sent: `{}` among its requirements). */
const isSessionRoute = (operation: Operation) => {
  const requirements = operation.security ?? [];
  return (
    requirements.some((requirement) => SESSION_SCHEMES.some((scheme) => scheme in requirement)) &&
    !requirements.some((requirement) => Object.keys(requirement).length === 0)
  );
};

/** Adds what is the same for every route (see the top of this file); changes `document` in place. */
export function completeDocument(document: OpenAPIObject): OpenAPIObject {
  document.components = { ...document.components };
  document.components.schemas = { ...document.components.schemas, [ERROR_SCHEMA]: errorBodySchema() };
  for (const { method, path, operation } of operationsOf(document)) {
    operation.summary ??= standardSummary(method, path);
    if (!operation.security || operation.security.length === 0) operation.security = [];
    const responses = operation.responses;
    const generic = ['400', '500', ...(isSessionRoute(operation) ? ['401'] : [])];
    for (const status of generic) responses[status] ??= { description: ERROR_REASONS[status] };
    for (const [status, response] of Object.entries(responses)) {
      if (!response || !/^[45]\d\d$/.test(status) || '$ref' in response) continue;
      response.content = { 'application/json': { schema: ERROR_REF } };
    }
    operation.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
  }
  return document;
}

/** The API's document, as served at /api/docs (configureApp) and written by `npm run openapi`. */
export function createOpenApiDocument(app: INestApplication, config: AppConfig): OpenAPIObject {
  const cookie = sessionCookieSettings(config).name;
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('MedStaff API')
      .setDescription(
        'REST API of the MedStaff medical staffing marketplace. Every refusal is an `ErrorBody`: ' +
          '`{ statusCode, code, message, error }`, its `code` one of a fixed list that clients decide on.',
      )
      .setVersion('0.1.0')
      .setLicense('Proprietary: all rights reserved (UNLICENSED)', `${config.publicUrl}/en/terms`)
      .addServer(config.publicUrl, 'This server (PUBLIC_URL)')
      .addBearerAuth(
        {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token of POST /api/auth/login',
        },
        'bearer',
      )
      .addCookieAuth(
        cookie,
        {
          type: 'apiKey',
          in: 'cookie',
          name: cookie,
          description:
            'The browser session: the same token in an HttpOnly cookie set at sign-in; changes (POST, PUT, PATCH, ' +
            'DELETE) are honoured only from this origin.',
        },
        'cookie',
      )
      .addBearerAuth(
        { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, for the metrics scraper only' },
        'metricsToken',
      )
      .build(),
    { operationIdFactory: operationIdOf },
  );
  return completeDocument(document);
}
