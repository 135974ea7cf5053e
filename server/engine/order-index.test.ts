import { describe, expect, it } from 'vitest';
import { UserState } from './accounts';
import { OrderNode } from './book';
import { OrderIndex } from './order-index';
import type { PairBook } from './pair-book';
import type { Order } from './types';

const node = (orderId: number): OrderNode => new OrderNode({ orderId } as Order, {} as PairBook, new UserState(1));

describe('OrderIndex', () => {
  it('should find, remove and list nodes through growth and slot collisions', () => {
    const index = new OrderIndex();
    const live = new Map<number, OrderNode>();
    // A sliding window of ids plus long-lived ones whose slots collide with newer ids.
    const old = [1, 3, 40_000, 5_000_000_001].map(node);
    for (const n of old) {
      index.add(n);
      live.set(n.order.orderId, n);
    }
    for (let id = 10; id < 20_000; id++) {
      const n = node(id);
      index.add(n);
      live.set(id, n);
      const gone = live.get(id - 5);
      if (id % 3 !== 0 && gone !== undefined) {
        index.delete(gone);
        live.delete(id - 5);
      }
    }
    index.delete(old[1]);
    live.delete(3);
    expect(index.size).toBe(live.size);
    for (const [id, n] of live) expect(index.get(id)).toBe(n);
    expect(index.get(3)).toBeUndefined();
    expect(index.get(19_994)).toBeUndefined(); // removed when 19,999 came in
    expect(new Set(index.values())).toEqual(new Set(live.values()));
    index.delete(old[1]); // absent: no change
    expect(index.size).toBe(live.size);
  });
});
