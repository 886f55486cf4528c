import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What code deep in a request may need without every call passing it on: the signal that
 * aborts when the client has gone (list queries are cancelled by it) and the request's method
 * and URL (the bench's SQL capture names the route each statement ran for).
 */
export interface RequestContext {
  signal: AbortSignal;
  route?: string;
}

const contexts = new AsyncLocalStorage<RequestContext>();

/** Runs `next` (the rest of the request's middleware and handler) within `context`. */
export const runInRequestContext = (context: RequestContext, next: () => void): void => contexts.run(context, next);

export const currentRequestContext = (): RequestContext | undefined => contexts.getStore();
