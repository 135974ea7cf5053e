import { describe, expect, it } from 'vitest';
import type { Side } from '../engine/types';
import { Prng } from './prng';
import { flickerSide, gapTicks, halfSpreadTicks, levelOf, levelPrice, repairSide, touchPrice, type LadderGeom, type MakerAction, type MakerOrder } from './sim-ladder';

const geom: LadderGeom = { levels: 30, gapFrac: 1e-4, halfSpreadFrac: 4e-5, curve: 0.04, touchLots: 100, growth: 0.12, minLots: 10 };

/** Applies an action to a plain list, as the engine would for orders that do not trade. */
function apply(list: MakerOrder[], side: Side, a: MakerAction, ids: { next: number }): void {
  if (a.kind === 'place') list.push({ orderId: ids.next++, price: a.price, remaining: a.size });
  if (a.kind === 'amend') {
    const o = list.find((x) => x.orderId === a.orderId)!;
    if (a.price !== undefined) o.price = a.price;
    if (a.size !== undefined) o.remaining = a.size;
  }
  if (a.kind === 'cancel') list.splice(list.findIndex((x) => x.orderId === a.orderId), 1);
  // best first, as SimCore keeps its lists: bids descending, asks ascending
  list.sort((x, y) => (side === 'buy' ? y.price - x.price : x.price - y.price));
}

/** Repairs until the side is in shape; returns the number of changes it took. */
function settle(list: MakerOrder[], side: Side, mid: number, rng: Prng, ids = { next: 1 }): number {
  for (let n = 0; n < 500; n++) {
    const a = repairSide(geom, side, list, mid, rng);
    if (a.kind === 'none') return n;
    apply(list, side, a, ids);
  }
  throw new Error('did not settle');
}

describe('ladder geometry', () => {
  it('should map the price of each level back to its level, for wide and one-tick gaps', () => {
    const rng = new Prng(9);
    for (const mid of [6_000_000.3, 1_000.7, 867.5, 20_000]) {
      for (let k = 0; k < 45; k++) {
        for (const side of ['buy', 'sell'] as const) {
          const price = levelPrice(geom, mid, side, k, rng);
          const touch = touchPrice(geom, mid, side);
          expect(levelOf(geom, mid, side === 'buy' ? touch - price : price - touch)).toBe(k);
        }
      }
    }
  });

  it('should floor gaps at one tick and the half spread at half a tick', () => {
    expect(gapTicks(geom, 100)).toBe(1);
    expect(halfSpreadTicks(geom, 100)).toBe(0.5);
  });
});

describe('repairSide', () => {
  it('should build a full ladder on an empty side, touch first, all on the right side of the mid', () => {
    const rng = new Prng(1);
    const mid = 6_000_000;
    const bids: MakerOrder[] = [];
    const first = repairSide(geom, 'buy', bids, mid, rng);
    expect(first).toEqual({ kind: 'place', side: 'buy', price: Math.floor(mid - halfSpreadTicks(geom, mid)), size: expect.any(Number) });
    expect(settle(bids, 'buy', mid, rng)).toBe(30);
    expect(bids.every((o) => o.price < mid)).toBe(true);
    expect(new Set(bids.map((o) => o.price)).size).toBe(30);
    const byDepth = [...bids].sort((a, b) => b.price - a.price);
    const near = byDepth.slice(0, 10).reduce((s, o) => s + o.remaining, 0);
    const far = byDepth.slice(20).reduce((s, o) => s + o.remaining, 0);
    expect(far).toBeGreaterThan(near);
    expect(bids.every((o) => o.remaining >= geom.minLots)).toBe(true);
  });

  it('should follow the mid: asks the mid walked through are moved, the count stays the same', () => {
    const rng = new Prng(2);
    const asks: MakerOrder[] = [];
    settle(asks, 'sell', 6_000_000, rng);
    const newMid = 6_000_000 + 10 * gapTicks(geom, 6_000_000);
    const a = repairSide(geom, 'sell', asks, newMid, rng);
    expect(a.kind).toBe('amend');
    const moves = settle(asks, 'sell', newMid, rng);
    expect(moves).toBeLessThan(20);
    expect(asks).toHaveLength(30);
    expect(asks.every((o) => o.price > newMid)).toBe(true);
  });

  it('should settle on a coarse pair with one-tick levels and stay settled', () => {
    const rng = new Prng(5);
    for (const side of ['buy', 'sell'] as const) {
      const list: MakerOrder[] = [];
      expect(settle(list, side, 867.4, rng)).toBe(30);
      // the touch moves by a tick: a few orders move, not the whole ladder
      expect(settle(list, side, 867.6, rng)).toBeLessThanOrEqual(5);
      // and a move within the tick changes nothing
      expect(settle(list, side, 867.65, rng)).toBe(0);
      expect(new Set(list.map((o) => o.price)).size).toBe(30);
    }
  });

  it('should not place a level through the maker\'s own opposite order', () => {
    const rng = new Prng(6);
    const mid = 1_000_000;
    const bids: MakerOrder[] = [];
    const ownAsk = touchPrice(geom, mid, 'buy') - 3 * gapTicks(geom, mid);
    settle(bids, 'buy', mid, rng);
    bids.splice(0, bids.length);
    for (let i = 0; i < 200; i++) {
      const a = repairSide(geom, 'buy', bids, mid, rng, ownAsk);
      if (a.kind === 'none') break;
      if (a.kind === 'place') {
        expect(a.price).toBeLessThan(ownAsk);
        apply(bids, 'buy', a, { next: i + 1 });
      }
    }
    expect(bids.length).toBeGreaterThan(20);
  });

  it('should cancel surplus orders beyond the deepest level', () => {
    const rng = new Prng(3);
    const bids: MakerOrder[] = [];
    settle(bids, 'buy', 1_000_000, rng);
    bids.push({ orderId: 999, price: 500_000, remaining: 10 }); // deepest: last
    expect(repairSide(geom, 'buy', bids, 1_000_000, rng)).toEqual({ kind: 'cancel', orderId: 999 });
  });

  it('should flicker a side in shape with a resize, a nudge or a cancel of one of its orders', () => {
    const rng = new Prng(4);
    const bids: MakerOrder[] = [];
    settle(bids, 'buy', 1_000_000, rng);
    const kinds = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const a = flickerSide(geom, 'buy', bids, 1_000_000, rng);
      kinds.add(a.kind === 'amend' ? (a.size !== undefined ? 'size' : 'price') : a.kind);
      if (a.kind === 'amend' || a.kind === 'cancel') expect(bids.some((o) => o.orderId === a.orderId)).toBe(true);
      expect(a.kind).not.toBe('place');
    }
    expect(kinds).toEqual(new Set(['size', 'price', 'cancel']));
  });
});
