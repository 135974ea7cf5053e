/**
 * The chart's axis labels drawn from small bitmaps kept by text, not by uPlot's fillText per
 * label per paint. A pan repaints both panes ~40 times a second while most labels stay the same
 * text (the price labels until the range moves a step, the times as they slide across), and a
 * fillText shapes and rasterises its glyphs each time: ~0.8 ms of a pan paint at 4x in the
 * bench/chart.ts profile (the largest native call after the candles' fillRects), and each one a
 * text blob the canvas records, garbage for the major GCs. A copy of a bitmap is a blit.
 *
 * How: uPlot's `values` of each shown axis is wrapped to keep the texts and hand uPlot nulls
 * (it skips a null label, but still draws the grid at every split), and a `drawAxes` hook draws
 * the kept texts where uPlot would have: the same font, colour, alignment and baseline, at
 * whole pixels. The axes' sizes here are fixed numbers, so uPlot never measures the labels.
 *
 * The price pane only: its splits are round prices and times, the same texts paint after paint.
 * A lower pane's splits come from its data (min, middle, max of the lines in view), new texts
 * every pan paint: bitmaps there were a canvas made per label per paint (garbage, and slower).
 */
import uPlot from 'uplot';

/** What of uPlot's resolved axis (its internals after init) the labels read. */
interface AxisInternals {
  show?: boolean;
  side: number;
  scale: string;
  gap: number;
  lineGap: number;
  /** [css font scaled by the pixel ratio, its size in canvas px, css px]. */
  font: [string, number, number];
  stroke: (u: uPlot, i: number) => string;
  values: (u: uPlot, splits: number[], i: number, space: number, incr: number) => (string | number | null)[];
  _show?: boolean;
  _pos: number;
  _size: number;
  _splits: number[] | null;
}

/** One label's bitmap and the point in it that lies on the label's anchor (align, baseline). */
interface Bitmap {
  canvas: HTMLCanvasElement;
  ox: number;
  oy: number;
}

/** Labels kept per font and colour (a pan's times and prices; cleared past this many). */
const KEPT_PER_STYLE = 600;
const PAD = 2;

/** Bitmaps by font and colour, then by align/baseline and text. */
const STYLES = new Map<string, Map<string, Map<string, Map<string, Bitmap>>>>();

function bucket(font: string, colour: string, anchor: string): Map<string, Bitmap> {
  let byColour = STYLES.get(font);
  if (byColour === undefined) STYLES.set(font, (byColour = new Map()));
  let byAnchor = byColour.get(colour);
  if (byAnchor === undefined) byColour.set(colour, (byAnchor = new Map()));
  let texts = byAnchor.get(anchor);
  if (texts === undefined) byAnchor.set(anchor, (texts = new Map()));
  return texts;
}

type Align = 'left' | 'center' | 'right';
type Baseline = 'top' | 'middle' | 'bottom';

function bitmap(texts: Map<string, Bitmap>, text: string, font: string, size: number, colour: string, align: Align, baseline: Baseline): Bitmap | null {
  const kept = texts.get(text);
  if (kept !== undefined) return kept;
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (ctx === null) return null;
  ctx.font = font;
  const tw = ctx.measureText(text).width;
  const h = Math.ceil(size * 1.5) + 2 * PAD;
  canvas.width = Math.ceil(tw) + 2 * PAD;
  canvas.height = h;
  // the size set again reset the context: its font and styles once more
  ctx.font = font;
  ctx.fillStyle = colour;
  ctx.textAlign = 'left';
  ctx.textBaseline = baseline;
  const y = baseline === 'top' ? PAD : baseline === 'middle' ? h / 2 : h - PAD;
  ctx.fillText(text, PAD, y);
  const ox = PAD + (align === 'center' ? tw / 2 : align === 'right' ? tw : 0);
  if (texts.size >= KEPT_PER_STYLE) texts.clear();
  const b = { canvas, ox, oy: y };
  texts.set(text, b);
  return b;
}

/** Makes `u` draw its axis labels from kept bitmaps (call once, after `new uPlot`). */
export function bitmapAxisLabels(u: uPlot): void {
  const axes = u.axes as unknown as AxisInternals[];
  const texts: ((string | number | null)[] | null)[] = axes.map(() => null);
  axes.forEach((axis, i) => {
    if (axis.show === false) return;
    const values = axis.values;
    const nulls: null[] = [];
    axis.values = (self, splits, ai, space, incr) => {
      const v = values(self, splits, ai, space, incr);
      texts[i] = v;
      nulls.length = 0;
      for (let k = 0; k < v.length; k++) nulls.push(null);
      return nulls;
    };
  });
  const hooks = u.hooks as Record<string, ((u: uPlot) => void)[] | undefined>;
  hooks.drawAxes = [...(hooks.drawAxes ?? []), () => drawLabels(u, axes, texts)];
}

function drawLabels(u: uPlot, axes: AxisInternals[], texts: readonly ((string | number | null)[] | null)[]): void {
  const ctx = u.ctx;
  const r = uPlot.pxRatio;
  for (let i = 0; i < axes.length; i++) {
    const axis = axes[i];
    const values = texts[i];
    const splits = axis._splits;
    if (axis.show === false || axis._show === false || values === null || splits === null) continue;
    const side = axis.side;
    const vertical = side % 2 === 1;
    // uPlot's placement (drawAxesGrid), ticks hidden: the gap out from the axis's edge
    const shift = Math.round(axis.gap * r) * (side === 0 || side === 3 ? -1 : 1);
    const edge = Math.round(axis._pos * r) + shift;
    const align: Align = vertical ? (side === 3 ? 'right' : 'left') : 'center';
    const baseline: Baseline = vertical ? 'middle' : side === 2 ? 'top' : 'bottom';
    const [font, size] = axis.font;
    const colour = axis.stroke(u, i);
    const kept = bucket(font, colour, align + baseline);
    const lineHeight = size * axis.lineGap;
    for (let k = 0; k < values.length && k < splits.length; k++) {
      const v = values[k];
      if (v === null || v === undefined) continue;
      const at = Math.round(u.valToPos(splits[k], axis.scale, true));
      const x = vertical ? edge : at;
      const y = vertical ? at : edge;
      const text = typeof v === 'string' ? v : String(v);
      // a time label may hold a second line (the date under the hour)
      const parts = text.includes('\n') ? text.split('\n') : null;
      for (let j = 0; j < (parts?.length ?? 1); j++) {
        const b = bitmap(kept, parts === null ? text : parts[j], font, size, colour, align, baseline);
        if (b !== null) ctx.drawImage(b.canvas, Math.round(x - b.ox), Math.round(y + j * lineHeight - b.oy));
      }
    }
  }
}
