import { ERROR_STATUS, isErrorCode } from '@medstaff/domain';

/**
 * What is wrong with a refusal's body, or undefined when it is the one error shape of the API:
 * `{ statusCode, code, message, error }` with `statusCode` the HTTP status and `code` one of
 * ERROR_STATUS, listed there with that same status.
 */
export function errorBodyProblem(status: number, body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'the body is not a JSON object';
  const { statusCode, code, message, error } = body as Record<string, unknown>;
  const problems: string[] = [];
  if (statusCode !== status) problems.push(`statusCode is ${JSON.stringify(statusCode)}, not ${status}`);
  if (!isErrorCode(code)) problems.push(`code ${JSON.stringify(code)} is not one of ERROR_STATUS`);
  else if (ERROR_STATUS[code] !== status) problems.push(`code ${code} answers ${ERROR_STATUS[code]}, not ${status}`);
  const messageOk =
    (typeof message === 'string' && message.length > 0) || (Array.isArray(message) && message.length > 0);
  if (!messageOk) problems.push('message is missing');
  if (typeof error !== 'string' || !error) problems.push('error is missing');
  return problems.length ? problems.join('; ') : undefined;
}

/** The `code` of an answer's body, when it has one. */
export function codeOf(body: unknown): string | undefined {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}
