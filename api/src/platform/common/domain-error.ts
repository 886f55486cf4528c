import { ERROR_STATUS, type ErrorCode } from '@medstaff/domain';
import { withParams } from './messages';

/**
 * Errors the services raise. Each carries a code; DomainExceptionFilter maps codes to HTTP
 * statuses in one place (the table lives in `domain/`, with the codes the clients switch on), so
 * services never think in HTTP.
 */
export const DOMAIN_ERROR_STATUS = ERROR_STATUS;

export type DomainErrorCode = ErrorCode;

/** A field-level error item, as the sign-up screen reads them. */
export interface DomainConstraintError {
  property: string;
  constraints: Record<string, string>;
}

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    /** A message key of common/messages.ts (translated per request) or plain text. */
    message: string,
    /** Details for the client instead of the message: message keys or field-level items. */
    readonly details?: string[] | DomainConstraintError[],
    /** Seconds until a retry may succeed (429/503): sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** NOT_FOUND for `what` ("The agency"): translated per request, `what` by its `label.` key. */
export const notFound = (what: string) => new DomainError('NOT_FOUND', withParams('admin.notFound', { what }));

/** The email address belongs to another person (a unique email across the platform). */
export const emailTaken = () => new DomainError('EMAIL_TAKEN', 'admin.emailTaken');
