/**
 * Axis-aligned rectangles of one colour, gathered during a paint's pass over the candles and
 * then drawn with one fillRect each, on whole pixels.
 *
 * Why not one Path2D of rects per colour (fewer canvas calls): the browsers we measure on draw
 * the canvas in software (no GPU), where filling a path of many rects goes through the
 * anti-aliased path rasteriser over the whole path; fillRect on whole pixels is a plain blit.
 * Measured in Chromium (software, unthrottled): 1,720 one-pixel-wide rects took 8.5 ms as one
 * filled path and 1.7 ms as fillRects, 900 wider ones 6.3 ms and 0.9 ms (docs/decisions.md,
 * "Issue 21: chart pan at 55 fps").
 */

/** The subset of CanvasRenderingContext2D a batch draws with (tests pass a recorder). */
export interface RectTarget {
  fillStyle: string | CanvasGradient | CanvasPattern;
  fillRect(x: number, y: number, w: number, h: number): void;
}

export class RectBatch {
  private buf = new Float64Array(4 * 512);
  private n = 0;

  /** Rects gathered since the last fill. */
  get size(): number {
    return this.n;
  }

  /** Adds a rect, rounded to whole pixels (at least 1 px each way); empty input adds nothing. */
  add(x: number, y: number, w: number, h: number): void {
    if (!(w > 0) || !(h > 0) || !Number.isFinite(x) || !Number.isFinite(y)) return;
    if (4 * (this.n + 1) > this.buf.length) {
      const grown = new Float64Array(this.buf.length * 2);
      grown.set(this.buf);
      this.buf = grown;
    }
    const o = 4 * this.n++;
    this.buf[o] = Math.round(x);
    this.buf[o + 1] = Math.round(y);
    this.buf[o + 2] = Math.max(1, Math.round(w));
    this.buf[o + 3] = Math.max(1, Math.round(h));
  }

  /** Draws every rect gathered in `style` and empties the batch (the buffer is kept for the next paint). */
  fill(ctx: RectTarget, style: string): void {
    if (this.n === 0) return;
    ctx.fillStyle = style;
    const b = this.buf;
    for (let i = 0, o = 0; i < this.n; i++, o += 4) ctx.fillRect(b[o], b[o + 1], b[o + 2], b[o + 3]);
    this.n = 0;
  }

  /** Forgets the rects gathered without drawing them. */
  clear(): void {
    this.n = 0;
  }
}
