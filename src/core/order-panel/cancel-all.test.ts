import { describe, expect, it } from 'vitest';
import {
  afterCancelOne,
  cancelAllBody,
  cancelAllClick,
  cancelAllEnabled,
  cancelAllLoading,
  cancelAllVariant,
  cancelOneBody,
  CONFIRM_KEY,
  preferenceOnConfirm,
  type CancelAllContext,
} from './cancel-all';
import { FIRST_PAGE } from './paging';
import { NO_COUNTS } from './tabs';

const counts = { totalCount: 3, limitMarketCount: 2, triggerOrderCount: 1, stopLimitCount: 0 };
const ctx = (over: Partial<CancelAllContext> = {}): CancelAllContext => ({ mode: 'spot', kind: 'limit', symbolFilter: null, counts, ...over });

describe('cancel-all variants and payloads', () => {
  it.each([
    ['spot limit/market', ctx(), 'limit', { reqSource: 2, orderModeCode: 'normal_order', symbol: null, planType: 0 }],
    ['spot trigger', ctx({ kind: 'trigger' }), 'trigger', { reqSource: 2, orderModeCode: 'normal_order', symbol: null, planType: 2 }],
    ['spot TP/SL', ctx({ kind: 'stop' }), 'stop', { reqSource: 2, orderModeCode: 'normal_order', symbol: null, planType: 1 }],
    ['spot by symbol', ctx({ kind: 'trigger', symbolFilter: 'BTC/USDT' }), 'symbol', { reqSource: 2, orderModeCode: 'normal_order', symbol: 'BTC_USDT', planType: 2 }],
    ['margin all', ctx({ mode: 'margin', kind: 'stop' }), 'all', { reqSource: 2, orderModeCode: 'lever_order', symbol: null, planType: null }],
    ['margin by symbol', ctx({ mode: 'margin', symbolFilter: 'ETH_USDT' }), 'symbol', { reqSource: 2, orderModeCode: 'lever_order', symbol: 'ETH_USDT', planType: null }],
  ] as const)('should cancel %s', (_n, c, variant, body) => {
    expect(cancelAllVariant(c)).toBe(variant);
    expect(cancelAllBody(c)).toEqual(body);
  });

  it.each([
    ['all', 'cancelAll.confirmAll'], ['limit', 'cancelAll.confirmLimit'], ['trigger', 'cancelAll.confirmTrigger'],
    ['stop', 'cancelAll.confirmStop'], ['symbol', 'cancelAll.confirmSymbol'],
  ] as const)('should confirm %s with %s', (variant, key) => expect(CONFIRM_KEY[variant]).toBe(key));
});

describe('cancelAllEnabled / cancelAllClick', () => {
  it.each([
    ['spot limit with 2 open', ctx(), true, 'confirm'],
    ['spot trigger with 1 open', ctx({ kind: 'trigger' }), true, 'confirm'],
    ['spot TP/SL with 0 open', ctx({ kind: 'stop' }), false, 'none'],
    ['spot with no counts at all', ctx({ counts: NO_COUNTS }), false, 'none'],
    ['margin with 0 open', ctx({ mode: 'margin', counts: NO_COUNTS }), true, 'confirm'],
  ])('should treat %s: enabled %s, click %s', (_n, c, enabled, click) => {
    expect(cancelAllEnabled(c)).toBe(enabled);
    expect(cancelAllClick(c, true)).toBe(click);
  });

  it.each([
    [true, 'confirm'], [false, 'cancel'],
  ] as const)('should follow the CANCEL_ALL preference %s: %s', (pref, want) => expect(cancelAllClick(ctx(), pref)).toBe(want));

  it.each([[true, { CANCEL_ALL: false }], [false, null]])('should save for "do not ask again" %s: %j', (tick, want) => {
    expect(preferenceOnConfirm(tick)).toEqual(want);
  });

  it.each([[true, true, true], [true, false, false], [false, true, false]])('should show loading (pending %s, preference %s): %s', (pending, pref, want) => {
    expect(cancelAllLoading(pending, pref)).toBe(want);
  });
});

describe('cancelOneBody', () => {
  it.each([
    ['spot plain', 'spot_market', 'spot', { orderId: 9, reqSource: 2, orderModeCode: 'normal_order', planType: 0 }],
    ['spot trigger', 'spot_trigger', 'spot', { orderId: 9, reqSource: 2, orderModeCode: 'normal_order', planType: 2 }],
    ['spot TP/SL', 'spot_stop', 'spot', { orderId: 9, reqSource: 2, orderModeCode: 'normal_order', planType: 1 }],
    ['margin', 'spot_market', 'margin', { orderId: 9, reqSource: 2, orderModeCode: 'lever_order', planType: null }],
  ] as const)('should cancel a %s order', (_n, tradeType, mode, want) => {
    expect(cancelOneBody({ orderId: 9, tradeType }, mode)).toEqual(want);
  });
});

describe('afterCancelOne', () => {
  const page2 = { page: 2, lastPids: [null, 18] };
  it.each([
    ['last row of page 2 on the current pair', 1, 'BTC/USDT', 'BTC_USDT', { cursor: FIRST_PAGE, chartOrders: true }],
    ['one of several rows, another pair', 4, 'ETH/USDT', 'BTC_USDT', { cursor: page2, chartOrders: false }],
  ])('should handle %s', (_n, before, symbol, current, want) => {
    expect(afterCancelOne(page2, before, symbol, current)).toEqual(want);
  });
});
