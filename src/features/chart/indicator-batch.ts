/**
 * The window indicators (MA, BOLL, VOL's averages) computed over a whole series in plain loops,
 * for IndicatorLines.compute: the first load and every older page merged in front (a pan back
 * through the history) recompute every line, and through trading-signals' streams that took
 * ~100 ms of the main thread a page at 4x over 11,000 candles, BOLL 60 % of it (its standard
 * deviation maps two new arrays and reduces them with closures for every candle; bench/chart.ts
 * profile, docs/decisions.md session 17). A long task each time the chart loaded older candles.
 *
 * The arithmetic is the library's, in its order, so the values are the same doubles: an
 * average is the window's values summed from 0, oldest first, over the window's length
 * (trading-signals getAverage); BOLL's deviation is the square root of the average squared
 * difference from that middle (getStandardDeviation). indicator-batch.test.ts checks every
 * value equal to the stream's.
 */
import type { IndicatorConfig } from './indicator-params';
import { C, V, type Candle } from './series';

type Value = number | null;

/** The series' values at column `k` (close, volume). */
function column(series: readonly Candle[], k: number): Float64Array {
  const xs = new Float64Array(series.length);
  for (let i = 0; i < series.length; i++) xs[i] = series[i][k];
  return xs;
}

/** The average of xs[i - period + 1 .. i] for each i (null before the first full window), into `out`. */
export function smaLine(xs: ArrayLike<number>, period: number, out: Value[]): void {
  // emptied and pushed, never sized: an array given a length is holey, slower for every reader
  out.length = 0;
  for (let i = 0; i < xs.length; i++) {
    if (i < period - 1) {
      out.push(null);
      continue;
    }
    let sum = 0;
    for (let j = i - period + 1; j <= i; j++) sum += xs[j];
    out.push(sum / period);
  }
}

/** Bollinger bands over xs: middle, upper and lower lines (null before the first full window). */
export function bollLines(xs: ArrayLike<number>, period: number, multiplier: number, middle: Value[], upper: Value[], lower: Value[]): void {
  middle.length = upper.length = lower.length = 0;
  for (let i = 0; i < xs.length; i++) {
    if (i < period - 1) {
      middle.push(null);
      upper.push(null);
      lower.push(null);
      continue;
    }
    let sum = 0;
    for (let j = i - period + 1; j <= i; j++) sum += xs[j];
    const mid = sum / period;
    // the library recomputes the average when it is 0 (`average || getAverage(values)`): the same value
    let sq = 0;
    for (let j = i - period + 1; j <= i; j++) {
      const d = xs[j] - mid;
      sq += d * d;
    }
    const sd = Math.sqrt(sq / period);
    middle.push(mid);
    upper.push(mid + sd * multiplier);
    lower.push(mid - sd * multiplier);
  }
}

/**
 * The window of a window kind (MA, BOLL, VOL): each value is computed from the candle and the
 * `window - 1` before it, nothing older; null for the kinds computed by their streams, whose
 * values depend on every candle before them.
 */
export function batchWindow(config: IndicatorConfig): number | null {
  switch (config.kind) {
    case 'MA':
    case 'VOL':
      return Math.max(...config.params.periods);
    case 'BOLL':
      return config.params.period;
    default:
      return null;
  }
}

/**
 * Computes `lines` (one array per line, as IndicatorLines holds them) over `series` when the
 * indicator is one of the window kinds; returns the candles a fresh stream must be fed (the
 * last ones, its longest window: batchWindow) to continue from the series' end, or null for the
 * other kinds (computed by their streams).
 */
export function batchCompute(config: IndicatorConfig, series: readonly Candle[], lines: Value[][]): number | null {
  switch (config.kind) {
    case 'MA': {
      const closes = column(series, C);
      config.params.periods.forEach((p, i) => smaLine(closes, p, lines[i]));
      break;
    }
    case 'BOLL': {
      const { period, multiplier } = config.params;
      bollLines(column(series, C), period, multiplier, lines[0], lines[1], lines[2]);
      break;
    }
    case 'VOL': {
      const vols = column(series, V);
      lines[0].length = 0;
      for (let i = 0; i < series.length; i++) lines[0].push(vols[i]);
      config.params.periods.forEach((p, i) => smaLine(vols, p, lines[i + 1]));
      break;
    }
    default:
      return null;
  }
  return batchWindow(config);
}
