import type { UserState } from './accounts';
import type { PairBook } from './pair-book';
import type { Balance, Order } from './types';

/**
 * One side of a pair's price-time priority book.
 *
 * Hot path (every placement, cancel and fill), so: price levels are found through a Map keyed
 * by the integer price, and the levels themselves are kept in a plain array sorted so that the
 * best is LAST (the best level is one array read; placements near the touch insert near the
 * end, cheap splices; taking the best level empty is a pop), and each level is an intrusive
 * doubly linked FIFO of order nodes, so a cancel is O(1). Emptied levels go back to a pool
 * instead of to the garbage collector.
 */

/** An open order as the engine holds it: the public record plus its links. */
export class OrderNode {
  prev: OrderNode | null = null;
  next: OrderNode | null = null;
  /** The level holding it while it rests in the book; null for plan orders and takers. */
  level: Level | null = null;
  /** Next node in its OrderIndex slot. */
  hashNext: OrderNode | null = null;
  /** Links of its user's open-order list (UserState). */
  userPrev: OrderNode | null = null;
  userNext: OrderNode | null = null;
  /** True while a plan order waits in its pair's TriggerBook. */
  armed = false;
  /**
   * The ledger records this order moves, looked up once (settle.ts balanceOf): its account's
   * balance of the coin it froze, and of the coin it receives. Records are never replaced.
   */
  frozenBal: Balance | null = null;
  gainBal: Balance | null = null;

  constructor(
    readonly order: Order,
    readonly book: PairBook,
    readonly user: UserState,
  ) {}
}

export class Level {
  price = 0;
  /** Sort key: the price for bids, -price for asks, so the best level sorts last. */
  key = 0;
  /** Sum of the unfilled lots of the level's orders. */
  total = 0;
  count = 0;
  head: OrderNode | null = null;
  tail: OrderNode | null = null;
}

export class BookSide {
  /** The levels, ascending by key: the best is last. */
  private readonly sorted: Level[] = [];
  private readonly levels = new Map<number, Level>();
  private readonly pool: Level[] = [];

  constructor(readonly isBid: boolean) {}

  /** The best level, or undefined when the side is empty. */
  best(): Level | undefined {
    const n = this.sorted.length;
    return n === 0 ? undefined : this.sorted[n - 1];
  }

  isEmpty(): boolean {
    return this.sorted.length === 0;
  }

  /** Appends a node at the back of its price's queue; `lots` is its unfilled size. */
  add(node: OrderNode, price: number, lots: number): void {
    let level = this.levels.get(price);
    if (level === undefined) level = this.openLevel(price);
    node.level = level;
    node.next = null;
    node.prev = level.tail;
    if (level.tail === null) level.head = node;
    else level.tail.next = node;
    level.tail = node;
    level.count++;
    level.total += lots;
  }

  /** Unlinks a node; `lots` is the unfilled size it still counted for. */
  remove(node: OrderNode, lots: number): void {
    const level = node.level!;
    if (node.prev === null) level.head = node.next;
    else node.prev.next = node.next;
    if (node.next === null) level.tail = node.prev;
    else node.next.prev = node.prev;
    node.prev = node.next = node.level = null;
    level.total -= lots;
    if (--level.count === 0) this.closeLevel(level);
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

  private openLevel(price: number): Level {
    const level = this.pool.pop() ?? new Level();
    level.price = price;
    level.total = 0;
    level.count = 0;
    level.head = level.tail = null;
    const key = this.isBid ? price : -price;
    level.key = key;
    this.levels.set(price, level);
    const sorted = this.sorted;
    // Binary search for the first level above `key`; near-touch inserts land near the end.
    let lo = 0;
    let hi = sorted.length;
    if (hi > 0 && sorted[hi - 1].key < key) lo = hi;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid].key < key) lo = mid + 1;
      else hi = mid;
    }
    if (lo === sorted.length) sorted.push(level);
    else sorted.splice(lo, 0, level);
    return level;
  }

  private closeLevel(level: Level): void {
    this.levels.delete(level.price);
    const sorted = this.sorted;
    if (sorted[sorted.length - 1] === level) sorted.pop();
    else {
      const key = level.key;
      let lo = 0;
      let hi = sorted.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (sorted[mid].key < key) lo = mid + 1;
        else hi = mid;
      }
      sorted.splice(lo, 1);
    }
    level.head = level.tail = null;
    this.pool.push(level);
  }
}
