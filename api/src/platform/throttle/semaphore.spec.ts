import { DomainError } from '../common/domain-error';
import { Semaphore } from './semaphore';

/** A task that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('Semaphore', () => {
  it('runs at most `concurrency` tasks at once and the waiting ones in order', async () => {
    const semaphore = new Semaphore({ concurrency: 2, maxQueue: 5 });
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    const finished = gates.map((task, index) =>
      semaphore.run(async () => {
        started.push(index);
        await task.opened;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(semaphore.pending).toEqual({ running: 2, waiting: 3 });
    gates[1].open();
    await finished[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    for (const task of gates) task.open();
    expect(await Promise.all(finished)).toEqual([0, 1, 2, 3, 4]);
    expect(semaphore.pending).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a task beyond the queue at once with SERVER_BUSY and a Retry-After', async () => {
    const semaphore = new Semaphore({ concurrency: 1, maxQueue: 2 });
    const task = gate();
    const accepted = [1, 2, 3].map(() => semaphore.run(() => task.opened));
    const refused = await semaphore.run(() => task.opened).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: 'SERVER_BUSY', message: 'server.busy' });
    expect((refused as DomainError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    task.open();
    await Promise.all(accepted);
    await expect(semaphore.run(async () => 'free again')).resolves.toBe('free again');
  });

  it('frees the slot when a task fails', async () => {
    const semaphore = new Semaphore({ concurrency: 1, maxQueue: 0 });
    await expect(semaphore.run(() => Promise.reject(new Error('argon2 broke')))).rejects.toThrow('argon2 broke');
    await expect(semaphore.run(async () => 42)).resolves.toBe(42);
  });

  it('refuses a waiter that is not started within maxWaitMs, and keeps the order of the others', async () => {
    jest.useFakeTimers();
    try {
      const semaphore = new Semaphore({ concurrency: 1, maxQueue: 10, maxWaitMs: 1_000 });
      const task = gate();
      const running = semaphore.run(() => task.opened);
      const waiting = semaphore.run(async () => 'ran').catch((error: unknown) => error);
      expect(semaphore.pending).toEqual({ running: 1, waiting: 1 });
      jest.advanceTimersByTime(1_001);
      expect(await waiting).toMatchObject({ code: 'SERVER_BUSY' });
      expect(semaphore.pending).toEqual({ running: 1, waiting: 0 });
      task.open();
      await running;
      await expect(semaphore.run(async () => 'free again')).resolves.toBe('free again');
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses at once when the expected wait is longer than maxWaitMs', async () => {
    const semaphore = new Semaphore({ concurrency: 1, maxQueue: 100, maxWaitMs: 120 });
    const task = gate();
    // The first estimate is 50 ms a task: two waiters fit in 120 ms, the third would not.
    const accepted = [1, 2, 3].map(() => semaphore.run(() => task.opened));
    const refused = await semaphore.run(() => task.opened).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'SERVER_BUSY' });
    task.open();
    await Promise.all(accepted);
  });

  it('answers SERVER_BUSY when a started task runs past maxRunMs, and keeps its slot until it ends', async () => {
    jest.useFakeTimers();
    try {
      const semaphore = new Semaphore({ concurrency: 1, maxQueue: 0, maxRunMs: 500 });
      const task = gate();
      const slow = semaphore.run(() => task.opened.then(() => 'late')).catch((error: unknown) => error);
      await jest.advanceTimersByTimeAsync(501);
      expect(await slow).toMatchObject({ code: 'SERVER_BUSY' });
      expect(semaphore.pending).toEqual({ running: 1, waiting: 0 });
      await expect(semaphore.run(async () => 'no room')).rejects.toMatchObject({ code: 'SERVER_BUSY' });
      task.open();
      await task.opened;
      await Promise.resolve();
      await Promise.resolve();
      expect(semaphore.pending).toEqual({ running: 0, waiting: 0 });
      await expect(semaphore.run(async () => 'free again')).resolves.toBe('free again');
    } finally {
      jest.useRealTimers();
    }
  });
});
