import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * The server's own state for a graceful stop: requests in flight, and whether it is draining.
 * One per application (LifecycleModule; configureApp mounts its counter, main.ts stops with it). Draining:
 * `/api/health/ready` answers 503, answers carry `Connection: close` so keep-alive clients (a load
 * balancer's pooled connections) move to another process, and the stop waits for the requests
 * in flight (bounded) before the application closes its pools.
 */
export class Lifecycle {
  private inFlight = 0;
  private draining = false;
  private readonly idleWaiters = new Set<() => void>();

  get isDraining(): boolean {
    return this.draining;
  }

  get requestsInFlight(): number {
    return this.inFlight;
  }

  /** Called first of all for each request (configureApp): counts it until its answer is done or its client gone. */
  readonly track = (_request: IncomingMessage, response: ServerResponse): void => {
    this.inFlight += 1;
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      this.inFlight -= 1;
      if (this.inFlight === 0) for (const wake of [...this.idleWaiters]) wake();
    };
    response.once('finish', finished);
    response.once('close', finished);
    if (this.draining) response.setHeader('Connection', 'close');
  };

  /** Starts draining; readiness answers 503 from now on. */
  beginDraining(): void {
    this.draining = true;
  }

  /** Resolves true once no request is in flight, or false after `timeoutMs`. */
  whenIdle(timeoutMs: number): Promise<boolean> {
    if (this.inFlight === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.idleWaiters.delete(wake);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.idleWaiters.delete(wake);
        resolve(false);
      }, timeoutMs);
      this.idleWaiters.add(wake);
    });
  }
}

export interface GracefulStopOptions {
  server: Server;
  lifecycle: Lifecycle;
  /** The longest the requests in flight may take before their connections are cut. */
  timeoutMs: number;
  /** Closes the application: flushes counters, stops background work, closes pools. */
  closeApp: () => Promise<void>;
  log?: (message: string) => void;
}

/**
 * A graceful stop: no new connections (the listening socket closes at once, so a load balancer
 * sends new ones elsewhere), idle keep-alive connections closed, the requests in flight finished
 * (for at most `timeoutMs`; then their connections are cut), then the application closed.
 */
export async function gracefulStop(options: GracefulStopOptions): Promise<{ cut: boolean }> {
  const { server, lifecycle, log = () => undefined } = options;
  lifecycle.beginDraining();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  log(`Stopping: no new connections; ${lifecycle.requestsInFlight} request(s) in flight.`);
  const idle = await lifecycle.whenIdle(options.timeoutMs);
  if (!idle) log(`Stopping: requests still running after ${options.timeoutMs} ms; their connections are cut.`);
  // Keep-alive connections whose last answer went out while draining carried `Connection: close`;
  // any left are idle now (or cut after the limit).
  server.closeAllConnections();
  await closed;
  await options.closeApp();
  return { cut: !idle };
}
