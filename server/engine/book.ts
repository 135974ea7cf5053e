import { Level } from './level';
import { OrderNode } from './order-node';

export { Level, OrderNode };

/**
 * One side of a pair's price-time priority book.
 *
 * Hot path (every placement, cancel and fill), so: the levels are kept in a plain array sorted
 * so that the best is LAST (the best level is one array read; placements near the touch insert
 * near the end, cheap splices; taking the best level empty is a pop), with their sort keys in a
 * parallel number array, contiguous in memory, that a binary search finds a price in (a few
 * dozen levels per side: cheaper than a Map, whose set and delete a level opened and emptied
 * by every few crossing orders paid for). Each level queues its orders in an array (level.ts),
 * so a cancel is O(1) and touches no other order. Emptied levels go back to a pool instead of
 * to the garbage collector.
 */

export class BookSide {
  /** Sort keys ascending (Level.key), parallel to `sorted`. */
  private readonly keys: number[] = [];
  /** The levels, ascending by key: the best is last. */
  private readonly sorted: Level[] = [];
  private readonly pool: Level[] = [];

  constructor(readonly isBid: boolean) {}

  /** The best level, or undefined when the side is empty. */
  best(): Level | undefined {
    const n = this.sorted.length;
    return n === 0 ? undefined : this.sorted[n - 1];
  }

  /** The best price (from the key array: no level to read), or undefined when empty. */
  bestPrice(): number | undefined {
    const n = this.keys.length;
    if (n === 0) return undefined;
    return this.isBid ? this.keys[n - 1] : -this.keys[n - 1];
  }

  isEmpty(): boolean {
    return this.sorted.length === 0;
  }

  /** Appends a node at the back of its price's queue; `lots` is its unfilled size. */
  add(node: OrderNode, price: number, lots: number): void {
    const key = this.isBid ? price : -price;
    const i = this.search(key);
    const level = i < this.keys.length && this.keys[i] === key ? this.sorted[i] : this.openLevel(price, key, i);
    level.push(node, lots);
  }

  /** Takes a node out of its level; `lots` is the unfilled size it still counted for. */
  remove(node: OrderNode, lots: number): void {
    const level = node.level!;
    if (level.take(node, lots) === 0) this.closeLevel(level);
  }

  /** Price levels best first, as [price, lots]. */
  depth(levels: number): Array<[number, number]> {
    const out: Array<[number, number]> = [];
    for (let i = this.sorted.length - 1; i >= 0 && out.length < levels; i--) {
      const level = this.sorted[i];
      out.push([level.price, level.total]);
    }
    return out;
  }

  /** Every level, best first (audits and snapshots; not for the hot path). */
  *levelsBestFirst(): IterableIterator<Level> {
    for (let i = this.sorted.length - 1; i >= 0; i--) yield this.sorted[i];
  }

  /** Index of the first key >= `key` (keys.length when none); near-touch keys are checked first. */
  private search(key: number): number {
    const keys = this.keys;
    let hi = keys.length;
    if (hi === 0 || keys[hi - 1] < key) return hi;
    if (keys[hi - 1] === key) return hi - 1;
    let lo = 0;
    hi--;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[mid] < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** A new empty level for `price` at index `i` of the sorted arrays. */
  private openLevel(price: number, key: number, i: number): Level {
    const level = this.pool.pop() ?? new Level();
    level.reset(price, key);
    if (i === this.keys.length) {
      this.keys.push(key);
      this.sorted.push(level);
    } else {
      this.keys.splice(i, 0, key);
      this.sorted.splice(i, 0, level);
    }
    return level;
  }

  private closeLevel(level: Level): void {
    const sorted = this.sorted;
    const last = sorted.length - 1;
    if (sorted[last] === level) {
      sorted.pop();
      this.keys.pop();
    } else {
      const i = this.search(level.key);
      sorted.splice(i, 1);
      this.keys.splice(i, 1);
    }
    level.reset(0, 0);
    this.pool.push(level);
  }
}
