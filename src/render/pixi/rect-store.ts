/**
 * The store behind a Rects layer (rects.ts): flat arrays indexed by slot, like the text cells'
 * CellStore, so a frame of 60 bars touches a few typed arrays and no objects. The store is
 * pure, and imports nothing of Pixi.
 */
import { grownTo } from '../../core/grow';
import { layerBase, type LayerView } from './layer';
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

/**
 * The Rects of a layer whose rects live in `store`: set and truncate write the store, destroy
 * runs `cleanUp`, then destroys `view` where there is one. The Rects twin of cellsLayer.
 */
export function rectsLayer(store: RectStore, cleanUp?: () => void, view?: LayerView): Rects {
  return Object.assign(layerBase(view, cleanUp), {
    set: (slot: number, x: number, y: number, w: number, h: number, color: string, alpha = 1) => store.set(slot, x, y, w, h, color, alpha),
    truncate: (count: number) => store.truncate(count),
  });
}
