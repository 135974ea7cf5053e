import { describe, expect, it } from 'vitest';
import { UserState } from './accounts';
import { BookSide, OrderNode } from './book';
import type { PairBook } from './pair-book';
import { TriggerBook } from './plan-orders';
import type { Order } from './types';

let nextId = 0;
function node(price: number, extra: Partial<Order> = {}): OrderNode {
  const id = ++nextId;
  return new OrderNode({ orderId: id, seq: id, price, size: 10, filledSize: 0, ...extra } as Order, {} as PairBook, new UserState(1));
}

const queue = (side: BookSide): number[][] => [...side.levelsBestFirst()].map((l) => {
  const ids: number[] = [];
  for (let n = l.head; n !== null; n = n.next) ids.push(n.order.orderId);
  return [l.price, l.total, ...ids];
});

describe('BookSide', () => {
  it.each([
    ['bids, highest first', true, [5, 9, 7, 1, 8], [9, 8, 7, 5, 1]],
    ['asks, lowest first', false, [5, 9, 7, 1, 8], [1, 5, 7, 8, 9]],
  ])('should keep %s', (_name, isBid, prices, best) => {
    const side = new BookSide(isBid);
    for (const p of prices) side.add(node(p), p, 10);
    expect(side.depth(10).map(([p]) => p)).toEqual(best);
    expect(side.depth(2)).toEqual([[best[0], 10], [best[1], 10]]);
    expect(side.best()!.price).toBe(best[0]);
  });

  it('should queue orders of one price in arrival order and unlink any of them in O(1)', () => {
    const side = new BookSide(true);
    const [a, b, c] = [node(100), node(100), node(100)];
    for (const n of [a, b, c]) side.add(n, 100, 10);
    side.remove(b, 10);
    expect(queue(side)).toEqual([[100, 20, a.order.orderId, c.order.orderId]]);
    side.remove(a, 10);
    side.remove(c, 10);
    expect([side.isEmpty(), side.best(), side.depth(5)]).toEqual([true, undefined, []]);
    expect([a.level, b.next, c.prev]).toEqual([null, null, null]);
  });

  it('should reuse emptied levels without mixing their state', () => {
    const side = new BookSide(false);
    const a = node(100);
    side.add(a, 100, 10);
    side.remove(a, 10);
    const b = node(200);
    side.add(b, 200, 7);
    expect(queue(side)).toEqual([[200, 7, b.order.orderId]]);
  });
});

describe('TriggerBook', () => {
  const plan = (trigger: number, tradeSide: 1 | 2): OrderNode => node(0, { triggerPrice: trigger, tradeSide });

  it('should give rising orders due at or below the last price, lowest trigger then oldest first', () => {
    const t = new TriggerBook();
    const [a, b, c, d] = [plan(110, 1), plan(100, 1), plan(100, 1), plan(120, 1)];
    for (const n of [a, b, c, d]) t.add(n);
    expect(t.takeDue(99)).toBeUndefined();
    expect([t.takeDue(110), t.takeDue(110), t.takeDue(110), t.takeDue(110)]).toEqual([b, c, a, undefined]);
    expect(t.size).toBe(1);
  });

  it('should give falling orders due at or above the last price, highest trigger first', () => {
    const t = new TriggerBook();
    const [a, b] = [plan(90, 2), plan(95, 2)];
    t.add(a);
    t.add(b);
    expect([t.takeDue(96), t.takeDue(92), t.takeDue(90)]).toEqual([undefined, b, a]);
  });

  it('should pick the older of two due orders on opposite sides, and remove any order', () => {
    const t = new TriggerBook();
    const [down, up, gone] = [plan(100, 2), plan(100, 1), plan(100, 1)];
    for (const n of [down, up, gone]) t.add(n);
    t.remove(gone);
    expect([t.takeDue(100), t.takeDue(100), t.takeDue(100)]).toEqual([down, up, undefined]);
    expect(() => t.remove(gone)).toThrow();
  });
});
