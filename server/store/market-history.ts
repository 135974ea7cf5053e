import type Database from 'better-sqlite3';
import { KLINES_KEPT } from '../../src/protocol/channels';
import { KLINE_INTERVALS, klineInterval, type KlineInterval } from '../../src/protocol/intervals';
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

/** Where a pair's live market began: the modelled past ends there (market/history-model.ts). */
export interface MarketOrigin {
  /** ms; the first start of the gateway that knew the pair. */
  time: number;
  /** ticks; the last modelled close. */
  price: number;
}

/**
 * The market's history in SQLite (server/market/history.ts): candles and the ticker's minute
 * bars upserted as they change, each pair's mark and the floor. Every candle is kept (the
 * chart scrolls back through them: `candlesBefore`), while memory holds the newest
 * KLINES_KEPT a series (`loadMarketHistory` loads only those); minute bars older than a day
 * are deleted in the same transaction (a range delete on the primary key). A saved row that is
 * not a valid candle or bar (a hand-edited file) is left out with a warning, never half-restored.
 */
export function createMarketHistory(db: Database.Database, warn: (message: string) => void = console.warn) {
  const upsertCandle = db.prepare(`INSERT INTO candles (symbol, interval, start, open, high, low, close, volume)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (symbol, interval, start) DO UPDATE SET
    open = excluded.open, high = excluded.high, low = excluded.low, close = excluded.close, volume = excluded.volume`);
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
  // one index seek a series: no scan of a table that keeps every candle since the first start
  const nextSeries = db.prepare('SELECT symbol, interval FROM candles WHERE (symbol, interval) > (?, ?) ORDER BY symbol, interval LIMIT 1');
  const newestCandles = db.prepare(`SELECT symbol, interval, start, open, high, low, close, volume FROM candles
    WHERE symbol = ? AND interval = ? ORDER BY start DESC LIMIT ?`);
  const candlesBefore = db.prepare(`SELECT symbol, interval, start, open, high, low, close, volume FROM candles
    WHERE symbol = ? AND interval = ? AND start < ? ORDER BY start DESC LIMIT ?`);
  const oldestCandle = db.prepare('SELECT start, open FROM candles WHERE symbol = ? AND interval = ? ORDER BY start LIMIT 1');
  const origin = db.prepare('SELECT time, price FROM market_origins WHERE symbol = ?');
  const addOrigin = db.prepare('INSERT INTO market_origins (symbol, time, price) VALUES (?, ?, ?) ON CONFLICT (symbol) DO NOTHING');
  const allMinutes = db.prepare('SELECT symbol, minute, open, high, low, close, volume, notional FROM minute_bars ORDER BY symbol, minute');
  const maxTradeId = db.prepare('SELECT coalesce(max(trade_id), 0) FROM fills').pluck();
  const takerFills = db.prepare(`SELECT ${FILL_SELECT} FROM fills f WHERE f.trade_id > ? AND f.role = 'taker' ORDER BY f.trade_id`);

  const save = db.transaction((delta: MarketHistoryDelta) => {
    for (const pair of delta.pairs) {
      for (const s of pair.candles) {
        for (const [start, open, high, low, close, volume] of s.candles) upsertCandle.run(s.symbol, s.interval, start, open, high, low, close, volume);
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

  /** Valid rows as candles, oldest first; `bad` counts those left out. */
  function toCandles(rows: readonly CandleRowDb[]): { candles: Candle[]; bad: number } {
    const candles: Candle[] = [];
    let bad = 0;
    for (let i = rows.length - 1; i >= 0; i--) {
      const row = rows[i];
      const candle: Candle = [row.start, row.open, row.high, row.low, row.close, row.volume];
      if (klineInterval(row.interval) !== row.interval || !validCandle(candle)) bad++;
      else candles.push(candle);
    }
    return { candles, bad };
  }

  function loadCandles(): { series: CandleSeries[]; bad: number } {
    const series: CandleSeries[] = [];
    let bad = 0;
    let key: { symbol: string; interval: string } | undefined = { symbol: '', interval: '' };
    while ((key = nextSeries.get(key.symbol, key.interval) as { symbol: string; interval: string } | undefined) !== undefined) {
      const read = toCandles(newestCandles.all(key.symbol, key.interval, KLINES_KEPT) as CandleRowDb[]);
      bad += read.bad;
      if (read.candles.length > 0) series.push({ symbol: key.symbol, interval: key.interval as KlineInterval, candles: read.candles });
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

  function oldestLive(symbol: string): { start: number; open: number } | undefined {
    let oldest: { start: number; open: number } | undefined;
    for (const interval of KLINE_INTERVALS) {
      const row = oldestCandle.get(symbol, interval) as { start: number; open: number } | undefined;
      if (row !== undefined && price(row.open) && Number.isSafeInteger(row.start) && (oldest === undefined || row.start < oldest.start)) oldest = row;
    }
    return oldest;
  }

  return {
    /**
     * Each pair's origin: the saved one, or for a pair seen the first time `now` and its
     * `price` (a fresh gateway: the price the simulator starts from), saved then. A database
     * that already holds candles of the pair (written before origins were kept) gets the
     * oldest one's start and open, so the modelled past never overlaps live candles. A saved
     * origin that is not valid is left out with a warning (the pair then has no modelled past)
     * and left as it is.
     */
    marketOrigins(pairs: ReadonlyArray<{ symbol: string; price: number }>, now: number): Map<string, MarketOrigin> {
      const out = new Map<string, MarketOrigin>();
      db.transaction(() => {
        for (const p of pairs) {
          let o = origin.get(p.symbol) as MarketOrigin | undefined;
          if (o === undefined) {
            const live = oldestLive(p.symbol);
            o = live !== undefined && live.start < now ? { time: live.start, price: live.open } : { time: now, price: p.price };
            addOrigin.run(p.symbol, o.time, o.price);
          }
          if (Number.isSafeInteger(o.time) && price(o.price)) out.set(p.symbol, { time: o.time, price: o.price });
          else warn(`market history: the saved origin of ${p.symbol} is not valid (${JSON.stringify(o)}); no modelled past for it`);
        }
      })();
      return out;
    },

    /** The saved candles of a series starting before `before`, the newest `limit`, oldest first. */
    candlesBefore(symbol: string, interval: KlineInterval, before: number, limit: number): Candle[] {
      const read = toCandles(candlesBefore.all(symbol, interval, before, limit) as CandleRowDb[]);
      if (read.bad > 0) warn(`market history: left out ${read.bad} invalid candle row(s) of ${symbol} ${interval}`);
      return read.candles;
    },

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
