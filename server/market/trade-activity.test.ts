import { describe, expect, it } from 'vitest';
import type { Fill } from '../engine/types';
import { TREND_POINTS, TradeActivity, traderRatio } from './trade-activity';

const T0 = Date.UTC(2024, 5, 1); // a whole hour
const MIN = 60_000;
const HOUR = 3_600_000;

let tradeId = 0;
function fill(time: number, userId: number, side: 'buy' | 'sell', price: number, size = 10, symbol = 'BTC_USDT', role: Fill['role'] = 'taker'): Fill {
  return { tradeId: ++tradeId, orderId: tradeId, userId, accountId: userId, symbol, side, role, price, size, notional: price * size, fee: 0, feeCoin: 'USDT', time };
}

describe('TradeActivity', () => {
  it('should count distinct takers per side, volumes and the price range of the hour', () => {
    const a = new TradeActivity();
    a.trade(fill(T0 + 1 * MIN, 1, 'buy', 100));
    a.trade(fill(T0 + 2 * MIN, 1, 'buy', 104)); // same buyer again: one trader
    a.trade(fill(T0 + 3 * MIN, 2, 'buy', 98));
    a.trade(fill(T0 + 4 * MIN, 3, 'sell', 101, 5));
    const s = a.summary('BTC_USDT', 'hour', T0 + 10 * MIN);
    expect(s).toMatchObject({ low: 98, high: 104, last: 101, buyTrader: 2, sellTrader: 1, buyLots: 30, sellLots: 5, buyNotional: 3020, sellNotional: 505 });
    expect(s.from).toBe(T0 + 10 * MIN - 59 * MIN);
    expect(s.to).toBe(T0 + 11 * MIN);
  });

  it('should leave trades older than the window out of it, and keep them in longer periods', () => {
    const a = new TradeActivity();
    a.trade(fill(T0, 1, 'buy', 100));
    a.trade(fill(T0 + 2 * HOUR, 2, 'sell', 90));
    const now = T0 + 2 * HOUR + 5 * MIN;
    expect(a.summary('BTC_USDT', 'hour', now)).toMatchObject({ low: 90, high: 90, buyTrader: 0, sellTrader: 1 });
    expect(a.summary('BTC_USDT', 'day', now)).toMatchObject({ low: 90, high: 100, buyTrader: 1, sellTrader: 1 });
    // 25 hours on: the first trade is out of the day (24 whole hours), still in three days and the week
    const later = T0 + 25 * HOUR;
    expect(a.summary('BTC_USDT', 'day', later)).toMatchObject({ low: 90, high: 90, buyTrader: 0, sellTrader: 1 });
    expect(a.summary('BTC_USDT', 'threeDay', later)).toMatchObject({ buyTrader: 1, sellTrader: 1 });
    expect(a.summary('BTC_USDT', 'week', T0 + 8 * 24 * HOUR)).toMatchObject({ low: undefined, high: undefined, buyTrader: 0, sellTrader: 0, last: 90 });
  });

  it('should reuse a ring slot for a new bucket without keeping the old traders', () => {
    const a = new TradeActivity();
    a.trade(fill(T0, 1, 'buy', 100));
    a.trade(fill(T0 + 60 * MIN, 2, 'buy', 100)); // the same minute slot, an hour later
    expect(a.summary('BTC_USDT', 'hour', T0 + 60 * MIN).buyTrader).toBe(1);
  });

  it('should split the window into twelve trend points of distinct takers', () => {
    const a = new TradeActivity();
    a.trade(fill(T0 + 0 * MIN, 1, 'buy', 100));
    a.trade(fill(T0 + 4 * MIN, 2, 'buy', 100)); // same 5-minute point as the first
    a.trade(fill(T0 + 5 * MIN, 3, 'sell', 100)); // the next point
    a.trade(fill(T0 + 59 * MIN, 1, 'sell', 100)); // the last point
    const s = a.summary('BTC_USDT', 'hour', T0 + 59 * MIN);
    expect(s.trend).toHaveLength(TREND_POINTS);
    expect(s.trend[0]).toEqual({ time: T0, buyTrader: 2, sellTrader: 0 });
    expect(s.trend[1]).toEqual({ time: T0 + 5 * MIN, buyTrader: 0, sellTrader: 1 });
    expect(s.trend[11]).toEqual({ time: T0 + 55 * MIN, buyTrader: 0, sellTrader: 1 });
    // user 1 bought and sold: one trader on each side
    expect(s).toMatchObject({ buyTrader: 2, sellTrader: 2 });
    expect(a.summary('BTC_USDT', 'week', T0 + 59 * MIN).trend[11].time).toBe(T0 + 59 * MIN - (T0 + 59 * MIN) % HOUR - 13 * HOUR);
  });

  it('should count only taker fills of engine events, each pair apart', () => {
    const a = new TradeActivity();
    a.feed({ kind: 'fill', fill: fill(T0, 7, 'sell', 100, 10, 'BTC_USDT', 'maker'), counterOrderId: 1 });
    a.feed({ kind: 'fill', fill: fill(T0, 8, 'buy', 100), counterOrderId: 1 });
    a.feed({ kind: 'fill', fill: fill(T0, 9, 'buy', 5, 10, 'ETH_USDT'), counterOrderId: 1 });
    a.feed({ kind: 'lastPrice', symbol: 'BTC_USDT', price: 1, time: T0 });
    expect(a.summary('BTC_USDT', 'hour', T0)).toMatchObject({ buyTrader: 1, sellTrader: 0, buyLots: 10, low: 100, last: 100 });
    expect(a.summary('ETH_USDT', 'hour', T0)).toMatchObject({ buyTrader: 1, low: 5 });
    expect(a.summary('XRP_USDT', 'hour', T0)).toMatchObject({ buyTrader: 0, low: undefined, last: undefined });
  });
});

describe('traderRatio', () => {
  it('should divide buy traders by sell traders, undefined without sellers', () => {
    expect(traderRatio(3, 2)).toBe(1.5);
    expect(traderRatio(0, 4)).toBe(0);
    expect(traderRatio(3, 0)).toBeUndefined();
  });
});
