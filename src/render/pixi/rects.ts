/**
 * Rects: many filled rectangles as one layer (the order book's depth bars), addressed by slot
 * like TextCells. On the canvas renderer one RenderContainer fills them all with fillRect,
 * grouped by colour; a Graphics object per bar cost Pixi's per-object work (transform, save,
 * path, restore) 60 times a frame, 1.6 s in 10 s under the 4x throttle (docs/perf.md). On
 * WebGL one Graphics is rebuilt when a rect changed, and Pixi batches it.
 */
import { Graphics, RenderContainer, type Renderer } from 'pixi.js';
import { drawInPass } from './canvas-pass';
import { drawRects } from './rect-draw';
import { RectStore, rectsLayer } from './rect-store';
import type { InPassLayer } from './layer';
import type { Rects } from './types';

/** Rects on Pixi's canvas renderer: one fillRect each, inside one RenderContainer. */
export function createCanvasRects(): InPassLayer<Rects> {
  const rects = new RectStore();
  const view = new RenderContainer({
    label: 'canvas-rects',
    render(renderer: Renderer) {
      const n = rects.length;
      if (n === 0) return;
      drawInPass(renderer, view, (ctx, _m, viewAlpha) => drawRects(ctx, rects, n, viewAlpha));
    },
  });
  return { layer: rectsLayer(rects, undefined, view), view };
}

/** Rects on WebGL: one Graphics, rebuilt before a render when any rect changed. */
export function createGraphicsRects(): InPassLayer<Rects> {
  const rects = new RectStore();
  const view = new Graphics({ label: 'graphics-rects' });
  let built = -1;
  return {
    layer: rectsLayer(rects, undefined, view),
    view,
    prepare() {
      if (built === rects.version) return;
      built = rects.version;
      view.clear();
      for (let i = 0; i < rects.length; i++) {
        if (rects.w[i] <= 0 || rects.h[i] <= 0) continue;
        view.rect(rects.x[i], rects.y[i], rects.w[i], rects.h[i]).fill({ color: rects.color[i], alpha: rects.alpha[i] });
      }
    },
  };
}
