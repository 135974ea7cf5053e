import { describe, expect, it } from 'vitest';
import { dragVerdict, linePrice, linesOf, MAX_ORDER_LINES, priceAt, type LineOrder } from './order-lines';

const order = (over: Partial<LineOrder>): LineOrder => ({
  orderId: 1, side: 'buy', type: 'limit', tradeType: 'spot_market', price: '59000.00', triggerPrice: '', size: '0.01', symbol: 'BTC_USDT', ...over,
});

describe('order lines', () => {
  it('should draw a limit order at its price and a plan order at its trigger price', () => {
    expect(linePrice(order({}))).toBe('59000.00');
    expect(linePrice(order({ tradeType: 'spot_trigger', type: 'market', price: '0', triggerPrice: '61000' }))).toBe('61000');
    expect(linePrice(order({ tradeType: 'spot_stop', price: '58000', triggerPrice: '58500' }))).toBe('58500');
  });

  it('should draw only the pair\'s orders with a price, marking the market-type ones', () => {
    const lines = linesOf([
      order({ orderId: 1 }),
      order({ orderId: 2, symbol: 'ETH_USDT' }),
      order({ orderId: 3, symbol: 'BTC/USDT', side: 'sell', tradeType: 'spot_trigger', type: 'market', price: '', triggerPrice: '62000' }),
      order({ orderId: 4, type: 'market', price: '0' }),
    ], 'BTC_USDT');
    expect(lines.map((l) => [l.orderId, l.price, l.marketType, l.draggable])).toEqual([[1, '59000.00', false, true], [3, '62000', true, true]]);
  });

  it('should draw at most the open-order fetch limit', () => {
    const many = Array.from({ length: 80 }, (_, n) => order({ orderId: n }));
    expect(linesOf(many, 'BTC_USDT')).toHaveLength(MAX_ORDER_LINES);
  });

  it('should refuse a market-type line dragged across the last price: a buy above, a sell below', () => {
    const [buy, sell] = linesOf([
      order({ orderId: 1, tradeType: 'spot_trigger', type: 'market', triggerPrice: '59000' }),
      order({ orderId: 2, side: 'sell', tradeType: 'spot_trigger', type: 'market', triggerPrice: '61000' }),
    ], 'BTC_USDT');
    expect(dragVerdict(buy, '60001', 60000)).toBe('crossesLast');
    expect(dragVerdict(buy, '59999', 60000)).toBe('move');
    expect(dragVerdict(sell, '59999', 60000)).toBe('crossesLast');
    expect(dragVerdict(sell, '60500', 60000)).toBe('move');
    expect(dragVerdict(sell, '61000.00', 60000)).toBe('unchanged');
  });

  it('should let a limit line cross the last price', () => {
    const [limit] = linesOf([order({})], 'BTC_USDT');
    expect(dragVerdict(limit, '65000', 60000)).toBe('move');
  });

  it('should not move a line whose order cannot be edited', () => {
    const [market] = linesOf([order({ type: 'ioc', price: '60000' })], 'BTC_USDT');
    expect(dragVerdict(market, '61000', 60000)).toBe('notDraggable');
  });
});

describe('priceAt', () => {
  it('should round a chart value down to the pair\'s precision', () => {
    expect(priceAt(60123.456, 2)).toBe('60123.45');
    expect(priceAt(0.29, 2)).toBe('0.29');
    expect(priceAt(0.000123456, 8)).toBe('0.00012345');
    expect(priceAt(1234.9, 0)).toBe('1234');
  });

  it('should give nothing below one tick or for no value', () => {
    expect(priceAt(0.001, 2)).toBeNull();
    expect(priceAt(-5, 2)).toBeNull();
    expect(priceAt(Number.NaN, 2)).toBeNull();
  });
});
