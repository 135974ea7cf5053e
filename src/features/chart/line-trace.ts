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
 * Traces `line` (one value a candle, null: none) over the candles [from, to) whose times are
 * `xs`; `x` and `y` map a time and a value to canvas px, `shift` moves each point right (half a
 * candle: its centre). Returns the points traced.
 */
export function traceLine(
  ctx: PathTarget, xs: ArrayLike<number>, line: ArrayLike<number | null>, from: number, to: number,
  x: (t: number) => number, y: (v: number) => number, shift = 0,
): number {
  const end = Math.min(to, line.length, xs.length);
  let pen = false;
  let lastCol = NaN;
  let points = 0;
  for (let i = Math.max(0, from); i < end; i++) {
    const v = line[i];
    if (v === null || v === undefined) {
      pen = false;
      continue;
    }
    const px = x(xs[i]) + shift;
    const col = Math.round(px);
    if (pen && col === lastCol && i < end - 1) continue;
    lastCol = col;
    if (pen) ctx.lineTo(px, y(v));
    else ctx.moveTo(px, y(v));
    pen = true;
    points++;
  }
  return points;
}
