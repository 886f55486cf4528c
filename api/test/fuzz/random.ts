/** A small seeded generator (mulberry32): the same seed gives the same cases on every run. */
export class SeededRandom {
  private state: number;

  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let value = this.state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  }

  /** `count` items of `items` (all of them when there are fewer), in their original order. */
  sample<T>(items: readonly T[], count: number): T[] {
    if (items.length <= count) return [...items];
    const indexes = items.map((_, index) => index);
    for (let index = indexes.length - 1; index > 0; index -= 1) {
      const other = Math.floor(this.next() * (index + 1));
      [indexes[index], indexes[other]] = [indexes[other], indexes[index]];
    }
    return indexes
      .slice(0, count)
      .sort((left, right) => left - right)
      .map((index) => items[index]);
  }
}
