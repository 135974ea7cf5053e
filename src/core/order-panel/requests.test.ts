import { describe, expect, it } from 'vitest';
import { FIRST_PAGE, type ListState } from './paging';
import { historyOrdersBody, openOrdersBody, orderCountBody, orderTradesBody, tradesBody, type ListContext } from './requests';

const page2: ListState = { cursor: { page: 2, lastPids: [null, 41] }, side: 'sell' };
const spot = (over: Partial<ListContext> = {}): ListContext => ({
  mode: 'spot', kind: 'limit', symbolFilter: null, list: { cursor: FIRST_PAGE, side: 'all' }, pageSize: 10, ...over,
});
const NOW = Date.UTC(2026, 2, 2, 12);
const W7 = { range: '7d' as const, nowMs: NOW, utcOffsetMinutes: 0 };
const SEVEN_DAYS = { startTime: Date.UTC(2026, 1, 24), endTime: Date.UTC(2026, 2, 3) - 1 };
const NINETY_DAYS = { startTime: Date.UTC(2025, 11, 3), endTime: Date.UTC(2026, 2, 3) - 1 };

describe('openOrdersBody', () => {
  it.each([
    ['spot limit/market, page 1', spot(), { orderMode: 'spot', tradeType: 'spot_market', symbol: null, limit: 11, lastPid: null, side: null }],
    ['spot trigger on page 2, sells of BTC/USDT', spot({ kind: 'trigger', symbolFilter: 'BTC/USDT', list: page2, pageSize: 7 }),
      { orderMode: 'spot', tradeType: 'spot_trigger', symbol: 'BTC_USDT', limit: 8, lastPid: 41, side: 'sell' }],
    ['spot TP/SL', spot({ kind: 'stop' }), { orderMode: 'spot', tradeType: 'spot_stop', symbol: null, limit: 11, lastPid: null, side: null }],
    ['margin: every kind', spot({ mode: 'margin', kind: 'trigger', symbolFilter: 'ETH_USDT' }),
      { orderMode: 'iso_margin', tradeType: null, symbol: 'ETH_USDT', limit: 11, lastPid: null, side: null }],
  ])('should build %s', (_n, ctx, want) => expect(openOrdersBody(ctx)).toEqual(want));
});

describe('orderCountBody', () => {
  it.each([
    ['spot', null, { queryState: 'open', orderMode: 'spot', symbol: null }],
    ['margin', 'BTC/USDT', { queryState: 'open', orderMode: 'iso_margin', symbol: 'BTC_USDT' }],
  ] as const)('should count %s open orders (filter %s)', (mode, filter, want) => expect(orderCountBody(mode, filter)).toEqual(want));
});

describe('historyOrdersBody', () => {
  it.each([
    ['spot 7 days, cancelled shown', spot(), false,
      { orderMode: 'spot', tradeType: 'spot_market', symbol: null, limit: 11, lastPid: null, side: null, ...SEVEN_DAYS, excludeCanceled: false }],
    ['spot stop, page 2, cancelled hidden', spot({ kind: 'stop', list: page2, symbolFilter: 'BTC/USDT' }), true,
      { orderMode: 'spot', tradeType: 'spot_stop', symbol: 'BTC_USDT', limit: 11, lastPid: 41, side: 'sell', ...SEVEN_DAYS, excludeCanceled: true }],
    ['margin: 90 days whatever the range', spot({ mode: 'margin' }), false,
      { orderMode: 'iso_margin', tradeType: null, symbol: null, limit: 11, lastPid: null, side: null, ...NINETY_DAYS, excludeCanceled: false }],
  ])('should build %s', (_n, ctx, hide, want) => expect(historyOrdersBody(ctx, W7, hide)).toEqual(want));
});

describe('tradesBody', () => {
  it('should build a trade-history page without a trade type', () => {
    expect(tradesBody(spot({ kind: 'trigger', list: page2, symbolFilter: 'BTC/USDT' }), W7)).toEqual({
      orderMode: 'spot', symbol: 'BTC_USDT', ...SEVEN_DAYS, limit: 11, lastPid: 41, side: 'sell',
    });
  });
});

describe('orderTradesBody', () => {
  it('should ask the fills of one order', () => expect(orderTradesBody(5)).toEqual({ orderId: 5 }));
});
