/**
 * Rects: many filled rectangles as one layer (the order book's depth bars), addressed by slot
 * like TextCells. On the canvas renderer one RenderContainer fills them all with fillRect,
 * grouped by colour; a Graphics object per bar cost Pixi's per-object work (transform, save,
 * path, restore) 60 times a frame, 1.6 s in 10 s under the 4x throttle (docs/perf.md). On
 * WebGL one Graphics is rebuilt when a rect changed, and Pixi batches it.
 */
import { Graphics, RenderContainer, type CanvasRenderer, type Renderer } from 'pixi.js';
import { grownTo } from '../../core/grow';
import type { Rects } from './types';

/** Growable parallel arrays of rects (x, y, w, h in CSS px; colour and alpha per rect). */
export class RectStore {
  x = new Float32Array(64);
  y = new Float32Array(64);
  w = new Float32Array(64);
  h = new Float32Array(64);
  alpha = new Float32Array(64);
  color: string[] = [];
  length = 0;
  version = 0;

  set(slot: number, x: number, y: number, w: number, h: number, color: string, alpha: number): void {
    if (slot < 0 || !Number.isInteger(slot)) throw new RangeError(`bad rect slot ${slot}`);
    const f = Math.fround;
    if (slot < this.length && this.x[slot] === f(x) && this.y[slot] === f(y) && this.w[slot] === f(w) && this.h[slot] === f(h)
      && this.color[slot] === color && this.alpha[slot] === f(alpha)) return;
    if (slot >= this.x.length) {
      this.x = grownTo(this.x, slot + 1);
      this.y = grownTo(this.y, slot + 1);
      this.w = grownTo(this.w, slot + 1);
      this.h = grownTo(this.h, slot + 1);
      this.alpha = grownTo(this.alpha, slot + 1);
    }
    // slots skipped over stay empty (zero size): drawn as nothing
    for (let i = this.length; i < slot; i++) { this.w[i] = 0; this.color[i] = ''; }
    this.x[slot] = x;
    this.y[slot] = y;
    this.w[slot] = w;
    this.h[slot] = h;
    this.color[slot] = color;
    this.alpha[slot] = alpha;
    if (slot >= this.length) this.length = slot + 1;
    this.version++;
  }

  truncate(count: number): void {
    const n = Math.max(0, Math.floor(count));
    if (n >= this.length) return;
    this.color.length = n;
    this.length = n;
    this.version++;
  }
}

/** Rects on Pixi's canvas renderer: one fillRect each, inside one RenderContainer. */
export function createCanvasRects(): Rects {
  const rects = new RectStore();
  const view = new RenderContainer({
    label: 'canvas-rects',
    render(renderer: Renderer) {
      const n = rects.length;
      if (n === 0) return;
      const canvasRenderer = renderer as unknown as CanvasRenderer;
      const system = canvasRenderer.canvasContext;
      const ctx = system.activeContext as unknown as CanvasRenderingContext2D;
      const viewAlpha = ((view.groupColorAlpha >>> 24) & 255) / 255;
      if (viewAlpha <= 0) return;
      ctx.save();
      system.setContextTransform(view.groupTransform, false);
      let color = '';
      let alpha = -1;
      for (let i = 0; i < n; i++) {
        if (rects.w[i] <= 0 || rects.h[i] <= 0) continue;
        // bars come in runs of one colour: the style is set when it changes, not per rect
        if (rects.color[i] !== color) ctx.fillStyle = color = rects.color[i];
        if (rects.alpha[i] !== alpha) ctx.globalAlpha = (alpha = rects.alpha[i]) * viewAlpha;
        ctx.fillRect(rects.x[i], rects.y[i], rects.w[i], rects.h[i]);
      }
      ctx.restore();
    },
  });
  return {
    view,
    set: (slot, x, y, w, h, color, alpha = 1) => rects.set(slot, x, y, w, h, color, alpha),
    truncate: (count) => rects.truncate(count),
    destroy: () => view.destroy(),
  };
}

/** Rects on WebGL: one Graphics, rebuilt before a render when any rect changed. */
export function createGraphicsRects(): Rects & { prepare(): void } {
  const rects = new RectStore();
  const view = new Graphics({ label: 'graphics-rects' });
  let built = -1;
  return {
    view,
    set: (slot, x, y, w, h, color, alpha = 1) => rects.set(slot, x, y, w, h, color, alpha),
    truncate: (count) => rects.truncate(count),
    prepare() {
      if (built === rects.version) return;
      built = rects.version;
      view.clear();
      for (let i = 0; i < rects.length; i++) {
        if (rects.w[i] <= 0 || rects.h[i] <= 0) continue;
        view.rect(rects.x[i], rects.y[i], rects.w[i], rects.h[i]).fill({ color: rects.color[i], alpha: rects.alpha[i] });
      }
    },
    destroy: () => view.destroy(),
  };
}
