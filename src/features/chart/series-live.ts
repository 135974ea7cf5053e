/**
 * The newest candle between kline messages, and the buckets without trades.
 *
 * The gateway publishes candle updates every 50 ms (PUBLISH_INTERVAL_MS); a chart that also
 * takes the trade channel may move its last candle with each trade at once (applyTrade). The
 * next kline message is authoritative and overwrites it, so a trade counted here and there is
 * never counted twice for long.
 *
 * The gateway keeps no candle for a bucket without trades (docs/protocol.md 4.3: "the chart
 * fills gaps itself"): the chart gives each such bucket a flat candle at the previous close with
 * volume 0, between two candles (fillQuietBuckets) and at the boundary of a quiet market
 * (openQuietCandles), as an exchange's klines have one candle every interval. A flat candle
 * loses to the gateway's own candle of that bucket when one comes (series.ts: a kline message
 * always wins; of two REST states the one with more volume).
 */
import { candleStart, nextCandleStart, type KlineInterval } from '../../protocol/intervals';
import { C, T, type Candle } from './series';
import { spliceIn } from './splice-in';

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

/** A hole longer than this many buckets is left as it is (a pair silent for years on a 1-minute chart). */
export const MAX_FILL = 10_000;

const flat = (start: number, close: number): Candle => [start, close, close, close, close, 0];

/**
 * Fills, in place, every bucket missing between two candles from index `from - 1` on (what a
 * merge changed, and the candle before it) up to the candle at `to` (the last by default; an
 * older page put in front passes the first candle held before it: the held ones were filled
 * when they came) with a flat candle at the previous close. Returns the first index it changed
 * (series.length when none). Ascending series only (series.ts keeps it so).
 */
export function fillQuietBuckets(series: Candle[], interval: KlineInterval, from = 0, maxFill = MAX_FILL, to = series.length - 1): number {
  const start = Math.max(0, Math.min(from, series.length) - 1);
  const end = Math.min(series.length, to + 1);
  if (end - start < 2) return series.length;
  const out: Candle[] = [series[start]];
  let first = Infinity;
  for (let i = start + 1; i < end; i++) {
    const prev = out[out.length - 1];
    const c = series[i];
    const starts = missingStarts(interval, prev[T], c[T], maxFill);
    if (starts.length > 0) first = Math.min(first, start + out.length);
    for (const s of starts) out.push(flat(s, prev[C]));
    out.push(c);
  }
  if (first === Infinity) return series.length;
  spliceIn(series, start, end - start, out);
  return first;
}

/** The starts of the buckets strictly between the ones starting at `a` and `b`; none when more than `maxFill`. */
function missingStarts(interval: KlineInterval, a: number, b: number, maxFill: number): number[] {
  const out: number[] = [];
  for (let next = nextCandleStart(interval, a); next < b; next = nextCandleStart(interval, next)) {
    if (out.length === maxFill) return [];
    out.push(next);
  }
  return out;
}

/**
 * The market was quiet at the boundary: flat candles from the bucket after the last candle up to
 * the one holding `now` (the gateway's time), at the last close. Returns the first index added
 * (series.length when none: an empty series, or `now` still in the last candle's bucket).
 */
export function openQuietCandles(series: Candle[], interval: KlineInterval, now: number, maxFill = MAX_FILL): number {
  const last = series[series.length - 1];
  if (last === undefined) return series.length;
  const current = candleStart(interval, now);
  if (current <= last[T]) return series.length;
  // a silence longer than maxFill buckets is left a hole: the bucket holding `now` still opens
  const missing = missingStarts(interval, last[T], nextCandleStart(interval, current), maxFill);
  const starts = missing.length > 0 ? missing : [current];
  const first = series.length;
  for (const s of starts) series.push(flat(s, last[C]));
  return first;
}

/** A flat candle of a quiet bucket (the chart's own: a real one has volume). */
const isQuiet = (c: Candle) => c[5] === 0 && c[1] === c[2] && c[2] === c[3] && c[3] === c[4];

/**
 * The flat candles after the newest real one, at its close: the real one may have moved after
 * they were opened (a trade at the end of its bucket, reported a moment after the boundary).
 * Returns the first index it changed (series.length when none).
 */
export function refreshQuietTail(series: Candle[]): number {
  let i = series.length;
  while (i > 0 && isQuiet(series[i - 1])) i--;
  if (i === 0 || i === series.length) return series.length;
  const close = series[i - 1][C];
  let first = series.length;
  for (let j = i; j < series.length; j++) {
    if (series[j][C] !== close) {
      series[j] = flat(series[j][T], close);
      first = Math.min(first, j);
    }
  }
  return first;
}

/** Ms from `now` until the bucket after the last candle's begins (0 when it has); null for an empty series. */
export function msToNextBucket(series: readonly Candle[], interval: KlineInterval, now: number): number | null {
  const last = series[series.length - 1];
  return last === undefined ? null : Math.max(0, nextCandleStart(interval, last[T]) - now);
}
