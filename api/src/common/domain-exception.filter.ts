import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Language } from '@medstaff/domain';
import type { Request, Response } from 'express';
import { QueryFailedError, EntityNotFoundError } from 'typeorm';
import { DOMAIN_ERROR_STATUS, DomainError, type DomainConstraintError } from './domain-error';
import { requestLanguage, translate } from './messages';
import { ValidationFailedException } from './validation';

/** The one error shape every API answer has: `{ statusCode, message, error }`. */
export interface ErrorBody {
  statusCode: number;
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

const REASONS: Record<number, string> = {
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
};

/**
 * Maps every error to a clear JSON answer: domain errors by their code, Nest's HTTP exceptions
 * as they are, unique-key violations to 409, and anything unexpected to a logged 500 that
 * reveals nothing internal.
 */
@Catch()
export class DomainExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const request = host.switchToHttp().getRequest<Request>();
    const body = localize(this.toBody(exception), requestLanguage(request));
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  toBody(exception: unknown): ErrorBody {
    if (exception instanceof DomainError) {
      const statusCode = DOMAIN_ERROR_STATUS[exception.code];
      return { statusCode, message: exception.details ?? exception.message, error: REASONS[statusCode] ?? 'Error' };
    }
    if (exception instanceof ValidationFailedException) {
      const message = exception.asConstraintList
        ? exception.errors
        : exception.errors.flatMap((error) => Object.values(error.constraints));
      return { statusCode: 400, message, error: REASONS[400] };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const payload = exception.getResponse();
      const message =
        typeof payload === 'string'
          ? payload
          : ((payload as { message?: string | string[] }).message ?? exception.message);
      return { statusCode, message, error: REASONS[statusCode] ?? exception.name };
    }
    if (exception instanceof EntityNotFoundError) {
      return { statusCode: 404, message: 'The requested record was not found.', error: REASONS[404] };
    }
    if (exception instanceof QueryFailedError && isUniqueViolation(exception)) {
      return { statusCode: 409, message: 'A record with these values already exists.', error: REASONS[409] };
    }
    if (isBodyParserError(exception)) {
      const statusCode = exception.status;
      const message = statusCode === 413 ? 'The request body is too large.' : 'The request body is not valid JSON.';
      return { statusCode, message, error: REASONS[statusCode] ?? 'Bad Request' };
    }
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      message: 'Something went wrong on our side. Please try again later.',
      error: REASONS[500],
    };
  }
}

function isUniqueViolation(error: QueryFailedError): boolean {
  const driverError = error.driverError as { code?: string } | undefined;
  return driverError?.code === 'ER_DUP_ENTRY' || driverError?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

function isBodyParserError(error: unknown): error is { status: number; type: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    typeof (error as { type?: unknown }).type === 'string'
  );
}
