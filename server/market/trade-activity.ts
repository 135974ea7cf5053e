import type { EngineEvent, Fill } from '../engine/types';

/**
 * Trading data of the trade-info module (spec trade page section 2, "Trade info"): per pair and
 * period, the price range and who took which side, from the gateway's real trades (each trade's
 * taker fill). Pure: time comes from the fills and from the caller of `summary`.
 *
 * Windows are whole buckets up to and including the current one: the hour period is the current
 * minute and the 59 before it; day, three days and week are the current hour and the 23, 71 or
 * 167 hours before it. Two fixed rings per pair (60 minutes, 168 hours) keep memory bounded
 * whatever the run's length; a trader is a taker's user id, counted once per side and window.
 * Cost per taker fill: O(1); a summary walks at most 168 buckets (a request, not a hot path).
 */
export type TradePeriod = 'hour' | 'day' | 'threeDay' | 'week';
export const TRADE_PERIODS: readonly TradePeriod[] = ['hour', 'day', 'threeDay', 'week'];

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
/** Bucket width and bucket count of each period's window. */
const WINDOWS: Record<TradePeriod, { width: number; count: number }> = {
  hour: { width: MINUTE_MS, count: 60 },
  day: { width: HOUR_MS, count: 24 },
  threeDay: { width: HOUR_MS, count: 72 },
  week: { width: HOUR_MS, count: 168 },
};
/** Points of the trader trend: 5 min, 2 h, 6 h or 14 h each, whole buckets in every period. */
export const TREND_POINTS = 12;

interface Bucket {
  index: number; // floor(time / width); -1 = empty slot
  low: number;
  high: number;
  buyers: Set<number>;
  sellers: Set<number>;
  buyLots: number;
  sellLots: number;
  buyNotional: number;
  sellNotional: number;
}

/** One trend point: the distinct takers per side in a twelfth of the window. */
export interface TrendPoint {
  /** Start of the point's span, ms. */
  time: number;
  buyTrader: number;
  sellTrader: number;
}

/** A period's figures in integers (prices in ticks, volumes in lots, amounts in quote ledger units). */
export interface ActivitySummary {
  /** Window [from, to): start of its oldest bucket, end of the current one (ms). */
  from: number;
  to: number;
  /** Undefined when the window holds no trade. */
  low?: number;
  high?: number;
  /** The pair's newest trade price seen (any time), undefined before the first. */
  last?: number;
  buyTrader: number;
  sellTrader: number;
  buyLots: number;
  sellLots: number;
  buyNotional: number;
  sellNotional: number;
  trend: TrendPoint[];
}

class BucketRing {
  private readonly slots: Bucket[];

  constructor(private readonly width: number, size: number) {
    this.slots = Array.from({ length: size }, () => ({ index: -1, low: 0, high: 0, buyers: new Set(), sellers: new Set(), buyLots: 0, sellLots: 0, buyNotional: 0, sellNotional: 0 }));
  }

  add(fill: Fill): void {
    const index = Math.floor(fill.time / this.width);
    const b = this.slots[index % this.slots.length];
    if (b.index !== index) {
      if (b.index > index) return; // a fill older than the ring's span: outside every window
      Object.assign(b, { index, low: fill.price, high: fill.price, buyLots: 0, sellLots: 0, buyNotional: 0, sellNotional: 0 });
      b.buyers.clear();
      b.sellers.clear();
    }
    if (fill.price < b.low) b.low = fill.price;
    if (fill.price > b.high) b.high = fill.price;
    if (fill.side === 'buy') {
      b.buyers.add(fill.userId);
      b.buyLots += fill.size;
      b.buyNotional += fill.notional;
    } else {
      b.sellers.add(fill.userId);
      b.sellLots += fill.size;
      b.sellNotional += fill.notional;
    }
  }

  /** The bucket of `index` if the ring still holds it. */
  at(index: number): Bucket | undefined {
    const b = this.slots[index % this.slots.length];
    return b.index === index ? b : undefined;
  }
}

interface PairActivity {
  minutes: BucketRing;
  hours: BucketRing;
  last?: number;
}

export class TradeActivity {
  private readonly pairs = new Map<string, PairActivity>();

  /** Takes every engine event; only taker fills (one per trade) count. */
  feed(event: EngineEvent): void {
    if (event.kind === 'fill' && event.fill.role === 'taker') this.trade(event.fill);
  }

  /** One trade, from its taker fill (in time order). */
  trade(fill: Fill): void {
    let p = this.pairs.get(fill.symbol);
    if (p === undefined) this.pairs.set(fill.symbol, (p = { minutes: new BucketRing(MINUTE_MS, 60), hours: new BucketRing(HOUR_MS, 168) }));
    p.minutes.add(fill);
    p.hours.add(fill);
    p.last = fill.price;
  }

  /** The figures of `symbol` over `period` at `now` (ms). */
  summary(symbol: string, period: TradePeriod, now: number): ActivitySummary {
    const { width, count } = WINDOWS[period];
    const current = Math.floor(now / width);
    const first = current - count + 1;
    const p = this.pairs.get(symbol);
    const ring = p === undefined ? undefined : period === 'hour' ? p.minutes : p.hours;
    const out: ActivitySummary = { from: first * width, to: (current + 1) * width, low: undefined, high: undefined, last: p?.last, buyTrader: 0, sellTrader: 0, buyLots: 0, sellLots: 0, buyNotional: 0, sellNotional: 0, trend: [] };
    const buyers = new Set<number>();
    const sellers = new Set<number>();
    const span = count / TREND_POINTS;
    for (let k = 0; k < TREND_POINTS; k++) {
      const pointBuyers = new Set<number>();
      const pointSellers = new Set<number>();
      for (let i = first + k * span; i < first + (k + 1) * span; i++) {
        const b = ring?.at(i);
        if (b === undefined) continue;
        out.low = out.low === undefined ? b.low : Math.min(out.low, b.low);
        out.high = out.high === undefined ? b.high : Math.max(out.high, b.high);
        out.buyLots += b.buyLots;
        out.sellLots += b.sellLots;
        out.buyNotional += b.buyNotional;
        out.sellNotional += b.sellNotional;
        for (const u of b.buyers) {
          pointBuyers.add(u);
          buyers.add(u);
        }
        for (const u of b.sellers) {
          pointSellers.add(u);
          sellers.add(u);
        }
      }
      out.trend.push({ time: (first + k * span) * width, buyTrader: pointBuyers.size, sellTrader: pointSellers.size });
    }
    out.buyTrader = buyers.size;
    out.sellTrader = sellers.size;
    return out;
  }
}

/** Buy traders per sell trader, undefined when there is no seller to divide by. */
export function traderRatio(buyTrader: number, sellTrader: number): number | undefined {
  return sellTrader === 0 ? undefined : buyTrader / sellTrader;
}
