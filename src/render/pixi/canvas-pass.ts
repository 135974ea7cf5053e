/**
 * The step every custom drawing on Pixi's canvas renderer starts with (a RenderContainer's
 * render callback): the renderer's active 2D context, set to the view's transform and alpha,
 * saved and restored around the drawing.
 */
import type { CanvasRenderer, Container, Matrix, Renderer } from 'pixi.js';

/**
 * Calls `draw` with the context set to `view`'s world transform, `alpha` its world alpha
 * (0..1) and the screen's height in CSS px; does nothing for a transparent view.
 */
export function drawInPass(
  renderer: Renderer,
  view: Container,
  draw: (ctx: CanvasRenderingContext2D, m: Matrix, alpha: number, screenHeight: number) => void,
): void {
  const canvasRenderer = renderer as unknown as CanvasRenderer;
  const system = canvasRenderer.canvasContext;
  const ctx = system.activeContext as unknown as CanvasRenderingContext2D;
  const alpha = ((view.groupColorAlpha >>> 24) & 255) / 255;
  if (alpha <= 0) return;
  ctx.save();
  try {
    const m = view.groupTransform;
    system.setContextTransform(m, false);
    draw(ctx, m, alpha, canvasRenderer.screen.height);
  } finally {
    ctx.restore();
  }
}
