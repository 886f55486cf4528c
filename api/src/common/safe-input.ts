import { FORBIDDEN_KEYS, isWellFormedText } from '@medstaff/domain';
import type { NextFunction, Request, Response } from 'express';
import { DomainError } from './domain-error';

/** Deeper than any form of ours nests (the deepest DTO is three levels); JSON beyond is refused. */
export const MAX_INPUT_DEPTH = 32;
/** More values than any request of ours carries (a 1 MB body of tiny values is ~250,000). */
export const MAX_INPUT_NODES = 50_000;

/**
 * Checks request data before anything maps it into objects (class-transformer and class-validator
 * recurse and would overflow the stack on deep JSON): at most MAX_INPUT_DEPTH levels and
 * MAX_INPUT_NODES values, no `__proto__`/`constructor`/`prototype` keys, and only well-formed
 * text (a lone surrogate cannot be stored as UTF-8, and MariaDB and SQLite would disagree on it).
 * Walks iteratively, so the check itself cannot overflow. Throws a 400 naming the problem.
 */
export function assertSafeInput(value: unknown, where = 'request'): void {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value, depth: 0, path: where }];
  let nodes = 0;
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; depth: number; path: string };
    nodes += 1;
    if (nodes > MAX_INPUT_NODES) {
      throw new DomainError('MALFORMED_REQUEST', `The ${where} holds too many values (at most ${MAX_INPUT_NODES}).`);
    }
    if (typeof item.value === 'string') {
      if (!isWellFormedText(item.value)) {
        throw new DomainError('MALFORMED_REQUEST', `${item.path} is not valid text (it holds a lone surrogate).`);
      }
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth >= MAX_INPUT_DEPTH) {
      throw new DomainError(
        'MALFORMED_REQUEST',
        `The ${where} is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`,
      );
    }
    if (Array.isArray(item.value)) {
      item.value.forEach((child, index) =>
        stack.push({ value: child, depth: item.depth + 1, path: `${item.path}[${index}]` }),
      );
      continue;
    }
    for (const key of Object.keys(item.value)) {
      if (FORBIDDEN_KEYS.has(key) || !isWellFormedText(key)) {
        throw new DomainError('MALFORMED_REQUEST', `The ${where} holds a key that is not allowed ("${key}").`);
      }
      stack.push({
        value: (item.value as Record<string, unknown>)[key],
        depth: item.depth + 1,
        path: `${item.path}.${key.slice(0, 50)}`,
      });
    }
  }
}

/** Express middleware: the path, the parsed body and the query of every request pass these checks first. */
export function safeInputMiddleware(request: Request, _response: Response, next: NextFunction): void {
  try {
    const path = request.path;
    // Without a `%`, decoding cannot fail (and would only copy the path).
    if (path.startsWith('/api/') && path.includes('%')) {
      try {
        decodeURIComponent(path);
      } catch {
        throw new DomainError('MALFORMED_REQUEST', 'The address holds percent-encoding that is not valid UTF-8.');
      }
    }
    // A GET has no body (the parsers leave it undefined) and most requests no query string: Express
    // would parse the empty query into `{}` only for the walk to find nothing in it.
    if (request.body !== undefined) assertSafeInput(request.body, 'request body');
    if (request.url.includes('?')) assertSafeInput(request.query, 'query');
    next();
  } catch (error) {
    next(error);
  }
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * body-parser's `verify` hook: bodies that are not valid UTF-8 are refused with 400 instead of
 * being decoded with replacement characters (which would store something the sender never sent).
 */
export function verifyUtf8(_request: unknown, _response: unknown, buffer: Buffer, encoding: string): void {
  if (!/^utf-?8$/i.test(encoding)) return;
  try {
    UTF8.decode(buffer);
  } catch {
    throw Object.assign(new Error('The request body is not valid UTF-8.'), {
      status: 400,
      statusCode: 400,
      type: 'encoding.invalid',
      expose: true,
    });
  }
}

/**
 * Express error middleware placed right after the body parsers: a body that cannot be read
 * becomes a domain error with a clear message and code (Nest would turn parse errors into a 400
 * with the parser's own text, and a broken compressed body into a 500).
 */
export function bodyErrorMiddleware(error: unknown, _request: Request, _response: Response, next: NextFunction): void {
  if (error instanceof DomainError) return next(error);
  const { status, type } = (typeof error === 'object' && error !== null ? error : {}) as {
    status?: unknown;
    type?: unknown;
  };
  if (status === 413) return next(new DomainError('PAYLOAD_TOO_LARGE', 'The request body is too large.'));
  if (status === 415) {
    return next(
      new DomainError(
        'UNSUPPORTED_MEDIA_TYPE',
        'The request body has a character set or encoding this API does not take.',
      ),
    );
  }
  if (type === 'encoding.invalid')
    return next(new DomainError('MALFORMED_REQUEST', 'The request body is not valid UTF-8.'));
  if (type === 'entity.parse.failed' || error instanceof SyntaxError) {
    return next(new DomainError('MALFORMED_REQUEST', 'The request body is not valid JSON.'));
  }
  next(new DomainError('MALFORMED_REQUEST', 'The request body could not be read.'));
}
