import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Lifecycle, gracefulStop } from './lifecycle';

/** A server whose `/slow?ms=N` answers after N ms, counted by the lifecycle. */
function slowServer(lifecycle: Lifecycle, events: string[] = []): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    lifecycle.track(request, response);
    const ms = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('ms') ?? 0);
    response.once('finish', () => events.push('request answered'));
    setTimeout(() => response.end('done'), ms).unref();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port })),
  );
}

function get(port: number, path: string): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port, path }, (response: IncomingMessage) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

/**
 * Until the server has the request (a loaded machine may take longer than any fixed pause: the
 * last CI's stop found nothing in flight after 50 ms, so there was nothing to cut).
 */
async function untilInFlight(lifecycle: Lifecycle): Promise<void> {
  for (const started = Date.now(); lifecycle.requestsInFlight === 0 && Date.now() - started < 10_000;) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a graceful stop', () => {
  it('refuses new connections at once, finishes the requests in flight, then closes the application', async () => {
    const lifecycle = new Lifecycle();
    const order: string[] = [];
    const { server, port } = await slowServer(lifecycle, order);
    const inFlight = get(port, '/slow?ms=1500');
    await untilInFlight(lifecycle);
    expect(lifecycle.requestsInFlight).toBe(1);
    const stopped = gracefulStop({
      server,
      lifecycle,
      timeoutMs: 5_000,
      closeApp: async () => {
        order.push('application closed');
      },
    });
    expect(lifecycle.isDraining).toBe(true);
    await expect(get(port, '/slow')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    const answer = await inFlight;
    expect(answer).toMatchObject({ status: 200, body: 'done' });
    expect(await stopped).toEqual({ cut: false });
    expect(order).toEqual(['request answered', 'application closed']);
    expect(lifecycle.requestsInFlight).toBe(0);
  });

  it('cuts the connections of requests that outlast the limit, and still closes the application', async () => {
    const lifecycle = new Lifecycle();
    const { server, port } = await slowServer(lifecycle);
    const hanging = get(port, '/slow?ms=60000').catch((error: unknown) => error);
    await untilInFlight(lifecycle);
    expect(lifecycle.requestsInFlight).toBe(1);
    let closed = false;
    const started = Date.now();
    const result = await gracefulStop({
      server,
      lifecycle,
      timeoutMs: 200,
      closeApp: async () => {
        closed = true;
      },
    });
    expect(result).toEqual({ cut: true });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(closed).toBe(true);
    expect(await hanging).toMatchObject({ code: 'ECONNRESET' });
  });

  it('marks answers given while draining with Connection: close', async () => {
    const lifecycle = new Lifecycle();
    const { server, port } = await slowServer(lifecycle);
    expect((await get(port, '/slow')).connection).not.toBe('close');
    lifecycle.beginDraining();
    expect((await get(port, '/slow')).connection).toBe('close');
    await new Promise((resolve) => server.close(resolve));
  });
});
