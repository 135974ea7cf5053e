import type { OrderNode } from './order-node';

/** A queue using more than this many slots per live order (plus slack) is compacted. */
const SPARSE = 4;
const SLACK = 64;

/**
 * One price level: its orders in time priority as an array queue, not a linked list.
 *
 * Why: the book is memory-bound. Unlinking from a doubly linked list writes into both
 * neighbouring orders and appending writes into the previous tail, all of them cold in cache
 * by then; here a cancel writes one null into the level's own array and an append pushes onto
 * it, both warm. A node keeps its absolute position (OrderNode.pos); `base` is the position of
 * q[0], so dropping consumed slots from the front (base grows) never touches a node. Only a
 * queue left mostly holes behind an old head order is rebuilt, renumbering its live nodes
 * (amortised: a third of a touch per removal at most). The array never shrinks (its logical
 * length is `end`; setting an array's length is a runtime call): slots past `end` are null.
 */
export class Level {
  price = 0;
  /** Sort key: the price for bids, -price for asks, so the best level sorts last. */
  key = 0;
  /** Sum of the unfilled lots of the level's orders. */
  total = 0;
  count = 0;
  /** Nodes in time priority, null where one left; q[first] is the oldest live one. */
  readonly q: Array<OrderNode | null> = [];
  first = 0;
  /** Slots in use: q[end..] are null. */
  end = 0;
  base = 0;

  /** The oldest order (the next to trade), or null when empty. */
  get head(): OrderNode | null {
    return this.count === 0 ? null : this.q[this.first];
  }

  /** Empties the level for reuse (every slot is null by then: each removal nulled its own). */
  reset(price: number, key: number): void {
    this.price = price;
    this.key = key;
    this.total = 0;
    this.count = 0;
    this.first = 0;
    this.end = 0;
    this.base = 0;
  }

  push(node: OrderNode, lots: number): void {
    const q = this.q;
    const end = this.end;
    node.level = this;
    node.pos = this.base + end;
    if (end < q.length) q[end] = node;
    else q.push(node);
    this.end = end + 1;
    this.count++;
    this.total += lots;
  }

  /** Takes a node out; returns the number of orders left. */
  take(node: OrderNode, lots: number): number {
    const q = this.q;
    const i = node.pos - this.base;
    q[i] = null;
    node.level = null;
    this.total -= lots;
    if (--this.count === 0) return 0;
    if (i === this.first) {
      let f = i + 1;
      while (q[f] === null) f++;
      this.first = f;
      // Drop the consumed front once it is most of the queue (positions stay valid: base grows).
      if (f >= SLACK && f * 2 >= this.end) this.shift(f, f);
    } else if (this.end > SPARSE * this.count + SLACK) {
      this.compact();
    }
    return this.count;
  }

  /** The live node after (dir 1) or before (dir -1) a node of this level, or null. */
  neighbour(node: OrderNode, dir: 1 | -1): OrderNode | null {
    const q = this.q;
    for (let i = node.pos - this.base + dir; i >= this.first && i < this.end; i += dir) {
      if (q[i] !== null) return q[i];
    }
    return null;
  }

  /** Moves q[from..end) to the front; `by` slots were dropped from the front (base grows). */
  private shift(from: number, by: number): void {
    const q = this.q;
    const end = this.end;
    const n = end - from;
    for (let i = 0; i < n; i++) q[i] = q[from + i];
    for (let i = n; i < end; i++) q[i] = null;
    this.end = n;
    this.first = 0;
    this.base += by;
  }

  /** Squeezes the holes out, renumbering the live nodes (their positions change). */
  private compact(): void {
    const q = this.q;
    const end = this.end;
    let n = 0;
    for (let i = this.first; i < end; i++) {
      const node = q[i];
      if (node === null) continue;
      node.pos = this.base + n;
      q[n++] = node;
    }
    for (let i = n; i < end; i++) q[i] = null;
    this.end = n;
    this.first = 0;
  }
}
