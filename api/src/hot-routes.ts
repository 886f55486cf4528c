import type { INestApplicationContext } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { HealthController } from './operations/health/health.controller';
import { REFERENCE_CACHE_CONTROL, ReferenceDataController } from './platform/reference-data/reference-data.controller';

/**
 * Answers a hot public route itself: sets the headers of the route's decorators and sends what
 * the controller's handler answers. Rejects when the handler fails, before anything is sent.
 */
export type HotAnswer = (reply: FastifyReply) => Promise<void>;

/**
 * The public, parameterless, most asked reads, by their exact address (`GET`, as the clients and
 * probes spell it): the liveness probe and the medical fields. configureApp's request hook sends
 * them with the handler of their Nest controller, after the same headers, request id, request log
 * and metrics as every API request, but without Nest's per-request machinery (router proxy,
 * guards, interceptors, pipes), which cost more than the answer itself. Their routes stay Nest's
 * (the OpenAPI document, other spellings such as `/api/Health/` or a query, HEAD, and the answer
 * of a handler that fails, which falls through to the Nest route and its exception filter).
 * Only routes that are public (`@PublicRoute()`), take no input and have no interceptor belong here.
 */
export function hotRoutes(app: INestApplicationContext): ReadonlyMap<string, HotAnswer> {
  const health = app.get(HealthController);
  const referenceData = app.get(ReferenceDataController);
  return new Map<string, HotAnswer>([
    [
      '/api/health',
      (reply) => {
        const body = health.check();
        void reply.code(200).send(body);
        return Promise.resolve();
      },
    ],
    [
      '/api/fields',
      async (reply) => {
        const body = await referenceData.fields(reply);
        void reply.header('Cache-Control', REFERENCE_CACHE_CONTROL).send(body);
      },
    ],
  ]);
}
