/**
 * The contract between the canvas widgets (order book, depth chart) and the Pixi shell that
 * draws them (src/render/pixi/stage.ts). Widgets build their scene from the pure scene modules
 * (src/render/*-scene.ts) and draw it through this interface only, so the renderer choice
 * (WebGL or Pixi's canvas renderer, src/render/renderer-choice.ts) stays in one place.
 *
 * Text decides the frame time (ISSUE 4 measurements): one draw call per cell, never one per
 * glyph. On the canvas renderer a TextCells is a RenderContainer doing one fillText per cell;
 * on WebGL it is a glyph atlas drawn as one batched mesh.
 */
import type { Graphics } from 'pixi.js';
import type { RendererChoice, RendererKind } from '../renderer-choice';

export type CellAlign = 'left' | 'right' | 'center';

/** Options every layer kind takes. */
export interface LayerOptions {
  /**
   * Canvas renderer only: draw this layer from a worker, on an OffscreenCanvas laid over the
   * stage's canvas (overlay.ts), so the main thread neither draws nor rasterises it. Off-thread
   * layers are drawn on top of the stage's Pixi objects (under them on a stage made with
   * `layersBelow`), all rect layers under all text layers, each kind in creation order, whatever
   * their place in arrange(): for what sits on top of a widget (the order book's bars and text,
   * the trade list) or under its hover marks (the depth chart). On the canvas path with an
   * overlay worker every text and rect layer must be off-thread (the stage then runs no Pixi
   * code until its own canvas is shown: stage.ts).
   */
  readonly offThread?: boolean;
}

export interface TextCellsOptions extends LayerOptions {
  /** CSS px. */
  readonly fontSizePx: number;
  /** Defaults to the page's numeric font (tabular figures). */
  readonly fontFamily?: string;
  readonly fontWeight?: 'normal' | 'bold';
}

/** What every layer of a stage has. */
export interface Layer {
  /** Drawn or not (true when made). */
  visible: boolean;
  destroy(): void;
}

/**
 * A layer of text cells addressed by a stable slot index (e.g. row * columns + column), so a
 * widget rewrites only the cells whose string, position or colour changed. Setting a cell to
 * what it already holds costs nothing.
 */
export interface TextCells extends Layer {
  /** Cell `slot` shows `text` at (x, y) in CSS px: x is the anchor for `align`, y the top of a line box of fontSizePx. */
  set(slot: number, text: string, x: number, y: number, color: string, align: CellAlign): void;
  /** Hides every cell at slot >= count (a shorter book after a resync). */
  truncate(count: number): void;
  /** Text width in CSS px as this layer would draw it (tooltips size themselves with it). */
  measure(text: string): number;
}

/** Filled rectangles as one layer, addressed by slot (rects.ts). */
export interface Rects extends Layer {
  /** Rect `slot` covers (x, y, w, h) in CSS px; w or h 0 hides it. Setting what it holds costs nothing. */
  set(slot: number, x: number, y: number, w: number, h: number, color: string, alpha?: number): void;
  /** Hides every rect at slot >= count. */
  truncate(count: number): void;
}

/**
 * Shapes on the stage's own canvas (a background, a hover band, a guide line), drawn with a
 * Pixi Graphics. Pixi may not be loaded yet (stage.ts makes it when the own canvas is first
 * shown): draw() keeps the last drawing and runs it on a Graphics once there is one, so a
 * widget never imports Pixi's code, only its types.
 */
export interface Shapes extends Layer {
  /** Clears the shapes and draws them with `drawing` (now, or when the Graphics is made). */
  draw(drawing: (g: Graphics) => void): void;
}

/** A horizontal band of a widget's canvas, CSS px from its top. */
export interface Band {
  top: number;
  bottom: number;
}

/** One widget's canvas and renderer. */
export interface WidgetStage {
  readonly renderer: RendererKind;
  readonly choice: RendererChoice;
  readonly canvas: HTMLCanvasElement;
  createText(options: TextCellsOptions): TextCells;
  /** A layer of filled rectangles (one draw object, whatever their number). */
  createRects(options?: LayerOptions): Rects;
  /** Shapes drawn on the stage's own canvas, in Pixi's pass. */
  createShapes(): Shapes;
  /**
   * The order of the layers drawn on the stage's own canvas, back to front: each call puts its
   * layers above those arranged before. A layer drawn there is drawn only once arranged;
   * off-thread layers keep their own order (LayerOptions) and need no arranging, so a widget
   * may list every layer it has whatever the renderer.
   */
  arrange(...layers: Layer[]): void;
  /** Size in CSS px; device pixel ratio handled inside. */
  resize(widthPx: number, heightPx: number): void;
  /**
   * Draws the scene now (call from a frame-loop painter, once per frame at most). With `band`
   * (CSS px), the canvas renderer repaints only that horizontal band and keeps the rest of the
   * canvas as it was; text cells outside it are not drawn at all. WebGL always redraws whole.
   */
  render(band?: Band): void;
  /**
   * Draws after a change to the layers only (TextCells, Rects), when no other object of the
   * scene changed since the last render: the off-thread layers go to their worker and the
   * stage's own canvas is left as it is. Where any layer is drawn on the stage's canvas (WebGL,
   * or no OffscreenCanvas) this is render(band).
   */
  renderLayers(band?: Band): void;
  /**
   * Whether the widget has something on the stage's own canvas now (a hover band, a guide
   * line). Where every layer is off-thread (the canvas renderer with an overlay worker) and it
   * has not, the canvas is hidden: the widget's CSS panel colour shows the same, and Chromium
   * stops copying an unchanged canvas into the compositor on every commit of the page (~20 %
   * of the main thread under the frame benchmark, docs/perf.md session 8). While hidden,
   * render() draws only the off-thread layers; the canvas is brought up to date when shown
   * again. Elsewhere it stays shown.
   */
  showOwnCanvas(on: boolean): void;
  /**
   * Moves the layers' pixels down by `px` CSS px (the bottom falls off), for a list that
   * scrolls: follow it with renderLayers(band) of the rows that came in at the top. Where a
   * layer is drawn on the stage's own canvas, that canvas moves, everything on it included;
   * where all are off-thread, only the worker's pixels do. Returns false where the renderer
   * cannot keep its pixels (WebGL): render the whole scene instead.
   */
  scrollDown(px: number): boolean;
  destroy(): void;
}
