/**
 * The crosshair legend's figures for one candle (spec "Chart area": open, high, low, close,
 * change, amplitude, volume), as text. Change is the candle's own move, close against open, and
 * amplitude its range, high against low, both relative to the open (the convention of the
 * exchanges' chart legends); prices at the pair's precision, volume at its count precision.
 */
import { C, H, L, O, V, type Candle } from './series';

export interface LegendFigures {
  open: string;
  high: string;
  low: string;
  close: string;
  /** '+12.50 (+0.02%)': signed, the percent with 2 decimals. */
  change: string;
  amplitude: string;
  volume: string;
  /** The candle rose (close >= open): the legend's colour. */
  up: boolean;
}

const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(2)}%`;

export function legendFigures(c: Candle, pricePrecision: number, countPrecision: number): LegendFigures {
  const p = (x: number) => x.toFixed(pricePrecision);
  const move = c[C] - c[O];
  const rel = (x: number) => (c[O] > 0 ? x / c[O] : 0);
  return {
    open: p(c[O]),
    high: p(c[H]),
    low: p(c[L]),
    close: p(c[C]),
    change: `${move >= 0 ? '+' : ''}${p(move)} (${pct(rel(move))})`,
    amplitude: pct(rel(c[H] - c[L])).replace(/^\+/, ''),
    volume: c[V].toFixed(countPrecision),
    up: move >= 0,
  };
}
