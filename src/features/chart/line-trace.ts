/**
 * An indicator line over the candles in view, as the price pane's overlays and the lower
 * panes draw it: one point a pixel column (zoomed out, several candles share a column; their
 * later points would draw over the same pixels), the last point always, and a null value
 * breaking the line. The points go into the context's current path; the caller strokes it, so
 * a line costs one stroke of a plain path (no Path2D built per paint, as uPlot's own line paths
 * are) and one canvas call a pixel column.
 */

/** The part of CanvasRenderingContext2D a line is traced with (tests pass a recorder). */
export interface PathTarget {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
}

/**
 * The centres (canvas px) and pixel columns of the candles [from, to), computed once a paint for
 * every line traced over them: the price pane's six overlay lines (MA, BOLL) each mapped every
 * candle's time again, the larger part of their tracing (bench/chart.ts profile). Its buffers are
 * kept from paint to paint.
 */
export class CandleCentres {
  from = 0;
  n = 0;
  px = new Float64Array(256);
  col = new Int32Array(256);

  /** Candles [from, to) of `xs`, `x` mapping a time to px, `shift` moving each right (half a candle: its centre). */
  fill(xs: ArrayLike<number>, from: number, to: number, x: (t: number) => number, shift = 0): this {
    this.from = Math.max(0, from);
    this.n = Math.max(0, Math.min(to, xs.length) - this.from);
    if (this.px.length < this.n) {
      this.px = new Float64Array(this.n * 2);
      this.col = new Int32Array(this.n * 2);
    }
    for (let k = 0; k < this.n; k++) {
      const px = x(xs[this.from + k]) + shift;
      this.px[k] = px;
      this.col[k] = Math.round(px);
    }
    return this;
  }
}

/**
 * Traces `line` (one value a candle, null: none) over the candles of `c` (within the line);
 * `y` maps a value to canvas px. Returns the points traced.
 */
export function traceCentres(ctx: PathTarget, c: CandleCentres, line: ArrayLike<number | null>, y: (v: number) => number): number {
  const end = Math.min(c.from + c.n, line.length);
  let pen = false;
  let lastCol = NaN;
  let points = 0;
  for (let i = c.from; i < end; i++) {
    const v = line[i];
    if (v === null || v === undefined) {
      pen = false;
      continue;
    }
    const k = i - c.from;
    const col = c.col[k];
    if (pen && col === lastCol && i < end - 1) continue;
    lastCol = col;
    if (pen) ctx.lineTo(c.px[k], y(v));
    else ctx.moveTo(c.px[k], y(v));
    pen = true;
    points++;
  }
  return points;
}
