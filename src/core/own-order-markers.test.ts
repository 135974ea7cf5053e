import { describe, expect, it } from 'vitest';
import { createDebouncedRefresh, markersFor, MAX_MARKERS_PER_SIDE, type OwnOrder } from './own-order-markers';

const buy = (price: number, orderId = `b${price}`): OwnOrder => ({ orderId, price, side: 'buy' });
const sell = (price: number, orderId = `s${price}`): OwnOrder => ({ orderId, price, side: 'sell' });

describe('markersFor', () => {
  it.each([
    ['ungrouped, nearest first', 1, [buy(98), buy(100), buy(99), sell(103), sell(101)],
      { bids: [{ price: 100, count: 1 }, { price: 99, count: 1 }, { price: 98, count: 1 }], asks: [{ price: 101, count: 1 }, { price: 103, count: 1 }] }],
    ['same price counted once, with its order count', 1, [buy(100, 'a'), buy(100, 'b'), sell(101, 'c'), sell(101, 'd'), sell(101, 'e')],
      { bids: [{ price: 100, count: 2 }], asks: [{ price: 101, count: 3 }] }],
    ['grouped: bids floor, asks ceil', 10, [buy(105), buy(109), buy(110), sell(101), sell(110), sell(111)],
      { bids: [{ price: 110, count: 1 }, { price: 100, count: 2 }], asks: [{ price: 110, count: 2 }, { price: 120, count: 1 }] }],
    ['malformed orders skipped', 1,
      [buy(0), buy(-5), buy(1.5), buy(NaN), { orderId: 'x', price: 7, side: 'hold' as 'buy' }, sell(9)],
      { bids: [], asks: [{ price: 9, count: 1 }] }],
    ['no orders', 5, [], { bids: [], asks: [] }],
  ])('should build markers (%s)', (_name, step, orders, expected) => {
    expect(markersFor(orders, { enabled: true, step })).toEqual(expected);
  });

  it('should give an empty set when the setting is off', () => {
    expect(markersFor([buy(100), sell(101)], { enabled: false, step: 1 })).toEqual({ bids: [], asks: [] });
  });

  it('should keep at most 50 prices per side, nearest the best price', () => {
    const orders = Array.from({ length: 60 }, (_, i) => [buy(1000 - i), sell(2000 + i)]).flat();
    const set = markersFor(orders, { enabled: true, step: 1 });
    expect(MAX_MARKERS_PER_SIDE).toBe(50);
    expect(set.bids).toHaveLength(50);
    expect(set.asks).toHaveLength(50);
    expect([set.bids[0].price, set.bids[49].price]).toEqual([1000, 951]);
    expect([set.asks[0].price, set.asks[49].price]).toEqual([2000, 2049]);
  });

  it('should count the cap after grouping', () => {
    const orders = Array.from({ length: 200 }, (_, i) => buy(1000 - i));
    const set = markersFor(orders, { enabled: true, step: 10, maxPerSide: 3 });
    expect(set.bids).toEqual([{ price: 1000, count: 1 }, { price: 990, count: 10 }, { price: 980, count: 10 }]);
  });

  it.each([0, 1.5, -1, NaN])('should refuse grouping step %s', (step) => {
    expect(() => markersFor([buy(1)], { enabled: true, step })).toThrow(RangeError);
  });
});

/** A fake clock: timers run when `advance` passes their due time. */
function fakeTimers() {
  let now = 0;
  let next = 0; // handles start at 0 on purpose: 0 must still be clearable
  const timers = new Map<number, { due: number; run: () => void }>();
  const log: string[] = [];
  return {
    log,
    setTimer: (run: () => void, ms: number) => {
      timers.set(next, { due: now + ms, run });
      log.push(`set ${next} @${now + ms}`);
      return next++;
    },
    clearTimer: (h: number) => {
      timers.delete(h);
      log.push(`clear ${h}`);
    },
    advance(ms: number) {
      now += ms;
      for (const [h, t] of [...timers].sort((a, b) => a[1].due - b[1].due)) {
        if (t.due <= now) {
          timers.delete(h);
          t.run();
        }
      }
    },
  };
}

describe('createDebouncedRefresh', () => {
  // steps: request ('r'), cancel ('c') or advance by ms; calls = times fn ran after all steps
  it.each([
    ['one request fires after 800 ms', ['r', 799], 0],
    ['one request fires at 800 ms', ['r', 800], 1],
    ['a burst gives one trailing call', ['r', 300, 'r', 300, 'r', 799], 0],
    ['a burst fires 800 ms after its last request', ['r', 300, 'r', 300, 'r', 800], 1],
    ['two bursts apart give two calls', ['r', 'r', 800, 'r', 800], 2],
    ['cancel drops the pending call', ['r', 500, 'c', 1000], 0],
    ['a request after cancel fires again', ['r', 'c', 'r', 800], 1],
    ['cancel with nothing pending is harmless', ['c', 'r', 800], 1],
  ] as const)('should debounce: %s', (_name, steps, calls) => {
    const clock = fakeTimers();
    let ran = 0;
    const refresh = createDebouncedRefresh(() => ran++, clock);
    for (const s of steps) {
      if (s === 'r') refresh.request();
      else if (s === 'c') refresh.cancel();
      else clock.advance(s);
    }
    expect(ran).toBe(calls);
  });

  it('should clear the previous timer (even handle 0) and report pending', () => {
    const clock = fakeTimers();
    let ran = 0;
    const refresh = createDebouncedRefresh(() => ran++, { ...clock, delayMs: 100 });
    expect(refresh.pending).toBe(false);
    refresh.request();
    refresh.request();
    expect(refresh.pending).toBe(true);
    clock.advance(100);
    expect([ran, refresh.pending]).toEqual([1, false]);
    expect(clock.log).toEqual(['set 0 @100', 'clear 0', 'set 1 @100']);
  });
});
