/**
 * The facts chooseRenderer() (renderer-choice.ts) decides on, asked of any canvas that can hold
 * a WebGL context: the page's <canvas> (src/render/pixi/probe.ts) or the market worker's
 * OffscreenCanvas (workers/market), where the trade page asks first so that creating the
 * throwaway contexts (50-180 ms of a throttled main thread under software WebGL) happens off
 * the main thread while the page's code is still loading. No DOM here: the canvas comes in.
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

/** True for a value shaped like a RendererProbe (an answer from the worker is checked before use). */
export function isRendererProbe(value: unknown): value is RendererProbe {
  const p = value as Partial<RendererProbe> | null;
  return typeof p === 'object' && p !== null && typeof p.query === 'string' && typeof p.webglAvailable === 'boolean'
    && typeof p.majorPerformanceCaveat === 'boolean' && (p.unmaskedRenderer === undefined || p.unmaskedRenderer === null || typeof p.unmaskedRenderer === 'string');
}
