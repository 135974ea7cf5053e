/**
 * The newest candle between kline messages, and the buckets without trades.
 *
 * The gateway publishes candle updates every 50 ms (PUBLISH_INTERVAL_MS); a chart that also
 * takes the trade channel may move its last candle with each trade at once (applyTrade). The
 * next kline message is authoritative and overwrites it (applyKline), so a trade counted here
 * and there is never counted twice for long.
 *
 * The gateway keeps no candle for a bucket without trades (docs/protocol.md 4.3: "the chart
 * fills gaps itself"): fillGaps gives those buckets a flat candle at the previous close.
 */
import { candleStart, intervalMs, type KlineInterval } from '../../protocol/intervals';
import { C, T, type Candle } from './series';

/** Start of the candle after the one starting at `start` (months differ in length). */
export function nextCandleStart(interval: KlineInterval, start: number): number {
  const len = intervalMs(interval);
  if (len !== undefined) return start + len;
  const d = new Date(start);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/**
 * One trade on the newest candle: inside its bucket it moves high, low, close and volume; past
 * the bucket's end it opens a new candle at the interval boundary (open = high = low = close =
 * the trade). A trade timed before the last candle (a clock step back) lands in the last one,
 * as on the gateway (server/market/publisher-kline.ts). Returns the first changed index.
 * Refuses (returns series.length, changes nothing) a non-finite price or a negative size.
 */
export function applyTrade(series: Candle[], interval: KlineInterval, price: number, size: number, time: number): number {
  if (!Number.isFinite(price) || !Number.isFinite(size) || size < 0 || !Number.isFinite(time)) return series.length;
  const start = candleStart(interval, time);
  const last = series[series.length - 1];
  if (last !== undefined && start <= last[T]) {
    if (price > last[2]) last[2] = price;
    if (price < last[3]) last[3] = price;
    last[4] = price;
    last[5] += size;
    return series.length - 1;
  }
  series.push([start, price, price, price, price, size]);
  return series.length - 1;
}

/**
 * A copy of the series with every missing bucket between two candles filled by a flat candle
 * at the previous close with volume 0. `maxFill` bounds the work for a pair that was silent for
 * years on a 1-minute chart: a longer hole is left as it is.
 */
export function fillGaps(series: readonly Candle[], interval: KlineInterval, maxFill = 10_000): Candle[] {
  const out: Candle[] = [];
  for (let i = 0; i < series.length; i++) {
    const c = series[i];
    const prev = out[out.length - 1];
    if (prev !== undefined) {
      let next = nextCandleStart(interval, prev[T]);
      let filled = 0;
      const fill: Candle[] = [];
      while (next < c[T] && filled <= maxFill) {
        fill.push([next, prev[C], prev[C], prev[C], prev[C], 0]);
        next = nextCandleStart(interval, next);
        filled++;
      }
      if (filled <= maxFill) out.push(...fill);
    }
    out.push(c);
  }
  return out;
}
