import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { fixedHeaders, type NodeMiddleware } from './fixed-headers';

/** Runs a middleware against a response that records headers; returns them and whether next() ran. */
function run(middleware: NodeMiddleware, initial: Record<string, string> = {}) {
  const headers = new Map(Object.entries(initial).map(([name, value]) => [name.toLowerCase(), value]));
  const response = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  } as unknown as ServerResponse;
  let passed = false;
  middleware({ method: 'GET', url: '/api/health', headers: {} } as IncomingMessage, response, () => {
    passed = true;
  });
  return { headers: Object.fromEntries(headers), passed };
}

describe('fixedHeaders', () => {
  const options = {
    contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
    hsts: true,
  };

  it('sets exactly the headers helmet sets, and removes what helmet removes', () => {
    const live = run(helmet(options), { 'X-Powered-By': 'Express' });
    const fixed = run(fixedHeaders(helmet(options)), { 'X-Powered-By': 'Express' });
    expect(fixed).toEqual(live);
    expect(fixed.passed).toBe(true);
    expect(fixed.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(fixed.headers['strict-transport-security']).toBeDefined();
    expect(fixed.headers['x-powered-by']).toBeUndefined();
  });

  it('works the headers out once, not per request', () => {
    const middleware = jest.fn<void, Parameters<NodeMiddleware>>((_request, response, next) => {
      response.setHeader('X-Test', 'yes');
      next();
    });
    const fixed = fixedHeaders(middleware);
    const calls = middleware.mock.calls.length;
    for (let i = 0; i < 3; i += 1) expect(run(fixed).headers['x-test']).toBe('yes');
    expect(middleware.mock.calls.length).toBe(calls);
  });

  it('keeps a middleware whose headers differ per request (a CSP nonce) as it is', () => {
    let counter = 0;
    const nonce = helmet({
      contentSecurityPolicy: {
        directives: { scriptSrc: ["'self'", () => `'nonce-${(counter += 1)}'`] },
      },
    });
    const kept = fixedHeaders(nonce);
    expect(kept).toBe(nonce);
    expect(run(kept).headers['content-security-policy']).not.toBe(run(kept).headers['content-security-policy']);
  });

  it('keeps a middleware that answers or fails instead of passing on', () => {
    const answers: NodeMiddleware = (_request, response) => {
      response.setHeader('X-Test', 'yes');
    };
    const fails: NodeMiddleware = (_request, _response, next) => next(new Error('no'));
    expect(fixedHeaders(answers)).toBe(answers);
    expect(fixedHeaders(fails)).toBe(fails);
  });
});
