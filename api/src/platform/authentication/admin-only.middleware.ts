import type { FastifyReply, FastifyRequest } from 'fastify';
import passport from 'passport';
import { Permission, roleMayHold } from './access-permission';
import { DomainError } from '../common/domain-error';
import { DomainExceptionFilter } from '../common/domain-exception.filter';
import { requestLanguage, translate } from '../common/messages';
import type { AuthUser } from './auth.types';

const filter = new DomainExceptionFilter();

/**
 * Lets only a signed-in caller holding `Permission.PlatformAdmin` through (bearer header or session cookie, checked by the
 * same JWT strategy as every route); anyone else gets 404 NOT_FOUND, as for a route that does not
 * exist. For what Nest does not route itself, such as the API documentation.
 */
export function adminOnly(request: FastifyRequest, response: FastifyReply, next: () => void): void {
  const authenticate = passport.authenticate('jwt', { session: false }, (error: unknown, user: AuthUser | false) => {
    if (!error && user && roleMayHold(user.role, Permission.PlatformAdmin)) return next();
    const body = filter.toBody(new DomainError('NOT_FOUND', 'docs.notServed'));
    void response
      .header('Cache-Control', 'no-store')
      .status(body.statusCode)
      .send({ ...body, message: translate(String(body.message), requestLanguage(request)) });
  }) as (request: FastifyRequest, response: FastifyReply, next: () => void) => void;
  authenticate(request, response, next);
}
