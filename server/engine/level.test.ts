import { describe, expect, it } from 'vitest';
import { UserState } from './accounts';
import { OrderNode } from './book';
import { Level } from './level';
import type { PairBook } from './pair-book';
import type { Order } from './types';
import { prng } from '../../src/core/prng';

let nextId = 0;
const node = (): OrderNode => new OrderNode({ orderId: ++nextId } as Order, {} as PairBook, new UserState(1));

/** The level's live orders, oldest first, by walking head and next. */
function walk(level: Level): number[] {
  const ids: number[] = [];
  for (let n = level.head; n !== null; n = n.next) ids.push(n.order.orderId);
  return ids;
}

describe('Level', () => {
  it('should keep time priority, totals and neighbours through removals anywhere', () => {
    const level = new Level();
    level.reset(100, 100);
    const [a, b, c, d] = [node(), node(), node(), node()];
    for (const n of [a, b, c, d]) level.push(n, 10);
    expect(level.take(c, 10)).toBe(3);
    expect(walk(level)).toEqual([a, b, d].map((n) => n.order.orderId));
    expect([b.next, d.prev, level.total]).toEqual([d, b, 30]);
    expect(level.take(a, 10)).toBe(2);
    expect([level.head, c.level, c.next]).toEqual([b, null, null]);
    expect(level.take(b, 10)).toBe(1);
    expect(level.take(d, 10)).toBe(0);
    expect([level.head, level.count, level.total]).toEqual([null, 0, 0]);
  });

  it('should match a plain queue over 20,000 random pushes and removals (front drops and compactions included)', () => {
    const rnd = prng(7);
    const level = new Level();
    level.reset(1, 1);
    const model: OrderNode[] = [];
    for (let step = 0; step < 20_000; step++) {
      const r = rnd();
      if (model.length === 0 || r < 0.5) {
        const n = node();
        level.push(n, 1);
        model.push(n);
      } else {
        // Mostly the head (fills), otherwise anywhere (cancels).
        const i = r < 0.75 ? 0 : Math.floor(rnd() * model.length);
        const [n] = model.splice(i, 1);
        expect(level.take(n, 1)).toBe(model.length);
        if (model.length === 0) level.reset(1, 1);
      }
      expect(level.head).toBe(model[0] ?? null);
      if (step % 500 === 0) expect(walk(level)).toEqual(model.map((n) => n.order.orderId));
    }
    expect([level.count, level.total]).toEqual([model.length, model.length]);
    // Holes never pile up: the queue stays within a few slots per live order.
    expect(level.end).toBeLessThanOrEqual(4 * model.length + 64);
  });
});
