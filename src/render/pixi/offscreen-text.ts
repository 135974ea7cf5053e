/**
 * Text layers drawn off the main thread (TextCellsOptions.offThread, canvas renderer only).
 *
 * Why: on the software canvas path, text decides the frame. The order book repaints nearly
 * every row on every market update (cumulative totals, bars relative to the largest one), and
 * its ~100 fillText calls were most of the page's JavaScript per frame (docs/perf.md, session
 * 4): about 1 ms unthrottled, 4 ms under the 4x throttle of the frame benchmark. Here the
 * stage's off-thread layers share one canvas laid over the stage's own; it is handed to a
 * worker (transferControlToOffscreen), which draws the cells it is sent (workers/text). The
 * page keeps the cells (set, truncate, measure work as on the in-pass layer) and sends them
 * once per stage render in which any of them changed.
 *
 * A list that scrolls (the market trades) moves the worker's pixels too: scrollDown() before a
 * render of a band sends the move and only the cells that reach into the band.
 *
 * Limits: the layers are drawn above all of the stage's Pixi objects, so they suit text that
 * sits on top (the book's rows and strip, the trade list), not text under other drawing.
 */
import { Container } from 'pixi.js';
import { CellStore, cellsLayer } from './cells';
import { cssFont, WidthCache } from './text-style';
import { TextFrameWriter, type FrameBand } from './text-frame';
import type { TextCells, TextCellsOptions } from './types';

/** The off-thread text of one stage: its overlay canvas, its worker and its layers. */
export interface OffscreenTextHost {
  createLayer(options: TextCellsOptions): TextCells;
  /**
   * Sends the layers to the worker if any changed, the size did, or the pixels were moved (call
   * after each render). With `band` (device px, whole numbers) only that band is repainted.
   */
  flush(width: number, height: number, dpr: number, band?: FrameBand): void;
  /** Moves the drawn text down by `px` CSS px with the next flush (a scrolled list). */
  scrollDown(px: number): void;
  destroy(): void;
}

interface Layer {
  cells: CellStore;
  font: string;
  fontSizePx: number;
  visible: () => boolean;
  /** The cells' version last sent (-1: sent hidden; NaN: never sent). */
  sent: number;
}

/** Whether this browser can hand a canvas to a worker. */
export function offscreenTextSupported(): boolean {
  return typeof HTMLCanvasElement !== 'undefined' && 'transferControlToOffscreen' in HTMLCanvasElement.prototype
    && typeof Worker !== 'undefined';
}

/** Lays a canvas over `host`'s content and starts its painter. */
export function createOffscreenTextHost(host: HTMLElement): OffscreenTextHost {
  const overlay = document.createElement('canvas');
  overlay.className = 'offscreen-text';
  overlay.setAttribute('aria-hidden', 'true');
  overlay.style.pointerEvents = 'none';
  host.appendChild(overlay);
  const offscreen = overlay.transferControlToOffscreen();
  const worker = new Worker(new URL('../../../workers/text/text.worker.ts', import.meta.url), { type: 'module', name: 'text' });
  worker.postMessage({ canvas: offscreen }, [offscreen]);
  const layers: Layer[] = [];
  // what the worker last drew: its size, and whether a layer came or went since
  let sentWidth = NaN;
  let sentHeight = NaN;
  let sentDpr = NaN;
  let layersChanged = false;
  let scrollPx = 0;
  const writer = new TextFrameWriter();

  /** Whether anything differs from what was last sent; allocates nothing (called every render). */
  function changedSinceSent(width: number, height: number, dpr: number): boolean {
    if (layersChanged || scrollPx !== 0 || width !== sentWidth || height !== sentHeight || dpr !== sentDpr) return true;
    for (const l of layers) if ((l.visible() ? l.cells.version : -1) !== l.sent) return true;
    return false;
  }

  return {
    createLayer(options) {
      const cells = new CellStore();
      const font = cssFont(options);
      const widths = new WidthCache(font);
      // kept for the stage's scene graph (visibility follows it like an in-pass layer's)
      const view = new Container({ label: 'offscreen-text' });
      const layer: Layer = { cells, font, fontSizePx: options.fontSizePx, visible: () => view.visible && view.parent !== null, sent: NaN };
      layers.push(layer);
      layersChanged = true;
      return cellsLayer(view, cells, (text) => widths.measure(text), () => {
        layers.splice(layers.indexOf(layer), 1);
        layersChanged = true;
      });
    },
    flush(width, height, dpr, band) {
      if (!changedSinceSent(width, height, dpr)) return;
      // a new size or layer set repaints whole (a resized canvas is blank)
      const whole = layersChanged || width !== sentWidth || height !== sentHeight || dpr !== sentDpr;
      if (width !== sentWidth || height !== sentHeight) {
        overlay.style.width = `${width}px`;
        overlay.style.height = `${height}px`;
      }
      sentWidth = width;
      sentHeight = height;
      sentDpr = dpr;
      layersChanged = false;
      writer.begin(width, height, dpr, whole ? 0 : scrollPx, whole || band === undefined ? null : band);
      scrollPx = 0;
      for (const l of layers) {
        const shown = l.visible();
        l.sent = shown ? l.cells.version : -1;
        if (shown) writer.layer(l.cells, l.font, l.fontSizePx);
      }
      const frame = writer.finish();
      worker.postMessage(frame, [frame]);
    },
    scrollDown(px) {
      scrollPx += px;
    },
    destroy() {
      worker.terminate();
      overlay.remove();
    },
  };
}
