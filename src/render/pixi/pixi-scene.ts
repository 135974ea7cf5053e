/**
 * The part of a stage that runs Pixi's code (stage.ts): the renderer, the scene's containers
 * and shapes, and the layers drawn in Pixi's pass. The stage imports it on demand: on the
 * canvas path with an overlay worker every layer of the widgets is drawn off the main thread,
 * and Pixi is needed only when the stage's own canvas is first shown (a hover band, a guide
 * line). Left out of the first load, Pixi's chunk (~90 KB gzip) is neither fetched nor
 * evaluated before the book's first paint: 150-200 ms of main thread at a 4x throttle
 * (docs/perf.md, session 23). The WebGL path and browsers without OffscreenCanvas need it before
 * the stage is made: the boot fetches it as soon as the renderer is chosen (pixi-load.ts).
 */
import { autoDetectRenderer, Container, DOMAdapter, Graphics, Ticker, type Renderer } from 'pixi.js';
import { refusingWebGL } from './canvas-only-adapter';
import type { RendererChoice } from '../renderer-choice';

export { createCanvasText } from './canvas-text';
export { createCanvasRects, createGraphicsRects } from './rects';

/** How often Pixi's system ticker runs here (its scheduled work repeats every few seconds or more). */
const SYSTEM_TICK_MS = 1_000;
let systemTickerSlowed = false;

/**
 * Pixi's system ticker ran a frame callback on every animation frame as soon as a renderer
 * existed: for the renderers' scheduler (texture GC, every several seconds) and the pointer
 * tracking of Pixi's event system, which the widgets do not use (DOM listeners). ~1.5 % of the
 * page's main thread in the frame benchmark (docs/perf.md, session 7). Stopped; a timer runs
 * its update once a second instead.
 */
function slowSystemTicker(): void {
  if (systemTickerSlowed) return;
  systemTickerSlowed = true;
  const ticker = Ticker.system;
  ticker.autoStart = false;
  ticker.stop();
  setInterval(() => ticker.update(performance.now()), SYSTEM_TICK_MS);
}

/**
 * The WebGL path's text layer (glyph atlas meshes, Pixi Text for a glyph the atlas lacks): fetched
 * with the WebGL renderer only. The canvas path draws its text itself (canvas-text.ts), and
 * leaving Pixi's text out of the entry keeps ~20 KB gzip off the first load (docs/perf.md).
 */
export type GlyphTextModule = typeof import('./glyph-text');

let refusing = false;

/** The canvas path's Pixi asks no WebGL test context (canvas-only-adapter.ts); once per page. */
function refuseWebGLOnce(): void {
  if (refusing) return;
  refusing = true;
  DOMAdapter.set(refusingWebGL(DOMAdapter.get()));
}

/** A stage's scene root. */
export function sceneRoot(): Container {
  return new Container({ label: 'widget-root' });
}

/** A Graphics for a stage's Shapes. */
export function shapesView(): Graphics {
  return new Graphics({ label: 'shapes' });
}

export async function makeRenderer(choice: RendererChoice, background: string, transparent: boolean, canvas: HTMLCanvasElement): Promise<{ renderer: Renderer; choice: RendererChoice; glyphs?: GlyphTextModule }> {
  slowSystemTicker();
  const base = {
    canvas,
    background,
    backgroundAlpha: transparent ? 0 : 1,
    resolution: window.devicePixelRatio || 1,
    autoDensity: true,
    antialias: true,
    width: 1,
    height: 1,
    // Pixi's browser extensions (browserAll: accessibility, DOM containers, its event system,
    // filters) are left out: the widgets draw Graphics, meshes and canvas text, take pointer
    // events from the DOM and use no filter or mask. One chunk (~13 KB gzip) and one round trip
    // fewer before the first frame; the scene types register what they need when imported.
    skipExtensionImports: true,
  };
  if (choice.renderer === 'canvas') {
    refuseWebGLOnce();
    return { renderer: await autoDetectRenderer({ ...base, preference: 'canvas' }), choice };
  }
  try {
    const [renderer, glyphs] = await Promise.all([autoDetectRenderer({ ...base, preference: ['webgl'] }), import('./glyph-text')]);
    return { renderer, choice, glyphs };
  } catch (err) {
    // forced WebGL where there is none: draw on canvas rather than show an empty panel (on a
    // canvas of its own: the failed attempt may hold a WebGL context of the given one)
    console.warn('WebGL renderer failed, using the canvas renderer', err);
    return { renderer: await autoDetectRenderer({ ...base, canvas: undefined, preference: 'canvas' }), choice: { renderer: 'canvas', reason: 'no-webgl' } };
  }
}
