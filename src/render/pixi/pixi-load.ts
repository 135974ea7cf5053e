/**
 * When a page needs Pixi's code (pixi-scene.ts), and its one fetch. On the canvas path with an
 * overlay worker, the widgets draw their first screen off-thread and a stage loads Pixi the first
 * time its own canvas is shown (stage.ts); on the WebGL path, and where a canvas cannot go to a
 * worker, a stage needs Pixi before it is made, so the boot starts the fetch as soon as the
 * renderer is chosen (src/app/boot.ts), not when the widget mounts. Small and free of Pixi: the
 * boot chunk carries it.
 */
import type { RendererChoice } from '../renderer-choice';

export type PixiScene = typeof import('./pixi-scene');

let pixiScene: Promise<PixiScene> | null = null;

/**
 * Pixi's part of the stages, fetched once; the page prefetches it in idle time. A fetch that
 * failed (a network blip) is forgotten, so the next use fetches it again.
 */
export function loadPixiScene(): Promise<PixiScene> {
  if (pixiScene === null) {
    const loading = import('./pixi-scene');
    pixiScene = loading;
    loading.catch(() => {
      if (pixiScene === loading) pixiScene = null;
    });
  }
  return pixiScene;
}

/** Whether this browser can hand a canvas to a worker. */
export function overlaySupported(): boolean {
  return typeof HTMLCanvasElement !== 'undefined' && 'transferControlToOffscreen' in HTMLCanvasElement.prototype
    && typeof Worker !== 'undefined';
}

/** Whether a stage of this choice waits for Pixi only until its own canvas is first shown (else before it is made). */
export function stageIsLazy(choice: RendererChoice): boolean {
  return choice.renderer === 'canvas' && overlaySupported();
}
