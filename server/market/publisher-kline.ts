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
  /** The modelled part of the candle that holds the origin (KlineHistory.seam), if any. */
  seam: Candle | undefined;

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

  /** Copies of the candles as served: the seam candle with its modelled part (withSeam). */
  served(candles: readonly Candle[]): Candle[] {
    return candles.map((c) => withSeam(c, this.seam));
  }
}

/**
 * A live candle as served: the one that holds the origin starts with the modelled minutes
 * before the first trade, so it aggregates exactly like every other candle (open = the
 * modelled open, extremes of both, close = the last trade, volumes summed). A copy.
 */
function withSeam(c: Candle, seam: Candle | undefined): Candle {
  if (seam === undefined || c[0] !== seam[0]) return [...c] as Candle;
  return [c[0], seam[1], Math.max(seam[2], c[2]), Math.min(seam[3], c[3]), c[4], seam[5] + c[5]];
}

/**
 * The chart's history beyond the candles in memory (market/candle-history.ts): the candles the
 * store kept, and the modelled past before the live market began.
 */
export interface KlineHistory {
  /** The modelled part of the candle of `interval` that holds the origin (undefined: none). */
  seam(symbol: string, interval: KlineInterval): Candle | undefined;
  /** Wholly modelled candles starting before `before`, the newest `limit`, oldest first. */
  modelled(symbol: string, interval: KlineInterval, before: number, limit: number): Candle[];
  /** Saved live candles starting before `before`, the newest `limit`, oldest first. */
  saved(symbol: string, interval: KlineInterval, before: number, limit: number): Candle[];
}

/** One series' candles changed since the last save, as the store takes them (market/history.ts). */
export interface CandleSeries {
  symbol: string;
  interval: KlineInterval;
  /** Oldest first. */
  candles: Candle[];
}

/**
 * Candles of every pair at every interval of spec 001 (1 minute to 1 month), built from the
 * trades as they happen: open = first trade of the bucket, close = last, volume in lots. Only
 * buckets with trades exist (no flat filler candles). The newest are kept in memory (at most
 * 2 x KLINES_KEPT a series); the store keeps every one (takeUnsaved, restore:
 * market/history.ts), so the chart's history outlives a restart and `page` reaches back past
 * memory, and then into the modelled past (useHistory). Cost: 15 O(1) updates per trade.
 */
export class KlineBook {
  private readonly bySymbol = new Map<string, Series[]>();
  private history: KlineHistory | undefined;

  /** Adds the saved and modelled past (at start, before anyone reads). */
  useHistory(history: KlineHistory): void {
    this.history = history;
    for (const [symbol, all] of this.bySymbol) all.forEach((s, i) => (s.seam = history.seam(symbol, KLINE_INTERVALS[i])));
  }

  trade(symbol: string, price: number, lots: number, time: number): void {
    const all = this.seriesFor(symbol);
    for (let i = 0; i < KLINE_INTERVALS.length; i++) all[i].trade(KLINE_INTERVALS[i], price, lots, time);
  }

  /**
   * The last `limit` candles in memory (at most KLINES_KEPT), oldest first, as copies: what a
   * kline subscription's snapshot holds. The candle that holds the origin comes with its
   * modelled part, and alone while no trade has reached it.
   */
  recent(symbol: string, interval: KlineInterval, limit = KLINES_KEPT): Candle[] {
    const s = this.series(symbol, interval);
    if (s === undefined) {
      const seam = this.history?.seam(symbol, interval);
      return seam !== undefined && limit > 0 ? [[...seam] as Candle] : [];
    }
    const c = s.candles;
    const n = Math.min(limit, KLINES_KEPT, c.length);
    const out = s.served(c.slice(c.length - n));
    // fewer than asked: every live candle is here (trims leave KLINES_KEPT), the seam may precede them
    if (n < Math.min(limit, KLINES_KEPT) && s.seam !== undefined && (n === 0 || out[0][0] > s.seam[0])) out.unshift([...s.seam] as Candle);
    return out;
  }

  /**
   * The newest `limit` candles starting before `before`, oldest first, as copies, with no gap
   * and no duplicate between pages: memory, then the store's older ones, then the seam and
   * the modelled past (useHistory; without it, memory only).
   */
  page(symbol: string, interval: KlineInterval, before: number, limit: number): Candle[] {
    const s = this.series(symbol, interval);
    const h = this.history;
    const mem = s?.candles ?? [];
    let i = mem.length;
    while (i > 0 && mem[i - 1][0] >= before) i--;
    const live = mem.slice(Math.max(0, i - limit), i);
    if (h !== undefined && live.length < limit) {
      const below = live.length > 0 ? live[0][0] : mem.length > 0 ? Math.min(before, mem[0][0]) : before;
      live.unshift(...h.saved(symbol, interval, below, limit - live.length));
    }
    const seam = s !== undefined ? s.seam : h?.seam(symbol, interval);
    const out = live.map((c) => withSeam(c, seam));
    if (h === undefined || out.length >= limit) return out;
    let end = out.length > 0 ? Math.min(before, out[0][0]) : before;
    if (seam !== undefined && seam[0] < end) {
      out.unshift([...seam] as Candle);
      end = seam[0];
    }
    if (out.length < limit) out.unshift(...h.modelled(symbol, interval, end, limit - out.length));
    return out;
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
    return s.served(s.since(from));
  }

  /** One pair's candles changed since the previous call, every interval, for the store. */
  takeUnsaved(symbol: string): CandleSeries[] {
    const out: CandleSeries[] = [];
    const all = this.bySymbol.get(symbol) ?? [];
    for (let i = 0; i < all.length; i++) {
      const s = all[i];
      if (s.unsavedFrom === Infinity) continue;
      out.push({ symbol, interval: KLINE_INTERVALS[i], candles: s.since(s.unsavedFrom) });
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
  }

  private seriesFor(symbol: string): Series[] {
    let all = this.bySymbol.get(symbol);
    if (all === undefined) {
      all = KLINE_INTERVALS.map((interval) => {
        const s = new Series();
        s.seam = this.history?.seam(symbol, interval);
        return s;
      });
      this.bySymbol.set(symbol, all);
    }
    return all;
  }

  private series(symbol: string, interval: KlineInterval): Series | undefined {
    return this.bySymbol.get(symbol)?.[KLINE_INTERVALS.indexOf(interval)];
  }
}
