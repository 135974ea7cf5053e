/**
 * What the chart styles of spec section 9 draw from the candles: Heikin-Ashi candles, the
 * hollow-candle classes and the baseline's base level. Line, area and `1line` draw the closes
 * as they are (`1line` is the line style over the 1-minute series: chart-prefs.ts).
 */
import { C, H, L, O, T, type Candle } from './series';

/**
 * The Heikin-Ashi candle of `c` after the previous Heikin-Ashi candle `prevHa` (none for the
 * first): close = (o + h + l + c) / 4, open = (previous HA open + previous HA close) / 2 (the
 * first: (o + c) / 2), high and low widened to take in the HA open and close. Volume as is.
 */
export function heikinAshiNext(prevHa: Candle | undefined, c: Candle): Candle {
  const close = (c[O] + c[H] + c[L] + c[C]) / 4;
  const open = prevHa === undefined ? (c[O] + c[C]) / 2 : (prevHa[O] + prevHa[C]) / 2;
  return [c[T], open, Math.max(c[H], open, close), Math.min(c[L], open, close), close, c[5]];
}

/** The Heikin-Ashi series of a whole candle series. */
export function heikinAshi(series: readonly Candle[]): Candle[] {
  const out: Candle[] = [];
  for (const c of series) out.push(heikinAshiNext(out[out.length - 1], c));
  return out;
}

/**
 * Brings a Heikin-Ashi series in line with `series` after a merge that changed candles from
 * index `from` on (series.ts): each HA candle depends only on the one before, so a live update
 * recomputes just the last one or two. Mutates `ha`.
 */
export function syncHeikinAshi(ha: Candle[], series: readonly Candle[], from: number): void {
  const start = Math.max(0, Math.min(from, ha.length));
  ha.length = start;
  for (let i = start; i < series.length; i++) ha.push(heikinAshiNext(ha[i - 1], series[i]));
}

export interface HollowClass {
  /** Body drawn hollow: the close is above the open (the candle rose within itself). */
  hollow: boolean;
  /** Coloured up: the close is at or above the previous close (the first candle: its open). */
  up: boolean;
}

/**
 * Hollow-candle classes as traders know them from TradingView: the fill says close against
 * open, the colour says close against the previous close. So a candle can be hollow and red
 * (gapped down, then rose) or filled and green (gapped up, then fell).
 */
export function hollowClass(c: Candle, prevClose: number | undefined): HollowClass {
  return { hollow: c[C] > c[O], up: c[C] >= (prevClose ?? c[O]) };
}

/**
 * The baseline style's base level: `percent` of the way from the lowest to the highest close
 * of the candles in view [from, to) (TradingView's default base level is 50 %). Closes above
 * it are filled in the up colour, below in the down colour. NaN for an empty view.
 */
export function baselineLevel(series: readonly Candle[], from: number, to: number, percent = 50): number {
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = Math.max(0, from); i < Math.min(series.length, to); i++) {
    const c = series[i][C];
    if (c < lo) lo = c;
    if (c > hi) hi = c;
  }
  if (lo > hi) return NaN;
  return lo + ((hi - lo) * percent) / 100;
}
