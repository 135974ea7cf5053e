/**
 * A scale's value-to-canvas-pixel map for the draw hooks' loops: on a linear scale one
 * multiply-add (taken from two uPlot.valToPos samples) instead of a uPlot call per point, which
 * counts at thousands of points a paint on a throttled CPU; on any other distribution (the log
 * price axis) uPlot's own valToPos.
 */
import type uPlot from 'uplot';

export function scaleMap(u: uPlot, key: string): (v: number) => number {
  const sc = u.scales[key];
  if (sc === undefined || (sc.distr ?? 1) !== 1 || sc.min == null || sc.max == null || sc.min === sc.max) return (v) => u.valToPos(v, key, true);
  const p0 = u.valToPos(sc.min, key, true);
  const k = (u.valToPos(sc.max, key, true) - p0) / (sc.max - sc.min);
  const m = sc.min;
  return (v) => p0 + (v - m) * k;
}
