/**
 * A lower pane's live candle repainted alone, as the price pane's is (live-strip.ts): when a
 * trade moves only the newest candle and its values stay inside the pane's axis, only a strip at
 * the plot's right end changes. The plot's grid there, kept at the last whole paint (after uPlot
 * drew the axes and the grid, before the bars and lines), is put back, and the bars and lines
 * that reach into the strip are drawn again, clipped to it: the calls a whole paint makes
 * (chart-panes.ts drawPane). A pane has no last price's mark, so nothing else is kept.
 *
 * Why: each lower pane redrew whole on every live paint (twelve a second, LIVE_PAINT_MS): its
 * axis, grid, every bar and every line in view, rasterised at the next frame's commit, for a
 * change at the right end only.
 *
 * When it does not hold, the caller redraws the pane whole (paint() returns false): the last
 * whole paint kept nothing (a pan's, a zoom's or a resize's keeps nothing: `keep`), the view,
 * the pane's scale or its plot moved since, a new candle came, the candles are narrower than
 * STRIP_MIN_SLOT_PX, or the live candle is out of view.
 */
import uPlot from 'uplot';
import { Patch, sameKey, stripKey, stripRect, stripSpan, type StripSpan } from './live-strip';
import type { StripArea } from './chart-panes';

export class PaneStrip {
  /** Set before a paint the market caused (chart-controller.ts keepForStrip): the next whole paint keeps the strip's grid. */
  keep = false;
  private kept: { span: StripSpan; key: number[] } | null = null;
  private readonly grid = new Patch();
  /** Strip paints drawn (window.__terminal.chartStrips().panes). */
  paints = 0;
  /** Whether the pane's latest paint was a strip. */
  lastWasStrip = false;

  /** At each whole paint, after the axes and the grid, before the bars and lines (uPlot's drawAxes hook). */
  capture(u: uPlot, barSec: number): void {
    const keep = this.keep;
    this.keep = false;
    this.kept = null;
    this.lastWasStrip = false;
    if (!keep) return;
    const span = spanOf(u, barSec);
    if (span === null) return;
    if (this.grid.take(u.ctx.canvas, stripRect(u, span.left))) this.kept = { span, key: stripKey(u, PANE_SCALES) };
  }

  /** Draws the live candle's strip with `draw` if what was kept still holds; false: draw the whole pane. */
  paint(u: uPlot, draw: (area: StripArea) => void): boolean {
    const k = this.kept;
    // not drawn: the whole paint the caller makes instead keeps (`keep` as the caller set it)
    if (k === null || !sameKey(k.key, stripKey(u, PANE_SCALES))) return false;
    this.keep = false;
    const { ctx, bbox } = u;
    this.grid.put(ctx);
    ctx.save();
    ctx.beginPath();
    ctx.rect(k.span.left, bbox.top, bbox.left + bbox.width - k.span.left, bbox.height);
    ctx.clip();
    draw({ start: k.span.start, owner: this, left: k.span.left });
    ctx.restore();
    this.paints++;
    this.lastWasStrip = true;
    return true;
  }
}

function spanOf(u: uPlot, barSec: number): StripSpan | null {
  const xs = u.data[0];
  const sx = u.scales.x;
  if (xs.length === 0 || sx.min == null || sx.max == null) return null;
  const slot = Math.abs(u.valToPos(sx.min + barSec, 'x', true) - u.valToPos(sx.min, 'x', true));
  return stripSpan((i) => u.valToPos(xs[i], 'x', true) + slot / 2, xs.length, slot, u.bbox.left, u.bbox.left + u.bbox.width, uPlot.pxRatio);
}

/** A lower pane's scales: time and its own values. */
const PANE_SCALES = ['x', 'y'];
