/**
 * Moves a canvas's pixels down, on any 2D context: a stage's own canvas (stage.ts) or the
 * overlay worker's OffscreenCanvas (workers/overlay). Shared like rect-draw.ts and text-draw.ts.
 */

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * Moves everything the canvas shows down by `d` device px (the bottom rows fall off); the top
 * `d` rows keep what they showed, for the caller to repaint. `op` is 'copy' on a transparent
 * canvas, where the moved rows must replace what is under them, not be laid over it.
 */
export function scrollPixels(ctx: Context2D, canvas: HTMLCanvasElement | OffscreenCanvas, d: number, op: GlobalCompositeOperation): void {
  const { width, height } = canvas;
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = op;
  // a canvas drawn onto itself is read from a snapshot, so the overlap is safe
  ctx.drawImage(canvas, 0, 0, width, height - d, 0, d, width, height - d);
  ctx.restore();
}
