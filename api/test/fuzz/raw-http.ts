import { Agent, request as httpRequest } from 'node:http';

/**
 * A request exactly as it goes over the wire: the path already encoded, the body as bytes. Unlike
 * supertest or fetch, nothing is normalised, so malformed input reaches the server as written.
 */
export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
  /** Set when the server closed the connection without any answer. */
  networkError?: string;
}

/** A keep-alive client for one listening server. */
export class RawHttpClient {
  private readonly agent: Agent;

  constructor(
    private readonly host: string,
    private readonly port: number,
    maxSockets: number,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets });
  }

  send(raw: RawRequest, timeoutMs = 30_000): Promise<RawResponse> {
    const body = raw.body === undefined ? undefined : Buffer.isBuffer(raw.body) ? raw.body : Buffer.from(raw.body);
    const headers: Record<string, string> = { ...raw.headers };
    if (body) headers['content-length'] = String(body.length);
    return new Promise((resolve) => {
      let answered = false;
      const finish = (response: RawResponse) => {
        if (answered) return;
        answered = true;
        resolve(response);
      };
      let received: { status: number; headers: RawResponse['headers']; chunks: Buffer[] } | undefined;
      const complete = () => {
        if (!received) return;
        const text = Buffer.concat(received.chunks).toString('utf8');
        let json: unknown;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        finish({ status: received.status, headers: received.headers, text, json });
      };
      // A server may answer (413) and close before a large body is written: the answer counts.
      const failed = (error: Error) => (received ? complete() : finish(noAnswer(error)));
      const outgoing = httpRequest(
        { host: this.host, port: this.port, method: raw.method, path: raw.path, headers, agent: this.agent },
        (incoming) => {
          received = { status: incoming.statusCode ?? 0, headers: incoming.headers, chunks: [] };
          const chunks = received.chunks;
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', failed);
          incoming.on('aborted', complete);
          incoming.on('end', complete);
        },
      );
      outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      outgoing.on('error', failed);
      outgoing.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

function noAnswer(error: Error): RawResponse {
  return { status: 0, headers: {}, text: '', json: undefined, networkError: error.message };
}

/** Runs `task` over `items` with at most `concurrency` at a time; results keep the items' order. */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index], index);
    }
  });
  await Promise.all(workers);
  return results;
}
