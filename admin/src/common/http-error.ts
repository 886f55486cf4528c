import { errorCodeForStatus, isErrorCode, type ErrorCode } from '@medstaff/domain';
import { HttpError } from 'react-admin';

/** The API's error message(s) as one text: `{ message: string | string[] }`. */
export function errorMessage(error: unknown): string {
  if (error instanceof HttpError) {
    const body = error.body as { message?: unknown } | undefined;
    if (Array.isArray(body?.message)) return body.message.join(' ');
    if (typeof body?.message === 'string') return body.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * The stable code of a failed call (`{ statusCode, code, message, error }`): the body's `code`,
 * or for a body without one (a proxy's HTML page), the code of the HTTP status. Screens decide on
 * it, never on the status alone (409 is a stale version or a taken email, 401 an ended session or
 * a wrong password). Undefined when there was no answer at all.
 */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, body } = error as { status?: unknown; body?: unknown };
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  if (isErrorCode(code)) return code;
  return typeof status === 'number' && status >= 400 ? errorCodeForStatus(status) : undefined;
}
