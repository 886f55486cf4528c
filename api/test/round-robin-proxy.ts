import { Agent, createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer for tests, doing what nginx in front of several processes does: each request
 * goes to the next upstream in turn over pooled keep-alive connections; an upstream that failed is
 * left out for a second (nginx's `max_fails`/`fail_timeout`); and a request that got no answer is
 * sent to another one when that is safe (nginx's `proxy_next_upstream error`): always for a
 * refused connection (the process is stopped or restarting) and for a reused idle connection the
 * process closed just as the request went out (Node's documented retry case, `reusedSocket` with
 * ECONNRESET); for any other failure before the answer only when the method is idempotent (a
 * connection the stopping process's kernel had queued but the process never accepted is reset).
 * Requests a process has started answering are never retried.
 */
export interface RoundRobinProxy {
  url: string;
  /** Requests sent to another upstream after the first did not take them. */
  retried: () => number;
  /** The failures answered 502 (method, path, error code, whether on a reused connection). */
  failures: () => string[];
  close: () => Promise<void>;
}

const MAX_BODY = 1024 * 1024;
const FAIL_TIMEOUT_MS = 1_000;
const MAX_TRIES = 20;
const IDEMPOTENT: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export async function startRoundRobinProxy(upstreams: number[]): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  let retried = 0;
  const failures: string[] = [];
  /** Upstreams left out after a failure, until the time given. */
  const down = new Map<number, number>();
  /** The next upstream in turn that is not left out (nor the one that just failed), else any. */
  const pick = (failed?: number): number => {
    const now = Date.now();
    for (let step = 0; step < upstreams.length; step += 1) {
      const port = upstreams[next++ % upstreams.length];
      if (port !== failed && (down.get(port) ?? 0) <= now) return port;
    }
    return upstreams[next++ % upstreams.length];
  };

  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    let size = 0;
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    incoming.on('end', () => {
      if (size > MAX_BODY) {
        outgoing.writeHead(413).end();
        return;
      }
      const body = Buffer.concat(chunks);
      const method = incoming.method ?? 'GET';
      const attempt = (tries: number, failed?: number) => {
        const port = pick(failed);
        const call = httpRequest(
          { host: '127.0.0.1', port, method, path: incoming.url, headers: incoming.headers, agent },
          (answer: IncomingMessage) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        call.on('error', (error: NodeJS.ErrnoException) => {
          const notTaken = error.code === 'ECONNREFUSED' || (call.reusedSocket && error.code === 'ECONNRESET');
          if (!call.reusedSocket) down.set(port, Date.now() + FAIL_TIMEOUT_MS);
          if ((notTaken || IDEMPOTENT.has(method)) && tries + 1 < MAX_TRIES && !outgoing.headersSent) {
            retried += 1;
            setTimeout(() => attempt(tries + 1, port), tries === 0 ? 0 : 100);
            return;
          }
          failures.push(
            `${method} ${incoming.url}: ${error.code ?? error.message}, reused ${call.reusedSocket}, try ${tries + 1}`,
          );
          if (!outgoing.headersSent) outgoing.writeHead(502).end(`proxy: ${error.code ?? error.message}`);
          else outgoing.destroy();
        });
        call.end(body);
      };
      attempt(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    retried: () => retried,
    failures: () => [...failures],
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
