import { beforeEach, describe, expect, it } from 'vitest';
import type { MoverRecord } from './movers';
import { Collector, publisherHarness, type PublisherHarness } from './publisher.fixture';

const SYMBOL = 'BTC_USDT';
const MIN = 60_000;

/** One trade: a resting order of one trader, taken by another. Returns the taker's order id. */
function trade(h: PublisherHarness, takerSide: 'buy' | 'sell', price: number, lots: number): number {
  h.limit(SYMBOL, takerSide === 'buy' ? 'sell' : 'buy', price, lots);
  return h.limit(SYMBOL, takerSide, price, lots);
}

describe('trade channel', () => {
  let h: PublisherHarness;
  beforeEach(() => {
    h = publisherHarness();
  });

  it('should batch the trades of a tick, taker side, oldest first', () => {
    const a = new Collector();
    trade(h, 'buy', 6_000_000, 1000); // before subscribing: in the snapshot
    h.publisher.tick();
    h.publisher.subscribe(a, { ch: 'trade', symbol: SYMBOL });
    trade(h, 'sell', 5_999_000, 2000);
    h.clock.now += 5;
    trade(h, 'buy', 6_001_000, 3000);
    h.publisher.tick();
    h.publisher.tick();
    const [snap, update, ...rest] = a.of('trade');
    expect(snap).toMatchObject({ type: 'snapshot', symbol: SYMBOL, pricePrecision: 2, countPrecision: 6 });
    expect(snap.trades.map((t) => t.slice(1, 4))).toEqual([[6_000_000, 1000, 1]]);
    expect(update.type).toBe('update');
    expect(update.trades.map((t) => t.slice(1))).toEqual([
      [5_999_000, 2000, 0, h.clock.now - 5],
      [6_001_000, 3000, 1, h.clock.now],
    ]);
    expect(update.trades[1][0]).toBeGreaterThan(update.trades[0][0]); // trade ids rise
    expect(rest).toEqual([]);
  });

  it('should give a subscriber arriving mid-tick each trade exactly once', () => {
    trade(h, 'buy', 6_000_000, 1000);
    const a = new Collector();
    h.publisher.subscribe(a, { ch: 'trade', symbol: SYMBOL }); // the trade is still pending
    h.publisher.tick();
    const all = a.of('trade').flatMap((m) => m.trades);
    expect(all).toHaveLength(1);
  });

  it('should not send another pair\'s trades', () => {
    const a = new Collector();
    h.publisher.subscribe(a, { ch: 'trade', symbol: 'ETH_USDT' });
    trade(h, 'buy', 6_000_000, 1000);
    h.publisher.tick();
    expect(a.of('trade').map((m) => m.type)).toEqual(['snapshot']);
  });
});

describe('kline channel', () => {
  let h: PublisherHarness;
  beforeEach(() => {
    h = publisherHarness();
  });

  it('should build OHLCV candles from trades at each interval', () => {
    const t0 = h.clock.now; // 2024-06-01T00:00:00Z, a minute and a 5-minute boundary
    trade(h, 'buy', 6_000_000, 1000);
    h.clock.now = t0 + 20_000;
    trade(h, 'sell', 6_010_000, 2000);
    h.clock.now = t0 + 50_000;
    trade(h, 'buy', 5_990_000, 500);
    h.clock.now = t0 + MIN + 1;
    trade(h, 'buy', 6_005_000, 4000);
    expect(h.publisher.klines.recent(SYMBOL, '1')).toEqual([
      [t0, 6_000_000, 6_010_000, 5_990_000, 5_990_000, 3500],
      [t0 + MIN, 6_005_000, 6_005_000, 6_005_000, 6_005_000, 4000],
    ]);
    expect(h.publisher.klines.recent(SYMBOL, '5')).toEqual([[t0, 6_000_000, 6_010_000, 5_990_000, 6_005_000, 7500]]);
    expect(h.publisher.klines.recent(SYMBOL, '1M')).toEqual([[t0, 6_000_000, 6_010_000, 5_990_000, 6_005_000, 7500]]);
    expect(h.publisher.klines.recent(SYMBOL, '1', 1)).toHaveLength(1);
  });

  it('should send history on subscribe, then only the changed candles', () => {
    const t0 = h.clock.now;
    trade(h, 'buy', 6_000_000, 1000);
    const a = new Collector();
    h.publisher.subscribe(a, { ch: 'kline', symbol: SYMBOL, interval: '1' });
    h.publisher.tick(); // the first trade again as an update: candles are upserted by start
    h.publisher.tick(); // nothing changed
    h.clock.now = t0 + MIN;
    trade(h, 'sell', 6_001_000, 1000);
    h.publisher.tick();
    const msgs = a.of('kline');
    expect(msgs.map((m) => [m.type, m.candles.length])).toEqual([['snapshot', 1], ['update', 1], ['update', 1]]);
    expect(msgs[0]).toMatchObject({ symbol: SYMBOL, interval: '1', pricePrecision: 2, countPrecision: 6 });
    expect(msgs[2].candles).toEqual([[t0 + MIN, 6_001_000, 6_001_000, 6_001_000, 6_001_000, 1000]]);
  });
});

describe('tickers and market_change channels', () => {
  let h: PublisherHarness;
  beforeEach(() => {
    h = publisherHarness();
  });

  it('should send every pair on subscribe and push again every 60 s', () => {
    trade(h, 'buy', 6_000_000, 1000);
    const a = new Collector();
    h.publisher.subscribe(a, { ch: 'tickers' });
    const [first] = a.of('tickers');
    expect(first.manual).toBe(false);
    expect(first.data.length).toBeGreaterThan(40);
    expect(first.data.find((r) => r.symbol === SYMBOL)).toMatchObject({ symbolId: 1001, c: '60000.00', v: '0.001000', increase: '1' });
    h.clock.now += 59_000;
    h.publisher.tick();
    expect(a.of('tickers')).toHaveLength(1);
    h.clock.now += 1_000;
    h.publisher.tick();
    expect(a.of('tickers')).toHaveLength(2);
    h.publisher.manualTickers(a, 7);
    expect(a.of('tickers')[2]).toMatchObject({ manual: true, id: 7 });
  });

  it('should push top-mover records as they happen', () => {
    const a = new Collector();
    h.publisher.subscribe(a, { ch: 'market_change' });
    const record: MoverRecord = { seq: 1, type: 'BREAK', symbol: SYMBOL, time: h.clock.now, price: 6_100_000, refPrice: 6_000_000, percent: 1.6667, breakSide: 'up' };
    h.publisher.moverRecord(record);
    h.publisher.tick();
    h.publisher.tick();
    const msgs = a.of('market_change');
    expect(msgs.map((m) => m.type)).toEqual(['snapshot', 'update']);
    expect(msgs[1].data).toEqual([
      { seq: 1, type: 'BREAK', symbolId: 1001, symbolName: SYMBOL, time: Math.floor(h.clock.now / 1000), price: '61000.00', percent: '1.67', breakSide: 'up', breakPrice: '60000.00' },
    ]);
  });
});
