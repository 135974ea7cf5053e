/**
 * The live candle repainted alone: a trade moves the newest candle, and when nothing else the
 * chart shows moves with it (the view, the axes' ranges), only a strip at the plot's right end
 * changes, and the last price's mark (a dotted row across the plot, a label on the price axis).
 * It is drawn again in place: what lay under the mark (kept when it was drawn) is put back; in
 * the strip, the plot's grid as the last whole paint left it (kept then, before
 * the candles went over it) and the candles and lines that reach into it, clipped to it; then
 * what lies under the mark's new place is kept, and the mark drawn over it: the same calls a
 * whole paint makes (chart-draw.ts drawCandles and drawMark). The pixels are the whole paint's
 * but where an indicator line crosses the strip's left edge: clipped there, the rasteriser's
 * anti-aliased hairline starts its steps at the clipped end, and a few pixels of that segment
 * differ by a few levels until the next whole paint (docs/decisions.md, session 31;
 * tests/e2e/price-chart-strip.test.ts).
 *
 * Why: a whole paint of the price pane is ~6 ms of script at a 4x CPU throttle, twelve times a
 * second (chart-controller.ts LIVE_PAINT_MS), and its canvas's recorded drawing is rasterised in
 * the next frame's commit: with other work in that frame (the market list scrolling beside the
 * chart), it missed 16.7 ms. A strip paint is ~2 ms of script and rasterises a few dozen pixels'
 * width (docs/perf.md, session 28: the list's scroll 50.3 fps before, 54.9 after, alternated runs).
 *
 * When it does not hold, the caller redraws the whole pane (paint() returns false): the last
 * whole paint kept nothing (only the market's keep: a pan's, a zoom's, a resize's or a
 * style's does not, chart-controller.ts keepForStrip), the view or a scale moved since,
 * the last price left the plot, the style draws lines through every candle (line, area,
 * baseline: the baseline's level follows the closes in view), zoomed out under
 * STRIP_MIN_SLOT_PX a candle (candles share pixel columns, and the lines' points with them), a
 * translucent up or down colour (the last price's dashes would be blended twice), or the
 * live candle is not in view.
 */
import uPlot from 'uplot';
import { candleFrame, drawCandles, drawMark, type CandleFrame, type Columns, type DrawState } from './chart-draw';
import { markRects, markRow, type PxRect } from './last-price-mark';
import { parseColour } from './pixel-layer';

/** Least width of a candle's slot (css px) the strip is drawn at; under it the whole pane is. */
export const STRIP_MIN_SLOT_PX = 3;

/**
 * Room (css px) kept left of the previous candle's centre, where the lines' join at that point
 * can reach (a miter is at most 5 line widths from its point at canvas' default limit of 10).
 */
export const STRIP_MARGIN_PX = 8;

/** The strip's left edge (canvas px) and the first candle drawn into it. */
export interface StripSpan {
  left: number;
  start: number;
}

/**
 * Where the strip of the live candle (the last of `n`) begins: a margin left of the previous
 * candle's centre (the line segment to the live candle starts there), and the first candle whose
 * drawing must be repeated, a margin and a slot further left so that the lines' path, started
 * there, has no end of its own inside the strip. `centre(i)` is candle i's centre (canvas px),
 * `slot` a candle's width (canvas px), `r` the pixel ratio; null when the strip cannot be used.
 */
export function stripSpan(centre: (i: number) => number, n: number, slot: number, plotLeft: number, plotRight: number, r: number): StripSpan | null {
  if (n < 2 || !(slot >= STRIP_MIN_SLOT_PX * r)) return null;
  const last = centre(n - 1);
  if (!(last >= plotLeft && last <= plotRight)) return null;
  const margin = STRIP_MARGIN_PX * r;
  // whole pixels: the copies and the clip's edge then fall on pixel boundaries at any ratio
  const left = Math.max(Math.floor(plotLeft), Math.floor(centre(n - 2) - margin));
  let start = n - 2;
  while (start > 0 && centre(start) > left - margin - slot) start--;
  return { left, start };
}

/** What the kept strip holds and what it was kept for: a later paint matches all of it or draws whole. */
interface Kept {
  span: StripSpan;
  /** The candles, the scales' ends and the plot when it was kept. */
  key: number[];
}

/**
 * A copy of canvas pixels on whole-pixel rects: a canvas, not an ImageData (a copy between
 * canvases keeps translucent pixels exact, and makes no garbage a paint).
 */
export class Patch {
  private canvas: HTMLCanvasElement | null = null;
  rect: PxRect | null = null;

  /** Copies `rect` of `from`. */
  take(from: HTMLCanvasElement, rect: PxRect): boolean {
    this.rect = null;
    if (rect.w <= 0 || rect.h <= 0) return false;
    this.canvas ??= document.createElement('canvas');
    const c = this.canvas;
    if (c.width < rect.w || c.height < rect.h) {
      c.width = Math.max(c.width, rect.w);
      c.height = Math.max(c.height, rect.h);
    }
    const ctx = c.getContext('2d');
    if (ctx === null) return false;
    ctx.clearRect(0, 0, rect.w, rect.h);
    ctx.drawImage(from, rect.x, rect.y, rect.w, rect.h, 0, 0, rect.w, rect.h);
    this.rect = rect;
    return true;
  }

  /** Puts the copy back where it was taken. */
  put(ctx: CanvasRenderingContext2D): void {
    const r = this.rect;
    if (r === null || this.canvas === null) return;
    ctx.clearRect(r.x, r.y, r.w, r.h);
    ctx.drawImage(this.canvas, 0, 0, r.w, r.h, r.x, r.y, r.w, r.h);
  }
}

export class LiveStrip {
  private kept: Kept | null = null;
  /** The plot's grid under the strip. */
  private readonly grid = new Patch();
  /** What lies under the last price's mark: its row across the plot, its label. */
  private readonly underLine = new Patch();
  private readonly underLabel = new Patch();
  /** The mark's pixel row those were taken at (null: none). */
  private markAt: number | null = null;
  /** Strip paints drawn (window.__terminal.chartStrips()). */
  paints = 0;
  /** Whether the latest paint of the pane was a strip, and whether that strip moved the last price's mark. */
  lastWasStrip = false;
  lastMoved = false;

  /**
   * At each whole paint, once uPlot has drawn the axes and the grid and before the candles:
   * keeps the plot's pixels where the live candle's strip lies, unless `keep` is false (not the
   * market's paint; the first live paint after it draws whole and keeps).
   */
  capture(u: uPlot, s: DrawState, keep: boolean): void {
    this.kept = null;
    this.markAt = null;
    this.lastWasStrip = false;
    if (!keep || !stripStyle(s)) return;
    const f = candleFrame(u, s);
    const span = f === null ? null : spanOf(u, f);
    if (f === null || span === null) return;
    if (!this.grid.take(u.ctx.canvas, stripRect(u, span.left))) return;
    this.kept = { span, key: stripKey(u, PRICE_SCALES) };
  }

  /** At each whole paint, after the candles and before the last price's mark: keeps what the mark will cover. */
  captureUnderMark(u: uPlot): void {
    const d = u.data as unknown as Columns;
    if (this.kept === null || d[0].length === 0) return;
    this.keepUnderMark(u, markRow(u, d[4][d[0].length - 1]));
  }

  /** Draws the live candle's strip if what was kept still holds; false: draw the whole pane. */
  paint(u: uPlot, s: DrawState): boolean {
    const k = this.kept;
    if (k === null || !stripStyle(s)) return false;
    const f = candleFrame(u, s);
    if (f === null || !sameKey(k.key, stripKey(u, PRICE_SCALES))) return false;
    const row = markRow(u, f.d[4][f.n - 1]);
    if (row === null || this.markAt === null) return false;
    const { ctx, bbox } = u;
    this.lastMoved = row !== this.markAt;
    // what the mark covered comes back when it moves, or when it does not lie on whole pixels
    // (a ratio like 1.5, a plot edge on a half pixel: drawn again over itself, its part-covered
    // edge pixels would blend twice); on whole pixels, its opaque pixels cover themselves exactly
    const again = this.lastMoved || !wholeMark(u);
    if (again) {
      this.underLine.put(ctx);
      this.underLabel.put(ctx);
    }
    this.grid.put(ctx);
    ctx.save();
    ctx.beginPath();
    ctx.rect(k.span.left, bbox.top, bbox.left + bbox.width - k.span.left, bbox.height);
    ctx.clip();
    // the strip's rects through a pixel layer of the strip's size (the whole paint's own layer
    // blits a plot-sized canvas): composed as the whole paint composes them
    drawCandles(u, s, f, k.span.start, f.n, { owner: this, left: k.span.left });
    ctx.restore();
    // under the mark: the new strip, and elsewhere what was there
    if (again) this.keepUnderMark(u, row);
    drawMark(u, s);
    this.paints++;
    this.lastWasStrip = true;
    return true;
  }

  private keepUnderMark(u: uPlot, row: number | null): void {
    this.markAt = null;
    if (row === null) return;
    const [line, label] = markRects(u.bbox, row, uPlot.pxRatio);
    if (this.underLine.take(u.ctx.canvas, line) && this.underLabel.take(u.ctx.canvas, label)) this.markAt = row;
  }
}

/** The mark lies on whole pixels: a whole pixel ratio, and the plot's edges (uPlot places them on half pixels too) on whole ones. */
function wholeMark(u: uPlot): boolean {
  return Number.isInteger(uPlot.pxRatio) && Number.isInteger(u.bbox.left) && Number.isInteger(u.bbox.left + u.bbox.width);
}

/** The styles whose live candle changes its own slot and the lines' last segment only, in opaque colours. */
function stripStyle(s: DrawState): boolean {
  if (s.style === 'line' || s.style === 'area' || s.style === 'baseline') return false;
  return parseColour(s.settings.upColor)?.[3] === 255 && parseColour(s.settings.downColor)?.[3] === 255;
}

function spanOf(u: uPlot, f: CandleFrame): StripSpan | null {
  return stripSpan((i) => f.x(f.d[0][i]) + f.slot / 2, f.n, f.slot, u.bbox.left, u.bbox.left + u.bbox.width, uPlot.pxRatio);
}

/**
 * What a kept strip is valid for: the candles (how many, the newest's start), the ends of
 * `scales` and the plot's box. A pane whose key changed draws whole.
 */
export function stripKey(u: uPlot, scales: readonly string[]): number[] {
  const xs = u.data[0];
  const { bbox } = u;
  const key = [xs.length, xs[xs.length - 1] ?? NaN];
  for (const name of scales) key.push(u.scales[name]?.min ?? NaN, u.scales[name]?.max ?? NaN);
  key.push(bbox.left, bbox.top, bbox.width, bbox.height);
  return key;
}

/** The price pane's scales: time, price and the volume under the candles. */
const PRICE_SCALES = ['x', 'y', 'vol'];

/** The plot's pixels from `left` (canvas px) to its right end: every pixel it touches (uPlot's box may lie on half pixels). */
export function stripRect(u: uPlot, left: number): PxRect {
  const { bbox } = u;
  const top = Math.floor(bbox.top);
  return { x: left, y: top, w: Math.ceil(bbox.left + bbox.width) - left, h: Math.ceil(bbox.top + bbox.height) - top };
}

export function sameKey(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
