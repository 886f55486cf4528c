import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { HttpLogger } from 'pino-http';
import { Logger } from 'nestjs-pino';
import type { AppConfig } from './config/app-config';
import { DomainExceptionFilter } from './common/domain-exception.filter';
import { AppValidationPipe } from './common/validation';
import { abortOnClientGone } from './admin-common/list-reader';
import { fixedHeaders } from './common/fixed-headers';
import { Lifecycle } from './lifecycle/lifecycle';
import { MetricsService } from './metrics/metrics.service';
import { REQUEST_LOGGER } from './common/request-log';
import { bodyErrorMiddleware, safeInputMiddleware, verifyUtf8 } from './common/safe-input';
import { SiteMetricsService, isBot } from './site-metrics/site-metrics.service';
import { adminOnly } from './auth/admin-only.middleware';
import { basePolicy, pagePolicies, type PolicyDirectives } from './web/content-security-policy';
import { createWebHandler, webRoots } from './web/web.middleware';

/** What `app.use('/api', …)` matches: /api and everything under it, in any letter case. */
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
 * The one place that sets the request pipeline up; main.ts and every test call it, so tests
 * exercise exactly what production runs.
 */
export function configureApp(app: NestExpressApplication, config: AppConfig): NestExpressApplication {
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.setGlobalPrefix('api');
  // Requests in flight are counted first of all, for a graceful stop (lifecycle/lifecycle.ts).
  app.use(app.get(Lifecycle).track);
  app.use(app.get(MetricsService).middleware);
  // The request log (and the request id) first, so that requests refused by the middlewares below
  // (a malformed address or body) are logged and answered with their X-Request-Id too. Only API
  // requests, as before: site pages and files are not logged.
  const requestLogger = app.get<HttpLogger>(REQUEST_LOGGER);
  app.use(function requestLogMiddleware(request: Request, response: Response, next: NextFunction) {
    if (API_PATH.test(request.path)) requestLogger(request, response, next);
    else next();
  });
  // Then the headers, so that every answer carries them, also a 400 for a body or address refused
  // below. API answers are personal or change often: never stored by browsers or proxies (files
  // set their own). helmet's headers are the same for every request: worked out once.
  const policy = basePolicy(config.publicUrl.startsWith('https:'));
  const securityHeaders = fixedHeaders(helmet(helmetOptions(config, policy)));
  app.use(function headersMiddleware(request: Request, response: Response, next: NextFunction) {
    if (API_PATH.test(request.path)) response.setHeader('Cache-Control', 'no-store');
    securityHeaders(request, response, next);
  });
  // Without Accept-Encoding only the identity is acceptable: compression would wrap the response
  // for nothing (its only trace was a `Vary: Accept-Encoding` on such answers).
  const compress = compression();
  app.use(function compressionMiddleware(request: Request, response: Response, next: NextFunction) {
    if (request.headers['accept-encoding'] === undefined) next();
    else compress(request, response, next);
  });
  app.enableCors({
    origin: [new URL(config.publicUrl).origin],
    exposedHeaders: ['Content-Range', 'X-Request-Id'],
    credentials: false,
  });
  app.useBodyParser('json', { limit: '1mb', verify: verifyUtf8 });
  app.useBodyParser('urlencoded', { limit: '1mb', extended: false, verify: verifyUtf8 });
  // Deep, prototype-touching or malformed text input is refused before anything maps it.
  app.use(safeInputMiddleware);
  // An admin list's statements stop when its client has gone (admin-common/list-reader.ts).
  app.use('/api/admin', abortOnClientGone);
  app.use(bodyErrorMiddleware);
  app.useGlobalPipes(new AppValidationPipe());
  app.useGlobalFilters(new DomainExceptionFilter());

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('MedStaff API')
      .setDescription(
        'REST API of the MedStaff medical staffing marketplace. Errors are `{ statusCode, message, error }`.',
      )
      .setVersion('0.1.0')
      .addBearerAuth()
      .build(),
  );
  // In production the documentation is for administrators only, unless API_DOCS_PUBLIC opens it.
  if (config.env === 'production' && !config.apiDocsPublic) app.use('/api/docs', adminOnly);
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs/openapi.json',
    yamlDocumentUrl: 'api/docs/openapi.yaml',
  });

  const metrics = app.get(SiteMetricsService);
  app.use(
    createWebHandler(webRoots(config.webRoot), {
      pagePolicy: pagePolicies(policy),
      onSitePage: (request) => {
        if (isBot(request.get('user-agent'))) return;
        const language = request.path.split('/')[1];
        metrics.record('page_view', request.path, language);
        const referrer = request.get('referer');
        const fromOurSite = referrer ? safeHost(referrer) === request.get('host') : false;
        if (!fromOurSite) metrics.record('visit', request.path, language);
      },
    }),
  );
  // Signals are handled by main.ts (a graceful stop: lifecycle/lifecycle.ts), not by Nest's hooks,
  // which would close the pools while requests are still running.
  return app;
}
