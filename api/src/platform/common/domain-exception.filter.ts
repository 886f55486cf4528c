import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { errorCodeForStatus, isErrorCode, type ErrorCode, type Language } from '@medstaff/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QueryFailedError, EntityNotFoundError } from 'typeorm';
import { isSqliteForeignKeyError } from '../database/constraint-errors';
import { DOMAIN_ERROR_STATUS, DomainError, type DomainConstraintError } from './domain-error';
import { requestLanguage, translate } from './messages';
import { ValidationFailedException } from './validation';

/** The one error shape every API answer has: `{ statusCode, code, message, error }`. */
export interface ErrorBody {
  statusCode: number;
  /** A stable code from `domain/` (ERROR_STATUS); clients decide on it. */
  code: ErrorCode;
  message: string | string[] | DomainConstraintError[];
  error: string;
}

function localize(body: ErrorBody, language: Language): ErrorBody {
  const message = body.message;
  if (typeof message === 'string') return { ...body, message: translate(message, language) };
  return {
    ...body,
    message: (message as (string | DomainConstraintError)[]).map((item) =>
      typeof item === 'string'
        ? translate(item, language)
        : {
            property: item.property,
            constraints: Object.fromEntries(
              Object.entries(item.constraints).map(([rule, text]) => [rule, translate(text, language)]),
            ),
          },
    ) as ErrorBody['message'],
  };
}

const REASONS: ReadonlyMap<number, string> = new Map(
  Object.entries({
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    409: 'Conflict',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
    422: 'Unprocessable Entity',
    429: 'Too Many Requests',
    500: 'Internal Server Error',
    503: 'Service Unavailable',
  }).map(([status, reason]) => [Number(status), reason]),
);
const reason = (status: number, fallback = 'Error') => REASONS.get(status) ?? fallback;

/**
 * Maps every error to a clear JSON answer: domain errors by their code, Nest's HTTP exceptions
 * as they are, unique-key violations to 409, and anything unexpected to a logged 500 that
 * reveals nothing internal.
 */
@Catch()
export class DomainExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    if (isClientGone(exception, request)) {
      // The client hung up mid-request (an upload cancelled, a tab closed): nobody reads an
      // answer, and it is no fault of the server's, so it is noted at debug level only.
      this.logger.debug(`Client left before the answer: ${request.method} ${request.url}`);
      return;
    }
    const body = localize(this.toBody(exception), requestLanguage(request));
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (response.sent || response.raw.headersSent) return;
    const retryAfter = exception instanceof DomainError ? exception.retryAfterSeconds : undefined;
    if (retryAfter !== undefined) response.header('Retry-After', String(Math.max(1, Math.ceil(retryAfter))));
    response.header('Cache-Control', 'no-store');
    response.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  }

  toBody(exception: unknown): ErrorBody {
    if (exception instanceof DomainError) {
      const code = emailTakenCode(exception);
      const statusCode = DOMAIN_ERROR_STATUS[code];
      return {
        statusCode,
        code,
        message: exception.details ?? exception.message,
        error: reason(statusCode),
      };
    }
    if (exception instanceof ValidationFailedException) {
      const message = exception.asConstraintList
        ? exception.errors
        : exception.errors.flatMap((error) => Object.values(error.constraints));
      return { statusCode: 400, code: 'VALIDATION_FAILED', message, error: reason(400) };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const payload = exception.getResponse();
      const message =
        typeof payload === 'string'
          ? payload
          : ((payload as { message?: string | string[] }).message ?? exception.message);
      const own = typeof payload === 'object' && payload !== null ? (payload as { code?: unknown }).code : undefined;
      const code = isErrorCode(own) ? own : errorCodeForStatus(statusCode);
      return { statusCode, code, message, error: reason(statusCode, exception.name) };
    }
    if (exception instanceof EntityNotFoundError) {
      return { statusCode: 404, code: 'NOT_FOUND', message: 'The requested record was not found.', error: reason(404) };
    }
    if (exception instanceof QueryFailedError) {
      if (isPersonEmailViolation(exception)) {
        return { statusCode: 409, code: 'EMAIL_TAKEN', message: 'admin.emailTaken', error: reason(409) };
      }
      const constraint = constraintViolation(exception);
      if (constraint) return { statusCode: 409, code: 'CONFLICT', message: constraint, error: reason(409) };
      if (isLockConflict(exception)) {
        return {
          statusCode: 409,
          code: 'CONFLICT',
          message: 'Someone else changed the same records at the same moment. Nothing was saved; please try again.',
          error: reason(409),
        };
      }
      const refused = refusedValue(exception);
      if (refused) return { statusCode: 400, code: 'VALIDATION_FAILED', message: refused, error: reason(400) };
    }
    if (isFrameworkError(exception)) {
      // Fastify's and its plugins' refusals of a request (a body too large, an unknown
      // Content-Encoding, a multipart limit): 4xx with our codes, never their internal wording.
      const statusCode = exception.statusCode;
      const message =
        statusCode === 413
          ? 'The request body is too large.'
          : statusCode === 415
            ? 'The request body has a content type or encoding this endpoint does not take.'
            : 'The request body could not be read.';
      const code = statusCode === 400 ? 'MALFORMED_REQUEST' : errorCodeForStatus(statusCode);
      return { statusCode, code, message, error: reason(statusCode, 'Bad Request') };
    }
    if (isBodyParserError(exception)) {
      const statusCode = exception.status >= 400 && exception.status < 500 ? exception.status : 400;
      const message =
        statusCode === 413
          ? 'The request body is too large.'
          : statusCode === 415
            ? 'The request body has a content type or encoding this endpoint does not take.'
            : exception.type === 'encoding.invalid'
              ? 'The request body is not valid UTF-8.'
              : 'The request body is not valid JSON.';
      const code = statusCode === 400 ? 'MALFORMED_REQUEST' : errorCodeForStatus(statusCode);
      return { statusCode, code, message, error: reason(statusCode, 'Bad Request') };
    }
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again later.',
      error: reason(500),
    };
  }
}

/** Messages that always mean "this email address belongs to another person". */
const EMAIL_TAKEN_MESSAGES: ReadonlySet<string> = new Set(['admin.emailTaken', 'auth.emailTaken']);

/**
 * The code a domain error answers with: a conflict over a taken email is EMAIL_TAKEN, whichever
 * service raised it (older callers raise CONFLICT with the email-taken message), never the
 * generic CONFLICT that clients cannot tell from other clashes.
 */
function emailTakenCode(error: DomainError): ErrorCode {
  return error.code === 'CONFLICT' && EMAIL_TAKEN_MESSAGES.has(error.message) ? 'EMAIL_TAKEN' : error.code;
}

/**
 * A unique violation of the person's email (`uq_person_email`): two requests gave the same address
 * at once, or a path that checks nothing first (an invitation). SQLite names the column, MySQL and
 * MariaDB the index.
 */
function isPersonEmailViolation(error: QueryFailedError): boolean {
  const driverError = error.driverError as { code?: unknown; message?: unknown } | undefined;
  const code = driverError?.code;
  const text = typeof driverError?.message === 'string' ? driverError.message : error.message;
  if (code === 'ER_DUP_ENTRY') return /\buq_person_email\b/.test(text);
  if (code === 'SQLITE_CONSTRAINT_UNIQUE') return /\bperson\.email\b/.test(text);
  return false;
}

/**
 * A constraint violation the request caused, as a clear message (409), or undefined for any
 * other database failure (a 500 that is logged). Unique keys, foreign keys (a record still in
 * use, or a reference to one that is gone) and checks are the request's fault, not the server's.
 */
function constraintViolation(error: QueryFailedError): string | undefined {
  const driverError = error.driverError as { code?: unknown; message?: unknown } | undefined;
  const code = driverError?.code;
  if (typeof code !== 'string') return undefined;
  if (code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
    return 'A record with these values already exists.';
  if (code === 'ER_ROW_IS_REFERENCED_2' || code === 'ER_ROW_IS_REFERENCED')
    return 'This record is still in use by other records and cannot be removed.';
  if (code === 'ER_NO_REFERENCED_ROW_2' || code === 'ER_NO_REFERENCED_ROW')
    return 'A record this change refers to does not exist (any more).';
  if (isSqliteForeignKeyError(code, driverError?.message ?? error.message))
    return 'This change conflicts with related records: one is still in use or no longer exists.';
  if (code === 'ER_CHECK_CONSTRAINT_VIOLATED' || code === 'SQLITE_CONSTRAINT_CHECK')
    return 'A value breaks a rule of the stored data.';
  return undefined;
}

/**
 * A value the database refused (MySQL strict mode): too long, out of range, not a date, not
 * UTF-8. Validation catches these first on both dialects (code-point lengths, calendar dates,
 * well-formed text, bounded ids); this is the safety net that keeps a missed case a 400.
 */
function refusedValue(error: QueryFailedError): string | undefined {
  const code = (error.driverError as { code?: unknown } | undefined)?.code;
  if (code === 'ER_DATA_TOO_LONG') return 'A text is longer than the field allows.';
  if (code === 'ER_WARN_DATA_OUT_OF_RANGE') return 'A number is outside the range the field allows.';
  if (code === 'ER_TRUNCATED_WRONG_VALUE' || code === 'ER_TRUNCATED_WRONG_VALUE_FOR_FIELD')
    return 'A value is not valid for its field (for example an impossible date or invalid text).';
  return undefined;
}

/** A transaction the database rolled back because a parallel one held its locks (nothing was written). */
function isLockConflict(error: QueryFailedError): boolean {
  const code = (error.driverError as { code?: unknown } | undefined)?.code;
  return code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT' || code === 'SQLITE_BUSY';
}

/** Errors that mean the client closed the connection (busboy's and Node's wording), not a fault. */
const CLIENT_GONE_MESSAGES: ReadonlySet<string> = new Set(['Request aborted', 'Request closed', 'aborted']);
const CLIENT_GONE_CODES: ReadonlySet<string> = new Set([
  'LIST_QUERY_CANCELLED',
  'ECONNRESET',
  'ECONNABORTED',
  'ERR_STREAM_PREMATURE_CLOSE',
]);

function isClientGone(error: unknown, request: FastifyRequest): boolean {
  // Not `instanceof Error`: Node's own errors (an aborted request) may come from another realm.
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const byError =
    (typeof message === 'string' && CLIENT_GONE_MESSAGES.has(message)) ||
    (typeof code === 'string' && CLIENT_GONE_CODES.has(code));
  // Fastify's request keeps Node's as `raw` (a bare Node request has none).
  const raw = (request as Partial<FastifyRequest>).raw ?? (request as unknown as FastifyRequest['raw']);
  // An upload cut off half-way: its body never arrived whole (`complete` stays false).
  return byError && (raw.destroyed || raw.readableAborted || raw.complete === false || raw.socket?.destroyed === true);
}

/** An error of Fastify or one of its plugins about the request (`FST_…`, with a 4xx status). */
function isFrameworkError(error: unknown): error is { statusCode: number; code: string } {
  if (typeof error !== 'object' || error === null) return false;
  const { statusCode, code } = error as { statusCode?: unknown; code?: unknown };
  return (
    typeof code === 'string' &&
    code.startsWith('FST_') &&
    typeof statusCode === 'number' &&
    statusCode >= 400 &&
    statusCode < 500
  );
}

function isBodyParserError(error: unknown): error is { status: number; type: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    typeof (error as { type?: unknown }).type === 'string'
  );
}
