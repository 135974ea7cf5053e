/**
 * Layers drawn off the main thread (the offThread option of text and rect layers, canvas
 * renderer only).
 *
 * Why: on the software canvas path, drawing decides the frame. The order book repaints nearly
 * every row on every market update (cumulative totals, bars relative to the largest one), and
 * its ~100 fillText calls were most of the page's JavaScript per frame (docs/perf.md, session
 * 4): about 1 ms unthrottled, 4 ms under the 4x throttle of the frame benchmark. Its bars then
 * were most of what the page's own canvas rasterised and committed each frame. Here a stage's
 * off-thread layers share one canvas laid over the stage's own; it is handed to the page's
 * overlay worker (transferControlToOffscreen), which draws what it is sent (workers/overlay). The page keeps
 * the layers' stores (set, truncate, measure work as on an in-pass layer) and sends them once
 * per stage render in which any of them changed.
 *
 * Order: every rect layer under every text layer, each kind in the order made.
 *
 * A list that scrolls (the market trades) moves the worker's pixels too: scrollDown() before a
 * render of a band sends the move and only what reaches into the band.
 *
 * Limits: the layers are drawn above all of the stage's Pixi objects, so they suit what sits on
 * top (the book's bars, markers, ratio bar and text; the trade list), not drawing under others.
 * A stage made with layersBelow puts them under its own canvas instead, which it then clears
 * to transparent (the depth chart: its curve below, the hover guide and point above).
 */
import { CellStore, cellsLayer } from './cells';
import { OverlayFrameWriter, type FrameBand, type OverlayAdd, type OverlayBatch, type OverlayRemove, type OverlayRing, type OverlayWake } from './overlay-frame';
import { createRingBuffer, RingWriter } from './overlay-ring';
import { RectStore, rectsLayer } from './rect-store';
import { canShareMemory } from '../shared-memory';
import { cssFont, WidthCache } from './text-style';
import type { Rects, TextCells, TextCellsOptions } from './types';

/** The off-thread layers of one stage: their canvas and their stores. */
export interface OverlayHost {
  createText(options: TextCellsOptions): TextCells;
  createRects(): Rects;
  /**
   * Sends the layers to the worker if any changed, the size did, or the pixels were moved (call
   * after each render). With `band` (device px, whole numbers) only that band is repainted.
   */
  flush(width: number, height: number, dpr: number, band?: FrameBand): void;
  /** Moves the drawn layers down by `px` CSS px with the next flush (a scrolled list). */
  scrollDown(px: number): void;
  destroy(): void;
}

interface Layer {
  /** The store's version last sent (-1: sent hidden; NaN: never sent). */
  sent: number;
  /** Whether it is drawn in the flush under way (read once a flush). */
  shown: boolean;
  version(): number;
  visible(): boolean;
  write(writer: OverlayFrameWriter): void;
}

/**
 * The page's one overlay worker and how frames reach it. Where the page can share memory
 * (cross-origin isolated, as the gateway serves it) they go through a ring (overlay-ring.ts)
 * that the worker reads on its own animation frames: posting to a sleeping worker cost the
 * main thread 80-200 µs a frame here, 4x under the frame benchmark's throttle (docs/perf.md,
 * session 7). Otherwise, or once the ring was ever full (a worker that stopped reading), every
 * stage's frame of one paint goes in one message, posted in a microtask after the painters, so
 * the page wakes the worker once a frame, not once per stage.
 */
const RING_BYTES = 4 << 20;

const page = {
  worker: null as Worker | null,
  ring: null as RingWriter | null,
  nextId: 0,
  ids: [] as number[],
  frames: [] as ArrayBuffer[],
  scheduled: false,
  /** Frames sent, and those that move the drawn pixels (window.__terminal.overlayStats, for tests). */
  stats: { frames: 0, scrolls: 0, ring: false },
};

function pageWorker(): Worker {
  if (page.worker !== null) return page.worker;
  const worker = new Worker(new URL('../../../workers/overlay/overlay.worker.ts', import.meta.url), { type: 'module', name: 'overlay' });
  page.worker = worker;
  if (canShareMemory()) {
    const ring = createRingBuffer(RING_BYTES);
    page.ring = new RingWriter(ring);
    const message: OverlayRing = { ring };
    worker.postMessage(message);
    page.stats.ring = true;
  }
  const w = globalThis as unknown as { __terminal?: object };
  w.__terminal = Object.assign(w.__terminal ?? {}, { overlayStats: () => ({ ...page.stats }) });
  return worker;
}

const WAKE: OverlayWake = { wake: true };

/** Sends a stage's sealed frame (OverlayFrameWriter.seal: `bytes` long) by the ring, else by message. */
function send(id: number, frame: OverlayFrameWriter, bytes: number): void {
  const ring = page.ring;
  if (ring !== null) {
    if (ring.write(id, bytes, (data, offset) => frame.copyTo(data, offset))) {
      if (ring.claimWake()) pageWorker().postMessage(WAKE);
      return;
    }
    // full: the worker has stopped reading. Messages from now on; it draws them after the ring.
    page.ring = null;
    page.stats.ring = false;
    console.warn('overlay: the worker stopped reading its ring; frames go by message from now on');
  }
  queue(id, frame.finish());
}

function postQueued(): void {
  page.scheduled = false;
  if (page.frames.length === 0) return;
  const message: OverlayBatch = { ids: page.ids, frames: page.frames };
  page.ids = [];
  page.frames = [];
  pageWorker().postMessage(message, message.frames);
}

function queue(id: number, frame: ArrayBuffer): void {
  page.ids.push(id);
  page.frames.push(frame);
  if (page.scheduled) return;
  page.scheduled = true;
  queueMicrotask(postQueued);
}

/**
 * Lays a canvas over `host`'s content (or under `below`, a canvas in `host` that is then drawn
 * on top of it) and starts its painter.
 */
export function createOverlayHost(host: HTMLElement, below?: HTMLElement): OverlayHost {
  const overlay = document.createElement('canvas');
  overlay.className = 'stage-overlay';
  overlay.setAttribute('aria-hidden', 'true');
  overlay.style.pointerEvents = 'none';
  if (below === undefined) host.appendChild(overlay);
  else host.insertBefore(overlay, below);
  const offscreen = overlay.transferControlToOffscreen();
  const id = page.nextId++;
  const handOver: OverlayAdd = { add: id, canvas: offscreen };
  pageWorker().postMessage(handOver, [offscreen]);
  const rectLayers: Layer[] = [];
  const textLayers: Layer[] = [];
  // what the worker last drew: its size, and whether a layer came or went since
  let sentWidth = NaN;
  let sentHeight = NaN;
  let sentDpr = NaN;
  let layersChanged = false;
  let scrollPx = 0;
  const writer = new OverlayFrameWriter();

  /**
   * Reads every layer's visibility for this flush; answers whether one appeared or disappeared
   * since the last frame, which a band repaint cannot show. Allocates nothing (every render).
   */
  function readShown(list: Layer[]): boolean {
    let toggled = false;
    for (const l of list) {
      l.shown = l.visible();
      if (l.shown !== (l.sent !== -1) && !Number.isNaN(l.sent)) toggled = true;
    }
    return toggled;
  }

  /** Whether anything differs from what was last sent (after readShown). */
  function changedSinceSent(width: number, height: number, dpr: number): boolean {
    if (layersChanged || scrollPx !== 0 || width !== sentWidth || height !== sentHeight || dpr !== sentDpr) return true;
    for (const l of rectLayers) if ((l.shown ? l.version() : -1) !== l.sent) return true;
    for (const l of textLayers) if ((l.shown ? l.version() : -1) !== l.sent) return true;
    return false;
  }

  /** Registers a layer; returns its removal. */
  function add(list: Layer[], layer: Layer): () => void {
    list.push(layer);
    layersChanged = true;
    return () => {
      list.splice(list.indexOf(layer), 1);
      layersChanged = true;
    };
  }

  function write(list: Layer[]): void {
    for (const l of list) {
      l.sent = l.shown ? l.version() : -1;
      if (l.shown) l.write(writer);
    }
  }

  return {
    createText(options) {
      const cells = new CellStore();
      const font = cssFont(options);
      const widths = new WidthCache(font);
      const layer = cellsLayer(cells, (text) => widths.measure(text), () => remove());
      const remove = add(textLayers, {
        sent: NaN, shown: false, visible: () => layer.visible, version: () => cells.version, write: (w) => w.text(cells, font, options.fontSizePx),
      });
      return layer;
    },
    createRects() {
      const rects = new RectStore();
      const layer = rectsLayer(rects, () => remove());
      const remove = add(rectLayers, { sent: NaN, shown: false, visible: () => layer.visible, version: () => rects.version, write: (w) => w.rects(rects) });
      return layer;
    },
    flush(width, height, dpr, band) {
      const rectsToggled = readShown(rectLayers);
      const toggled = readShown(textLayers) || rectsToggled;
      if (!changedSinceSent(width, height, dpr)) return;
      // a new size or layer set, or a layer shown or hidden, repaints whole (a resized canvas is blank)
      const whole = layersChanged || toggled || width !== sentWidth || height !== sentHeight || dpr !== sentDpr;
      if (width !== sentWidth || height !== sentHeight) {
        overlay.style.width = `${width}px`;
        overlay.style.height = `${height}px`;
      }
      sentWidth = width;
      sentHeight = height;
      sentDpr = dpr;
      layersChanged = false;
      const scrolled = whole ? 0 : scrollPx;
      writer.begin(width, height, dpr, scrolled, whole || band === undefined ? null : band);
      scrollPx = 0;
      write(rectLayers);
      write(textLayers);
      page.stats.frames++;
      if (scrolled > 0) page.stats.scrolls++;
      send(id, writer, writer.seal());
    },
    scrollDown(px) {
      scrollPx += px;
    },
    destroy() {
      // frames of this stage still queued are dropped by the worker: the canvas is gone
      const remove: OverlayRemove = { remove: id };
      pageWorker().postMessage(remove);
      overlay.remove();
    },
  };
}
