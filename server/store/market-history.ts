import type Database from 'better-sqlite3';
import { KLINES_KEPT } from '../../src/protocol/channels';
import { klineInterval, type KlineInterval } from '../../src/protocol/intervals';
import type { Candle } from '../../src/protocol/messages';
import type { MarketHistoryDelta, SavedMarketHistory } from '../market/history';
import { DAY_MINUTES, type Bucket } from '../market/minute-ring';
import type { CandleSeries } from '../market/publisher-kline';
import type { MinuteSeries } from '../market/stats24h';
import { FILL_SELECT, toFill } from './rows';

/**
 * How far back before the saved mark the trades tape is refilled from, in trade ids: the
 * tape keeps TRADES_KEPT trades a pair, and pairs trade at very different rates. Bounds the
 * start-up scan; a pair with fewer trades in that span shows fewer.
 */
export const TAPE_SCAN_TRADES = 50_000;

interface CandleRowDb { symbol: string; interval: string; start: number; open: number; high: number; low: number; close: number; volume: number }
interface MinuteRowDb { symbol: string; minute: number; open: number; high: number; low: number; close: number; volume: number; notional: number }

/**
 * The market's history in SQLite (server/market/history.ts): candles and the ticker's minute
 * bars upserted as they change, older ones than the gateway keeps deleted in the same
 * transaction (a range delete on the primary key, so a save stays small), each pair's mark
 * and the floor. A saved row that is not a valid candle or bar (a hand-edited file) is left out
 * at load with a warning, never half-restored.
 */
export function createMarketHistory(db: Database.Database, warn: (message: string) => void = console.warn) {
  const upsertCandle = db.prepare(`INSERT INTO candles (symbol, interval, start, open, high, low, close, volume)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (symbol, interval, start) DO UPDATE SET
    open = excluded.open, high = excluded.high, low = excluded.low, close = excluded.close, volume = excluded.volume`);
  const dropCandles = db.prepare('DELETE FROM candles WHERE symbol = ? AND interval = ? AND start < ?');
  const upsertMinute = db.prepare(`INSERT INTO minute_bars (symbol, minute, open, high, low, close, volume, notional)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (symbol, minute) DO UPDATE SET
    open = excluded.open, high = excluded.high, low = excluded.low, close = excluded.close, volume = excluded.volume,
    notional = excluded.notional`);
  const dropMinutes = db.prepare('DELETE FROM minute_bars WHERE symbol = ? AND minute < ?');
  const setMark = db.prepare(`INSERT INTO market_history_marks (symbol, trade_id) VALUES (?, ?)
    ON CONFLICT (symbol) DO UPDATE SET trade_id = max(trade_id, excluded.trade_id)`);
  const marks = db.prepare('SELECT symbol, trade_id AS tradeId FROM market_history_marks');
  const setFloor = db.prepare(`INSERT INTO market_history_floor (id, trade_id) VALUES (1, ?)
    ON CONFLICT (id) DO UPDATE SET trade_id = max(trade_id, excluded.trade_id)`);
  const floor = db.prepare('SELECT trade_id FROM market_history_floor WHERE id = 1').pluck();
  const allCandles = db.prepare('SELECT symbol, interval, start, open, high, low, close, volume FROM candles ORDER BY symbol, interval, start');
  const allMinutes = db.prepare('SELECT symbol, minute, open, high, low, close, volume, notional FROM minute_bars ORDER BY symbol, minute');
  const maxTradeId = db.prepare('SELECT coalesce(max(trade_id), 0) FROM fills').pluck();
  const takerFills = db.prepare(`SELECT ${FILL_SELECT} FROM fills f WHERE f.trade_id > ? AND f.role = 'taker' ORDER BY f.trade_id`);

  const save = db.transaction((delta: MarketHistoryDelta) => {
    for (const pair of delta.pairs) {
      for (const s of pair.candles) {
        for (const [start, open, high, low, close, volume] of s.candles) upsertCandle.run(s.symbol, s.interval, start, open, high, low, close, volume);
        if (s.keepFrom !== undefined) dropCandles.run(s.symbol, s.interval, s.keepFrom);
      }
      const m = pair.minutes;
      if (m !== undefined) {
        for (const b of m.bars) upsertMinute.run(m.symbol, b.minute, b.open, b.high, b.low, b.close, b.volume, b.notional);
        dropMinutes.run(m.symbol, m.keepFrom);
      }
      setMark.run(pair.symbol, delta.tradeId);
    }
    setFloor.run(delta.floor);
  });

  function loadCandles(): { series: CandleSeries[]; bad: number } {
    const series: CandleSeries[] = [];
    let bad = 0;
    let current: CandleSeries | undefined;
    for (const row of allCandles.iterate() as IterableIterator<CandleRowDb>) {
      const interval = klineInterval(row.interval);
      const candle: Candle = [row.start, row.open, row.high, row.low, row.close, row.volume];
      if (interval === undefined || interval !== row.interval || !validCandle(candle)) {
        bad++;
        continue;
      }
      if (current === undefined || current.symbol !== row.symbol || current.interval !== interval) {
        current = { symbol: row.symbol, interval: interval as KlineInterval, candles: [], keepFrom: 0 };
        series.push(current);
      }
      current.candles.push(candle);
    }
    for (const s of series) {
      if (s.candles.length > KLINES_KEPT) s.candles.splice(0, s.candles.length - KLINES_KEPT);
      s.keepFrom = s.candles[0][0];
    }
    return { series, bad };
  }

  function loadMinutes(): { series: MinuteSeries[]; bad: number } {
    const series: MinuteSeries[] = [];
    let bad = 0;
    let current: MinuteSeries | undefined;
    for (const row of allMinutes.iterate() as IterableIterator<MinuteRowDb>) {
      const bar: Bucket = { minute: row.minute, open: row.open, high: row.high, low: row.low, close: row.close, volume: row.volume, notional: row.notional };
      if (!validBar(bar)) {
        bad++;
        continue;
      }
      if (current === undefined || current.symbol !== row.symbol) {
        current = { symbol: row.symbol, bars: [], keepFrom: 0 };
        series.push(current);
      }
      current.bars.push(bar);
    }
    for (const s of series) {
      const newest = s.bars[s.bars.length - 1].minute;
      s.keepFrom = newest - DAY_MINUTES + 1;
      s.bars = s.bars.filter((b) => b.minute >= s.keepFrom);
    }
    return { series, bad };
  }

  return {
    /** Writes one delta in one transaction; no mark and not the floor ever move back. */
    saveMarketHistory(delta: MarketHistoryDelta): void {
      save(delta);
    },

    /** The saved history and the taker fills to replay (see SavedMarketHistory). */
    loadMarketHistory(): SavedMarketHistory {
      const low = (floor.get() as number | undefined) ?? 0;
      const rows = marks.all() as Array<{ symbol: string; tradeId: number }>;
      const candles = loadCandles();
      const minutes = loadMinutes();
      if (candles.bad + minutes.bad > 0) {
        warn(`market history: left out ${candles.bad} invalid candle row(s) and ${minutes.bad} invalid minute bar row(s)`);
      }
      const from = Math.max(0, Math.min(low, (maxTradeId.get() as number) - TAPE_SCAN_TRADES));
      return {
        floor: low,
        marks: new Map(rows.map((r) => [r.symbol, r.tradeId])),
        candles: candles.series,
        minutes: minutes.series,
        takerFills: takerFills.all(from).map(toFill),
      };
    },
  };
}

const count = (x: number): boolean => Number.isSafeInteger(x) && x >= 0;
const price = (x: number): boolean => Number.isSafeInteger(x) && x > 0;

/** Positive integer prices with the high and low around the open and close, a count of lots. */
function validCandle([start, open, high, low, close, volume]: Candle): boolean {
  return count(start) && price(open) && price(close) && price(low) && price(high) && low <= Math.min(open, close) &&
    high >= Math.max(open, close) && count(volume);
}

/** A bar may hold volume only (open 0: no price seen in that minute), see minute-ring.ts. */
function validBar(b: Bucket): boolean {
  if (!count(b.minute) || !count(b.volume) || !count(b.notional)) return false;
  if (b.open === 0) return b.high === 0 && b.low === 0 && b.close === 0;
  return validCandle([0, b.open, b.high, b.low, b.close, 0]);
}
