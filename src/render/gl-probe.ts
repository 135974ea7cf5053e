/**
 * The facts chooseRenderer() (renderer-choice.ts) decides on, asked of any canvas that can hold
 * a WebGL context (the page's <canvas>, src/render/pixi/probe.ts; an OffscreenCanvas would do).
 * No DOM here: the canvas comes in, so every branch is tested without a browser.
 *
 * Not in the market worker: there its OffscreenCanvas's first WebGL context held the worker
 * ~270 ms at a 4x throttle (the worker's own GPU channel), and the wasm book and the socket
 * waited behind it, on the book's critical path; the page's main thread has the time.
 */
import type { RendererProbe } from './renderer-choice';

type GL = WebGLRenderingContext | WebGL2RenderingContext;

/** What the probe needs of a canvas: HTMLCanvasElement and OffscreenCanvas both are one. */
export interface ProbeCanvas {
  getContext(type: 'webgl2' | 'webgl', attributes: WebGLContextAttributes): unknown;
}

function context(makeCanvas: () => ProbeCanvas, attributes: WebGLContextAttributes): GL | null {
  const canvas = makeCanvas();
  try {
    return (canvas.getContext('webgl2', attributes) ?? canvas.getContext('webgl', attributes)) as GL | null;
  } catch {
    return null;
  }
}

/**
 * Probes with canvases from `makeCanvas`; `query` is the page's location.search. The contexts
 * are released at once: browsers cap live contexts (about 16).
 */
export function probeWith(makeCanvas: () => ProbeCanvas, query: string): RendererProbe {
  // the strict context answers both questions when it exists; a second one only when it failed
  const strict = context(makeCanvas, { failIfMajorPerformanceCaveat: true });
  const gl = strict ?? context(makeCanvas, {});
  let unmaskedRenderer: string | null = null;
  if (gl !== null) {
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    if (info !== null) unmaskedRenderer = String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL));
  }
  const webglAvailable = gl !== null;
  gl?.getExtension('WEBGL_lose_context')?.loseContext();
  return { query, webglAvailable, unmaskedRenderer, majorPerformanceCaveat: webglAvailable && strict === null };
}
