/**
 * Fills rect layers with one fillRect each, on any 2D context: Pixi's canvas (rects.ts, inside
 * its render pass) or the overlay worker's OffscreenCanvas (workers/overlay). Shared so that
 * both draw the same pixels, like text-draw.ts for text.
 */

/** A layer's rects as parallel arrays (RectStore, or a copy of one sent to the worker). */
interface RectArrays {
  x: ArrayLike<number>;
  y: ArrayLike<number>;
  w: ArrayLike<number>;
  h: ArrayLike<number>;
  alpha: ArrayLike<number>;
  color: readonly string[];
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * fillRect for rects [0, n) with a size, each at its alpha times `viewAlpha`; the context's
 * transform is the caller's, and the caller restores its fill style and alpha.
 */
export function drawRects(ctx: Context2D, rects: RectArrays, n: number, viewAlpha: number): void {
  let color = '';
  let alpha = -1;
  for (let i = 0; i < n; i++) {
    if (rects.w[i] <= 0 || rects.h[i] <= 0) continue;
    // bars come in runs of one colour: the style is set when it changes, not per rect
    if (rects.color[i] !== color) ctx.fillStyle = color = rects.color[i];
    if (rects.alpha[i] !== alpha) ctx.globalAlpha = (alpha = rects.alpha[i]) * viewAlpha;
    ctx.fillRect(rects.x[i], rects.y[i], rects.w[i], rects.h[i]);
  }
}
