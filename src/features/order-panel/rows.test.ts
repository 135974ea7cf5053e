import { describe, expect, it } from 'vitest';
import { feeText, filledOfSize, filledTotal, fractionPercent, orderTotal, precisionsOf, priceOrDash, type ListedOrder } from './rows';

const row = (over: Partial<ListedOrder>): ListedOrder => ({
  orderId: 3, pid: 3, symbol: 'BTC/USDT', createTime: 0, type: 'limit', side: 'buy', price: '58000.00', triggerPrice: '0',
  size: '0.010000', filledSize: '0.000000', priceAvg: '0', state: 'SUCCESS', tradeType: 'spot_market', ...over,
});

describe('order row figures', () => {
  it('should total a priced order as price x amount cut to the price precision', () => {
    expect(orderTotal(row({}), 2)).toBe('580.00');
    expect(orderTotal(row({ price: '0.123', size: '3.333' }), 3)).toBe('0.409');
  });

  it('should total a market order by its budget, else the placeholder', () => {
    expect(orderTotal(row({ type: 'market', price: '0', notional: '100.000000' }), 2)).toBe('100.000000');
    expect(orderTotal(row({ type: 'market', price: '0', notional: '0.000000' }), 2)).toBe('--');
    expect(orderTotal(row({ type: 'limit', price: '0' }), 2)).toBe('--');
  });

  it('should show filled of size, with no size for a market buy by total', () => {
    expect(filledOfSize({ filledSize: '0.005000', size: '0.020000' })).toBe('0.005000 / 0.020000');
    expect(filledOfSize({ filledSize: '0.000000', size: '0.000000' })).toBe('0.000000 / --');
  });

  it('should show a closed order\'s traded total or the placeholder', () => {
    expect(filledTotal(row({ filledNotional: '59.000000' }))).toBe('59.000000');
    expect(filledTotal(row({ filledNotional: '0.000000' }))).toBe('--');
    expect(filledTotal(row({}))).toBe('--');
  });

  it('should hide prices that do not apply', () => {
    expect(priceOrDash('0')).toBe('--');
    expect(priceOrDash('61000.00')).toBe('61000.00');
    expect(priceOrDash(null)).toBe('--');
  });

  it('should format fees and fractions', () => {
    expect(feeText('0.118000', 'USDT')).toBe('0.118000 USDT');
    expect(feeText(undefined, 'USDT')).toBe('--');
    expect(fractionPercent('-0.0167')).toBe('-1.67%');
    expect(fractionPercent('0.5')).toBe('50.00%');
    expect(fractionPercent(null)).toBe('--');
  });

  it('should find a pair\'s precisions by either symbol form, 2 and 2 when unknown', () => {
    const pairs = [{ symbol: 'BTC_USDT', pricePrecision: 2, countPrecision: 6 }];
    expect(precisionsOf('BTC/USDT', pairs)).toEqual({ pricePrecision: 2, countPrecision: 6 });
    expect(precisionsOf('BTC_USDT', pairs)).toEqual({ pricePrecision: 2, countPrecision: 6 });
    expect(precisionsOf('NOPE/USDT', pairs)).toEqual({ pricePrecision: 2, countPrecision: 2 });
  });
});
