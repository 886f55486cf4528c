import type { IncomingMessage, ServerResponse } from 'node:http';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { NotFoundException } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { LogController, type FastifyReply, type FastifyRequest, type HookHandlerDoneFunction } from 'fastify';
import helmet from 'helmet';
import type { HttpLogger } from 'pino-http';
import { Logger } from 'nestjs-pino';
import { Store, storage } from 'nestjs-pino/storage';
import type { AppConfig } from './platform/config/app-config';
import { DomainError } from './platform/common/domain-error';
import { DomainExceptionFilter } from './platform/common/domain-exception.filter';
import { AppValidationPipe } from './platform/common/validation';
import { abortOnClientGone } from './platform/lists/list-reader';
import { fixedHeaders } from './platform/common/fixed-headers';
import { Lifecycle } from './platform/lifecycle/lifecycle';
import { createOpenApiDocument } from './platform/openapi/openapi-document';
import { MetricsService } from './platform/metrics/metrics.service';
import { REQUEST_LOGGER, UNLOGGED_PATH, assignRequestId } from './platform/common/request-log';
import { pathOf } from './platform/http/request-header';
import { hotRoutes } from './hot-routes';
import { BODY_LIMIT_BYTES, parseFormBody, parseJsonBody, safeInputHook } from './platform/common/safe-input';
import { SiteMetricsService, isBot } from './site/metrics/site-metrics.service';
import { adminOnly } from './platform/authentication/admin-only.middleware';
import { basePolicy, pagePolicies, type PolicyDirectives } from './platform/web/content-security-policy';
import { createWebHandler, webRoots } from './platform/web/web.middleware';
import { SmallFileCache } from './platform/web/file-cache';

/** What the API's prefix matches: /api and everything under it, in any letter case. */
const API_PATH = /^\/api(?:\/|$)/i;

function helmetOptions(config: AppConfig, policy: PolicyDirectives): Parameters<typeof helmet>[0] {
  return {
    // No inline scripts anywhere; the built pages add the hashes of theirs (web/content-security-policy.ts).
    contentSecurityPolicy: { useDefaults: false, directives: Object.fromEntries(policy) },
    hsts: config.publicUrl.startsWith('https:'),
  };
}

function safeHost(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/**
 * The HTTP adapter: Fastify with what must be known before the first route (main.ts and every
 * test create the application with it). Bodies up to 1 MiB; `X-Forwarded-*` count only with
 * TRUST_PROXY; routes match in any letter case and with a trailing slash, as they did under Express.
 */
/** What answers an address the router cannot read (see `createHttpAdapter`), per adapter; set by configureApp. */
const unreadableAddressHandlers = new WeakMap<object, (request: FastifyRequest, reply: FastifyReply) => void>();

export function createHttpAdapter(config: AppConfig): FastifyAdapter {
  const adapter: FastifyAdapter = new FastifyAdapter({
    // An address the router cannot decode (`/api/fields%ff`) reaches no hook or route: answered
    // by the pipeline configureApp sets up (a 400 with our code, or the site's 404 page).
    frameworkErrors: (_error: unknown, request: FastifyRequest, reply: FastifyReply) => {
      const handler = unreadableAddressHandlers.get(adapter);
      if (handler) handler(request, reply);
      else void reply.status(400).send();
    },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // The request log is pino-http's (request-log.ts), one line per API request as before:
    // Fastify writes no request lines of its own (Fastify 5's `logController`, which replaces the
    // deprecated top-level `disableRequestLogging`).
    logger: false,
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 1000 },
    // No Nest middleware: everything per request is a Fastify hook (configureApp), so
    // @fastify/middie and its per-request matching are not needed.
    skipMiddie: true,
  });
  return adapter;
}

/**
 * The one place that sets the request pipeline up; main.ts and every test call it, so tests
 * exercise exactly what production runs. Await it before `app.init()`: it registers Fastify plugins.
 */
export async function configureApp(app: NestFastifyApplication, config: AppConfig): Promise<NestFastifyApplication> {
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api');
  const fastify = app.getHttpAdapter().getInstance();
  // Requests in flight are counted first of all, for a graceful stop (lifecycle/lifecycle.ts).
  const lifecycle = app.get(Lifecycle);
  const metrics = app.get(MetricsService);
  // The request log (and the request id) first, so that requests refused before a route (a
  // malformed address or body) are logged and answered with their X-Request-Id too. Only API
  // requests, as before: site pages and files are not logged.
  const requestLogger = app.get<HttpLogger>(REQUEST_LOGGER);
  // Then the headers, so that every answer carries them, also a 400 for a body or address refused
  // below. API answers are personal or change often: never stored by browsers or proxies (files
  // set their own). helmet's headers are the same for every request: worked out once.
  const policy = basePolicy(config.publicUrl.startsWith('https:'));
  const securityHeaders = fixedHeaders(helmet(helmetOptions(config, policy)));
  // CORS: only our own origin, never with credentials. Answers get their headers here, as
  // @fastify/cors would set them; the plugin itself answers the preflights only (below).
  const allowedOrigin = new URL(config.publicUrl).origin;
  const exposedHeaders = ['Content-Range', 'X-Request-Id'];
  const exposed = exposedHeaders.join(', ');
  const corsHeaders = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Vary', 'Origin');
    if (request.headers.origin === allowedOrigin) reply.header('Access-Control-Allow-Origin', allowedOrigin);
    reply.header('Access-Control-Expose-Headers', exposed);
  };
  // The hot public reads answered here, by the handlers of their controllers (hot-routes.ts).
  const hot = hotRoutes(app);
  const arrive = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const raw = request.raw;
    const response = reply.raw;
    lifecycle.track(raw, response);
    metrics.track(request, response);
    const api = API_PATH.test(pathOf(raw.url ?? '/'));
    // The liveness probe is never logged: its request id without a logger of its own.
    const logged = api && raw.url !== UNLOGGED_PATH;
    if (api) {
      if (logged) requestLogger(raw as IncomingMessage, response as ServerResponse);
      else assignRequestId(raw as IncomingMessage, response as ServerResponse);
      response.setHeader('Cache-Control', 'no-store');
    }
    securityHeaders(raw, response, (error) => {
      if (error) return done(error as Error);
      if (raw.method !== 'OPTIONS') corsHeaders(request, reply);
      if (!api) return done();
      // The application's logs inside the request carry its id (nestjs-pino's store, which its
      // middleware entered before: the rest of the request runs inside it).
      const store = () => new Store((raw as IncomingMessage & { log?: Store['logger'] }).log);
      const answer = raw.method === 'GET' ? hot.get(raw.url ?? '') : undefined;
      if (!answer) return storage.run(store(), done);
      // A hot answer logs nothing itself; a handler that fails has sent nothing, and the Nest
      // route answers then (its exception filter), inside the store.
      answer(reply).catch(() => storage.run(store(), done));
    });
  };
  fastify.addHook('onRequest', arrive);
  // Preflights (OPTIONS) are @fastify/cors's, in a context of their own: its request hook runs
  // for them only, not for every request.
  await fastify.register(async (preflight) => {
    await preflight.register(fastifyCors, { origin: [allowedOrigin], exposedHeaders, credentials: false });
  });
  app.useBodyParser('application/json', { bodyLimit: BODY_LIMIT_BYTES }, parseJsonBody);
  app.useBodyParser('application/x-www-form-urlencoded', { bodyLimit: BODY_LIMIT_BYTES }, parseFormBody);
  // Any other type of body is left unread, as Express's parsers left it: the route's validation
  // answers (a body it needs is missing), not a framework's 415.
  fastify.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  // Answers of 1 kB and more are compressed for clients that accept it (files that have a
  // pre-compressed sibling are sent as that); compressed request bodies are inflated first, and
  // an unknown Content-Encoding is refused with 415.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    requestEncodings: ['br', 'gzip', 'deflate'],
    // Brotli's default (11) costs more time than it saves bytes for an answer made per request.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Multipart bodies are read by the routes that take files (platform/storage/multipart.ts), streamed.
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  // Deep, prototype-touching or malformed text input is refused before anything maps it.
  fastify.addHook('preValidation', safeInputHook);
  // An admin list's statements stop when its client has gone (platform/lists/list-reader.ts).
  fastify.addHook('preHandler', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (/^\/api\/admin(?:\/|$)/i.test(pathOf(request.url))) abortOnClientGone(request, reply.raw, done);
    else done();
  });
  app.useGlobalPipes(new AppValidationPipe());
  app.useGlobalFilters(new DomainExceptionFilter());

  const document = createOpenApiDocument(app, config);
  // In production the documentation is for administrators only, unless API_DOCS_PUBLIC opens it.
  if (config.env === 'production' && !config.apiDocsPublic) {
    fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      if (/^\/api\/docs(?:\/|$)/i.test(pathOf(request.url))) adminOnly(request, reply, done);
      else done();
    });
  }
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs/openapi.json',
    yamlDocumentUrl: 'api/docs/openapi.yaml',
  });

  // The front ends: pre-compressed files (`.br`, `.gz`, written by scripts/compress-assets.mjs)
  // chosen by Accept-Encoding; no route of their own (`serve: false`): the web handler picks the file.
  await app.register(fastifyStatic, { root: config.webRoot, serve: false, preCompressed: true });
  const siteMetrics = app.get(SiteMetricsService);
  const fileCache = new SmallFileCache();
  const web = createWebHandler(webRoots(config.webRoot), {
    pagePolicy: pagePolicies(policy, fileCache.ttlMs),
    fileCache,
    onSitePage: (request) => {
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      if (isBot(header('user-agent'))) return;
      const path = pathOf(request.url);
      const language = path.split('/')[1];
      siteMetrics.record('page_view', path, language);
      const referrer = header('referer');
      const fromOurSite = referrer ? safeHost(referrer) === header('host') : false;
      if (!fromOurSite) siteMetrics.record('visit', path, language);
    },
  });
  const filter = new DomainExceptionFilter();
  unreadableAddressHandlers.set(app.getHttpAdapter(), (request, reply) => {
    arrive(request, reply, () => {
      if (!API_PATH.test(pathOf(request.url))) return void web(request, reply);
      const body = filter.toBody(
        new DomainError('MALFORMED_REQUEST', 'The address holds percent-encoding that is not valid UTF-8.'),
      );
      void reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
    });
  });
  fastify.route({
    // OPTIONS is @fastify/cors's (its own context, above).
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    handler: (request, reply) => {
      // An address under /api that no route takes: Nest's own 404, through the exception filter.
      if (!API_PATH.test(pathOf(request.url))) return web(request, reply);
      const body = filter.toBody(new NotFoundException(`Cannot ${request.method} ${request.url}`));
      return void reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
    },
  });
  // Signals are handled by main.ts (a graceful stop: lifecycle/lifecycle.ts), not by Nest's hooks,
  // which would close the pools while requests are still running.
  return app;
}
