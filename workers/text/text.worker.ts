/**
 * The text painter of a canvas widget (src/render/pixi/offscreen-text.ts): draws the text
 * layers it is sent on the OffscreenCanvas it was handed, with the same routine the in-page
 * canvas layers use (text-draw.ts). Its frames reach the compositor without the page's main
 * thread; the page only sends the cells.
 */
import { drawCells } from '../../src/render/pixi/text-draw';
import { unpack, type TextFrame } from '../../src/render/pixi/text-frame';

let canvas: OffscreenCanvas | null = null;
let ctx: OffscreenCanvasRenderingContext2D | null = null;

self.onmessage = (e: MessageEvent<{ canvas: OffscreenCanvas } | TextFrame>) => {
  const m = e.data;
  if ('canvas' in m) {
    canvas = m.canvas;
    ctx = canvas.getContext('2d');
    return;
  }
  if (canvas === null || ctx === null) return;
  const w = Math.max(1, Math.round(m.width * m.dpr));
  const h = Math.max(1, Math.round(m.height * m.dpr));
  if (canvas.width !== w || canvas.height !== h) {
    canvas.width = w;
    canvas.height = h;
  } else {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, w, h);
  }
  ctx.setTransform(m.dpr, 0, 0, m.dpr, 0, 0);
  for (const layer of m.layers) {
    ctx.font = layer.font;
    drawCells(ctx, unpack(layer), layer.n, layer.fontSizePx, 0, m.height);
  }
};
