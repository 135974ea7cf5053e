/**
 * The painter of the canvas widgets' off-thread layers (src/render/pixi/overlay.ts), one for
 * the page: draws the rects and text cells it is sent on each stage's OffscreenCanvas, with the
 * same routines the in-page layers use (text-draw.ts, rect-draw.ts). Its frames reach the
 * compositor without the page's main thread; the page sends what changed, once a paint.
 *
 * A frame may first move the drawn pixels down (a list that scrolled) and then repaint only a
 * band: the rest of the canvas keeps what it shows.
 */
import {
  readOverlayFrame, type OverlayAdd, type OverlayBatch, type OverlayFrame, type OverlayRemove,
} from '../../src/render/pixi/overlay-frame';
import { drawRects } from '../../src/render/pixi/rect-draw';
import { scrollPixels } from '../../src/render/pixi/scroll-draw';
import { drawCells } from '../../src/render/pixi/text-draw';

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

self.onmessage = (e: MessageEvent<OverlayAdd | OverlayRemove | OverlayBatch>) => {
  const m = e.data;
  if ('add' in m) {
    const ctx = m.canvas.getContext('2d');
    if (ctx !== null) canvases.set(m.add, { canvas: m.canvas, ctx });
    return;
  }
  if ('remove' in m) {
    canvases.delete(m.remove);
    return;
  }
  for (let i = 0; i < m.ids.length; i++) {
    const target = canvases.get(m.ids[i]);
    if (target === undefined) continue; // a stage removed meanwhile
    let frame: OverlayFrame;
    try {
      frame = readOverlayFrame(m.frames[i]);
    } catch (err) {
      console.error('overlay worker: bad frame', err);
      continue;
    }
    draw(target.canvas, target.ctx, frame);
  }
};
