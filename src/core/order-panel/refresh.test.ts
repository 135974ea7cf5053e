import { describe, expect, it } from 'vitest';
import {
  IDLE,
  kindOfPushMode,
  onPushEvent,
  onRouteChange,
  planOfBurst,
  pollDue,
  pushModeFits,
  pushUpdateLate,
  reloadOnVisible,
  requestRefresh,
  takeDue,
  type Burst,
  type PanelView,
  type PushEvent,
} from './refresh';
import type { DateRange } from './history-filter';
import type { PanelTab } from './tabs';
import type { PanelMode } from './types';

const view = (over: Partial<PanelView> = {}): PanelView => ({ loggedIn: true, mode: 'spot', tab: 'open', page: 1, ...over });
const ALL = { list: true, counts: true, wallet: true, margin: false };
const NONE = { list: false, counts: false, wallet: false, margin: false };

describe('push modes', () => {
  it.each([[0, 'limit'], [3, 'trigger'], [4, 'stop'], [2, null], [1, null]])('should map mode %i to sub-tab %s', (m, want) => {
    expect(kindOfPushMode(m)).toBe(want);
  });
  it.each([
    [0, 'spot', true], [3, 'spot', true], [4, 'spot', true], [2, 'spot', false],
    [2, 'margin', true], [0, 'margin', false], [3, 'margin', false], [7, 'spot', false],
  ] as [number, PanelMode, boolean][])('should fit mode %i to %s: %s', (m, mode, want) => expect(pushModeFits(m, mode)).toBe(want));
});

describe('onPushEvent', () => {
  it.each([
    ['spot fill on page 1 of open orders', 'TRADE_SUCCESS', 0, view(), ALL],
    ['new trigger order while on limit/market', 'NEW_ENTRUST', 3, view(), ALL],
    ['cancel on order history page 1', 'CANCEL_ENTRUST', 4, view({ tab: 'history' }), ALL],
    ['fill on trade history page 1', 'TRADE_SUCCESS', 0, view({ tab: 'trades' }), ALL],
    ['page 2: counters and wallet only', 'TRADE_SUCCESS', 0, view({ page: 2 }), { ...ALL, list: false }],
    ['funds tab: no list, wallet reloads', 'TRADE_SUCCESS', 0, view({ tab: 'funds' }), { ...ALL, list: false }],
    ['margin event in margin: the extra signal', 'NEW_ENTRUST', 2, view({ mode: 'margin' }), { ...ALL, margin: true }],
    ['margin positions tab', 'TRADE_SUCCESS', 2, view({ mode: 'margin', tab: 'positions' }), { list: false, counts: true, wallet: true, margin: true }],
    ['margin event in spot: nothing', 'TRADE_SUCCESS', 2, view(), NONE],
    ['spot event in margin: nothing', 'CANCEL_ENTRUST', 0, view({ mode: 'margin' }), NONE],
    ['visitor: nothing', 'TRADE_SUCCESS', 0, view({ loggedIn: false }), NONE],
    ['another event: nothing', 'ORDER_EXPIRED', 0, view(), NONE],
  ])('should plan %s', (_n, event, orderMode, v, want) => {
    expect(onPushEvent({ event, order_mode: orderMode }, v)).toEqual(want);
  });

  // a fired plan announces only its child, a plain order (mode 0): the plan's sub-tab, which it
  // leaves, must reload on it as the child's does; kindOfPushMode(0) is limit, so no kind gate
  it.each(['open', 'history'] as const)('should reload the %s list on a fired plan\'s child, whatever sub-tab is shown', (tab) => {
    expect(kindOfPushMode(0)).toBe('limit');
    expect(onPushEvent({ event: 'NEW_ENTRUST', order_mode: 0 }, view({ tab }))).toEqual(ALL);
  });
});

describe('pushUpdateLate', () => {
  it.each([
    ['no update after 5 s', 1000, null, 6000, true],
    ['no update after 4.999 s', 1000, null, 5999, false],
    ['only an update before the event', 1000, 900, 6000, true],
    ['updated after the event', 1000, 1200, 9000, false],
  ])('should warn when %s: %s', (_n, at, updated, now, want) => expect(pushUpdateLate(at, updated, now)).toBe(want));
});

describe('polling', () => {
  it.each([
    ['30 s after the last load', true, true, 0, 30_000, true],
    ['29.999 s after', true, true, 0, 29_999, false],
    ['never loaded', true, true, null, 5, true],
    ['hidden tab', true, false, 0, 60_000, false],
    ['visitor', false, true, 0, 60_000, false],
  ])('should poll when %s: %s', (_n, loggedIn, visible, last, now, want) => expect(pollDue(loggedIn, visible, last, now)).toBe(want));

  it.each([
    [false, true, true, true], [true, true, true, false], [false, false, true, false], [false, true, false, false],
  ])('should reload on visibility %s → %s (signed in %s): %s', (was, is, loggedIn, want) => {
    expect(reloadOnVisible(was, is, loggedIn)).toBe(want);
  });
});

/** Runs the queue over requests at the given times (ms), checking every 10 ms; answers the calls made. */
function run(requests: [number, 'local' | PushEvent][], untilMs = 5_000): { atMs: number; burst: Burst }[] {
  let q = IDLE;
  const calls: { atMs: number; burst: Burst }[] = [];
  for (let t = 0; t <= untilMs; t += 10) {
    for (const [at, r] of requests) {
      if (at === t) q = requestRefresh(q, r === 'local' ? { local: true, pushed: [] } : { local: false, pushed: [r] }, t);
    }
    const { burst, next } = takeDue(q, t);
    q = next;
    if (burst !== null) calls.push({ atMs: t, burst });
  }
  return calls;
}
const cancelled: PushEvent = { event: 'CANCEL_ENTRUST', order_mode: 0 };

describe('the refresh queue', () => {
  it('should make one call 500 ms after a cancel heard by its push and by its answer', () => {
    const calls = run([[0, cancelled], [40, 'local']]);
    expect(calls).toEqual([{ atMs: 500, burst: { local: true, pushed: [cancelled], startedAtMs: 0 } }]);
  });

  it('should make one call for a Cancel All of eight orders: eight pushes and the answer', () => {
    const pushes = Array.from({ length: 8 }, (_, i) => [i * 10, cancelled] as [number, PushEvent]);
    const calls = run([...pushes, [90, 'local']]);
    expect(calls.map((c) => [c.atMs, c.burst.pushed.length, c.burst.local])).toEqual([[500, 8, true]]);
  });

  it('should call again for a change after 800 ms of quiet', () => {
    expect(run([[0, 'local'], [900, 'local']]).map((c) => c.atMs)).toEqual([500, 1400]);
  });

  it('should not drop a request that comes after the call but within the quiet time: 800 ms later', () => {
    expect(run([[0, 'local'], [600, cancelled]]).map((c) => c.atMs)).toEqual([500, 1400]);
  });

  it('should keep calling through a steady stream, at least 800 ms apart', () => {
    const stream = Array.from({ length: 20 }, (_, i) => [i * 200, cancelled] as [number, PushEvent]);
    const at = run(stream).map((c) => c.atMs);
    expect(at[0]).toBe(500);
    expect(at.length).toBeGreaterThanOrEqual(4);
    for (let i = 1; i < at.length; i++) expect(at[i]! - at[i - 1]!).toBeGreaterThanOrEqual(800);
    expect(at.at(-1)).toBeGreaterThanOrEqual(3_800); // the last event (3.8 s) is in a call
  });
});

describe('planOfBurst', () => {
  const burst = (local: boolean, ...pushed: PushEvent[]) => ({ local, pushed });
  it('should reload everything shown after a local change, on any page', () => {
    expect(planOfBurst(burst(true), view({ page: 3 }))).toEqual(ALL);
    expect(planOfBurst(burst(true), view({ mode: 'margin' }))).toEqual({ ...ALL, margin: true });
  });
  it('should merge the pushed events\' plans', () => {
    expect(planOfBurst(burst(false, { event: 'TRADE_SUCCESS', order_mode: 2 }, cancelled), view({ page: 2 }))).toEqual({ ...ALL, list: false });
    expect(planOfBurst(burst(false, { event: 'TRADE_SUCCESS', order_mode: 2 }), view())).toEqual(NONE);
  });
  it('should send the margin signal for a margin event in margin mode', () => {
    expect(planOfBurst(burst(false, { event: 'TRADE_SUCCESS', order_mode: 2 }), view({ mode: 'margin', tab: 'funds' })))
      .toEqual({ list: false, counts: true, wallet: true, margin: true });
  });
  it('should plan nothing for a visitor', () => {
    expect(planOfBurst(burst(true, cancelled), view({ loggedIn: false }))).toEqual(NONE);
  });
});

describe('onRouteChange', () => {
  it.each([
    ['same route', { symbol: 'BTC_USDT', mode: 'spot' }, 'open', '1m', { reload: false, tab: 'open', range: '1m' }],
    ['new symbol', { symbol: 'ETH_USDT', mode: 'spot' }, 'history', '3m', { reload: true, tab: 'history', range: '3m' }],
    ['to margin from trade history', { symbol: 'BTC_USDT', mode: 'margin' }, 'trades', '1m', { reload: true, tab: 'open', range: null }],
  ] as [string, { symbol: string; mode: PanelMode }, PanelTab, DateRange | null, object][])('should handle %s', (_n, next, tab, range, want) => {
    expect(onRouteChange({ symbol: 'BTC_USDT', mode: 'spot' }, next, { tab, range }, true)).toEqual(want);
  });

  it('should leave positions for open orders and restore 7 days when margin ends', () => {
    expect(onRouteChange({ symbol: 'BTC_USDT', mode: 'margin' }, { symbol: 'BTC_USDT', mode: 'spot' }, { tab: 'positions', range: null }, true))
      .toEqual({ reload: true, tab: 'open', range: '7d' });
  });

  it('should never reload for a visitor', () => {
    expect(onRouteChange({ symbol: 'BTC_USDT', mode: 'spot' }, { symbol: 'ETH_USDT', mode: 'spot' }, { tab: 'open', range: '7d' }, false).reload).toBe(false);
  });
});
