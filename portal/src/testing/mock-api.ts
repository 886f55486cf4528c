/** A request the app sent, as the tests look at it. */
export interface RecordedRequest {
  method: string;
  /** Path after /api, without the query string. */
  path: string;
  query: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface MockResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type MockHandler = MockResponse | ((request: RecordedRequest) => MockResponse | Promise<MockResponse>);

/**
 * Replaces `globalThis.fetch` with a fake API for one test. Handlers are keyed 'METHOD /path' (the
 * path after /api, no query). Unknown requests answer 404 so a test sees them fail.
 */
export function mockApi(handlers: Record<string, MockHandler> = {}) {
  const requests: RecordedRequest[] = [];

  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname.replace(/^\/api/, ''),
      query: url.search,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const handler = handlers[`${request.method} ${request.path}`];
    const answer: MockResponse = handler
      ? typeof handler === 'function'
        ? await handler(request)
        : handler
      : {
          status: 404,
          body: {
            statusCode: 404,
            code: 'NOT_FOUND',
            message: `Cannot ${request.method} ${request.path}`,
            error: 'Not Found',
          },
        };
    const { status = 200, body, headers } = answer;
    return new Response(body === undefined || status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;

  return {
    requests,
    fetchMock,
    /** The requests sent to 'METHOD /path'. */
    requestsTo(route: string): RecordedRequest[] {
      return requests.filter((request) => `${request.method} ${request.path}` === route);
    },
  };
}

/** A response the test releases when it wants (to look at loading states). */
export function deferredResponse() {
  let release: (response: MockResponse) => void = () => undefined;
  const promise = new Promise<MockResponse>((resolve) => {
    release = resolve;
  });
  return { handler: () => promise, release };
}
