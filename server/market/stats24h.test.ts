import { describe, expect, it } from 'vitest';
import type { Fill } from '../engine/types';
import { MINUTE_MS } from './minute-ring';
import { Stats24h, changeOf } from './stats24h';

const T0 = Date.UTC(2024, 5, 1);
const HOUR = 60 * MINUTE_MS;

function fill(role: 'maker' | 'taker', size: number, notional: number, time: number): Fill {
  return { tradeId: 1, orderId: 1, userId: 1, accountId: 1, symbol: 'BTC_USDT', side: 'buy', role, price: 0, size, notional, fee: 0, feeCoin: 'USDT', time };
}

describe('Stats24h', () => {
  it('should keep open/high/low/last over the last 24 h and count each trade once', () => {
    const s = new Stats24h();
    const price = (p: number, t: number) => s.feed({ kind: 'lastPrice', symbol: 'BTC_USDT', price: p, time: T0 + t });
    price(100, 0);
    price(130, HOUR);
    price(90, 2 * HOUR);
    s.feed({ kind: 'fill', fill: fill('maker', 5, 500, T0 + 2 * HOUR), counterOrderId: 2 });
    s.feed({ kind: 'fill', fill: fill('taker', 5, 500, T0 + 2 * HOUR), counterOrderId: 2 });
    expect(s.stats('BTC_USDT', T0 + 2 * HOUR)).toEqual({ last: 90, open: 100, high: 130, low: 90, volume: 5, notional: 500 });
    price(110, 25 * HOUR);
    // a day later the first hour has left the window
    expect(s.stats('BTC_USDT', T0 + 25 * HOUR)).toEqual({ last: 110, open: 90, high: 110, low: 90, volume: 5, notional: 500 });
    expect(s.stats('BTC_USDT', T0 + 50 * HOUR)).toEqual({ last: 110, open: 110, high: 110, low: 110, volume: 0, notional: 0 });
  });

  it('should fall back to the engine last price when no event was seen', () => {
    expect(new Stats24h().stats('ETH_USDT', T0, 2500)).toEqual({ last: 2500, open: 2500, high: 2500, low: 2500, volume: 0, notional: 0 });
    expect(new Stats24h().stats('ETH_USDT', T0)).toEqual({ last: undefined, open: undefined, high: undefined, low: undefined, volume: 0, notional: 0 });
  });
});

describe('changeOf', () => {
  it('should give fraction, percent and direction', () => {
    expect(changeOf(100, 101.5)).toEqual({ fluctuation: '0.0150', rate: '1.50', increase: '1' });
    expect(changeOf(200, 150)).toEqual({ fluctuation: '-0.2500', rate: '-25.00', increase: '0' });
    expect(changeOf(undefined, 5)).toEqual({ fluctuation: '0.0000', rate: '0.00', increase: '1' });
    expect(changeOf(1_000_000, 999_999)).toEqual({ fluctuation: '0.0000', rate: '0.00', increase: '0' });
  });
});
