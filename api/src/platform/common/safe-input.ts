import { FORBIDDEN_KEYS, isWellFormedText } from '@medstaff/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

/** The largest request body read (JSON or form), as under Express's parsers ('1mb'). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Fastify `preValidation` hook: the path, the parsed body and the query of every request pass
 * these checks before any route maps them.
 */
export function safeInputHook(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void {
  try {
    const url = request.url;
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    // Without a `%`, decoding cannot fail (and would only copy the path).
    if (/^\/api\//i.test(path) && path.includes('%')) {
      try {
        decodeURIComponent(path);
      } catch {
        throw new DomainError('MALFORMED_REQUEST', 'The address holds percent-encoding that is not valid UTF-8.');
      }
    }
    // A GET has no body (left undefined) and most requests no query string.
    if (request.body !== undefined) assertSafeInput(request.body, 'request body');
    if (query >= 0) assertSafeInput(request.query, 'query');
    done();
  } catch (error) {
    done(error as Error);
  }
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The charset parameter of a Content-Type header, lower case (undefined when none is given). */
function charsetOf(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '')?.[1]?.toLowerCase();
}

/**
 * The body as UTF-8 text: a charset other than UTF-8 is refused with 415 and bytes that are not
 * valid UTF-8 with 400, instead of being decoded with replacement characters (which would store
 * something the sender never sent).
 */
function bodyText(request: FastifyRequest, body: Buffer): string {
  const charset = charsetOf(request.headers['content-type']);
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new DomainError(
      'UNSUPPORTED_MEDIA_TYPE',
      'The request body has a character set or encoding this API does not take.',
    );
  }
  try {
    return UTF8.decode(body);
  } catch {
    throw new DomainError('MALFORMED_REQUEST', 'The request body is not valid UTF-8.');
  }
}

type ParserDone = (error: Error | null, body?: unknown) => void;

/**
 * The JSON body parser, as Express's was: an empty body is `{}`, only an object or an array is
 * taken (strict), and a body that cannot be read is a 400 MALFORMED_REQUEST with a clear message.
 * `__proto__` and `constructor` keys are refused later, by `assertSafeInput`, with their own message.
 */
export function parseJsonBody(request: FastifyRequest, body: Buffer, done: ParserDone): void {
  try {
    const text = bodyText(request, body);
    if (text.trim() === '') return done(null, {});
    const first = text.trimStart()[0];
    if (first !== '{' && first !== '[') throw new SyntaxError('not an object or array');
    done(null, JSON.parse(text));
  } catch (error) {
    done(
      error instanceof DomainError
        ? error
        : new DomainError('MALFORMED_REQUEST', 'The request body is not valid JSON.'),
    );
  }
}

/** The `application/x-www-form-urlencoded` body parser: flat fields (Express's `extended: false`). */
export function parseFormBody(request: FastifyRequest, body: Buffer, done: ParserDone): void {
  try {
    const fields = new URLSearchParams(bodyText(request, body));
    const parsed = new Map<string, string | string[]>();
    for (const [name, value] of fields) {
      const before = parsed.get(name);
      parsed.set(name, before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value]);
    }
    // Own data properties only (a `__proto__` field is refused by assertSafeInput afterwards).
    done(null, Object.fromEntries(parsed));
  } catch (error) {
    done(
      error instanceof DomainError
        ? error
        : new DomainError('MALFORMED_REQUEST', 'The request body could not be read.'),
    );
  }
}
