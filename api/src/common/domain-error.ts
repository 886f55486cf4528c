/**
 * Errors the services raise. Each carries a code; DomainExceptionFilter maps codes to HTTP
 * statuses in one place, so services never think in HTTP.
 */
export const DOMAIN_ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  STALE_VERSION: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type DomainErrorCode = keyof typeof DOMAIN_ERROR_STATUS;

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
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (what: string) => new DomainError('NOT_FOUND', `${what} was not found.`);
