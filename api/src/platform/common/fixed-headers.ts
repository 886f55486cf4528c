import type { IncomingMessage, ServerResponse } from 'node:http';

/** A Connect-style middleware on Node's own request and response (helmet is one). */
export type NodeMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

type HeaderStep = { set: string; value: string | number | readonly string[] } | { remove: string };

/**
 * Runs a middleware that only sets and removes response headers (helmet) against a recording
 * response, and returns the steps it took, or undefined when it did anything else: read the
 * request, answered, failed, or did not call next() at once.
 */
function record(middleware: NodeMiddleware, request: Partial<IncomingMessage>): HeaderStep[] | undefined {
  const steps: HeaderStep[] = [];
  let passed = false;
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      steps.push({ set: name, value });
      return response;
    },
    removeHeader(name: string) {
      steps.push({ remove: name });
    },
  };
  try {
    middleware(request as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
      passed = error === undefined;
    });
  } catch {
    return undefined;
  }
  return passed ? steps : undefined;
}

/**
 * The same headers as `middleware`, worked out once instead of per request: helmet runs a chain
 * of a dozen middlewares per request and rebuilds its Content-Security-Policy string each time,
 * although with our configuration every header is the same for every request. The middleware is
 * run twice against different requests at start-up; if it does anything but set the same headers
 * both times (a per-request CSP nonce, say), it is used as it is.
 */
export function fixedHeaders(middleware: NodeMiddleware): NodeMiddleware {
  const first = record(middleware, { method: 'GET', url: '/', headers: {} });
  const second = record(middleware, {
    method: 'POST',
    url: '/api/other',
    headers: { 'user-agent': 'probe', origin: 'https://example.org' },
  });
  if (!first || !second || JSON.stringify(first) !== JSON.stringify(second)) return middleware;
  const steps = first;
  return function fixedHeadersMiddleware(_request: IncomingMessage, response: ServerResponse, next: () => void): void {
    for (const step of steps) {
      if ('set' in step) response.setHeader(step.set, step.value);
      else response.removeHeader(step.remove);
    }
    next();
  };
}
