import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';

/**
 * Work a request starts but does not wait for: the answer goes out first, so endpoints such as
 * forgot-password answer alike (and in the same time) whether or not an account exists. Errors are
 * logged, never unhandled; a graceful shutdown waits for the tasks still running.
 */
@Injectable()
export class BackgroundTasks implements BeforeApplicationShutdown {
  private readonly logger = new Logger(BackgroundTasks.name);
  private readonly running = new Set<Promise<void>>();

  /** Runs the task after the current request's work (on the next turn of the event loop). */
  run(name: string, task: () => Promise<unknown>): void {
    const promise: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .then(
        () => undefined,
        (error: unknown) => {
          this.logger.error(
            `Background task "${name}" failed: ${error instanceof Error ? error.stack : String(error)}`,
          );
        },
      )
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  /** Resolves once no task is running (tasks started meanwhile included). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.idle();
  }
}
