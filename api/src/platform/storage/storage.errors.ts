import { DomainError } from '../common/domain-error';

/**
 * The file store could not be used during a request (a missing bucket, an unreachable or refusing
 * store, a folder that cannot be written): 503 SERVICE_UNAVAILABLE with `storage.unavailable`.
 * The client learns nothing about the store; `detail` (bucket, endpoint, the store's own error) is
 * for the server's log only, so it heads the stack the exception filter logs for every 5xx.
 */
export class StorageUnavailableError extends DomainError {
  constructor(
    readonly detail: string,
    cause?: unknown,
  ) {
    super('SERVICE_UNAVAILABLE', 'storage.unavailable');
    this.name = 'StorageUnavailableError';
    this.cause = cause;
    const frames = (this.stack ?? '').split('\n').slice(1);
    this.stack = [`${this.name}: ${detail}`, ...frames].join('\n');
  }
}

/** The message of an error of a store (an SDK or file-system error), for `detail`. */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  const name = code && !error.message.includes(code) ? `${error.name} ${code}` : error.name;
  return error.message ? `${name}: ${error.message}` : name;
}
