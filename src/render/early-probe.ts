/**
 * The renderer probe started by the page itself, from an inline script the gateway writes after
 * the first screen's markup (server/shell/shell-page.ts): in a worker spawned as the parser
 * reaches the script, while the page's scripts are still on the wire. Run by the boot module instead
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

/** The window property holding a promise that settles once the worker's probe has answered or given up. */
export const EARLY_PROBE_WAIT_PROPERTY = '__rendererProbeWait';

/** How long the page waits for the worker's answer before it probes on its own main thread. */
export const WORKER_PROBE_PATIENCE_MS = 1_500;

/**
 * The inline script: the probe on an OffscreenCanvas in a worker of its own, spawned at once, so
 * its WebGL contexts (50-90 ms at a 4x throttle) are made off the main thread. On the main thread
 * the probe sat between the first paint and the scripts' arrival, on the book's critical path
 * (docs/perf.md, session 17). The spawn costs the main thread 8-15 ms at 4x; spawned in the task
 * after the first frame, as it was until session 21, the worker started 100-500 ms later and
 * answered 0.6-1.2 s after its spawn in cold loads, after the book's stage had asked: the page
 * then probed on its main thread anyway, 60-110 ms before the book's first paint, in 3 of 4 cold
 * loads (in one of them because the boot module's own frame came first and found no worker to
 * wait for). Spawned here, 1 in 4 (docs/decisions.md, session 21).
 * A worker that cannot make a WebGL context (a browser without WebGL in workers) or does not
 * answer in time leaves nothing: the page then probes on its own canvas (probe.ts), which is
 * also what happens in a browser without workers or OffscreenCanvas (here, in the task after the
 * next frame: from the page's head, the main-thread probe held the document's first paint ~100 ms).
 */
export function earlyProbeScript(): string {
  const p = EARLY_PROBE_PROPERTY;
  const wait = EARLY_PROBE_WAIT_PROPERTY;
  const onMain = `if(!window.${p})try{window.${p}=(${PROBE_SOURCE})(function(){return document.createElement("canvas")},location.search)}catch(e){}`;
  // the worker's source is built here: location.search is the page's, read now
  const inWorker = 'var u=URL.createObjectURL(new Blob(["postMessage(("+' + JSON.stringify(PROBE_SOURCE) + '+")(function(){return new OffscreenCanvas(1,1)},"+JSON.stringify(location.search)+"))"],{type:"text/javascript"})),'
    + 'k=new Worker(u),over=false,end=function(v){if(over)return;over=true;k.terminate();URL.revokeObjectURL(u);'
    + `if(v&&v.webglAvailable===true&&!window.${p})window.${p}=v;done()};`
    + 'k.onmessage=function(e){end(e.data)};k.onerror=function(){end(null)};'
    + `setTimeout(function(){end(null)},${WORKER_PROBE_PATIENCE_MS})`;
  return `if(!window.${p}){`
    + `if(typeof Worker==="function"&&typeof OffscreenCanvas==="function")window.${wait}=new Promise(function(done){try{${inWorker}}catch(e){done()}});`
    + `else requestAnimationFrame(function(){setTimeout(function(){${onMain}},0)})}`;
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

/** The inline script's worker probe still to answer (settles when it has, or has given up), from `holder` (the window); null when none was started. */
export function workerProbeWait(holder: Record<string, unknown>): Promise<void> | null {
  const wait = holder[EARLY_PROBE_WAIT_PROPERTY];
  return wait instanceof Promise ? wait.then(() => undefined, () => undefined) : null;
}
