import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { Candle } from '../../src/protocol/messages';
import type { MarketHistoryDelta } from '../market/history';
import type { Bucket } from '../market/minute-ring';
import { KLINES_KEPT } from '../../src/protocol/channels';
import { createMarketHistory, TAPE_SCAN_TRADES } from './market-history';
import { migrate } from './schema';
import { T0, fill, fillEv } from './test-fixtures';
import { openStore, type SqliteStore } from './sqlite';

const bar = (minute: number, price: number): Bucket => ({ minute, open: price, high: price + 5, low: price - 5, close: price + 1, volume: 10, notional: 600 });
const candle = (start: number, price: number): Candle => [start, price, price + 5, price - 5, price + 1, 10];

function delta(over: Partial<MarketHistoryDelta> = {}): MarketHistoryDelta {
  return { tradeId: 0, floor: 0, pairs: [], ...over };
}

let store: SqliteStore | undefined;
afterEach(() => store?.close());

describe('market history store', () => {
  it('should upsert candles and bars, keep every candle, drop bars older than a day, and keep the highest mark', () => {
    store = openStore(':memory:');
    store.saveMarketHistory(delta({
      tradeId: 40,
      floor: 40,
      pairs: [{
        symbol: 'BTC_USDT',
        candles: [{ symbol: 'BTC_USDT', interval: '1', candles: [candle(T0, 100), candle(T0 + 60_000, 101)] }],
        minutes: { symbol: 'BTC_USDT', bars: [bar(1000, 100), bar(1001, 101)], keepFrom: 0 },
      }],
    }));
    // the newer candle changed, a new one opened; the first stays (the chart scrolls back to it)
    store.saveMarketHistory(delta({
      tradeId: 30, // older marks and floors never move them back
      floor: 20,
      pairs: [{
        symbol: 'BTC_USDT',
        candles: [{ symbol: 'BTC_USDT', interval: '1', candles: [candle(T0 + 60_000, 102), candle(T0 + 120_000, 103)] }],
        minutes: { symbol: 'BTC_USDT', bars: [bar(2441, 103)], keepFrom: 1002 },
      }, { symbol: 'ETH_USDT', candles: [] }],
    }));
    const saved = store.loadMarketHistory();
    expect(saved.floor).toBe(40);
    expect(saved.marks).toEqual(new Map([['BTC_USDT', 40], ['ETH_USDT', 30]]));
    expect(saved.candles).toEqual([{ symbol: 'BTC_USDT', interval: '1', candles: [candle(T0, 100), candle(T0 + 60_000, 102), candle(T0 + 120_000, 103)] }]);
    expect(saved.minutes).toEqual([{ symbol: 'BTC_USDT', bars: [bar(2441, 103)], keepFrom: 1002 }]);
  });

  it('should leave out rows that are not valid candles or bars, say so, and load the rest', () => {
    const db = new Database(':memory:');
    migrate(db, ':memory:');
    const warnings: string[] = [];
    const history = createMarketHistory(db, (m) => warnings.push(m));
    history.saveMarketHistory(delta({
      pairs: [{
        symbol: 'BTC_USDT',
        candles: [{ symbol: 'BTC_USDT', interval: '15', candles: [candle(T0, 100)] }],
        minutes: { symbol: 'BTC_USDT', bars: [bar(5, 100), { minute: 6, open: 0, high: 0, low: 0, close: 0, volume: 3, notional: 9 }], keepFrom: 0 },
      }],
    }));
    const insertCandle = db.prepare('INSERT INTO candles VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    insertCandle.run('BTC_USDT', '7', T0, 1, 1, 1, 1, 1); // no such interval
    insertCandle.run('BTC_USDT', '15', T0 + 900_000, 10, 9, 11, 10, 1); // high below low
    insertCandle.run('BTC_USDT', '15', T0 + 1_800_000, 'ten', 10, 10, 10, 1); // not a number
    db.prepare('INSERT INTO minute_bars VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run('BTC_USDT', 7, 0, 5, 0, 0, 1, 1); // a price without an open
    const saved = history.loadMarketHistory();
    expect(saved.candles).toEqual([{ symbol: 'BTC_USDT', interval: '15', candles: [candle(T0, 100)] }]);
    expect(saved.minutes[0].bars.map((b) => b.minute)).toEqual([5, 6]);
    expect(warnings).toEqual(['market history: left out 3 invalid candle row(s) and 1 invalid minute bar row(s)']);
    db.close();
  });

  it('should hand back every taker fill after the mark and, before it, no more than the tape scan', () => {
    store = openStore(':memory:');
    const total = TAPE_SCAN_TRADES + 200;
    const events = [];
    for (let t = 1; t <= total; t++) {
      events.push(fillEv(fill({ tradeId: t, orderId: 2 * t, role: 'taker' })), fillEv(fill({ tradeId: t, orderId: 2 * t + 1, role: 'maker' })));
    }
    store.persist(events);
    store.saveMarketHistory(delta({ tradeId: total - 100, floor: total - 100 }));
    const { takerFills } = store.loadMarketHistory();
    expect(takerFills.every((f) => f.role === 'taker')).toBe(true);
    expect(takerFills[0].tradeId).toBe(201); // the scan starts TAPE_SCAN_TRADES ids before the newest
    expect(takerFills[takerFills.length - 1].tradeId).toBe(total);
    expect(takerFills.length).toBe(TAPE_SCAN_TRADES);
  });

  it('should load only the newest KLINES_KEPT candles a series and page older ones from the store', () => {
    store = openStore(':memory:');
    const all = Array.from({ length: KLINES_KEPT + 50 }, (_, i) => candle(T0 + i * 60_000, 100 + i));
    store.saveMarketHistory(delta({ pairs: [{ symbol: 'BTC_USDT', candles: [{ symbol: 'BTC_USDT', interval: '1', candles: all }, { symbol: 'BTC_USDT', interval: '1D', candles: [candle(T0, 100)] }] }] }));
    store.saveMarketHistory(delta({ pairs: [{ symbol: 'ETH_USDT', candles: [{ symbol: 'ETH_USDT', interval: '60', candles: [candle(T0, 7)] }] }] }));
    const saved = store.loadMarketHistory();
    expect(saved.candles.map((s) => [s.symbol, s.interval, s.candles.length])).toEqual([['BTC_USDT', '1', KLINES_KEPT], ['BTC_USDT', '1D', 1], ['ETH_USDT', '60', 1]]);
    expect(saved.candles[0].candles).toEqual(all.slice(50));
    // the 50 older ones, from the store, in two pages with no gap or duplicate
    const first = store.candlesBefore('BTC_USDT', '1', all[50][0], 30);
    const second = store.candlesBefore('BTC_USDT', '1', first[0][0], 30);
    expect([...second, ...first]).toEqual(all.slice(0, 50));
    expect(store.candlesBefore('BTC_USDT', '1', T0, 10)).toEqual([]);
    expect(store.candlesBefore('BTC_USDT', '5', Infinity, 10)).toEqual([]);
  });

  it('should record an origin once and hand the same one back after reopening the store', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'origins-')), 'x.db');
    store = openStore(path);
    const first = store.marketOrigins([{ symbol: 'BTC_USDT', price: 6_000_000 }], T0);
    expect(first).toEqual(new Map([['BTC_USDT', { time: T0, price: 6_000_000 }]]));
    store.close();
    store = openStore(path);
    // a later start and another price change nothing; a pair seen the first time starts now
    const again = store.marketOrigins([{ symbol: 'BTC_USDT', price: 1 }, { symbol: 'ETH_USDT', price: 260_000 }], T0 + 86_400_000);
    expect(again).toEqual(new Map([['BTC_USDT', { time: T0, price: 6_000_000 }], ['ETH_USDT', { time: T0 + 86_400_000, price: 260_000 }]]));
  });

  it('should start the origin of a pair with older saved candles at the oldest one, and leave out an invalid saved origin', () => {
    const db = new Database(':memory:');
    migrate(db, ':memory:');
    const warnings: string[] = [];
    const history = createMarketHistory(db, (m) => warnings.push(m));
    history.saveMarketHistory(delta({ pairs: [{ symbol: 'BTC_USDT', candles: [
      { symbol: 'BTC_USDT', interval: '1', candles: [candle(T0 + 120_000, 500)] },
      { symbol: 'BTC_USDT', interval: '1M', candles: [candle(T0 - 3_600_000, 400)] },
    ] }] }));
    db.prepare('INSERT INTO market_origins VALUES (?, ?, ?)').run('ETH_USDT', T0, -5);
    const origins = history.marketOrigins([{ symbol: 'BTC_USDT', price: 6_000_000 }, { symbol: 'ETH_USDT', price: 260_000 }], T0 + 600_000);
    expect(origins).toEqual(new Map([['BTC_USDT', { time: T0 - 3_600_000, price: 400 }]]));
    expect(warnings).toEqual([`market history: the saved origin of ETH_USDT is not valid ({"time":${T0},"price":-5}); no modelled past for it`]);
    expect(db.prepare('SELECT price FROM market_origins WHERE symbol = ?').pluck().get('ETH_USDT')).toBe(-5);
    db.close();
  });
});
