import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { Candle } from '../../src/protocol/messages';
import type { MarketHistoryDelta } from '../market/history';
import type { Bucket } from '../market/minute-ring';
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
  it('should upsert candles and bars, drop those older than what the gateway keeps, and keep the highest mark', () => {
    store = openStore(':memory:');
    store.saveMarketHistory(delta({
      tradeId: 40,
      floor: 40,
      pairs: [{
        symbol: 'BTC_USDT',
        candles: [{ symbol: 'BTC_USDT', interval: '1', candles: [candle(T0, 100), candle(T0 + 60_000, 101)], keepFrom: T0 }],
        minutes: { symbol: 'BTC_USDT', bars: [bar(1000, 100), bar(1001, 101)], keepFrom: 0 },
      }],
    }));
    // the newer candle changed, a new one opened, the first is no longer kept
    store.saveMarketHistory(delta({
      tradeId: 30, // older marks and floors never move them back
      floor: 20,
      pairs: [{
        symbol: 'BTC_USDT',
        candles: [{ symbol: 'BTC_USDT', interval: '1', candles: [candle(T0 + 60_000, 102), candle(T0 + 120_000, 103)], keepFrom: T0 + 60_000 }],
        minutes: { symbol: 'BTC_USDT', bars: [bar(2441, 103)], keepFrom: 1002 },
      }, { symbol: 'ETH_USDT', candles: [] }],
    }));
    const saved = store.loadMarketHistory();
    expect(saved.floor).toBe(40);
    expect(saved.marks).toEqual(new Map([['BTC_USDT', 40], ['ETH_USDT', 30]]));
    expect(saved.candles).toEqual([{ symbol: 'BTC_USDT', interval: '1', candles: [candle(T0 + 60_000, 102), candle(T0 + 120_000, 103)], keepFrom: T0 + 60_000 }]);
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
        candles: [{ symbol: 'BTC_USDT', interval: '15', candles: [candle(T0, 100)], keepFrom: T0 }],
        minutes: { symbol: 'BTC_USDT', bars: [bar(5, 100), { minute: 6, open: 0, high: 0, low: 0, close: 0, volume: 3, notional: 9 }], keepFrom: 0 },
      }],
    }));
    const insertCandle = db.prepare('INSERT INTO candles VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    insertCandle.run('BTC_USDT', '7', T0, 1, 1, 1, 1, 1); // no such interval
    insertCandle.run('BTC_USDT', '15', T0 + 900_000, 10, 9, 11, 10, 1); // high below low
    insertCandle.run('BTC_USDT', '15', T0 + 1_800_000, 'ten', 10, 10, 10, 1); // not a number
    db.prepare('INSERT INTO minute_bars VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run('BTC_USDT', 7, 0, 5, 0, 0, 1, 1); // a price without an open
    const saved = history.loadMarketHistory();
    expect(saved.candles).toEqual([{ symbol: 'BTC_USDT', interval: '15', candles: [candle(T0, 100)], keepFrom: T0 }]);
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
});
