/**
 * The renderer probe run by the page itself, from an inline script the gateway writes after
 * the first screen's markup (server/shell/shell-page.ts): in the task after the first paint,
 * while the page's scripts are still on the wire, the main thread otherwise idle. Run by the boot module instead
 * (src/app/boot.ts), it came after the scripts had arrived, and its WebGL context (50-90 ms at a
 * 4x throttle) sat on the book's critical path. src/render/pixi/probe.ts adopts the answer.
 *
 * The script's probe is gl-probe.ts's probeWith written out as plain script (the inline script
 * cannot import); early-probe.test.ts checks that both give the same answer in every case.
 * Pure: strings out.
 */
import type { RendererProbe } from './renderer-choice';

/** The window property the inline script leaves its probe in (and the page's code marks it taken). */
export const EARLY_PROBE_PROPERTY = '__rendererProbe';

/** probeWith (gl-probe.ts) as a script expression: function (makeCanvas, query) => RendererProbe. */
export const PROBE_SOURCE = 'function(mk,q){'
  + 'function ctx(a){var c=mk();try{return c.getContext("webgl2",a)||c.getContext("webgl",a)}catch(e){return null}}'
  + 'var s=ctx({failIfMajorPerformanceCaveat:true}),g=s||ctx({}),r=null;'
  + 'if(g){var i=g.getExtension("WEBGL_debug_renderer_info");if(i!==null)r=String(g.getParameter(i.UNMASKED_RENDERER_WEBGL));'
  + 'var l=g.getExtension("WEBGL_lose_context");if(l)l.loseContext()}'
  + 'return{query:q,webglAvailable:g!==null,unmaskedRenderer:r,majorPerformanceCaveat:g!==null&&s===null}}';

/**
 * The inline script: the probe in the task after the next frame, unless the page's code has
 * probed already. Written after the first screen's markup (that frame paints it): from the
 * page's head, the frame came before the document's first paint, and the probe held it ~100 ms.
 * Not after a paint timing entry: Chromium reported first-contentful-paint ~300 ms after the
 * paint, once the page's scripts were running.
 */
export function earlyProbeScript(): string {
  const p = EARLY_PROBE_PROPERTY;
  return 'requestAnimationFrame(function(){setTimeout(function(){'
    + `if(window.${p})return;try{window.${p}=(${PROBE_SOURCE})(function(){return document.createElement("canvas")},location.search)}catch(e){}`
    + '},0)})';
}

/** The inline script's probe, when `value` is one (anything else: the page probes itself). */
export function earlyProbe(value: unknown): RendererProbe | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const renderer = v.unmaskedRenderer;
  return typeof v.query === 'string' && typeof v.webglAvailable === 'boolean' && typeof v.majorPerformanceCaveat === 'boolean'
    && (renderer === null || typeof renderer === 'string')
    ? { query: v.query, webglAvailable: v.webglAvailable, unmaskedRenderer: renderer, majorPerformanceCaveat: v.majorPerformanceCaveat }
    : null;
}
