/**
 * The rects of a paint (candles, wicks, volume bars: rect-batch.ts) written as pixels into a
 * buffer of the plot's size, then drawn onto the canvas with one putImageData and one
 * drawImage of the part written.
 *
 * Why: the browsers we measure on draw the canvas in software, and a fillRect is recorded,
 * then rasterised when the frame is committed, ~1 µs a rect whatever its size. A pan paint
 * at 1,000 candles gives 2,000-3,000 rects; in the bench's traced pan (bench/chart.ts, 4x)
 * the frames whose chart painted committed in ~15 ms against ~1.3 ms for the others, as long
 * as the paint's script itself (docs/decisions.md, session 18 task B). In the same Chromium,
 * unthrottled: 2,000 one-pixel-wide rects 1.5 ms drawn and rasterised, the same pixels
 * written here and blitted 0.6 ms.
 *
 * The pixels are the same as fillRect's on whole pixels (rect-batch.ts rounds every rect): an
 * opaque colour replaces, a translucent one is blended over what this paint wrote before it in
 * the buffer (source-over, as the canvas would), and the buffer is drawn over the canvas with
 * source-over. Only '#rgb', '#rrggbb', 'rgb()' and 'rgba()' colours are written here; any
 * other fill style is drawn by the canvas after what the buffer holds (same order).
 *
 * Only where the page renders in software (rectsFor): with a GPU the canvas is accelerated, its
 * fillRects are batched on the GPU, and a buffer of the plot's size uploaded each paint would
 * likely cost more (not measured: this machine has no GPU).
 */
import type { RectTarget } from './rect-batch';
import { rendererChoice } from '../../render/pixi/probe';
import { softwareReason } from '../../render/renderer-choice';

/** [r, g, b, a 0..255] of a CSS colour, or null when not one of the plain forms. */
export function parseColour(style: string): [number, number, number, number] | null {
  const s = style.trim();
  let m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(s);
  if (m !== null) {
    const h = m[1].length === 3 ? m[1].replace(/./g, (c) => c + c) : m[1];
    const n = Number.parseInt(h, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 255];
  }
  m = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(s);
  if (m === null) return null;
  const a = m[4] === undefined ? 1 : Number(m[4]);
  if (!(a >= 0 && a <= 1)) return null;
  // the canvas keeps 8 bits of alpha: 0.35 is 89 (Math.round(0.35 * 255))
  return [Number(m[1]) & 255, Number(m[2]) & 255, Number(m[3]) & 255, Math.round(a * 255)];
}

/** The canvas calls a layer ends with (tests pass a recorder). */
export interface BlitTarget {
  fillStyle: string | CanvasGradient | CanvasPattern;
  fillRect(x: number, y: number, w: number, h: number): void;
  drawImage(image: CanvasImageSource, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void;
}

/** The small part of a 2D canvas the layer puts its pixels through. */
interface Stage {
  canvas: { width: number; height: number } & CanvasImageSource;
  putImageData(data: ImageData, dx: number, dy: number, sx: number, sy: number, sw: number, sh: number): void;
}

/**
 * Width (px) from which an opaque rect's rows are written with TypedArray fill(): narrower, a
 * loop of stores is cheaper (a row of 1 px: ~3 ns against ~35 ns; even at ~16-20 px).
 */
export const FILL_MIN_PX = 16;

export class PixelLayer implements RectTarget {
  private w = 0;
  private h = 0;
  private left = 0;
  private top = 0;
  private img: ImageData | null = null;
  private px = new Uint32Array(0);
  private stage: Stage | null = null;
  private readonly colours = new Map<string, [number, number, number, number] | null>();
  private rgba: [number, number, number, number] | null = null;
  private style = '';
  /** The part written since begin (buffer px; x1, y1 exclusive). */
  private x0 = 0;
  private y0 = 0;
  private x1 = 0;
  private y1 = 0;
  private target: BlitTarget | null = null;

  constructor(private readonly makeStage: (w: number, h: number) => Stage | null = domStage) {}

  /** A new paint over the canvas rect (left, top, width, height), px: the buffer is cleared. */
  begin(target: BlitTarget, left: number, top: number, width: number, height: number): this {
    this.target = target;
    this.left = Math.round(left);
    this.top = Math.round(top);
    const w = Math.max(0, Math.round(width));
    const h = Math.max(0, Math.round(height));
    if (w !== this.w || h !== this.h || this.img === null) {
      this.w = w;
      this.h = h;
      this.img = w > 0 && h > 0 ? imageData(w, h) : null;
      this.px = this.img === null ? new Uint32Array(0) : new Uint32Array(this.img.data.buffer);
      this.stage = this.img === null ? null : this.makeStage(w, h);
    } else this.clearWritten();
    this.x0 = this.y0 = Infinity;
    this.x1 = this.y1 = -Infinity;
    return this;
  }

  get fillStyle(): string {
    return this.style;
  }

  set fillStyle(style: string | CanvasGradient | CanvasPattern) {
    if (typeof style !== 'string') throw new Error('a pixel layer fills plain colours only');
    this.style = style;
    let c = this.colours.get(style);
    if (c === undefined) {
      if (this.colours.size >= 64) this.colours.clear();
      c = parseColour(style);
      this.colours.set(style, c);
    }
    this.rgba = c;
  }

  /** One rect on whole pixels (canvas px), clipped to the layer's rect. */
  fillRect(x: number, y: number, w: number, h: number): void {
    if (this.rgba === null || this.stage === null) {
      // not a colour of ours (or no buffer): the canvas draws it, after what the buffer holds
      this.flush();
      const t = this.target!;
      t.fillStyle = this.style;
      t.fillRect(x, y, w, h);
      return;
    }
    const ax = Math.max(0, x - this.left);
    const ay = Math.max(0, y - this.top);
    const bx = Math.min(this.w, x + w - this.left);
    const by = Math.min(this.h, y + h - this.top);
    if (ax >= bx || ay >= by) return;
    if (ax < this.x0) this.x0 = ax;
    if (ay < this.y0) this.y0 = ay;
    if (bx > this.x1) this.x1 = bx;
    if (by > this.y1) this.y1 = by;
    const [r, g, b, a] = this.rgba;
    if (a === 0) return;
    const px = this.px;
    const W = this.w;
    // little-endian: the bytes r, g, b, a of ImageData are one uint32
    const v = ((a << 24) | (b << 16) | (g << 8) | r) >>> 0;
    if (a === 255) {
      const w = bx - ax;
      if (w >= FILL_MIN_PX) {
        for (let row = ay; row < by; row++) px.fill(v, row * W + ax, row * W + bx);
        return;
      }
      // a narrow rect (a wick, a thin body: most of a pan's rects) pixel by pixel: fill() costs ~35-45 ns
      // a call whatever its length, a plain store ~3 ns a pixel (Node 20 and Chromium's V8 alike)
      for (let row = ay; row < by; row++) {
        for (let i = row * W + ax, end = i + w; i < end; i++) px[i] = v;
      }
      return;
    }
    // translucent: the colour itself where this paint wrote nothing yet, else blended (a pan's
    // volume bars are tens of thousands of such pixels: no call or closure per pixel)
    const sa = a / 255;
    for (let row = ay; row < by; row++) {
      for (let i = row * W + ax, end = row * W + bx; i < end; i++) {
        const dst = px[i];
        px[i] = dst >>> 24 === 0 ? v : over(dst, r, g, b, sa);
      }
    }
  }

  /** Draws what was written onto the canvas (source-over) and empties the layer for more rects. */
  flush(): void {
    const t = this.target;
    if (t === null || this.stage === null || this.img === null || this.x0 >= this.x1) return;
    const { x0, y0, x1, y1 } = this;
    this.stage.putImageData(this.img, 0, 0, x0, y0, x1 - x0, y1 - y0);
    t.drawImage(this.stage.canvas, x0, y0, x1 - x0, y1 - y0, this.left + x0, this.top + y0, x1 - x0, y1 - y0);
    this.clearWritten();
    this.x0 = this.y0 = Infinity;
    this.x1 = this.y1 = -Infinity;
  }

  private clearWritten(): void {
    if (!(this.x0 < this.x1)) return;
    for (let row = this.y0; row < this.y1; row++) this.px.fill(0, row * this.w + this.x0, row * this.w + this.x1);
  }
}

/**
 * Source-over of an unpremultiplied colour (alpha `sa`, 0..1) over an unpremultiplied pixel
 * whose alpha is not 0 (uint32, little-endian), rounded per channel as the canvas keeps 8 bits.
 */
function over(dst: number, r: number, g: number, b: number, sa: number): number {
  const dA = ((dst >>> 24) / 255) * (1 - sa);
  const oa = sa + dA;
  const or = Math.round((r * sa + (dst & 255) * dA) / oa);
  const og = Math.round((g * sa + ((dst >>> 8) & 255) * dA) / oa);
  const ob = Math.round((b * sa + ((dst >>> 16) & 255) * dA) / oa);
  return ((Math.round(oa * 255) << 24) | (ob << 16) | (og << 8) | or) >>> 0;
}

/** An ImageData (a plain stand-in where there is none: unit tests in Node). */
function imageData(w: number, h: number): ImageData {
  if (typeof ImageData !== 'undefined') return new ImageData(w, h);
  return { data: new Uint8ClampedArray(w * h * 4), width: w, height: h, colorSpace: 'srgb' } as ImageData;
}

function domStage(w: number, h: number): Stage | null {
  if (typeof document === 'undefined') return null;
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  return c.getContext('2d');
}

let software: boolean | null = null;

/** The page renders in software: no WebGL, only with a major performance caveat, or a software GL (the renderer probe's answer, the override aside). */
function softwareCanvas(): boolean {
  if (software === null) {
    try {
      software = softwareReason(rendererChoice().probe) !== null;
    } catch {
      software = true;
    }
  }
  return software;
}

/** What a paint draws its rects into: the pixel layer, or the canvas itself (clipped to the rect given). */
export interface PaintRects extends RectTarget {
  /** Draws what is pending (the layer's blit; nothing for the canvas). */
  flush(): void;
}

/** The canvas's own fillRects, clipped to a rect (as the layer clips). */
export class CanvasRects implements PaintRects {
  private target: BlitTarget | null = null;
  private x0 = 0;
  private y0 = 0;
  private x1 = 0;
  private y1 = 0;

  begin(target: BlitTarget, left: number, top: number, width: number, height: number): this {
    this.target = target;
    this.x0 = Math.round(left);
    this.y0 = Math.round(top);
    this.x1 = this.x0 + Math.round(width);
    this.y1 = this.y0 + Math.round(height);
    return this;
  }

  get fillStyle(): string | CanvasGradient | CanvasPattern {
    return this.target!.fillStyle;
  }

  set fillStyle(style: string | CanvasGradient | CanvasPattern) {
    this.target!.fillStyle = style;
  }

  fillRect(x: number, y: number, w: number, h: number): void {
    const ax = Math.max(x, this.x0);
    const ay = Math.max(y, this.y0);
    const bx = Math.min(x + w, this.x1);
    const by = Math.min(y + h, this.y1);
    if (ax < bx && ay < by) this.target!.fillRect(ax, ay, bx - ax, by - ay);
  }

  flush(): void {}
}

const CANVAS_RECTS = new CanvasRects();

/**
 * The rects of a paint of `owner` (a uPlot, or the live candle's strip) over the canvas rect (left, top, width, height):
 * its pixel layer where the page renders in software, else the canvas's fillRects. Call flush
 * before the strokes that go over them.
 */
export function rectsFor(owner: object, target: BlitTarget, left: number, top: number, width: number, height: number): PaintRects {
  return (softwareCanvas() ? layerOf(owner) : CANVAS_RECTS).begin(target, left, top, width, height);
}

/** A live candle's strip of a plot (live-strip.ts, pane-strip.ts): its own layer (of `owner`), from `left` (canvas px) to the plot's right. */
export interface StripLayer {
  owner: object;
  left: number;
}

/** The rects of a paint of the plot of `u` (a uPlot), clipped to it; with `strip`, of that strip alone. */
export function plotRects(u: { ctx: BlitTarget; bbox: { left: number; top: number; width: number; height: number } }, strip?: StripLayer): PaintRects {
  const { ctx, bbox } = u;
  return strip === undefined
    ? rectsFor(u, ctx, bbox.left, bbox.top, bbox.width, bbox.height)
    : rectsFor(strip.owner, ctx, strip.left, bbox.top, bbox.left + bbox.width - strip.left, bbox.height);
}

/** Each owner's layer (a uPlot: the price pane, every lower pane; the live candle's strip), kept while the owner lives. */
const LAYERS = new WeakMap<object, PixelLayer>();

function layerOf(owner: object): PixelLayer {
  let l = LAYERS.get(owner);
  if (l === undefined) {
    l = new PixelLayer();
    LAYERS.set(owner, l);
  }
  return l;
}
