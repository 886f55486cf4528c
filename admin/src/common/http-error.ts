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

export const errorStatus = (error: unknown): number | undefined =>
  error instanceof HttpError ? error.status : undefined;
