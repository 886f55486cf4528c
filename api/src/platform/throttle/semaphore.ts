import { DomainError } from '../common/domain-error';

export interface SemaphoreOptions {
  /** Tasks that run at the same time. */
  concurrency: number;
  /** Tasks that may wait for a turn; one more is refused with 503 SERVER_BUSY. */
  maxQueue: number;
  /**
   * The longest a task may wait for its turn (ms): a waiter not started by then is refused with
   * 503 SERVER_BUSY, and so is a task whose expected wait (queue × average duration) is longer.
   * On a loaded machine each task takes longer, so a queue length alone does not bound the wait.
   */
  maxWaitMs?: number;
  /**
   * The longest a caller waits for a started task (ms): beyond it the caller gets 503 SERVER_BUSY
   * while the task finishes in the background, still holding its slot, so an overloaded machine
   * answers every request in bounded time without starting more work.
   */
  maxRunMs?: number;
}

/**
 * Bounds concurrent expensive work (password hashing): at most `concurrency` tasks run, at most
 * `maxQueue` wait in order, and any further task is refused at once with 503 `SERVER_BUSY` and a
 * `Retry-After` estimated from the recent task durations.
 */
export class Semaphore {
  private running = 0;
  private readonly waiting: { start: () => void; timer?: NodeJS.Timeout }[] = [];
  /** Moving average of a task's duration in milliseconds, for Retry-After. */
  private averageMs = 50;

  constructor(readonly options: SemaphoreOptions) {
    if (options.concurrency < 1 || options.maxQueue < 0) throw new Error('A semaphore needs concurrency ≥ 1');
  }

  /** Tasks that may be in flight at once: running plus waiting. */
  get capacity(): number {
    return this.options.concurrency + this.options.maxQueue;
  }

  get pending(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    const started = Date.now();
    const running = (async () => {
      try {
        return await task();
      } finally {
        this.averageMs = 0.8 * this.averageMs + 0.2 * (Date.now() - started);
        this.release();
      }
    })();
    const maxRunMs = this.options.maxRunMs;
    if (maxRunMs === undefined) return running;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(this.busy()), maxRunMs);
    });
    running.catch(() => undefined); // a late failure after the deadline is nobody's answer any more
    try {
      return await Promise.race([running, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.options.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    const maxWaitMs = this.options.maxWaitMs ?? Number.POSITIVE_INFINITY;
    const expectedWaitMs = ((this.waiting.length + 1) * this.averageMs) / this.options.concurrency;
    if (this.waiting.length >= this.options.maxQueue || expectedWaitMs > maxWaitMs) return Promise.reject(this.busy());
    // The slot passes directly from the finishing task to the next waiting one.
    return new Promise((resolve, reject) => {
      const waiter: { start: () => void; timer?: NodeJS.Timeout } = { start: resolve };
      if (Number.isFinite(maxWaitMs)) {
        waiter.timer = setTimeout(() => {
          const index = this.waiting.indexOf(waiter);
          if (index >= 0) this.waiting.splice(index, 1);
          reject(this.busy());
        }, maxWaitMs);
        waiter.timer.unref();
      }
      this.waiting.push(waiter);
    });
  }

  /** 503 SERVER_BUSY with a Retry-After estimated from the queue and the recent task durations. */
  private busy(): DomainError {
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil(((this.waiting.length + 1) * this.averageMs) / this.options.concurrency / 1000),
    );
    return new DomainError('SERVER_BUSY', 'server.busy', undefined, retryAfterSeconds);
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) {
      if (next.timer) clearTimeout(next.timer);
      next.start();
    } else this.running -= 1;
  }
}
