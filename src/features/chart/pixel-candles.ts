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

/** Calls `emit` once per pixel column of the candles [from, to); `centre(i)` is candle i's centre (px). */
export function eachPixelCandle(d: Columns, from: number, to: number, centre: (i: number) => number, emit: (c: PixelCandle) => void): void {
  let cur: PixelCandle | null = null;
  for (let i = from; i < to; i++) {
    const x = Math.round(centre(i));
    if (cur !== null && cur.x === x) {
      if (d[2][i] > cur.high) cur.high = d[2][i];
      if (d[3][i] < cur.low) cur.low = d[3][i];
      cur.close = d[4][i];
      if (d[5][i] > cur.volume) cur.volume = d[5][i];
      continue;
    }
    if (cur !== null) emit(cur);
    cur = { x, open: d[1][i], high: d[2][i], low: d[3][i], close: d[4][i], volume: d[5][i], prevClose: i > 0 ? d[4][i - 1] : NaN };
  }
  if (cur !== null) emit(cur);
}
