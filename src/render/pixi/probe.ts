/**
 * The browser side of the renderer choice: asks the page for the facts chooseRenderer()
 * (src/render/renderer-choice.ts, pure) decides on. Run once per page and cached: creating a
 * WebGL context costs a few ms and browsers cap live contexts (about 16), so the throwaway
 * contexts are released at once.
 */
import { chooseRenderer, type RendererChoice, type RendererProbe } from '../renderer-choice';

type GL = WebGLRenderingContext | WebGL2RenderingContext;

function context(attributes: WebGLContextAttributes): GL | null {
  const canvas = document.createElement('canvas');
  try {
    return (canvas.getContext('webgl2', attributes) ?? canvas.getContext('webgl', attributes)) as GL | null;
  } catch {
    return null;
  }
}

function release(gl: GL | null): void {
  gl?.getExtension('WEBGL_lose_context')?.loseContext();
}

/** Builds the probe from the live page (no caching; see rendererChoice()). */
export function probeRenderer(): RendererProbe {
  const query = typeof location === 'undefined' ? '' : location.search;
  // the strict context answers both questions when it exists; a second one only when it failed
  const strict = context({ failIfMajorPerformanceCaveat: true });
  const gl = strict ?? context({});
  let unmaskedRenderer: string | null = null;
  if (gl !== null) {
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    if (info !== null) unmaskedRenderer = String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL));
  }
  const webglAvailable = gl !== null;
  release(gl);
  return { query, webglAvailable, unmaskedRenderer, majorPerformanceCaveat: webglAvailable && strict === null };
}

let cached: { probe: RendererProbe; choice: RendererChoice } | null = null;

/** The page's renderer choice and the probe behind it, probed on first use. */
export function rendererChoice(): { probe: RendererProbe; choice: RendererChoice } {
  if (cached === null) {
    const probe = probeRenderer();
    cached = { probe, choice: chooseRenderer(probe) };
  }
  return cached;
}

let used: RendererChoice | null = null;

/** The stage reports the renderer it really got (a forced WebGL can fall back to canvas). */
export function noteStageRenderer(choice: RendererChoice): void {
  used = choice;
}

/** The renderer the widgets draw with: what a stage got, else what the probe chose. */
export function activeRenderer(): RendererChoice {
  return used ?? rendererChoice().choice;
}
