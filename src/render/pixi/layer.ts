/**
 * What every kind of layer shares: whether it is drawn, and its clean-up. A layer drawn in
 * Pixi's pass keeps both on its Pixi view; an off-thread one (overlay.ts) has no view, and the
 * overlay reads its flag. This module imports nothing of Pixi: the canvas path's widgets run
 * without it until the stage's own canvas is first shown (stage.ts).
 */
import type { Container } from 'pixi.js';
import type { Band, Layer } from './types';

/** The whole canvas: what a layer draws when its stage repaints everything. */
export const WHOLE: Readonly<Band> = { top: -Infinity, bottom: Infinity };

/** What a layer needs of its Pixi view (a Container). */
export interface LayerView {
  visible: boolean;
  destroy(): void;
}

/** A layer's `visible` and `destroy`: on `view` when it has one; `cleanUp` runs first on destroy, once however often it is called. */
export function layerBase(view: LayerView | undefined, cleanUp?: () => void): Layer {
  let shown = true;
  let destroyed = false;
  return {
    get visible() {
      return view === undefined ? shown : view.visible;
    },
    set visible(on: boolean) {
      if (view === undefined) shown = on;
      else view.visible = on;
    },
    destroy() {
      // an off-thread layer's clean-up takes it out of its overlay's list by index: twice would take another
      if (destroyed) return;
      destroyed = true;
      cleanUp?.();
      view?.destroy();
    },
  };
}

/** A layer drawn in Pixi's pass, with the view the stage puts in its scene; WebGL layers rebuild their geometry in prepare(), before each render. */
export interface InPassLayer<T extends Layer> {
  readonly layer: T;
  readonly view: Container;
  prepare?(): void;
}
