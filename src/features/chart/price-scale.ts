/**
 * The price axis in its three modes (chart settings, "price scale"): linear, logarithmic, and
 * percent. Percent is an affine relabelling of the linear axis (each price as its change from
 * the first close in view), so the candles sit where they sit in linear mode and only the
 * labels differ; log uses uPlot's logarithmic distribution with splits of our own (uPlot's
 * log splits fall on powers of ten, which a pair moving a few percent never crosses).
 */
import type { PriceScale } from './chart-prefs';

/** Share above the highest price left empty. */
const HEAD = 0.06;

/**
 * The price axis's range over the prices in view [min, max], leaving `volumeShare` of the
 * pane at the bottom for the volume bars and a little room above; on a log axis the same
 * shares are kept in log space (so the range stays positive).
 */
export function priceRange(min: number, max: number, log: boolean, volumeShare: number): [number, number] {
  // the prices take what is left after the volume, a gap over it and the head room
  const fill = 1 - volumeShare - 2 * HEAD;
  if (log && min > 0 && max > 0) {
    const total = (Math.log(max / min) || 0.01) / fill;
    return [min * Math.exp(-total * (volumeShare + HEAD)), max * Math.exp(total * HEAD)];
  }
  const total = (max - min || Math.abs(max) * 0.01 || 1) / fill;
  return [min - total * (volumeShare + HEAD), max + total * HEAD];
}

/** About `count` labels on a log axis, evenly spaced on screen (geometric steps), inside [min, max]. */
export function priceSplits(min: number | undefined, max: number | undefined, count = 6): number[] {
  if (min == null || max == null || !(min > 0) || !(max > min)) return [];
  const ratio = Math.pow(max / min, 1 / (count + 1));
  const out: number[] = [];
  for (let i = 1; i <= count; i++) out.push(min * Math.pow(ratio, i));
  return out;
}

/** The axis's labels: prices at the pair's precision, or the change from `base` in percent. */
export function priceTicks(splits: readonly number[], scale: PriceScale, precision: number, base: number): string[] {
  if (scale !== 'percent' || !(base > 0)) return splits.map((v) => v.toFixed(precision));
  return splits.map((v) => {
    const pct = (v / base - 1) * 100;
    const text = pct.toFixed(2);
    return `${pct > 0 ? '+' : ''}${text === '-0.00' ? '0.00' : text}%`;
  });
}
