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
    // openapi-fetch (typed calls) sends a Request; downloads send a URL and their init.
    const sent = input instanceof Request ? input : undefined;
    const url = new URL(sent ? sent.url : String(input), 'http://localhost');
    const text = sent ? await sent.text() : init.body;
    const request: RecordedRequest = {
      method: (sent?.method ?? init.method ?? 'GET').toUpperCase(),
      path: url.pathname.replace(/^\/api/, ''),
      query: url.search,
      headers: Object.fromEntries(new Headers(sent?.headers ?? init.headers).entries()),
      body: typeof text === 'string' && text ? JSON.parse(text) : undefined,
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
  globalThis.XMLHttpRequest = fakeXhrClass(requests, handlers) as unknown as typeof XMLHttpRequest;

  return {
    requests,
    fetchMock,
    /** The requests sent to 'METHOD /path'. */
    requestsTo(route: string): RecordedRequest[] {
      return requests.filter((request) => `${request.method} ${request.path}` === route);
    },
  };
}

/** A FormData body as the tests look at it: texts as they are, files as name, type and size. */
export type RecordedFormData = Record<string, string | { name: string; type: string; size: number }>;

function formDataRecord(form: FormData): RecordedFormData {
  const record: RecordedFormData = {};
  form.forEach((value, key) => {
    record[key] = typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size };
  });
  return record;
}

/**
 * The part of XMLHttpRequest the API client's `upload` uses, answering from the same handlers:
 * it reports the upload as half and then fully sent before the answer arrives.
 */
function fakeXhrClass(requests: RecordedRequest[], handlers: Record<string, MockHandler>) {
  return class FakeXmlHttpRequest {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private responseHeaders: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }

    getResponseHeader(name: string): string | null {
      return this.responseHeaders[name.toLowerCase()] ?? null;
    }

    send(body: unknown) {
      const url = new URL(this.url, 'http://localhost');
      const request: RecordedRequest = {
        method: this.method,
        path: url.pathname.replace(/^\/api/, ''),
        query: url.search,
        headers: this.headers,
        body: body instanceof FormData ? formDataRecord(body) : body,
      };
      requests.push(request);
      void (async () => {
        for (const loaded of [50, 100]) {
          this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
          await Promise.resolve();
        }
        const handler = handlers[`${request.method} ${request.path}`];
        const answer: MockResponse = handler
          ? typeof handler === 'function'
            ? await handler(request)
            : handler
          : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: `Cannot ${request.method}` } };
        this.status = answer.status ?? 200;
        this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
        this.responseHeaders = Object.fromEntries(
          Object.entries(answer.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
        );
        this.onload?.();
      })();
    }
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
