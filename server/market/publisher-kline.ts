import { KLINES_KEPT } from '../../src/protocol/channels';
import { KLINE_INTERVALS, candleStart, type KlineInterval } from '../../src/protocol/intervals';
import type { Candle } from '../../src/protocol/messages';

/** One pair at one interval: the last KLINES_KEPT candles and what changed since it was read. */
class Series {
  readonly candles: Candle[] = [];
  /** Start of the oldest candle changed since the last takeChanged (Infinity: none). */
  changedFrom = Infinity;
  /** The same for the store (takeUnsaved): publishing and saving run on their own clocks. */
  unsavedFrom = Infinity;
  /** The keepFrom last handed to the store: it deletes older candles only when this moves. */
  savedKeepFrom = -Infinity;

  trade(interval: KlineInterval, price: number, lots: number, time: number): void {
    const start = candleStart(interval, time);
    const last = this.candles[this.candles.length - 1];
    // a trade never opens an older candle: a clock step back lands in the current one
    if (last !== undefined && start <= last[0]) {
      if (price > last[2]) last[2] = price;
      if (price < last[3]) last[3] = price;
      last[4] = price;
      last[5] += lots;
      if (last[0] < this.changedFrom) this.changedFrom = last[0];
      if (last[0] < this.unsavedFrom) this.unsavedFrom = last[0];
      return;
    }
    this.candles.push([start, price, price, price, price, lots]);
    if (this.candles.length >= 2 * KLINES_KEPT) this.candles.splice(0, this.candles.length - KLINES_KEPT);
    if (start < this.changedFrom) this.changedFrom = start;
    if (start < this.unsavedFrom) this.unsavedFrom = start;
  }

  /** Copies of the candles starting at or after `from`, oldest first. */
  since(from: number): Candle[] {
    const out: Candle[] = [];
    for (let i = this.candles.length - 1; i >= 0 && this.candles[i][0] >= from; i--) out.push([...this.candles[i]] as Candle);
    return out.reverse();
  }
}

/** One series' candles changed since the last save, as the store takes them (market/history.ts). */
export interface CandleSeries {
  symbol: string;
  interval: KlineInterval;
  /** Oldest first. */
  candles: Candle[];
  /**
   * Start of the oldest candle the book still keeps, when it moved since the last save: the
   * store drops older ones then (undefined: nothing to drop, the save stays upserts only).
   */
  keepFrom?: number;
}

/**
 * Candles of every pair at every interval of spec 001 (1 minute to 1 month), built from the
 * trades as they happen: open = first trade of the bucket, close = last, volume in lots. Only
 * buckets with trades exist (no flat filler candles). Kept in memory; the store keeps a copy
 * (takeUnsaved, restore: market/history.ts), so the chart's history outlives a restart. Cost:
 * 15 O(1) updates per trade.
 */
export class KlineBook {
  private readonly bySymbol = new Map<string, Series[]>();

  trade(symbol: string, price: number, lots: number, time: number): void {
    const all = this.seriesFor(symbol);
    for (let i = 0; i < KLINE_INTERVALS.length; i++) all[i].trade(KLINE_INTERVALS[i], price, lots, time);
  }

  /** The last `limit` candles (at most KLINES_KEPT), oldest first, as copies. */
  recent(symbol: string, interval: KlineInterval, limit = KLINES_KEPT): Candle[] {
    const c = this.series(symbol, interval)?.candles ?? [];
    const n = Math.min(limit, KLINES_KEPT, c.length);
    return c.slice(c.length - n).map((k) => [...k] as Candle);
  }

  /**
   * Candles changed since the previous call (copies, oldest first); [] when none. A candle is
   * sent whole, so receiving one twice (snapshot, then an update) is harmless: upsert by start.
   */
  takeChanged(symbol: string, interval: KlineInterval): Candle[] {
    const s = this.series(symbol, interval);
    if (s === undefined || s.changedFrom === Infinity) return [];
    const from = s.changedFrom;
    s.changedFrom = Infinity;
    return s.since(from);
  }

  /** One pair's candles changed since the previous call, every interval, for the store. */
  takeUnsaved(symbol: string): CandleSeries[] {
    const out: CandleSeries[] = [];
    const all = this.bySymbol.get(symbol) ?? [];
    for (let i = 0; i < all.length; i++) {
      const s = all[i];
      if (s.unsavedFrom === Infinity) continue;
      const keepFrom = s.candles[Math.max(0, s.candles.length - KLINES_KEPT)][0];
      const moved = keepFrom !== s.savedKeepFrom;
      s.savedKeepFrom = keepFrom;
      out.push({ symbol, interval: KLINE_INTERVALS[i], candles: s.since(s.unsavedFrom), ...(moved ? { keepFrom } : {}) });
      s.unsavedFrom = Infinity;
    }
    return out;
  }

  /**
   * Puts back a series the store kept (oldest first), before any trade of this process: it
   * counts as saved and as published (a subscriber's snapshot carries it).
   */
  restore(symbol: string, interval: KlineInterval, candles: readonly Candle[]): void {
    const s = this.seriesFor(symbol)[KLINE_INTERVALS.indexOf(interval)];
    s.candles.splice(0, s.candles.length, ...candles.slice(-KLINES_KEPT).map((k) => [...k] as Candle));
    s.savedKeepFrom = s.candles.length > 0 ? s.candles[0][0] : -Infinity;
  }

  private seriesFor(symbol: string): Series[] {
    let all = this.bySymbol.get(symbol);
    if (all === undefined) this.bySymbol.set(symbol, (all = KLINE_INTERVALS.map(() => new Series())));
    return all;
  }

  private series(symbol: string, interval: KlineInterval): Series | undefined {
    return this.bySymbol.get(symbol)?.[KLINE_INTERVALS.indexOf(interval)];
  }
}
