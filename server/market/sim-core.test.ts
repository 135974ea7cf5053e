import { describe, expect, it } from 'vitest';
import { Engine } from '../engine/engine';
import type { EngineEvent } from '../engine/types';
import { enginePairs, engineCoins, pairRef } from './refdata';
import { makerId, takerId } from './sim-accounts';
import { SimCore } from './sim-core';
import { simPairs } from './sim-pairs';
import { seedBooks } from './sim-seed';

const T0 = Date.UTC(2026, 0, 5, 12);

/** A real engine on the reference data, with a settable clock and a count of its events. */
function world() {
  const clock = { now: T0 };
  const events: EngineEvent[] = [];
  const engine = new Engine({ pairs: enginePairs(), coins: engineCoins(), now: () => clock.now, emit: (e) => events.push(e) });
  return { engine, clock, events };
}

const best = (e: Engine, symbol: string, side: 'buy' | 'sell') => e.depth(symbol, side, 1)[0]?.[0];

/** Runs the core for `seconds` of simulated time at `rate` changes per second, in 10 ms slices. */
function run(core: SimCore, clock: { now: number }, seconds: number, rate: number, each?: () => void): void {
  let owed = 0;
  for (let t = 0; t < seconds * 100; t++) {
    clock.now += 10;
    core.advance(clock.now);
    owed += rate / 100;
    for (; owed >= 1; owed--) core.step();
    each?.();
  }
}

describe('seedBooks', () => {
  it('should lay a full ladder on both sides of every trading pair of a fresh engine', () => {
    const { engine } = world();
    const pairs = simPairs(T0);
    const placed = seedBooks(engine, pairs);
    expect(placed).toBeGreaterThan(pairs.length * 60);
    for (const p of pairs) {
      const bids = engine.depth(p.spec.symbol, 'buy', 100);
      const asks = engine.depth(p.spec.symbol, 'sell', 100);
      expect(bids.length, p.spec.symbol).toBeGreaterThanOrEqual(30);
      expect(asks.length, p.spec.symbol).toBeGreaterThanOrEqual(30);
      expect(bids[0][0]).toBeLessThan(asks[0][0]);
      // the touch straddles the anchor: within 0.1 % (two ticks on the coarsest pairs)
      const near = Math.max(0.001 * p.anchor, 2);
      expect(p.anchor - bids[0][0]).toBeGreaterThan(0);
      expect(p.anchor - bids[0][0]).toBeLessThanOrEqual(near);
      expect(asks[0][0] - p.anchor).toBeGreaterThan(0);
      expect(asks[0][0] - p.anchor).toBeLessThanOrEqual(near);
      // sizes grow away from the touch
      const front = bids.slice(0, 10).reduce((s, l) => s + l[1], 0);
      const back = bids.slice(-10).reduce((s, l) => s + l[1], 0);
      expect(back).toBeGreaterThan(front);
    }
  });

  it('should leave a book that already has orders alone', () => {
    const { engine } = world();
    const pairs = simPairs(T0);
    seedBooks(engine, pairs);
    expect(seedBooks(engine, pairs)).toBe(0);
  });

  it('should give the pre-launch countdown pair no orders', () => {
    const { engine } = world();
    const pairs = simPairs(T0);
    expect(pairs.some((p) => p.spec.symbol === 'NOVA_USDT')).toBe(false);
    expect(pairRef('NOVA_USDT')).toBeDefined();
    seedBooks(engine, pairs);
    expect(engine.depth('NOVA_USDT', 'buy', 1)).toEqual([]);
    expect(engine.depth('NOVA_USDT', 'sell', 1)).toEqual([]);
  });

  it('should let a user market buy fill at once against the seeded book', () => {
    const { engine } = world();
    seedBooks(engine, simPairs(T0));
    expect(engine.fund(7, 'USDT', 1_000_000_000).ok).toBe(true); // 1,000 USDT
    const askBefore = engine.depth('BTC_USDT', 'sell', 1)[0];
    const r = engine.place({ userId: 7, mode: 'spot', subMode: 'normal', symbol: 'BTC_USDT', side: 'buy', type: 'market', planType: 0, price: 0, size: 0, notional: 100_000_000, triggerPrice: 0, tradeSide: 0, reqNo: 'u1' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.state).toBe('COMPLETE');
    expect(r.value.filledSize).toBeGreaterThan(0);
    expect(engine.lastPrice('BTC_USDT')).toBe(askBefore[0]);
    const btc = engine.balances(engine.spotAccount(7).accountId).find((b) => b.coin === 'BTC');
    expect(btc?.available).toBeGreaterThan(0);
  });
});

describe('simulator accounts', () => {
  it('should fund every account from the treasury once, with safe integers and zero fees', () => {
    const { engine, clock, events } = world();
    const core = new SimCore(engine, simPairs(T0), 1, clock.now);
    expect(core.ensureFunds()).toBe(0);
    for (const s of core.states) {
      expect(Number.isSafeInteger(s.funding.base) && s.funding.base > 0).toBe(true);
      expect(Number.isSafeInteger(s.funding.quote) && s.funding.quote > 0).toBe(true);
      expect(engine.feeRates(s.maker)).toEqual({ maker: '0', taker: '0' });
      expect(engine.feeRates(s.taker)).toEqual({ maker: '0', taker: '0' });
    }
    const before = events.length;
    expect(core.ensureFunds()).toBe(0);
    expect(events.length).toBe(before); // already funded: nothing moves
  });
});

describe('SimCore', () => {
  it('should keep every book two-sided, uncrossed and near its anchor while trades print', () => {
    const { engine, clock } = world();
    const pairs = simPairs(T0);
    seedBooks(engine, pairs);
    const core = new SimCore(engine, pairs, 1, clock.now);
    core.ensureFunds();
    let checks = 0;
    run(core, clock, 120, 400, () => {
      if (++checks % 50 !== 0) return;
      for (const p of pairs) {
        const bid = best(engine, p.spec.symbol, 'buy');
        const ask = best(engine, p.spec.symbol, 'sell');
        expect(bid, p.spec.symbol).toBeDefined();
        expect(ask, p.spec.symbol).toBeDefined();
        expect(bid!).toBeLessThan(ask!);
      }
    });
    expect(core.counts.ops).toBeGreaterThan(45_000);
    expect(core.counts.takes).toBeGreaterThan(3_000);
    expect(core.counts.refused / core.counts.ops).toBeLessThan(0.01);
    for (const s of core.states) {
      const sym = s.pair.spec.symbol;
      expect(engine.depth(sym, 'buy', 100).length, sym).toBeGreaterThanOrEqual(20);
      expect(engine.depth(sym, 'sell', 100).length, sym).toBeGreaterThanOrEqual(20);
      const last = engine.lastPrice(sym);
      expect(last, sym).toBeDefined();
      expect(Math.abs(last! - s.pair.anchor) / s.pair.anchor, sym).toBeLessThan(0.1);
      // the last price follows the walk's mid (within 1 %, or 3 ticks on the coarsest pairs)
      expect(Math.abs(last! - s.walk.mid()), sym).toBeLessThan(Math.max(0.01 * s.walk.mid(), 3));
    }
  });

  it('should trade only through its own accounts, with zero fees', () => {
    const { engine, clock, events } = world();
    const pairs = simPairs(T0).slice(0, 3);
    seedBooks(engine, pairs);
    const core = new SimCore(engine, pairs, 3, clock.now);
    run(core, clock, 20, 200);
    const fills = events.flatMap((e) => (e.kind === 'fill' ? [e.fill] : []));
    expect(fills.length).toBeGreaterThan(50);
    const ids = new Set(pairs.flatMap((p) => [makerId(p), takerId(p)]));
    expect(fills.every((f) => ids.has(f.userId) && f.fee === 0)).toBe(true);
  });

  it('should be deterministic for a seed', () => {
    const snap = (seed: number) => {
      const { engine, clock } = world();
      const pairs = simPairs(T0).slice(0, 5);
      seedBooks(engine, pairs);
      const core = new SimCore(engine, pairs, seed, clock.now);
      run(core, clock, 10, 500);
      return { counts: core.counts, books: pairs.map((p) => [engine.depth(p.spec.symbol, 'buy', 50), engine.depth(p.spec.symbol, 'sell', 50), engine.lastPrice(p.spec.symbol)]) };
    };
    const a = snap(11);
    expect(snap(11)).toEqual(a);
    expect(snap(12)).not.toEqual(a);
  });

  it('should adopt the open orders of its accounts after a restart', () => {
    const { engine, clock } = world();
    const pairs = simPairs(T0).slice(0, 2);
    seedBooks(engine, pairs);
    const core = new SimCore(engine, pairs, 5, clock.now);
    const held = core.states.map((s) => s.bids.length + s.asks.length);
    expect(held.every((n) => n >= 60)).toBe(true);
    // the new core moves the adopted ladder instead of laying a second one
    run(core, clock, 5, 100);
    for (const s of core.states) {
      const open = engine.openOrders(s.maker).filter((o) => o.symbol === s.pair.spec.symbol).length;
      expect(open).toBeLessThanOrEqual(2 * s.geom.levels + 2);
    }
  });
});
