/**
 * The extent of columns over the candles in view, for the panes' y scales: the chart ranges its
 * axes itself instead of uPlot's `auto` series. uPlot scans each auto series with getMinMax on
 * every pan paint (the price pane: high, low and volume, three passes), ~0.9 ms of a pan paint at
 * 4x, and its scan, shared by columns of doubles and lines holding nulls, boxed the doubles it
 * read: the largest JS allocator of the page during a pan (6 MB in 15 s sampled, bench/chart.ts
 * BENCH_ALLOC). Here one pass per scale over the window uPlot has just found for the x range.
 */
import type uPlot from 'uplot';

type Column = ArrayLike<number | null | undefined>;

/** The candle index window [i0, i1] uPlot set for the x range being drawn (series 0's idxs), or null before any. */
export function viewIdxs(u: uPlot): [number, number] | null {
  const idxs = u.series[0]?.idxs;
  if (idxs === undefined || idxs[0] == null || idxs[1] == null || idxs[0] < 0 || idxs[1] < idxs[0]) return null;
  return [idxs[0], idxs[1]];
}

/** The least value of `lo` and the greatest of `hi` over [i0, i1] (nulls skipped): [min, max], or null when there is none. */
export function extentOf(lo: Column, hi: Column, i0: number, i1: number): [number, number] | null {
  let min = Infinity;
  let max = -Infinity;
  const end = Math.min(i1, lo.length - 1, hi.length - 1);
  for (let i = Math.max(0, i0); i <= end; i++) {
    const l = lo[i];
    const h = hi[i];
    if (l != null && l < min) min = l;
    if (h != null && h > max) max = h;
  }
  return min <= max ? [min, max] : null;
}

/** The least and greatest value of several lines over [i0, i1] (nulls skipped), or null when there is none. */
export function linesExtent(lines: readonly Column[], i0: number, i1: number): [number, number] | null {
  let min = Infinity;
  let max = -Infinity;
  for (const line of lines) {
    const e = extentOf(line, line, i0, i1);
    if (e === null) continue;
    if (e[0] < min) min = e[0];
    if (e[1] > max) max = e[1];
  }
  return min <= max ? [min, max] : null;
}
