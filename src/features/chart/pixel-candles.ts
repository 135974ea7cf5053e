/**
 * Candles as drawn: at most one a pixel column. Zoomed out (2,000 candles over ~1,000 px)
 * several candles share a column; drawing each of them paints the same pixels again and costs
 * a canvas call per candle, which on a software canvas (no GPU) is most of a frame. Candles
 * whose centres fall on one pixel column are merged as the longer candle they make together
 * (first open, highest high, lowest low, last close, largest volume — the volume axis is
 * ranged over single candles, so a sum would leave it). Zoomed in, every candle is its own.
 */
import type { Columns } from './chart-draw';

export interface PixelCandle {
  /** Centre, canvas px. */
  x: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  /** The close before this one (the hollow style's rising test): NaN for the series' first. */
  prevClose: number;
}

/**
 * Calls `emit` once per pixel column of the candles [from, to); `centre(i)` is candle i's centre
 * (px). The candle handed over is one object, reused from column to column (a paint makes no
 * garbage): read it in `emit`, do not keep it.
 */
export function eachPixelCandle(d: Columns, from: number, to: number, centre: (i: number) => number, emit: (c: PixelCandle) => void): void {
  const cur: PixelCandle = { x: NaN, open: 0, high: 0, low: 0, close: 0, volume: 0, prevClose: NaN };
  const [, opens, highs, lows, closes, volumes] = d;
  let open = false;
  for (let i = from; i < to; i++) {
    const x = Math.round(centre(i));
    if (open && cur.x === x) {
      if (highs[i] > cur.high) cur.high = highs[i];
      if (lows[i] < cur.low) cur.low = lows[i];
      cur.close = closes[i];
      if (volumes[i] > cur.volume) cur.volume = volumes[i];
      continue;
    }
    if (open) emit(cur);
    open = true;
    cur.x = x;
    cur.open = opens[i];
    cur.high = highs[i];
    cur.low = lows[i];
    cur.close = closes[i];
    cur.volume = volumes[i];
    cur.prevClose = i > 0 ? closes[i - 1] : NaN;
  }
  if (open) emit(cur);
}
