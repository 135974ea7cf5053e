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
 * Limits: the layers are drawn above all of the stage's Pixi objects and repainted whole, so
 * they suit text that sits on top (the book's rows and strip), not a list repainted by bands.
 */
import { Container } from 'pixi.js';
import { CellStore, cellsLayer } from './cells';
import { cssFont, WidthCache } from './text-style';
import { packLayer, type TextFrame } from './text-frame';
import type { TextCells, TextCellsOptions } from './types';

/** The off-thread text of one stage: its overlay canvas, its worker and its layers. */
export interface OffscreenTextHost {
  createLayer(options: TextCellsOptions): TextCells;
  /** Sends the layers to the worker if any changed, or the size did (call after each render). */
  flush(width: number, height: number, dpr: number): void;
  destroy(): void;
}

interface Layer {
  cells: CellStore;
  font: string;
  fontSizePx: number;
  visible: () => boolean;
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
  let sentVersions: number[] = [];
  let sentSize = '';

  return {
    createLayer(options) {
      const cells = new CellStore();
      const font = cssFont(options);
      const widths = new WidthCache(font);
      // kept for the stage's scene graph (visibility follows it like an in-pass layer's)
      const view = new Container({ label: 'offscreen-text' });
      const layer: Layer = { cells, font, fontSizePx: options.fontSizePx, visible: () => view.visible && view.parent !== null };
      layers.push(layer);
      return cellsLayer(view, cells, (text) => widths.measure(text), () => layers.splice(layers.indexOf(layer), 1));
    },
    flush(width, height, dpr) {
      const size = `${width}x${height}@${dpr}`;
      const versions = layers.map((l) => (l.visible() ? l.cells.version : -1));
      if (size === sentSize && versions.length === sentVersions.length && versions.every((v, i) => v === sentVersions[i])) return;
      if (size !== sentSize) {
        overlay.style.width = `${width}px`;
        overlay.style.height = `${height}px`;
      }
      sentSize = size;
      sentVersions = versions;
      const transfer: ArrayBuffer[] = [];
      const frame: TextFrame = {
        width, height, dpr,
        layers: layers.filter((l) => l.visible()).map((l) => {
          const packed = packLayer(l.cells, l.font, l.fontSizePx);
          transfer.push(packed.colorIndex.buffer as ArrayBuffer, packed.x.buffer as ArrayBuffer, packed.y.buffer as ArrayBuffer, packed.align.buffer as ArrayBuffer);
          return packed;
        }),
      };
      worker.postMessage(frame, transfer);
    },
    destroy() {
      worker.terminate();
      overlay.remove();
    },
  };
}
