/**
 * What uPlot draws for the price chart: its options and two `draw` hooks, one that paints the
 * candles in the chosen style and the volume under them, one the last price's mark over them. uPlot is
 * given the columns [time (s), open, high, low, close, volume] with no paths of its own, so it
 * ranges the axes over the candles in view and runs the cursor; the pixels are ours (no second
 * charting library, one pass over the visible candles per paint).
 */
import uPlot from 'uplot';
import type { ChartSettings, ChartStyle } from './chart-prefs';
import { visibleRange, type View } from './chart-view';
import type { Palette } from '../../render/palette';
import { AXIS_PX, LINE_COLOURS } from './chart-panes';
import { priceRange, priceSplits, priceTicks } from './price-scale';
import { eachPixelCandle } from './pixel-candles';
import { RectBatch } from './rect-batch';
import { plotRects, type StripLayer } from './pixel-layer';
import { CandleCentres, traceCentres } from './line-trace';
import { scaleMap } from './scale-map';
import { drawLastPrice } from './last-price-mark';
import { withAlpha } from './colour-alpha';
import { extentOf, viewIdxs } from './view-extent';
import { timeLabels } from './time-labels';

export type Columns = [number[], number[], number[], number[], number[], number[]];

/** What a paint reads that can change without new options. */
export interface DrawState {
  style: ChartStyle;
  palette: Palette;
  settings: ChartSettings;
  pricePrecision: number;
  /** Interval length in seconds (a candle's slot on the time axis). */
  barSec: number;
  /** The page's language: the time axis's labels (time-labels.ts). */
  locale: string;
  /** Indicator lines of the price pane, one value per candle (null: none yet). */
  overlays: readonly Overlay[];
}

export interface Overlay {
  lines: readonly (number | null)[][];
  /** SAR is drawn as dots, the others as lines. */
  dots: boolean;
}

/** Overlay colours, line by line (an indicator's periods take them in turn). */
const OVERLAY_COLOURS = LINE_COLOURS;

/** Share of the price pane's height the volume bars may take, at the bottom. */
const VOLUME_SHARE = 0.22;
/** Share of a candle's slot its body fills. */
const BODY_SHARE = 0.7;
const PRICE_AXIS_PX = AXIS_PX;
/** Least room between two time labels, px. */
const TIME_LABEL_PX = 90;

/** The candle paint's rect batches, kept from paint to paint (their buffers are reused). */
const BATCHES = { volUp: new RectBatch(), volDown: new RectBatch(), solidUp: new RectBatch(), solidDown: new RectBatch(), hollowBodies: new RectBatch() };
const ALL_BATCHES = Object.values(BATCHES);

/**
 * uPlot's options for the price pane. The price scale (chartSettings.scale) is read once here:
 * a change builds the uPlot again. `syncKey` joins the lower panes' crosshair (x only).
 */
export function chartOptions(width: number, height: number, get: () => DrawState, syncKey: string, seen: { ticks: string[]; times: string[] } = { ticks: [], times: [] }): uPlot.Options {
  const { scale, crosshair } = get().settings;
  const axisStroke = () => get().palette.muted;
  const gridStroke = () => (get().settings.grid ? get().palette.grid : 'transparent');
  const noPath = { paths: () => null, points: { show: false } };
  return {
    width,
    height,
    legend: { show: false },
    cursor: {
      // the panes share the time: another pane's price never places this one's horizontal line
      sync: { key: syncKey, setSeries: false, match: [(a, b) => a === b, () => false] },
      drag: { x: false, y: false, setScale: false },
      points: { show: false },
      x: crosshair,
      y: crosshair,
    },
    scales: {
      x: { time: true, auto: false },
      y: {
        auto: true,
        // log: uPlot's logarithmic distribution; percent is a linear axis labelled against the first close in view
        ...(scale === 'log' ? { distr: 3 as const, log: 10 as const } : {}),
        // room below the candles for the volume, a little above for the high
        // over the lows and highs in view, ranged here (view-extent.ts; open and close lie within)
        range: (u, min, max) => {
          const w = viewIdxs(u);
          const d = u.data as unknown as Columns;
          const e = w === null ? null : extentOf(d[3], d[2], w[0], w[1]);
          return e === null ? priceRange(min, max, scale === 'log', VOLUME_SHARE) : priceRange(e[0], e[1], scale === 'log', VOLUME_SHARE);
        },
      },
      vol: {
        auto: true,
        range: (u, _min, max) => {
          const w = viewIdxs(u);
          const vols = (u.data as unknown as Columns)[5];
          const e = w === null ? null : extentOf(vols, vols, w[0], w[1]);
          return [0, ((e === null ? max : e[1]) || 1) / VOLUME_SHARE];
        },
      },
    },
    // no series is ranged by uPlot (auto: false): the scales' range functions above scan the
    // candles in view once each (uPlot scanned high, low and volume each paint of a pan)
    series: [
      {},
      { label: 'open', scale: 'y', auto: false, ...noPath },
      { label: 'high', scale: 'y', auto: false, ...noPath },
      { label: 'low', scale: 'y', auto: false, ...noPath },
      { label: 'close', scale: 'y', auto: false, ...noPath },
      { label: 'volume', scale: 'vol', auto: false, ...noPath },
    ],
    axes: [
      // a time label every TIME_LABEL_PX at least (uPlot's 50 wrote ~16 across a desktop chart:
      // each is a fillText and a grid line every paint of a pan)
      // in the page's language (uPlot's own labels are English templates)
      { stroke: axisStroke, grid: { stroke: gridStroke, width: 1 }, ticks: { show: false }, space: TIME_LABEL_PX,
        values: (_u, splits, _i, _space, incr) => (seen.times = timeLabels(splits, incr, get().locale)) },
      {
        scale: 'y',
        side: 1,
        size: PRICE_AXIS_PX,
        stroke: axisStroke,
        grid: { stroke: gridStroke, width: 1 },
        ticks: { show: false },
        ...(scale === 'log' ? { splits: (u: uPlot) => priceSplits(u.scales.y.min, u.scales.y.max) } : {}),
        values: (u, splits) => (seen.ticks = priceTicks(splits, scale, get().pricePrecision, firstCloseInView(u))),
      },
    ],
    // the candles, then the last price over them (chart-controller.ts keeps what lies under the
    // mark between the two, live-strip.ts)
    hooks: { draw: [(u) => drawChart(u, get()), (u) => drawMark(u, get())] },
  };
}

/** The close of the first candle in view: percent mode's 0 %. */
function firstCloseInView(u: uPlot): number {
  const d = u.data as unknown as Columns;
  const xs = u.scales.x;
  if (d[0].length === 0 || xs.min == null) return NaN;
  const [from] = visibleRange(d[0], { min: xs.min, max: xs.max ?? xs.min });
  return d[4][Math.min(from, d[0].length - 1)];
}

/** The baseline style's base level over the closes in view (series-style.ts baselineLevel, on a column). */
function baselineLevel(closes: readonly number[], from: number, to: number): number {
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = Math.max(0, from); i < Math.min(closes.length, to); i++) {
    if (closes[i] < lo) lo = closes[i];
    if (closes[i] > hi) hi = closes[i];
  }
  return lo > hi ? NaN : (lo + hi) / 2;
}


/** What a paint's candles are placed by: the columns, the candles in view [from, to), a candle's slot (px) and the time-to-px map. */
export interface CandleFrame {
  d: Columns;
  n: number;
  from: number;
  to: number;
  slot: number;
  x: (t: number) => number;
}

/** The candle frame of uPlot's data and scales as they are; null before there is one. */
export function candleFrame(u: uPlot, s: DrawState): CandleFrame | null {
  const d = u.data as unknown as Columns;
  const n = d[0].length;
  if (n === 0) return null;
  const xs = u.scales.x;
  if (xs.min === undefined || xs.max === undefined) return null;
  const [from, to] = visibleRange(d[0], { min: xs.min - s.barSec, max: xs.max });
  const x = scaleMap(u, 'x');
  return { d, n, from, to, slot: Math.abs(x(d[0][n - 1] + s.barSec) - x(d[0][n - 1])), x };
}

/** The candles in view and the volume under them, in canvas pixels (the last price goes over them: drawMark). */
export function drawChart(u: uPlot, s: DrawState): void {
  const f = candleFrame(u, s);
  if (f === null) return;
  const { ctx, bbox } = u;
  ctx.save();
  ctx.beginPath();
  ctx.rect(bbox.left, bbox.top, bbox.width, bbox.height);
  ctx.clip();
  drawCandles(u, s, f, f.from, f.to);
  ctx.restore();
}

/** The last candle's close over the candles: its dotted line and its label on the price axis. */
export function drawMark(u: uPlot, s: DrawState): void {
  const d = u.data as unknown as Columns;
  const n = d[0].length;
  if (n > 0) drawLastPrice(u, d[4][n - 1], d[1][n - 1], s.pricePrecision, { up: s.settings.upColor, down: s.settings.downColor });
}

/**
 * Candles [from, to) of `f` in the chosen style, their volume and the price pane's lines over
 * them (from a candle before `from` to one after `to`), inside the clip the caller set: the
 * whole paint's (the plot) or the live candle's strip (live-strip.ts), which passes its own
 * `area`: its rects then go through a pixel layer of the strip's size, from `left` to the
 * plot's right (the plot's layer blits a canvas of the plot's size, however few pixels it holds).
 */
export function drawCandles(u: uPlot, s: DrawState, f: CandleFrame, from: number, to: number, area?: StripLayer): void {
  const { d, slot, x } = f;
  const { ctx } = u;
  const up = s.settings.upColor;
  const down = s.settings.downColor;
  const y = scaleMap(u, 'y');
  const body = Math.max(1, Math.round(slot * BODY_SHARE));
  // whole pixels everywhere: crisp edges, and no anti-aliased blending for the rasteriser
  const half = Math.floor(body / 2);
  const line = Math.max(1, Math.round(uPlot.pxRatio));

  // one pass, at most one candle a pixel column (pixel-candles.ts); the rects gathered by
  // colour and drawn as fillRects on whole pixels (rect-batch.ts: a path of many rects is the
  // software rasteriser's slowest case)
  const vol = scaleMap(u, 'vol');
  const vBase = Math.round(vol(0));
  const closes = s.style === 'line' || s.style === 'area' || s.style === 'baseline';
  const { volUp, volDown, solidUp, solidDown, hollowBodies } = BATCHES;
  for (const b of ALL_BATCHES) b.clear(); // a paint that threw left its rects behind
  const barsUp = s.style === 'bar' ? new Path2D() : null;
  const barsDown = s.style === 'bar' ? new Path2D() : null;
  const hollowOutlines = s.style === 'hollow' ? new Path2D() : null;
  eachPixelCandle(d, from, to, (i) => x(d[0][i]) + slot / 2, (k) => {
    const top = Math.round(vol(k.volume));
    (k.close >= k.open ? volUp : volDown).add(k.x - half, top, body, Math.max(1, vBase - top));
    if (closes) return;
    const rising = s.style === 'hollow' ? k.close >= (Number.isNaN(k.prevClose) ? k.open : k.prevClose) : k.close >= k.open;
    const yh = Math.round(y(k.high));
    const yl = Math.round(y(k.low));
    const yo = Math.round(y(k.open));
    const yc = Math.round(y(k.close));
    if (barsUp !== null && barsDown !== null) {
      // bars: one-pixel strokes (hairlines, cheap in software)
      const path = rising ? barsUp : barsDown;
      path.moveTo(k.x, yh);
      path.lineTo(k.x, yl);
      path.moveTo(k.x - half, yo);
      path.lineTo(k.x, yo);
      path.moveTo(k.x, yc);
      path.lineTo(k.x + half, yc);
      return;
    }
    const rects = rising ? solidUp : solidDown;
    const bodyTop = Math.min(yo, yc);
    const h = Math.max(line, Math.abs(yc - yo));
    rects.add(k.x - (line >> 1), yh, line, Math.max(1, yl - yh)); // the wick
    // zoomed out the body is no wider than the wick, which already covers it (open and close lie
    // within high and low): a third fewer rects for the candles that cost the most
    if (body <= line) return;
    if (hollowOutlines !== null && k.close > k.open) {
      // hollow: the body's outline over the panel colour (the wick stays hidden inside)
      hollowBodies.add(k.x - half, bodyTop, body, h);
      hollowOutlines.rect(k.x - half + line / 2, bodyTop + line / 2, body - line, h - line);
    } else rects.add(k.x - half, bodyTop, body, h);
  });
  // in software, the rects as pixels of one buffer drawn with one blit before the strokes
  // (pixel-layer.ts: a fillRect each was rasterised at the frame's commit, as long as the paint's script)
  const layer = plotRects(u, area);
  volUp.fill(layer, withAlpha(up, 0.35));
  volDown.fill(layer, withAlpha(down, 0.35));
  if (!closes && barsUp === null) {
    solidUp.fill(layer, up);
    solidDown.fill(layer, down);
    hollowBodies.fill(layer, s.palette.background);
  }
  layer.flush();
  if (closes) drawCloses(u, d, from, to, slot, s);
  else if (barsUp !== null && barsDown !== null) {
    ctx.lineWidth = line;
    ctx.strokeStyle = up;
    ctx.stroke(barsUp);
    ctx.strokeStyle = down;
    ctx.stroke(barsDown);
  } else {
    if (hollowOutlines !== null) {
      ctx.lineWidth = line;
      ctx.strokeStyle = up;
      ctx.stroke(hollowOutlines);
    }
  }
  drawOverlays(u, from, to, slot, s);
}

/** The overlays' candle centres, kept from paint to paint (line-trace.ts). */
const OVERLAY_CENTRES = new CandleCentres();

/** The price pane's indicator lines over the candles in view (a null value breaks the line). */
function drawOverlays(u: uPlot, from: number, to: number, slot: number, s: DrawState): void {
  const { ctx } = u;
  const d = u.data as unknown as Columns;
  const a = Math.max(0, from - 1);
  const b = Math.min(d[0].length, to + 1);
  const x = scaleMap(u, 'x');
  const y = scaleMap(u, 'y');
  ctx.lineWidth = uPlot.pxRatio;
  let colour = 0;
  const centres = s.overlays.some((o) => !o.dots) ? OVERLAY_CENTRES.fill(d[0], a, b, x, slot / 2) : null;
  for (const o of s.overlays) {
    for (const line of o.lines) {
      ctx.strokeStyle = ctx.fillStyle = OVERLAY_COLOURS[colour++ % OVERLAY_COLOURS.length];
      ctx.beginPath();
      if (!o.dots) {
        traceCentres(ctx, centres!, line, y);
        ctx.stroke();
        continue;
      }
      // SAR: a dot a pixel column
      let lastPx = NaN;
      const end = Math.min(b, line.length);
      for (let i = a; i < end; i++) {
        const v = line[i];
        if (v === null) continue;
        const px = x(d[0][i]) + slot / 2;
        if (Math.round(px) === lastPx && i < end - 1) continue;
        lastPx = Math.round(px);
        const py = y(v);
        ctx.rect(px - uPlot.pxRatio, py - uPlot.pxRatio, 2 * uPlot.pxRatio, 2 * uPlot.pxRatio);
      }
      ctx.fill();
    }
  }
}

function drawCloses(u: uPlot, d: Columns, from: number, to: number, slot: number, s: DrawState): void {
  const { ctx, bbox } = u;
  const a = Math.max(0, from - 1);
  const b = Math.min(d[0].length, to + 1);
  if (b - a < 1) return;
  const path = new Path2D();
  for (let i = a; i < b; i++) {
    const px = u.valToPos(d[0][i], 'x', true) + slot / 2;
    const py = u.valToPos(d[4][i], 'y', true);
    if (i === a) path.moveTo(px, py);
    else path.lineTo(px, py);
  }
  const firstX = u.valToPos(d[0][a], 'x', true) + slot / 2;
  const lastX = u.valToPos(d[0][b - 1], 'x', true) + slot / 2;
  ctx.lineWidth = 2 * uPlot.pxRatio;
  if (s.style === 'baseline') {
    const level = baselineLevel(d[4], from, to);
    const ly = u.valToPos(level, 'y', true);
    for (const [colour, y0, y1] of [[s.settings.upColor, bbox.top, ly], [s.settings.downColor, ly, bbox.top + bbox.height]] as const) {
      ctx.save();
      ctx.beginPath();
      ctx.rect(bbox.left, y0, bbox.width, y1 - y0);
      ctx.clip();
      const fill = new Path2D(path);
      fill.lineTo(lastX, ly);
      fill.lineTo(firstX, ly);
      fill.closePath();
      ctx.fillStyle = withAlpha(colour, 0.15);
      ctx.fill(fill);
      ctx.strokeStyle = colour;
      ctx.stroke(path);
      ctx.restore();
    }
    return;
  }
  if (s.style === 'area') {
    const fill = new Path2D(path);
    const bottom = bbox.top + bbox.height;
    fill.lineTo(lastX, bottom);
    fill.lineTo(firstX, bottom);
    fill.closePath();
    const g = ctx.createLinearGradient(0, bbox.top, 0, bottom);
    g.addColorStop(0, withAlpha(s.settings.upColor, 0.35));
    g.addColorStop(1, withAlpha(s.settings.upColor, 0));
    ctx.fillStyle = g;
    ctx.fill(fill);
  }
  ctx.strokeStyle = s.settings.upColor;
  ctx.stroke(path);
}

/**
 * One uPlot brought to the view: new data and the range when the candles changed; only the
 * range on a pan or zoom (uPlot re-ranges its y axis over the new window itself); a plain
 * redraw when neither moved (a style, an indicator).
 */
export function showRange(u: uPlot, data: unknown[] | null, v: View, dataChanged: boolean): void {
  if (dataChanged && data !== null) {
    u.batch(() => {
      u.setData(data as uPlot.AlignedData, false);
      u.setScale('x', { min: v.min, max: v.max });
    });
  } else if (u.scales.x.min !== v.min || u.scales.x.max !== v.max) u.setScale('x', { min: v.min, max: v.max });
  else u.redraw(true, true);
}
