import { describe, expect, it } from 'vitest';
import {
  debounceLeading,
  kindOfPushMode,
  onPushEvent,
  onRouteChange,
  pollDue,
  pushModeFits,
  pushUpdateLate,
  reloadOnVisible,
  type PanelView,
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

describe('debounceLeading', () => {
  it('should take the first request of a burst and drop the rest until 800 ms of quiet', () => {
    let last: number | null = null;
    const accepted: number[] = [];
    for (const t of [0, 300, 700, 1400, 2300, 2400]) {
      const d = debounceLeading(last, t);
      last = d.lastRequestAtMs;
      if (d.accept) accepted.push(t);
    }
    expect(accepted).toEqual([0, 2300]);
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
