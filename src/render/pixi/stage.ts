/**
 * The Pixi shell of a canvas widget: one renderer per widget canvas, chosen once per page
 * (probe.ts, renderer-choice.ts), drawn only when the widget's painter calls render() from the
 * one frame loop (src/render/frame-loop.ts) — no Application, and Pixi's own system ticker
 * slowed to once a second (pixi-scene.ts, slowSystemTicker).
 */
import type { CanvasRenderer, Container, Renderer } from 'pixi.js';
import { LazyShapes } from './lazy-shapes';
import { WHOLE, type InPassLayer } from './layer';
import { createOverlayHost, type OverlayHost } from './overlay';
import { loadPixiScene, overlaySupported, stageIsLazy, type PixiScene } from './pixi-load';
import type { GlyphTextModule } from './pixi-scene';
import { noteStageRenderer, rendererChoice } from './probe';
import { scrollPixels } from './scroll-draw';
import type { Band, Layer, LayerOptions, Rects, Shapes, TextCells, TextCellsOptions, WidgetStage } from './types';

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

/**
 * Creates a widget's stage and appends its canvas to `host`. Size it with resize() (CSS px)
 * before the first render; draw with render() from a frame-loop painter.
 *
 * On the canvas path with an overlay worker, every layer of the widgets is drawn off-thread and
 * the stage's own canvas holds only what the pointer brings (a hover band, a guide line): there
 * Pixi's code is loaded (pixi-scene.ts) and its renderer made the first time that canvas is
 * shown, not before the widget's first paint. Until then the widget's Shapes keep their last
 * drawing (lazy-shapes.ts) and the canvas stays hidden. The renderer's set-up and its first
 * render of a scene nobody sees were ~40-60 ms of the book's first paint at a 4x throttle
 * (docs/perf.md, session 22); Pixi's fetch and evaluation another 150-200 ms (session 23).
 */
export async function createStage(host: HTMLElement, options: StageOptions): Promise<WidgetStage> {
  const layersBelow = options.layersBelow === true;
  let choice = rendererChoice().choice;
  let canvas = document.createElement('canvas');
  // its CSS size as Pixi's autoDensity sets it: the book places its tooltip by this box, renderer or not.
  // The widgets take pointer events on their host; the canvas takes none, so showing or hiding it
  // under a still pointer never changes what the pointer is over (a pointerleave was then lost
  // now and then in Chromium, and a hover stayed after the pointer had gone: session 23)
  Object.assign(canvas.style, { display: 'block', width: '1px', height: '1px', pointerEvents: 'none' });
  host.appendChild(canvas);
  // Pixi's part, the scene root and the renderer: all three null until the renderer is made
  let pixi: PixiScene | null = null;
  let root: Container | null = null;
  let renderer: Renderer | null = null;
  let glyphs: GlyphTextModule | undefined;
  let making: Promise<void> | null = null;
  // the size asked (CSS px) and the device pixel ratio: the renderer takes them when it comes
  const size = { width: 1, height: 1, resolution: window.devicePixelRatio || 1 };
  const lazy = stageIsLazy(choice);
  let destroyed = false;
  // the layers drawn in Pixi's pass, by their views; arranged: their order, back to front
  const views = new Map<Layer, Container>();
  const arranged: Layer[] = [];
  const shapes = new Set<LazyShapes>();

  /** A destroyed layer leaves the arranged order. */
  function forget(layer: Layer): void {
    const at = arranged.indexOf(layer);
    if (at >= 0) arranged.splice(at, 1);
  }

  /** Puts the arranged layers' views in the scene, in order (once the scene exists). */
  function addArranged(layers: readonly Layer[]): void {
    if (root === null) return;
    for (const layer of layers) {
      const view = views.get(layer);
      if (view !== undefined) root.addChild(view);
    }
  }

  /**
   * Loads Pixi's part, builds the scene and makes the renderer, once: every call answers the
   * first call's promise, except after Pixi's fetch failed, when the next call fetches again.
   */
  function makeRendererOnce(): Promise<void> {
    if (making !== null) return making;
    making = loadPixiScene().then(async (scene) => {
      if (destroyed) return;
      pixi = scene;
      root = scene.sceneRoot();
      for (const s of shapes) s.attach(scene.shapesView());
      addArranged(arranged);
      const made = await scene.makeRenderer(choice, options.background, layersBelow, canvas);
      if (destroyed) {
        made.renderer.destroy({ removeView: true });
        return;
      }
      renderer = made.renderer;
      const drawn = renderer.canvas as HTMLCanvasElement;
      if (drawn !== canvas) {
        // the fallback's own canvas takes the place of the given one
        Object.assign(drawn.style, { display: 'block', pointerEvents: 'none' });
        canvas.replaceWith(drawn);
        canvas = drawn;
      }
      glyphs = made.glyphs;
      choice = made.choice;
      noteStageRenderer(choice);
      renderer.resize(size.width, size.height, size.resolution);
    }, (err: unknown) => {
      making = null;
      throw err;
    });
    return making;
  }
  if (lazy) noteStageRenderer(choice);
  else await makeRendererOnce();
  // WebGL layers (glyph text, rects) rebuild their geometry right before each render
  const prepared = new Set<() => void>();
  // the band being repainted (canvas renderer): text layers skip the cells outside it
  let band: Readonly<Band> = WHOLE;
  const context2d = (r: Renderer): CanvasRenderingContext2D =>
    (r as unknown as CanvasRenderer).canvasContext.rootContext as unknown as CanvasRenderingContext2D;

  // the stage's off-thread layers share one overlay canvas and worker, made on first use
  let overlay: OverlayHost | undefined;
  // text and rect layers drawn on the stage's own canvas: while there are none, renderLayers() leaves it alone
  let inPassLayers = 0;
  /** Counts a layer drawn in Pixi's pass and registers its view (and a WebGL one's prepare()); its destroy() undoes all, once. */
  function inPass<T extends Layer>(made: InPassLayer<T>): T {
    const { layer, view, prepare } = made;
    inPassLayers++;
    views.set(layer, view);
    if (prepare !== undefined) prepared.add(prepare);
    const destroyLayer = layer.destroy;
    let gone = false;
    layer.destroy = () => {
      if (gone) return;
      gone = true;
      inPassLayers--;
      views.delete(layer);
      forget(layer);
      if (prepare !== undefined) prepared.delete(prepare);
      destroyLayer();
    };
    return layer;
  }
  const overlayHost = () => (overlay ??= createOverlayHost(host, layersBelow ? canvas : undefined));
  const offThread = (options: LayerOptions | undefined) => choice.renderer === 'canvas' && options?.offThread === true && overlaySupported();

  /** Pixi's part where a layer is drawn in its pass: there before the stage was made, except on the lazy path. */
  function pixiNow(): PixiScene {
    if (pixi === null) throw new Error('stage: text and rects are drawn off-thread on this stage (LayerOptions.offThread)');
    return pixi;
  }

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
    const scene = pixiNow();
    return inPass(choice.renderer === 'canvas' ? scene.createCanvasRects() : scene.createGraphicsRects());
  }

  function createText(textOptions: TextCellsOptions): TextCells {
    if (offThread(textOptions)) return overlayHost().createText(textOptions);
    const scene = pixiNow();
    if (choice.renderer === 'canvas') return inPass(scene.createCanvasText(textOptions, () => band));
    return inPass(glyphs!.createGlyphText(textOptions, () => size.resolution)); // a WebGL stage has them (made before it returned)
  }

  function createShapes(): Shapes {
    const made = new LazyShapes((view) => views.set(made, view), () => {
      shapes.delete(made);
      views.delete(made);
      forget(made);
    });
    shapes.add(made);
    if (pixi !== null) made.attach(pixi.shapesView());
    return made;
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
    if (destroyed || renderer === null || root === null) return;
    ownStale = false;
    for (const prepare of prepared) prepare();
    renderer.render({ container: root });
    if (canvas.style.visibility !== '') canvas.style.visibility = '';
  }

  /** Draws the scene now, all of it or one band of it (canvas renderer). */
  function render(only?: Band): void {
    if (destroyed) return;
    const r = renderer;
    if (ownHidden || r === null || root === null) {
      // nothing on it is seen: the overlay's layers are all that is drawn (the canvas, when shown again)
      overlay?.flush(size.width, size.height, size.resolution, only === undefined ? undefined : deviceBand(only));
      ownStale = true;
      return;
    }
    for (const prepare of prepared) prepare();
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
    get canvas() {
      return canvas;
    },
    createText,
    createRects,
    createShapes,
    arrange(...layers: Layer[]): void {
      arranged.push(...layers);
      addArranged(layers);
    },
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
      root?.destroy({ children: true });
      if (renderer !== null) renderer.destroy({ removeView: true });
      else canvas.remove();
    },
  };
}
