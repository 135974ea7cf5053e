import type { EngineEvent, Fill } from '../engine/types';
import { DAY_MINUTES, MinuteRing, type Bucket } from './minute-ring';

/** One pair's minutes changed since the last save, as the store takes them (market/history.ts). */
export interface MinuteSeries {
  symbol: string;
  /** Oldest first. */
  bars: Bucket[];
  /** The oldest minute a day's window can still need: the store drops older ones. */
  keepFrom: number;
}

/** 24-hour figures of one pair in integers (ticks, lots, quote ledger units). */
export interface PairStats24h {
  /** Last price in ticks; undefined before the first trade. */
  last?: number;
  /** Price 24 h ago (first price of the window), ticks. */
  open?: number;
  high?: number;
  low?: number;
  /** Base volume in lots and quote volume in ledger units, one side of each trade counted. */
  volume: number;
  notional: number;
}

/**
 * Rolling 24-hour ticker of every pair, fed by the engine's events (`feed`). Pure: time comes
 * from the events and from the caller of `stats`.
 */
export class Stats24h {
  private readonly rings = new Map<string, MinuteRing>();
  private readonly lastPrices = new Map<string, number>();

  /** Takes every engine event; only `lastPrice` and taker `fill` events matter. */
  feed(event: EngineEvent): void {
    if (event.kind === 'lastPrice') this.lastPrice(event.symbol, event.price, event.time);
    // every trade emits a maker fill and a taker fill: count it once
    else if (event.kind === 'fill' && event.fill.role === 'taker') this.trade(event.fill);
  }

  /** A pair's last price after a taker's fills (the engine's lastPrice event). */
  lastPrice(symbol: string, price: number, time: number): void {
    this.ring(symbol).price(price, time);
    this.lastPrices.set(symbol, price);
  }

  /** A trade's volume, from its taker fill. */
  trade(fill: Fill): void {
    this.ring(fill.symbol).volume(fill.size, fill.notional, fill.time);
  }

  /**
   * Figures of `symbol` at `now`. `fallbackLast` (the engine's last price, restored from the
   * store) stands in when no event has been seen since start; with no price in the window,
   * open, high and low are the last price.
   */
  stats(symbol: string, now: number, fallbackLast?: number): PairStats24h {
    const last = this.lastPrices.get(symbol) ?? fallbackLast;
    const ring = this.rings.get(symbol);
    const s = ring?.summary(now) ?? { volume: 0, notional: 0 };
    return {
      last,
      open: s.open ?? last,
      high: s.high ?? last,
      low: s.low ?? last,
      volume: s.volume,
      notional: s.notional,
    };
  }

  /** One pair's minutes changed since the previous call, for the store (undefined: none). */
  takeUnsaved(symbol: string): MinuteSeries | undefined {
    const bars = this.rings.get(symbol)?.takeUnsaved() ?? [];
    return bars.length === 0 ? undefined : { symbol, bars, keepFrom: bars[bars.length - 1].minute - DAY_MINUTES + 1 };
  }

  /** Puts back minutes the store kept (start-up, before any event of this process). */
  restore(symbol: string, bars: readonly Bucket[]): void {
    const ring = this.ring(symbol);
    for (const bar of bars) ring.restore(bar);
  }

  private ring(symbol: string): MinuteRing {
    let r = this.rings.get(symbol);
    if (r === undefined) this.rings.set(symbol, (r = new MinuteRing()));
    return r;
  }
}

/** Change from open to last: fraction with 4 decimals ('0.0123') and percent with 2 ('1.23'). */
export function changeOf(open: number | undefined, last: number | undefined): { fluctuation: string; rate: string; increase: '0' | '1' } {
  if (open === undefined || last === undefined || open === 0) return { fluctuation: '0.0000', rate: '0.00', increase: '1' };
  // display figure only: a float ratio is fine here, no money is derived from it
  const fraction = (last - open) / open;
  return { fluctuation: fixed(fraction, 4), rate: fixed(fraction * 100, 2), increase: last >= open ? '1' : '0' };
}

/** toFixed without the '-0.00' of tiny negative numbers. */
export function fixed(x: number, digits: number): string {
  const text = x.toFixed(digits);
  return /^-0\.?0*$/.test(text) ? text.slice(1) : text;
}
