import type { NextFunction, Request, Response } from 'express';
import passport from 'passport';
import { DomainError } from '../common/domain-error';
import { DomainExceptionFilter } from '../common/domain-exception.filter';
import { requestLanguage, translate } from '../common/messages';
import type { AuthUser } from './auth.types';

const filter = new DomainExceptionFilter();

/**
 * Lets only a signed-in administrator through (bearer header or session cookie, checked by the
 * same JWT strategy as every route); anyone else gets 404 NOT_FOUND, as for a route that does not
 * exist. For what Nest does not route itself, such as the API documentation.
 */
export function adminOnly(request: Request, response: Response, next: NextFunction): void {
  const authenticate = passport.authenticate('jwt', { session: false }, (error: unknown, user: AuthUser | false) => {
    if (!error && user && user.role === 'ADMIN') return next();
    const body = filter.toBody(new DomainError('NOT_FOUND', 'docs.notServed'));
    response.setHeader('Cache-Control', 'no-store');
    response
      .status(body.statusCode)
      .json({ ...body, message: translate(String(body.message), requestLanguage(request)) });
  }) as (request: Request, response: Response, next: NextFunction) => void;
  authenticate(request, response, next);
}
