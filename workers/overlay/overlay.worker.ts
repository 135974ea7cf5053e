/**
 * The painter of the canvas widgets' off-thread layers (src/render/pixi/overlay.ts), one for
 * the page: draws the rects and text cells it is sent on each stage's OffscreenCanvas, with the
 * same routines the in-page layers use (text-draw.ts, rect-draw.ts). Its frames reach the
 * compositor without the page's main thread; the page sends what changed, once a paint, through
 * a shared ring read here on each animation frame (overlay-ring.ts) or by message.
 *
 * A frame may first move the drawn pixels down (a list that scrolled) and then repaint only a
 * band: the rest of the canvas keeps what it shows.
 */
import {
  readOverlayFrame, type OverlayAdd, type OverlayBatch, type OverlayFrame, type OverlayRemove, type OverlayRing, type OverlayWake,
} from '../../src/render/pixi/overlay-frame';
import { RingReader } from '../../src/render/pixi/overlay-ring';
import { drawRects } from '../../src/render/pixi/rect-draw';
import { scrollPixels } from '../../src/render/pixi/scroll-draw';
import { drawCells } from '../../src/render/pixi/text-draw';
import { IDLE_FRAMES } from '../../src/render/shared-memory';

/** The canvas of each stage, by the id the page gave it. */
const canvases = new Map<number, { canvas: OffscreenCanvas; ctx: OffscreenCanvasRenderingContext2D }>();

function draw(c: OffscreenCanvas, g: OffscreenCanvasRenderingContext2D, f: OverlayFrame): void {
  const w = Math.max(1, Math.round(f.width * f.dpr));
  const h = Math.max(1, Math.round(f.height * f.dpr));
  // a resized canvas is blank: only a whole repaint makes sense on it
  const resized = c.width !== w || c.height !== h;
  if (resized) {
    c.width = w;
    c.height = h;
  }
  g.setTransform(1, 0, 0, 1, 0, 0);
  const d = Math.round(f.scrollPx * f.dpr);
  // 'copy': this canvas is transparent between the glyphs
  if (!resized && d > 0 && d < h) scrollPixels(g, c, d, 'copy');
  // the band in device px (the page's stage rounded it outwards), else all of the canvas
  const top = f.band === null || resized ? 0 : Math.max(0, f.band.top);
  const bottom = f.band === null || resized ? h : Math.min(h, f.band.bottom);
  if (bottom <= top) return;
  g.save();
  g.beginPath();
  g.rect(0, top, w, bottom - top);
  g.clip();
  g.clearRect(0, top, w, bottom - top);
  g.setTransform(f.dpr, 0, 0, f.dpr, 0, 0);
  for (const layer of f.layers) {
    if (layer.kind === 'rects') {
      drawRects(g, layer, layer.n, 1);
      g.globalAlpha = 1; // the text layers after it draw opaque
    } else {
      g.font = layer.font;
      drawCells(g, layer, layer.n, layer.fontSizePx, top / f.dpr, bottom / f.dpr);
    }
  }
  g.restore();
}

/**
 * Frames read from the ring for a canvas whose handover message has not been handled yet: the
 * ring is read on animation frames, which may come before a message already posted. Kept (as
 * copies) and drawn when the canvas arrives.
 */
const early = new Map<number, ArrayBuffer[]>();
/** Stages the page removed: their frames still in the ring are dropped, not kept. */
const removed = new Set<number>();

function drawFrame(id: number, buffer: ArrayBufferLike, byteOffset: number, byteLength: number): void {
  const target = canvases.get(id);
  if (target === undefined) {
    if (removed.has(id)) return;
    const copy = new ArrayBuffer(byteLength);
    new Uint8Array(copy).set(new Uint8Array(buffer, byteOffset, byteLength));
    const list = early.get(id);
    if (list === undefined) early.set(id, [copy]);
    else list.push(copy);
    return;
  }
  let frame: OverlayFrame;
  try {
    frame = readOverlayFrame(buffer, byteOffset, byteLength);
  } catch (err) {
    console.error('overlay worker: bad frame', err);
    return;
  }
  draw(target.canvas, target.ctx, frame);
}

/** The ring the page writes to (null: frames come by message only), and whether it is being read each frame. */
let ring: { buffer: SharedArrayBuffer; reader: RingReader } | null = null;
let reading = false;
/** Animation frames in a row with nothing in the ring; after IDLE_FRAMES the reading stops. */
let idle = 0;

function drainRing(): number {
  if (ring === null) return 0;
  const { buffer, reader } = ring;
  try {
    return reader.drain((id, offset, length) => drawFrame(id, buffer, offset, length));
  } catch (err) {
    console.error('overlay worker: bad ring', err);
    return 1;
  }
}

function onAnimationFrame(): void {
  if (ring === null) return;
  idle = drainRing() > 0 ? 0 : idle + 1;
  if (idle >= IDLE_FRAMES && ring.reader.sleep()) {
    reading = false; // the page's next write wakes us (OverlayWake)
    return;
  }
  requestAnimationFrame(onAnimationFrame);
}

function startReading(): void {
  if (reading || ring === null) return;
  if (typeof requestAnimationFrame !== 'function') {
    // no animation frames in this worker: read now and sleep again, each write then wakes us
    const reader = ring.reader;
    do drainRing();
    while (!reader.sleep());
    return;
  }
  reading = true;
  idle = 0;
  requestAnimationFrame(onAnimationFrame);
}

self.onmessage = (e: MessageEvent<OverlayAdd | OverlayRemove | OverlayRing | OverlayWake | OverlayBatch>) => {
  const m = e.data;
  if ('add' in m) {
    const ctx = m.canvas.getContext('2d');
    if (ctx === null) {
      // nothing to draw on: its frames are dropped like a removed stage's
      early.delete(m.add);
      removed.add(m.add);
      return;
    }
    canvases.set(m.add, { canvas: m.canvas, ctx });
    const waiting = early.get(m.add);
    early.delete(m.add);
    for (const f of waiting ?? []) drawFrame(m.add, f, 0, f.byteLength);
    return;
  }
  if ('remove' in m) {
    canvases.delete(m.remove);
    early.delete(m.remove);
    removed.add(m.remove);
    return;
  }
  if ('ring' in m) {
    ring = { buffer: m.ring, reader: new RingReader(m.ring) };
    return;
  }
  if ('wake' in m) {
    startReading();
    return;
  }
  drainRing(); // a batch comes after everything the ring holds
  for (let i = 0; i < m.ids.length; i++) drawFrame(m.ids[i], m.frames[i], 0, m.frames[i].byteLength);
};
