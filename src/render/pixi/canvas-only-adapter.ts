/**
 * Pixi's DOM adapter for pages that draw with the canvas renderer: the same adapter, but its
 * canvases refuse WebGL contexts.
 *
 * Why: the canvas renderer registers Pixi's batcher too, and the batcher builds its default
 * shader program on the first render. Building a program asks a throwaway WebGL "test context"
 * for the highest fragment precision (Pixi's getMaxFragmentPrecision -> getTestContext). The
 * canvas renderer never compiles that program, yet the context was made: under software WebGL
 * (the very case that picks the canvas renderer, src/render/renderer-choice.ts) creating it took
 * 50-110 ms of main thread at a 4x CPU throttle, right before the book's first frame. Refused,
 * Pixi falls back to 'mediump' for a shader nobody compiles. 2D contexts pass through.
 */
import type { Adapter } from 'pixi.js';

const WEBGL_TYPES = new Set(['webgl', 'webgl2', 'experimental-webgl']);

/** `base` with every canvas it creates answering null to a WebGL context request. */
export function refusingWebGL(base: Adapter): Adapter {
  return {
    ...base,
    createCanvas(width?: number, height?: number) {
      const canvas = base.createCanvas(width, height);
      const own = canvas.getContext.bind(canvas) as (type: string, options?: unknown) => unknown;
      canvas.getContext = ((type: string, options?: unknown) => (WEBGL_TYPES.has(type) ? null : own(type, options))) as typeof canvas.getContext;
      return canvas;
    },
  };
}
