import { signal } from '@preact/signals-react';
import { describe, expect, it } from 'vitest';
import { followOwnOrders, parseOwnOrders } from './own-orders';

const answer = {
  buyInfoList: [{ price: '58000.00', orderId: '7', entrustIdStr: '7' }, { price: 'bad' }, { price: '57999.5', orderId: 9 }],
  sellInfoList: [{ price: '61000.10', orderId: '8', entrustIdStr: '8' }, { price: '1.001' }],
};

describe('parseOwnOrders', () => {
  it('should read both lists into ticks and skip unreadable prices', () => {
    expect(parseOwnOrders(answer, 2)).toEqual([
      { orderId: '7', price: 5_800_000, side: 'buy' },
      { orderId: '9', price: 5_799_950, side: 'buy' },
      { orderId: '8', price: 6_100_010, side: 'sell' },
    ]);
    expect(parseOwnOrders(null, 2)).toEqual([]);
    expect(parseOwnOrders({ buyInfoList: 'x' }, 2)).toEqual([]);
  });
});

/** A manual clock: timers run when advanced. */
function clock() {
  let now = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  return {
    setTimer: (run: () => void, ms: number) => { timers.set(next, { at: now + ms, run }); return next++; },
    clearTimer: (h: unknown) => void timers.delete(h as number),
    advance(ms: number) {
      now += ms;
      for (const [h, t] of [...timers]) if (t.at <= now) { timers.delete(h); t.run(); }
    },
  };
}

function setup(opts: { signedIn?: boolean; fail?: boolean } = {}) {
  const symbol = signal('BTC_USDT');
  const enabled = signal(true);
  const events = signal(0);
  const calls: string[] = [];
  const c = clock();
  let changes = 0;
  const feed = followOwnOrders(
    { symbol: () => symbol.value, pricePrecision: () => 2, enabled: () => enabled.value, events: () => events.value },
    { fetchOrders: async (s) => { calls.push(s); return opts.fail ? null : answer; }, signedIn: () => opts.signedIn ?? true, ...c },
    () => changes++,
  );
  return { symbol, enabled, events, calls, c, feed, changes: () => changes };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('followOwnOrders', () => {
  it('should load once 800 ms after the last of a burst of order events', async () => {
    const s = setup();
    s.c.advance(800);
    await settle();
    expect(s.calls).toEqual(['BTC_USDT']);
    expect(s.feed.orders).toHaveLength(3);
    for (let i = 0; i < 5; i++) { s.events.value++; s.c.advance(300); }
    expect(s.calls).toHaveLength(1);
    s.c.advance(500);
    expect(s.calls).toHaveLength(2);
    s.feed.stop();
  });

  it('should clear at once on a symbol change or when the setting is turned off', async () => {
    const s = setup();
    s.c.advance(800);
    await settle();
    const v = s.feed.version;
    s.symbol.value = 'ETH_USDT';
    expect(s.feed.orders).toEqual([]);
    expect(s.feed.version).toBe(v + 1);
    s.enabled.value = false;
    s.c.advance(2000);
    expect(s.calls).toEqual(['BTC_USDT']); // the pending ETH refresh was cancelled
    s.feed.stop();
  });

  it('should ask nothing for a visitor and hold nothing after a failed call', async () => {
    const visitor = setup({ signedIn: false });
    visitor.c.advance(800);
    expect(visitor.calls).toEqual([]);
    visitor.feed.stop();
    const failing = setup({ fail: true });
    failing.c.advance(800);
    await settle();
    expect(failing.calls).toHaveLength(1);
    expect(failing.feed.orders).toEqual([]);
    failing.feed.stop();
  });

  it('should drop an answer that arrives after the pair changed', async () => {
    const s = setup();
    s.c.advance(800); // request for BTC in flight
    s.symbol.value = 'ETH_USDT';
    await settle();
    expect(s.feed.orders).toEqual([]);
    s.feed.stop();
  });
});
