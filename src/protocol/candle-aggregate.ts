import { candleStart, type KlineInterval } from './intervals';
import type { Candle } from './messages';

/**
 * Candles of a longer interval from those of a shorter one, exactly as the gateway builds
 * them from trades: open = the first candle's open, close = the last one's close, high and low
 * the extremes, volume the sum. Pure; shared by the gateway's modelled past (so every interval
 * of it is an aggregate of the same one-minute candles) and by the chart.
 *
 * The source interval must nest in the target one (1 and 60 in 1D; 1D in 3D, 1W and 1M; not
 * 1W in 1M): a source candle is placed in the target candle its start falls in.
 */

/** `a` followed by `b` (later in time) as one candle starting at `start` (a's by default). */
export function joinCandles(a: Candle, b: Candle, start: number = a[0]): Candle {
  return [start, a[1], Math.max(a[2], b[2]), Math.min(a[3], b[3]), b[4], a[5] + b[5]];
}

/**
 * The candles of `interval` made of `candles` (oldest first, as served), oldest first; a
 * target bucket without any source candle has no candle (no flat filler), as the gateway
 * serves. Throws on candles out of time order: that would be a bug upstream, not a market.
 */
export function aggregateCandles(candles: readonly Candle[], interval: KlineInterval): Candle[] {
  const out: Candle[] = [];
  let current: Candle | undefined;
  let last = -Infinity;
  for (const c of candles) {
    if (c[0] <= last) throw new Error(`candles out of order: ${c[0]} after ${last}`);
    last = c[0];
    const start = candleStart(interval, c[0]);
    if (current !== undefined && current[0] === start) {
      if (c[2] > current[2]) current[2] = c[2];
      if (c[3] < current[3]) current[3] = c[3];
      current[4] = c[4];
      current[5] += c[5];
      continue;
    }
    current = [start, c[1], c[2], c[3], c[4], c[5]];
    out.push(current);
  }
  return out;
}
