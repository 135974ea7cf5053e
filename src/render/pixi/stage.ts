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

async function makeRenderer(choice: RendererChoice, background: string, transparent: boolean): Promise<{ renderer: Renderer; choice: RendererChoice; glyphs?: GlyphTextModule }> {
  const base = {
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
    // forced WebGL where there is none: draw on canvas rather than show an empty panel
    console.warn('WebGL renderer failed, using the canvas renderer', err);
    return { renderer: await autoDetectRenderer({ ...base, preference: 'canvas' }), choice: { renderer: 'canvas', reason: 'no-webgl' } };
  }
}

/**
 * Creates a widget's stage and appends its canvas to `host`. Size it with resize() (CSS px)
 * before the first render; draw with render() from a frame-loop painter.
 */
export async function createStage(host: HTMLElement, options: StageOptions): Promise<WidgetStage> {
  const layersBelow = options.layersBelow === true;
  slowSystemTicker();
  const made = await makeRenderer(rendererChoice().choice, options.background, layersBelow);
  const { renderer, choice, glyphs } = made;
  noteStageRenderer(choice);
  const root = new Container({ label: 'widget-root' });
  const canvas = renderer.canvas as HTMLCanvasElement;
  canvas.style.display = 'block';
  host.appendChild(canvas);
  let destroyed = false;
  // WebGL layers (glyph text, rects) rebuild their geometry right before each render
  const prepared = new Set<{ prepare(): void }>();
  // the band being repainted (canvas renderer): text layers skip the cells outside it
  let band: Readonly<Band> = WHOLE;
  const context2d = (): CanvasRenderingContext2D =>
    (renderer as unknown as CanvasRenderer).canvasContext.rootContext as unknown as CanvasRenderingContext2D;

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

  function createRects(options?: LayerOptions): Rects {
    if (offThread(options)) return overlayHost().createRects();
    return inPass(choice.renderer === 'canvas' ? createCanvasRects() : createGraphicsRects());
  }

  function createText(textOptions: TextCellsOptions): TextCells {
    if (offThread(textOptions)) return overlayHost().createText(textOptions);
    if (choice.renderer === 'canvas') return inPass(createCanvasText(textOptions, () => band));
    return inPass(glyphs!.createGlyphText(textOptions, () => renderer.resolution)); // a WebGL stage has them (makeRenderer)
  }

  /** The overlay when it draws every layer (none is on the stage's own canvas), else undefined. */
  const layersOverlay = (): OverlayHost | undefined => (inPassLayers === 0 ? overlay : undefined);

  /** A band in CSS px as device rows of the canvas, rounded outwards and clamped. */
  function deviceBand(only: Band): { top: number; bottom: number } {
    const res = renderer.resolution;
    return { top: Math.max(0, Math.floor(only.top * res)), bottom: Math.min(renderer.canvas.height, Math.ceil(only.bottom * res)) };
  }

  // the stage's own canvas while hidden (showOwnCanvas): not drawn, only marked stale
  let ownHidden = false;
  let ownStale = false;

  /** Draws the scene now, all of it or one band of it (canvas renderer). */
  function render(only?: Band): void {
    if (destroyed) return;
    for (const layer of prepared) layer.prepare();
    if (ownHidden) {
      // nothing on it is seen: the overlay's layers are all that is drawn (the canvas, when shown again)
      overlay?.flush(renderer.width, renderer.height, renderer.resolution, only === undefined ? undefined : deviceBand(only));
      ownStale = true;
      return;
    }
    if (only === undefined || choice.renderer !== 'canvas') {
      overlay?.flush(renderer.width, renderer.height, renderer.resolution);
      renderer.render({ container: root });
      return;
    }
    const res = renderer.resolution;
    const canvasEl = renderer.canvas;
    const { top, bottom } = deviceBand(only);
    overlay?.flush(renderer.width, renderer.height, res, { top, bottom });
    if (bottom <= top) return;
    // Every draw of the pass, the render's own clear and background included, lands inside
    // the clip; Pixi's canvas pipes save and restore in pairs, so the clip holds throughout.
    const ctx = context2d();
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.beginPath();
    ctx.rect(0, top, canvasEl.width, bottom - top);
    ctx.clip();
    band = { top: top / res, bottom: bottom / res };
    try {
      renderer.render({ container: root });
    } finally {
      band = WHOLE;
      ctx.restore();
    }
  }

  return {
    renderer: choice.renderer,
    choice,
    root,
    canvas,
    createText,
    createRects,
    resize(widthPx: number, heightPx: number): void {
      const w = Math.max(1, Math.round(widthPx));
      const h = Math.max(1, Math.round(heightPx));
      // the ratio changes when the window moves to another monitor
      const resolution = window.devicePixelRatio || 1;
      if (w === renderer.width && h === renderer.height && resolution === renderer.resolution) return;
      renderer.resize(w, h, resolution);
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
      layers.flush(renderer.width, renderer.height, renderer.resolution, band);
    },
    showOwnCanvas(on: boolean): void {
      if (destroyed) return;
      const shown = on || inPassLayers > 0 || choice.renderer !== 'canvas' || overlay === undefined;
      ownHidden = !shown;
      const visibility = shown ? '' : 'hidden';
      if (canvas.style.visibility !== visibility) canvas.style.visibility = visibility; // no style write a frame
      if (shown && ownStale) {
        // drawn while hidden: only the overlay was; the canvas catches up before it is seen
        ownStale = false;
        renderer.render({ container: root });
      }
    },
    scrollDown(px: number): boolean {
      if (destroyed || choice.renderer !== 'canvas') return false;
      const d = Math.round(px * renderer.resolution);
      if (d <= 0 || d >= renderer.canvas.height) return true;
      overlay?.scrollDown(px);
      // the layers' pixels move: only the worker's when no layer is drawn on this canvas
      if (layersOverlay() === undefined) scrollPixels(context2d(), renderer.canvas, d, 'source-over');
      return true;
    },
    destroy(): void {
      if (destroyed) return;
      destroyed = true;
      overlay?.destroy();
      root.destroy({ children: true });
      renderer.destroy({ removeView: true });
    },
  };
}
