/**
 * The lower panes under the candles (issue 21: VOL, MACD, RSI, KDJ, StochRSI, OBV, WR): one
 * small uPlot instance per indicator, stacked under the price pane (docs/decisions.md, "Issue
 * 21: lower panes"). Each pane is given the price pane's time column (the same array, changed
 * in place) and its indicator's lines (IndicatorLines, also changed in place), so a live
 * candle costs the panes no copying, and each pane a strip at its right end when nothing else
 * moved (pane-strip.ts), else one redraw. Its x scale is set with the price
 * pane's; uPlot's cursor sync moves one crosshair across them all.
 *
 * Lines are drawn by uPlot's own linear paths (a null breaks the line); histogram-like lines
 * (VOL's volume, MACD's bars) are ranged by uPlot but painted in a draw hook, coloured by side.
 */
import uPlot from 'uplot';
import type { IndicatorLines } from './indicators';
import type { IndicatorKind } from './indicator-params';
import type { Palette } from '../../render/palette';
import type { ChartSettings } from './chart-prefs';
import { scaleMap } from './scale-map';
import { RectBatch } from './rect-batch';
import { plotRects, type StripLayer } from './pixel-layer';
import { CandleCentres, traceCentres } from './line-trace';
import { visibleRange } from './chart-view';
import { withAlpha } from './colour-alpha';
import { linesExtent, viewIdxs } from './view-extent';

/** The bars' rect batches, kept from paint to paint. */
const BAR_BATCHES = { up: new RectBatch(), down: new RectBatch() };

/** Line colours of the indicators, shared with the price pane's overlays. */
export const LINE_COLOURS = ['#f0b90b', '#c678dd', '#3b9cff', '#e67e22', '#1abc9c'];

/** Which of an indicator's lines is drawn as bars around zero (index), if any. */
export function barLine(kind: IndicatorKind): number | null {
  if (kind === 'VOL') return 0;
  if (kind === 'MACD') return 2;
  return null;
}

/** Price axis width, the same in every pane so their plots line up. */
export const AXIS_PX = 76;
/** A lower pane's height: this share of the chart, within the bounds below. */
const PANE_SHARE = 0.18;
const PANE_MIN_PX = 56;
const PANE_MAX_PX = 140;
/** The price pane keeps at least this much. */
const MAIN_MIN_PX = 120;

/** Heights of the price pane and `count` lower panes in `total` px (each at least 1). */
export function paneHeights(total: number, count: number): { main: number; pane: number } {
  if (count === 0) return { main: Math.max(1, total), pane: 0 };
  let pane = Math.round(Math.min(PANE_MAX_PX, Math.max(PANE_MIN_PX, total * PANE_SHARE)));
  // too many panes for the room: they shrink before the candles do
  if (total - pane * count < MAIN_MIN_PX) pane = Math.floor((total - MAIN_MIN_PX) / count);
  pane = Math.max(24, pane);
  return { main: Math.max(1, total - pane * count), pane };
}

export interface PaneLook {
  palette: Palette;
  settings: ChartSettings;
  barSec: number;
  /** Decimals of the pane's values (VOL and OBV: the pair's count precision). */
  decimals: number;
}

/** The value's text in a pane legend. */
export function paneValue(v: number | null | undefined, decimals: number): string {
  return v === null || v === undefined ? '--' : v.toFixed(decimals);
}


/** uPlot options of one lower pane. `closeUp(i)` says whether candle i closed up (VOL's colour). */
export function paneOptions(
  width: number, height: number, ind: IndicatorLines, syncKey: string,
  get: () => PaneLook, closeUp: (i: number) => boolean,
): uPlot.Options {
  const kind = ind.config.kind;
  const bars = barLine(kind);
  const axisStroke = () => get().palette.muted;
  const gridStroke = () => (get().settings.grid ? get().palette.grid : 'transparent');
  const noPath = { paths: () => null, points: { show: false } };
  return {
    width,
    height,
    legend: { show: false },
    padding: [4, 0, 0, 0],
    cursor: {
      sync: { key: syncKey, setSeries: false },
      drag: { x: false, y: false, setScale: false },
      points: { show: false },
      x: get().settings.crosshair,
      y: false,
    },
    scales: {
      x: { time: true, auto: false },
      y: {
        auto: true,
        range: (u, dataMin, dataMax) => {
          // the lines in view, ranged here in one pass each (view-extent.ts), not by uPlot's scans
          const w = viewIdxs(u);
          const e = w === null ? null : linesExtent(ind.lines, w[0], w[1]);
          const [min, max] = e ?? [dataMin, dataMax];
          if (min == null || max == null || !Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
          if (kind === 'VOL') return [0, (max || 1) * 1.08];
          const span = max - min || Math.abs(max) * 0.1 || 1;
          return [min - span * 0.08, max + span * 0.08];
        },
      },
    },
    series: [
      {},
      ...ind.names.map((name, i) =>
        i === bars
          ? { label: name, scale: 'y', auto: false, ...noPath }
          // drawn by drawLines (line-trace.ts), not uPlot's paths: it builds a Path2D per line per paint
          : { label: name, scale: 'y', auto: false, stroke: lineColour(i, bars), ...noPath },
      ),
    ],
    axes: [
      { show: false },
      {
        scale: 'y', side: 1, size: AXIS_PX, stroke: axisStroke, grid: { stroke: gridStroke, width: 1 }, ticks: { show: false },
        splits: (u) => {
          const { min, max } = u.scales.y;
          if (min == null || max == null) return [];
          const pad = (max - min) * 0.15;
          return [min + pad, (min + max) / 2, max - pad];
        },
        values: (_u, splits) => splits.map((v) => compact(v)),
      },
    ],
    hooks: { draw: [(u) => drawPane(u, ind, get(), closeUp)] },
  };
}

/** The colour of an indicator's line `i` (the bars line, if any, takes none of the turns). */
export function lineColour(i: number, bars: number | null): string {
  return LINE_COLOURS[(i - (bars !== null && i > bars ? 1 : 0)) % LINE_COLOURS.length];
}

/**
 * Where a live candle's strip is drawn (pane-strip.ts): the candles from `start` on, the bars'
 * rects through the strip's own pixel layer, inside the clip its caller set.
 */
export interface StripArea extends StripLayer {
  start: number;
}

/** A pane's bars (if its indicator has them) and its lines over them; with `area`, only the live candle's strip. */
export function drawPane(u: uPlot, ind: IndicatorLines, look: PaneLook, closeUp: (i: number) => boolean, area?: StripArea): void {
  const bars = barLine(ind.config.kind);
  if (bars !== null) drawBars(u, ind, bars, look, closeUp, area);
  drawLines(u, ind, bars, look, area?.start);
}

/** The panes' candle centres, kept from paint to paint (line-trace.ts; the panes paint one after another). */
const PANE_CENTRES = new CandleCentres();

/** The pane's lines (all but the bars) over the candles in view, at the candles' centres (from candle `start` on, if given). */
function drawLines(u: uPlot, ind: IndicatorLines, bars: number | null, look: PaneLook, start?: number): void {
  const xs = u.data[0];
  const sx = u.scales.x;
  if (xs.length === 0 || sx.min == null || sx.max == null) return;
  const { ctx, bbox } = u;
  const x = scaleMap(u, 'x');
  const y = scaleMap(u, 'y');
  const slot = Math.abs(x(sx.min + look.barSec) - x(sx.min));
  const [from, to] = visibleRange(xs, { min: sx.min - look.barSec, max: sx.max });
  // from the candle before (the segment into the first one in view); a strip's from its own start's
  const a = Math.max(0, (start ?? from) - 1);
  const b = Math.min(xs.length, to + 1);
  ctx.save();
  ctx.beginPath();
  ctx.rect(bbox.left, bbox.top, bbox.width, bbox.height);
  ctx.clip();
  ctx.lineWidth = uPlot.pxRatio;
  const centres = PANE_CENTRES.fill(xs, a, b, x, slot / 2);
  ind.lines.forEach((line, i) => {
    if (i === bars) return;
    ctx.strokeStyle = lineColour(i, bars);
    ctx.beginPath();
    traceCentres(ctx, centres, line, y);
    ctx.stroke();
  });
  ctx.restore();
}

/** Short axis labels: 12.3K, 4.5M, else two decimals. */
export function compact(v: number): string {
  const a = Math.abs(v);
  if (a >= 1e9) return `${(v / 1e9).toFixed(1)}B`;
  if (a >= 1e6) return `${(v / 1e6).toFixed(1)}M`;
  if (a >= 1e4) return `${(v / 1e3).toFixed(1)}K`;
  return v.toFixed(a >= 100 ? 0 : 2);
}

/** The bars line of VOL (candle colour) or MACD (sign colour) over the candles in view (from `area.start` on, if given). */
function drawBars(u: uPlot, ind: IndicatorLines, line: number, look: PaneLook, closeUp: (i: number) => boolean, area?: StripArea): void {
  const xs = u.data[0];
  const vs = ind.lines[line];
  const n = Math.min(xs.length, vs.length);
  const sx = u.scales.x;
  if (n === 0 || sx.min == null || sx.max == null) return;
  const slot = Math.abs(u.valToPos(sx.min + look.barSec, 'x', true) - u.valToPos(sx.min, 'x', true));
  const body = Math.max(1, Math.round(slot * 0.7));
  const x = scaleMap(u, 'x');
  const yAt = scaleMap(u, 'y');
  const zero = yAt(0);
  // the first candle in view (binary search on the ascending times)
  let lo = 0;
  let hi = n;
  const from = sx.min - look.barSec;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (xs[mid] < from) lo = mid + 1;
    else hi = mid;
  }
  if (area !== undefined) lo = Math.max(lo, area.start);
  // one bar a pixel column (the bar of largest size among those sharing it), as whole-pixel
  // fillRects by colour (rect-batch.ts: a path of many rects is slow to fill in software)
  const ups = BAR_BATCHES.up;
  const downs = BAR_BATCHES.down;
  ups.clear();
  downs.clear();
  const half = Math.floor(body / 2);
  let col = NaN;
  let best = 0;
  let bestUp = true;
  const flush = () => {
    if (Number.isNaN(col)) return;
    const y = yAt(best);
    const top = Math.round(Math.min(y, zero));
    (bestUp ? ups : downs).add(col - half, top, body, Math.max(1, Math.round(Math.max(y, zero)) - top));
  };
  for (let i = lo; i < n && xs[i] <= sx.max; i++) {
    const v = vs[i];
    if (v === null) continue;
    const cx = Math.round(x(xs[i]) + slot / 2);
    const isUp = line === 0 ? closeUp(i) : v >= 0;
    if (cx === col) {
      if (Math.abs(v) > Math.abs(best)) {
        best = v;
        bestUp = isUp;
      }
      continue;
    }
    flush();
    col = cx;
    best = v;
    bestUp = isUp;
  }
  flush();
  // clipped to the plot (or the strip); in software as pixels drawn with one blit (pixel-layer.ts)
  const layer = plotRects(u, area);
  ups.fill(layer, withAlpha(look.settings.upColor, 0.6));
  downs.fill(layer, withAlpha(look.settings.downColor, 0.6));
  layer.flush();
}
