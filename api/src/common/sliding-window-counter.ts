/**
 * Counts events per key in a sliding time window, in memory (one server process). Used to
 * throttle sign-in failures, enquiries and tracking events. Old keys are pruned as the map grows.
 */
export class SlidingWindowCounter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  count(key: string, now = Date.now()): number {
    const times = (this.hits.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (times.length) this.hits.set(key, times);
    else this.hits.delete(key);
    return times.length;
  }

  hit(key: string, now = Date.now()): number {
    if (this.hits.size >= this.maxKeys) this.prune(now);
    this.count(key, now);
    const times = [...(this.hits.get(key) ?? []), now];
    this.hits.set(key, times);
    return times.length;
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  private prune(now: number): void {
    for (const key of [...this.hits.keys()]) this.count(key, now);
  }
}
