/** Pages that start this deep are read from anchors (ListAnchors); shallower ones skip cheaply. */
export const ANCHOR_FROM_OFFSET = 1_000;

interface Anchor {
  /** The row's position in the list. */
  offset: number;
  /** Its sort key, as the database returned it (NULL keys are not kept). */
  key: unknown;
  id: number;
  at: number;
}

/**
 * Keyset anchors for deep pages. `LIMIT 25 OFFSET 500000` makes the database step over 500,000
 * index entries even when the index covers them (250–350 ms on MariaDB with a small buffer
 * pool). Each deep page served leaves its first row's position, sort key and id; the next
 * request of the same list (same filters, sort and order) at that position or after it reads
 * `WHERE (key, id) >= (anchor) … OFFSET (skip − anchor's position)`, which the sort's index
 * answers by seeking. Anchors live `maxAgeMs`, like the cached totals: rows added or removed
 * before an anchor meanwhile shift the pages after it by as many rows until it expires
 * (docs/decisions.md, "Deep pages from anchors").
 */
export class ListAnchors {
  readonly fromOffset: number;
  private readonly maxAgeMs: number;
  private readonly maxLists: number;
  private readonly perList: number;
  private readonly now: () => number;
  /** List → its anchors, sorted by position. */
  private readonly lists = new Map<string, Anchor[]>();

  constructor(
    options: { fromOffset?: number; maxAgeMs?: number; maxLists?: number; perList?: number; now?: () => number } = {},
  ) {
    this.fromOffset = options.fromOffset ?? ANCHOR_FROM_OFFSET;
    this.maxAgeMs = options.maxAgeMs ?? 30_000;
    this.maxLists = options.maxLists ?? 500;
    this.perList = options.perList ?? 64;
    this.now = options.now ?? Date.now;
  }

  /** The anchor nearest before (or at) `offset` that is still fresh. */
  find(list: string, offset: number): Anchor | undefined {
    const anchors = this.lists.get(list);
    if (!anchors) return undefined;
    const oldest = this.now() - this.maxAgeMs;
    let best: Anchor | undefined;
    for (const anchor of anchors) {
      if (anchor.offset > offset) break;
      if (anchor.at >= oldest) best = anchor;
    }
    return best;
  }

  /** Keeps a row's position; `at` is when that position was last counted by a plain offset. */
  remember(list: string, anchor: Omit<Anchor, 'at'>, at = this.now()): void {
    if (anchor.key === null || anchor.key === undefined) return;
    const oldest = this.now() - this.maxAgeMs;
    const kept = (this.lists.get(list) ?? []).filter((other) => other.at >= oldest);
    const same = kept.find((other) => other.offset === anchor.offset);
    if (same && same.at >= at) return;
    const anchors = kept.filter((other) => other !== same);
    anchors.push({ ...anchor, at });
    anchors.sort((a, b) => a.offset - b.offset);
    // The oldest anchors go first when a list has too many.
    while (anchors.length > this.perList) {
      const stalest = anchors.reduce((a, b) => (b.at < a.at ? b : a));
      anchors.splice(anchors.indexOf(stalest), 1);
    }
    this.lists.delete(list);
    this.lists.set(list, anchors);
    if (this.lists.size > this.maxLists) this.lists.delete(this.lists.keys().next().value as string);
  }
}

/** The process's anchors (one cache for every admin list). */
export const listAnchors = new ListAnchors();
