import { describe, expect, it } from 'vitest';
import { ORDERS, PAIR } from './edit-order.fixture';
import { buildUpdateBody } from './edit-update';

const ctx = { pair: PAIR, symbolId: 1001, lastPrice: '60000.00', timestamp: 1772452800000, random: 'AbC123xy' };
const base = (orderId: number, side: 'buy' | 'sell', type: string, tradeType: string) => ({
  reqSource: 2, reqNo: `${side === 'buy' ? 'EB' : 'ES'}1772452800000AbC123xy`, symbol: 1001, side, type, orderId, tradeType,
});

describe('buildUpdateBody', () => {
  it.each([
    ['a limit order: price and size', 'limitBuy', { price: '58100', amount: '0.02', triggerPrice: '', total: '' },
      { ...base(3, 'buy', 'limit', 'spot_market'), updatePrice: '58100', updateSize: '0.02' }],
    ['a trigger limit order above the last price, cut to precision', 'triggerBuyLimit', { price: '61500.509', amount: '0.0100009', triggerPrice: '61000', total: '' },
      { ...base(5, 'buy', 'limit', 'spot_trigger'), updateTriggerPrice: '61000', updateTradeSide: 1, updateMarketAmountType: 2, updatePrice: '61500.5', updateSize: '0.01' }],
    ['a market buy plan below the last price: its total', 'triggerBuyMarket', { price: '', amount: '', triggerPrice: '59000.00', total: '150.129' },
      { ...base(6, 'buy', 'market', 'spot_trigger'), updateTriggerPrice: '59000', updateTradeSide: 2, updateMarketAmountType: 1, updateNotional: '150.12' }],
    ['a market sell stop: its size', 'stopSellMarket', { price: '', amount: '0.003', triggerPrice: '55000', total: '' },
      { ...base(7, 'sell', 'market', 'spot_stop'), updateTriggerPrice: '55000', updateTradeSide: 2, updateMarketAmountType: 2, updateSize: '0.003' }],
  ] as const)('should build %s', (_n, name, fields, want) => {
    expect(buildUpdateBody(ORDERS[name], fields, ctx)).toEqual(want);
  });

  it('should refuse fields validation should have stopped', () => {
    expect(() => buildUpdateBody(ORDERS.limitBuy, { price: 'abc', amount: '0.01', triggerPrice: '', total: '' }, ctx)).toThrow(RangeError);
  });
});
