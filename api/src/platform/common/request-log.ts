import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';

/** The parts of a raw request the request log line shows. */
export interface LoggedRequest {
  id: string;
  method?: string;
  url?: string;
  originalUrl?: string;
  socket?: { remoteAddress?: string };
}

/**
 * The `req` of the JSON request log line (pino-http with `wrapSerializers: false`): exactly the
 * four fields pino's standard request serializer would give for it, read straight from the raw
 * request instead of from a per-request copy of it (with every header). Never headers, bodies
 * or tokens.
 */
export function serializeRequest(request: LoggedRequest): {
  id: string;
  method?: string;
  url?: string;
  remoteAddress?: string;
} {
  return {
    id: request.id,
    method: request.method,
    url: request.originalUrl || request.url,
    remoteAddress: request.socket?.remoteAddress,
  };
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The liveness probe's address: asked every few seconds, never logged. */
export const UNLOGGED_PATH = '/api/health';

/**
 * The request's id: a well-formed incoming X-Request-Id, or a new UUID; echoed as X-Request-Id.
 * The request logger gives each logged request its id with it, and configureApp the unlogged
 * liveness probe (which needs no logger of its own).
 */
export function assignRequestId(request: IncomingMessage, response: ServerResponse): string {
  const incoming = request.headers['x-request-id'];
  const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  response.setHeader('X-Request-Id', id);
  return id;
}

/** The request logger (pino-http) that `configureApp` mounts first, so every API request is logged. */
export const REQUEST_LOGGER = Symbol('REQUEST_LOGGER');

/**
 * Readable log lines instead of JSON (pino-pretty, a development dependency): LOG_FORMAT=pretty, or
 * by default outside production and tests when a person watches the output (a terminal, or
 * `npm start` whose own output is one: it sets LOG_FORMAT). LOG_FORMAT=json, production, tests
 * and output into a pipe or file (the bench reads the JSON lines) keep one JSON object per line.
 */
export function prettyLogStream(env: string): NodeJS.WritableStream | undefined {
  const format = process.env.LOG_FORMAT;
  const wanted = format === 'pretty' || (format !== 'json' && env === 'development' && process.stdout.isTTY === true);
  if (!wanted) return undefined;
  try {
    // Not installed in the production image (`npm ci --omit=dev`): JSON then.
    const pretty = createRequire(__filename)('pino-pretty') as (options: object) => NodeJS.WritableStream;
    // Synchronous: the lines are in order with console output and none is lost at exit.
    return pretty({
      sync: true,
      colorize: process.stdout.isTTY === true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,context,req.remoteAddress',
      messageFormat: '{if context}{context}: {end}{msg}',
    });
  } catch {
    return undefined;
  }
}

/**
 * One JSON line per API request, with a request id that is echoed back as X-Request-Id (a
 * well-formed incoming X-Request-Id is kept). Mounted before every other middleware, so that
 * requests refused before Nest (a malformed address or body) carry an id and are logged too.
 * nestjs-pino's LoggerModule uses its logger (`useExisting`) for the application's own logs.
 */
export function createRequestLogger(level: string, env = 'production'): HttpLogger {
  const options = {
    level,
    genReqId: assignRequestId,
    // Only what an operator needs: never headers, bodies or tokens. The serializers read the raw
    // request and response (pino-http's wrapping would first copy every header into a
    // std-serializer object per request, only for these four fields to be picked out).
    wrapSerializers: false,
    serializers: {
      req: serializeRequest,
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
      err: pino.stdSerializers.err,
    },
    customLogLevel: (_request, response, error): pino.LevelWithSilent =>
      error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
    autoLogging: { ignore: (request: IncomingMessage) => request.url === UNLOGGED_PATH },
  } satisfies Parameters<typeof pinoHttp<IncomingMessage, ServerResponse, never>>[0];
  const pretty = prettyLogStream(env);
  return pretty
    ? pinoHttp<IncomingMessage, ServerResponse, never>(options, pretty)
    : pinoHttp<IncomingMessage, ServerResponse, never>(options);
}
