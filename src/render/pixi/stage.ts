/**
 * The Pixi shell of a canvas widget: one renderer per widget canvas, chosen once per page
 * (probe.ts, renderer-choice.ts), drawn only when the widget's painter calls render() from the
 * one frame loop (src/render/frame-loop.ts) — no Application, and Pixi's own system ticker
 * slowed to once a second (slowSystemTicker).
 */
import { autoDetectRenderer, Container, DOMAdapter, Ticker, type CanvasRenderer, type Renderer } from 'pixi.js';
import { refusingWebGL } from './canvas-only-adapter';
import type { RendererChoice } from '../renderer-choice';
import { createCanvasText, WHOLE } from './canvas-text';
import { createOverlayHost, overlaySupported, type OverlayHost } from './overlay';
import { noteStageRenderer, rendererChoice } from './probe';
import { createCanvasRects, createGraphicsRects } from './rects';
import { scrollPixels } from './scroll-draw';
import type { Band, LayerOptions, Rects, TextCells, TextCellsOptions, WidgetStage } from './types';

export interface StageOptions {
  /** CSS colour the canvas clears to each frame (the panel colour of the theme). */
  readonly background: string;
  /**
   * Off-thread layers go under the stage's own canvas, not over it, and that canvas clears to
   * transparent: the widget draws its own background in a layer (the depth chart, whose hover
   * is drawn by Pixi above its off-thread curve).
   */
  readonly layersBelow?: boolean;
}

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
type GlyphTextModule = typeof import('./glyph-text');

let refusing = false;

/** The canvas path's Pixi asks no WebGL test context (canvas-only-adapter.ts); once per page. */
function refuseWebGLOnce(): void {
  if (refusing) return;
  refusing = true;
  DOMAdapter.set(refusingWebGL(DOMAdapter.get()));
}

async function makeRenderer(choice: RendererChoice, background: string, transparent: boolean, canvas: HTMLCanvasElement): Promise<{ renderer: Renderer; choice: RendererChoice; glyphs?: GlyphTextModule }> {
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

/**
 * Creates a widget's stage and appends its canvas to `host`. Size it with resize() (CSS px)
 * before the first render; draw with render() from a frame-loop painter.
 *
 * On the canvas path with an overlay worker, every layer of the widgets is drawn off-thread and
 * the stage's own canvas holds only what the pointer brings (a hover band, a guide line): there
 * Pixi's renderer is made the first time that canvas is shown, not before the widget's first
 * paint. Its set-up (systems, the canvas blend-mode test, the batcher's shader bits) and its
 * first render of a scene nobody sees were on the book's first paint, ~40-60 ms at a 4x
 * throttle (docs/perf.md, session 22). Until it is ready the canvas stays hidden.
 */
export async function createStage(host: HTMLElement, options: StageOptions): Promise<WidgetStage> {
  const layersBelow = options.layersBelow === true;
  slowSystemTicker();
  let choice = rendererChoice().choice;
  let canvas = document.createElement('canvas');
  // its CSS size as Pixi's autoDensity sets it: the book places its tooltip by this box, renderer or not
  Object.assign(canvas.style, { display: 'block', width: '1px', height: '1px' });
  host.appendChild(canvas);
  let renderer: Renderer | null = null;
  let glyphs: GlyphTextModule | undefined;
  let making: Promise<void> | null = null;
  // the size asked (CSS px) and the device pixel ratio: the renderer takes them when it comes
  const size = { width: 1, height: 1, resolution: window.devicePixelRatio || 1 };
  const lazy = choice.renderer === 'canvas' && overlaySupported();
  let destroyed = false;
  const root = new Container({ label: 'widget-root' });

  /** Makes the renderer, once: every call answers the first call's promise. */
  function makeRendererOnce(): Promise<void> {
    making ??= makeRenderer(choice, options.background, layersBelow, canvas).then((made) => {
      if (destroyed) {
        made.renderer.destroy({ removeView: true });
        return;
      }
      renderer = made.renderer;
      const drawn = renderer.canvas as HTMLCanvasElement;
      if (drawn !== canvas) {
        // the fallback's own canvas takes the place of the given one
        drawn.style.display = 'block';
        canvas.replaceWith(drawn);
        canvas = drawn;
      }
      glyphs = made.glyphs;
      choice = made.choice;
      noteStageRenderer(choice);
      renderer.resize(size.width, size.height, size.resolution);
    });
    return making;
  }
  if (lazy) noteStageRenderer(choice);
  else await makeRendererOnce();
  // WebGL layers (glyph text, rects) rebuild their geometry right before each render
  const prepared = new Set<{ prepare(): void }>();
  // the band being repainted (canvas renderer): text layers skip the cells outside it
  let band: Readonly<Band> = WHOLE;
  const context2d = (r: Renderer): CanvasRenderingContext2D =>
    (r as unknown as CanvasRenderer).canvasContext.rootContext as unknown as CanvasRenderingContext2D;

  // the stage's off-thread layers share one overlay canvas and worker, made on first use
  let overlay: OverlayHost | undefined;
  // layers drawn on the stage's own canvas: while there are none, renderLayers() leaves it alone
  let inPassLayers = 0;
  /** Counts a layer drawn in Pixi's pass (and registers a WebGL one for prepare()); its destroy() undoes both, once. */
  function inPass<T extends { destroy(): void; prepare?(): void }>(layer: T): T {
    inPassLayers++;
    if (layer.prepare !== undefined) prepared.add(layer as { prepare(): void });
    let gone = false;
    return {
      ...layer,
      destroy: () => {
        if (gone) return;
        gone = true;
        inPassLayers--;
        prepared.delete(layer as { prepare(): void });
        layer.destroy();
      },
    };
  }
  const overlayHost = () => (overlay ??= createOverlayHost(host, layersBelow ? canvas : undefined));
  const offThread = (options: LayerOptions | undefined) => choice.renderer === 'canvas' && options?.offThread === true && overlaySupported();

  /** The renderer a drawing on the stage's own canvas needs now: made on first use where it is lazy, null until ready. */
  function ownRenderer(): Renderer | null {
    if (making === null) {
      void makeRendererOnce().then(() => {
        // shown while it was being made: it draws now
        if (!ownHidden) showOwn();
      }).catch((err: unknown) => console.error('stage: no renderer', err));
    }
    return renderer;
  }

  function createRects(options?: LayerOptions): Rects {
    if (offThread(options)) return overlayHost().createRects();
    ownRenderer(); // an in-pass layer is drawn by the renderer (none on the lazy path today)
    return inPass(choice.renderer === 'canvas' ? createCanvasRects() : createGraphicsRects());
  }

  function createText(textOptions: TextCellsOptions): TextCells {
    if (offThread(textOptions)) return overlayHost().createText(textOptions);
    ownRenderer();
    if (choice.renderer === 'canvas') return inPass(createCanvasText(textOptions, () => band));
    return inPass(glyphs!.createGlyphText(textOptions, () => size.resolution)); // a WebGL stage has them (made before it returned)
  }

  /** The overlay when it draws every layer (none is on the stage's own canvas), else undefined. */
  const layersOverlay = (): OverlayHost | undefined => (inPassLayers === 0 ? overlay : undefined);

  /** The canvas's height in device px, as the renderer sizes it. */
  const deviceHeight = () => Math.round(size.height * size.resolution);

  /** A band in CSS px as device rows of the canvas, rounded outwards and clamped. */
  function deviceBand(only: Band): { top: number; bottom: number } {
    const res = size.resolution;
    return { top: Math.max(0, Math.floor(only.top * res)), bottom: Math.min(deviceHeight(), Math.ceil(only.bottom * res)) };
  }

  // the stage's own canvas while hidden (showOwnCanvas): not drawn, only marked stale; hidden
  // from the start where the renderer is lazy (it is made when the canvas is first shown)
  let ownHidden = lazy;
  let ownStale = false;
  if (lazy) canvas.style.visibility = 'hidden';

  /** The own canvas brought up to date and shown (the renderer is ready). */
  function showOwn(): void {
    if (destroyed || renderer === null) return;
    ownStale = false;
    renderer.render({ container: root });
    if (canvas.style.visibility !== '') canvas.style.visibility = '';
  }

  /** Draws the scene now, all of it or one band of it (canvas renderer). */
  function render(only?: Band): void {
    if (destroyed) return;
    for (const layer of prepared) layer.prepare();
    const r = renderer;
    if (ownHidden || r === null) {
      // nothing on it is seen: the overlay's layers are all that is drawn (the canvas, when shown again)
      overlay?.flush(size.width, size.height, size.resolution, only === undefined ? undefined : deviceBand(only));
      ownStale = true;
      return;
    }
    if (only === undefined || choice.renderer !== 'canvas') {
      overlay?.flush(size.width, size.height, size.resolution);
      r.render({ container: root });
      return;
    }
    const res = size.resolution;
    const { top, bottom } = deviceBand(only);
    overlay?.flush(size.width, size.height, res, { top, bottom });
    if (bottom <= top) return;
    // Every draw of the pass, the render's own clear and background included, lands inside
    // the clip; Pixi's canvas pipes save and restore in pairs, so the clip holds throughout.
    const ctx = context2d(r);
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.beginPath();
    ctx.rect(0, top, r.canvas.width, bottom - top);
    ctx.clip();
    band = { top: top / res, bottom: bottom / res };
    try {
      r.render({ container: root });
    } finally {
      band = WHOLE;
      ctx.restore();
    }
  }

  return {
    renderer: choice.renderer,
    choice,
    root,
    get canvas() {
      return canvas;
    },
    createText,
    createRects,
    resize(widthPx: number, heightPx: number): void {
      const w = Math.max(1, Math.round(widthPx));
      const h = Math.max(1, Math.round(heightPx));
      // the ratio changes when the window moves to another monitor
      const resolution = window.devicePixelRatio || 1;
      if (w === size.width && h === size.height && resolution === size.resolution) return;
      Object.assign(size, { width: w, height: h, resolution });
      if (renderer !== null) renderer.resize(w, h, resolution);
      else Object.assign(canvas.style, { width: `${w}px`, height: `${h}px` });
    },
    render,
    renderLayers(only?: Band): void {
      if (destroyed) return;
      const layers = layersOverlay();
      if (layers === undefined) {
        render(only);
        return;
      }
      const band = only === undefined || choice.renderer !== 'canvas' ? undefined : deviceBand(only);
      layers.flush(size.width, size.height, size.resolution, band);
    },
    showOwnCanvas(on: boolean): void {
      if (destroyed) return;
      const shown = on || inPassLayers > 0 || choice.renderer !== 'canvas' || overlay === undefined;
      ownHidden = !shown;
      if (!shown) {
        if (canvas.style.visibility !== 'hidden') canvas.style.visibility = 'hidden'; // no style write a frame
        return;
      }
      // drawn while hidden: only the overlay was; the canvas catches up before it is seen
      if (ownRenderer() !== null && (ownStale || canvas.style.visibility !== '')) showOwn();
    },
    scrollDown(px: number): boolean {
      if (destroyed || choice.renderer !== 'canvas') return false;
      const d = Math.round(px * size.resolution);
      if (d <= 0 || d >= deviceHeight()) return true;
      overlay?.scrollDown(px);
      // the layers' pixels move: only the worker's when no layer is drawn on this canvas
      if (layersOverlay() === undefined && renderer !== null) scrollPixels(context2d(renderer), canvas, d, 'source-over');
      return true;
    },
    destroy(): void {
      if (destroyed) return;
      destroyed = true;
      overlay?.destroy();
      root.destroy({ children: true });
      if (renderer !== null) renderer.destroy({ removeView: true });
      else canvas.remove();
    },
  };
}
