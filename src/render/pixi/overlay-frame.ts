/**
 * The messages between the stages' off-thread layers (overlay.ts) and their painter
 * (workers/overlay): pure, so the worker bundle carries no Pixi.
 *
 * One frame is one ArrayBuffer: numbers first (Float32), then every string's UTF-16 code units.
 * Structured clone copies each object and string of a message on its own and detaches each
 * transferred buffer: a frame sent as objects (a layer object, a joined string and four
 * transferred typed arrays per layer) cost 50-70 µs a post in Chromium here, a flat buffer of
 * the same cells 15-30 µs with its encoding (measured, docs/perf.md session 5).
 *
 * Layout of the numbers (all small integers or CSS px, exact enough in Float32):
 *   header: HEADER fields (see H_*)
 *   a rect layer: RECTS, n, then n each of x, y, w, h, alpha, colour (table index)
 *   a text layer: TEXT, font (table index), fontSizePx, n, then n each of x, y, align,
 *     colour (table index), text length
 *   table: the length of each table string (fonts and colours, each sent once a frame)
 * and of the code units: the text layers' cell texts in order, then the table's strings.
 */
import type { CellStore } from './cells';
import type { RectStore } from './rect-store';
import { cellInBand } from './text-draw';

/** The page hands the worker a stage's canvas under an id. */
export interface OverlayAdd {
  add: number;
  canvas: OffscreenCanvas;
}

/** The stage is gone: its canvas is dropped. */
export interface OverlayRemove {
  remove: number;
}

/**
 * The ring the page writes its frames to from now on (overlay-ring.ts), where the page can
 * share memory (cross-origin isolated); sent once, before any frame.
 */
export interface OverlayRing {
  ring: SharedArrayBuffer;
}

/** Frames are waiting in the ring and the worker had stopped reading it. */
export interface OverlayWake {
  wake: true;
}

/**
 * One paint's frames, each for the canvas of its id (frames[i] for ids[i]), drawn in order,
 * after every frame in the ring (the page's way without shared memory, or once its ring was full).
 */
export interface OverlayBatch {
  ids: number[];
  frames: ArrayBuffer[];
}

/** A horizontal band of the canvas in device pixels from its top (whole numbers: the page's stage rounds its band outwards). */
export interface FrameBand {
  top: number;
  bottom: number;
}

/** What the worker draws: the canvas size (CSS px), how far to move the drawn pixels down first, and the band to repaint (null: all). */
export interface OverlayFrame {
  width: number;
  height: number;
  dpr: number;
  scrollPx: number;
  band: FrameBand | null;
  /** In drawing order. */
  layers: (RectLayerFrame | TextLayerFrame)[];
}

/** Filled rectangles, as the worker draws them. */
interface RectLayerFrame {
  kind: 'rects';
  n: number;
  x: Float32Array;
  y: Float32Array;
  w: Float32Array;
  h: Float32Array;
  alpha: Float32Array;
  color: string[];
}

/** Text cells, as the worker draws them (text-draw.ts reads these arrays). */
export interface TextLayerFrame {
  kind: 'text';
  font: string;
  fontSizePx: number;
  n: number;
  text: string[];
  color: string[];
  x: Float32Array;
  y: Float32Array;
  align: Float32Array;
}

const H_WIDTH = 0;
const H_HEIGHT = 1;
const H_DPR = 2;
const H_SCROLL = 3;
const H_BAND_TOP = 4;
const H_BAND_BOTTOM = 5;
const H_LAYERS = 6;
const H_TABLE = 7;
const H_NUMBERS = 8;
const H_UNITS = 9;
const HEADER = 10;

const RECTS = 1;
const TEXT = 2;


/** Whether a rect (top `y`, `h` high) reaches into [top, bottom]. */
function rectInBand(y: number, h: number, top: number, bottom: number): boolean {
  return y + h > top && y < bottom;
}

/**
 * Builds frames into buffers it keeps and grows, so a frame's numbers and strings are copied
 * once, into the message's own buffer. Use: begin, then rects or text for each layer in drawing
 * order, then finish.
 */
export class OverlayFrameWriter {
  private nums = new Float32Array(1024);
  private units = new Uint16Array(4096);
  private n = 0;
  private u = 0;
  private layers = 0;
  /** The sealed frame's size in bytes; -1 while it is being built. */
  private sealedBytes = -1;
  /** The band in CSS px, for choosing what to send (a whole frame: all of it). */
  private bandTop = -Infinity;
  private bandBottom = Infinity;
  private readonly table = new Map<string, number>();
  private readonly tableStrings: string[] = [];

  begin(width: number, height: number, dpr: number, scrollPx: number, band: FrameBand | null): void {
    this.n = HEADER;
    this.u = 0;
    this.layers = 0;
    this.sealedBytes = -1;
    this.bandTop = band === null ? -Infinity : band.top / dpr;
    this.bandBottom = band === null ? Infinity : band.bottom / dpr;
    this.table.clear();
    this.tableStrings.length = 0;
    this.nums[H_WIDTH] = width;
    this.nums[H_HEIGHT] = height;
    this.nums[H_DPR] = dpr;
    this.nums[H_SCROLL] = scrollPx;
    this.nums[H_BAND_TOP] = band === null ? NaN : band.top;
    this.nums[H_BAND_BOTTOM] = band === null ? NaN : band.bottom;
  }

  /** Adds a rect layer's visible rects (only those reaching into the frame's band, when it has one). */
  rects(store: RectStore): void {
    const count = store.length;
    this.ensureNumbers(2 + 6 * count);
    const { bandTop, bandBottom } = this;
    const shown = (i: number) => store.w[i] > 0 && store.h[i] > 0 && rectInBand(store.y[i], store.h[i], bandTop, bandBottom);
    let n = 0;
    for (let i = 0; i < count; i++) if (shown(i)) n++;
    const head = this.n;
    this.nums[head] = RECTS;
    this.nums[head + 1] = n;
    const at = head + 2;
    let k = 0;
    for (let i = 0; i < count; i++) {
      if (!shown(i)) continue;
      this.nums[at + k] = store.x[i];
      this.nums[at + n + k] = store.y[i];
      this.nums[at + 2 * n + k] = store.w[i];
      this.nums[at + 3 * n + k] = store.h[i];
      this.nums[at + 4 * n + k] = store.alpha[i];
      this.nums[at + 5 * n + k] = this.tableIndex(store.color[i]);
      k++;
    }
    this.n = at + 6 * n;
    this.layers++;
  }

  /** Adds a text layer's live cells (only those reaching into the frame's band, when it has one). */
  text(cells: CellStore, font: string, fontSizePx: number): void {
    const count = cells.length;
    this.ensureNumbers(4 + 5 * count);
    const { bandTop, bandBottom } = this;
    const shown = (i: number) => cells.text[i] !== '' && cellInBand(cells.y[i], fontSizePx, bandTop, bandBottom);
    let n = 0;
    for (let i = 0; i < count; i++) if (shown(i)) n++;
    const head = this.n;
    this.nums[head] = TEXT;
    this.nums[head + 1] = this.tableIndex(font);
    this.nums[head + 2] = fontSizePx;
    this.nums[head + 3] = n;
    const at = head + 4;
    let k = 0;
    for (let i = 0; i < count; i++) {
      if (!shown(i)) continue;
      const text = cells.text[i];
      this.nums[at + k] = cells.x[i];
      this.nums[at + n + k] = cells.y[i];
      this.nums[at + 2 * n + k] = cells.align[i];
      this.nums[at + 3 * n + k] = this.tableIndex(cells.color[i]);
      this.nums[at + 4 * n + k] = text.length;
      this.writeUnits(text);
      k++;
    }
    this.n = at + 5 * n;
    this.layers++;
  }

  /** The frame as one buffer of its own (the writer's are reused). */
  finish(): ArrayBuffer {
    const out = new ArrayBuffer(this.seal());
    this.copyTo(new Uint8Array(out), 0);
    return out;
  }

  /** Ends the frame (once; again: the same answer); returns its size in bytes, for copyTo. */
  seal(): number {
    if (this.sealedBytes >= 0) return this.sealedBytes;
    const tableCount = this.tableStrings.length;
    this.ensureNumbers(tableCount);
    for (const s of this.tableStrings) {
      this.nums[this.n++] = s.length;
      this.writeUnits(s);
    }
    this.nums[H_LAYERS] = this.layers;
    this.nums[H_TABLE] = tableCount;
    this.nums[H_NUMBERS] = this.n;
    this.nums[H_UNITS] = this.u;
    this.sealedBytes = this.n * 4 + this.u * 2;
    return this.sealedBytes;
  }

  /** Copies the sealed frame into `target` at `offset` (a multiple of 4: its numbers are read in place). */
  copyTo(target: Uint8Array, offset: number): void {
    const numBytes = this.n * 4;
    target.set(new Uint8Array(this.nums.buffer, 0, numBytes), offset);
    target.set(new Uint8Array(this.units.buffer, 0, this.u * 2), offset + numBytes);
  }

  private tableIndex(s: string): number {
    let i = this.table.get(s);
    if (i === undefined) {
      i = this.tableStrings.push(s) - 1;
      this.table.set(s, i);
    }
    return i;
  }

  private writeUnits(s: string): void {
    if (this.u + s.length > this.units.length) {
      const next = new Uint16Array(Math.max(2 * this.units.length, this.u + s.length));
      next.set(this.units.subarray(0, this.u));
      this.units = next;
    }
    for (let j = 0; j < s.length; j++) this.units[this.u++] = s.charCodeAt(j);
  }

  private ensureNumbers(more: number): void {
    if (this.n + more <= this.nums.length) return;
    const next = new Float32Array(Math.max(2 * this.nums.length, this.n + more));
    next.set(this.nums.subarray(0, this.n));
    this.nums = next;
  }
}

/**
 * Reads a frame the writer built: all of `buffer`, or `byteLength` bytes of it from `byteOffset`
 * (a multiple of 4; the overlay ring). The numbers stay views of the buffer (the caller draws
 * before the bytes change). Throws on bytes that are not a frame.
 */
export function readOverlayFrame(buffer: ArrayBufferLike, byteOffset = 0, byteLength = buffer.byteLength - byteOffset): OverlayFrame {
  const bad = (why: string) => new RangeError(`overlay frame: ${why}`);
  if (byteOffset % 4 !== 0 || byteOffset < 0 || byteOffset + byteLength > buffer.byteLength) throw bad('outside its buffer');
  if (byteLength < HEADER * 4) throw bad('too short');
  const head = new Float32Array(buffer, byteOffset, HEADER);
  const numbers = head[H_NUMBERS];
  const unitCount = head[H_UNITS];
  if (!Number.isInteger(numbers) || !Number.isInteger(unitCount) || numbers < HEADER || byteLength !== numbers * 4 + unitCount * 2) {
    throw bad('sizes do not match');
  }
  const nums = new Float32Array(buffer, byteOffset, numbers);
  const units = new Uint16Array(buffer, byteOffset + numbers * 4, unitCount);
  const string = (from: number, length: number) => String.fromCharCode.apply(null, units.subarray(from, from + length) as unknown as number[]);
  // the table comes last in both regions: read it first
  const tableCount = nums[H_TABLE];
  const table = new Array<string>(tableCount);
  let tableUnits = 0;
  for (let t = 0; t < tableCount; t++) tableUnits += nums[numbers - tableCount + t];
  let tu = unitCount - tableUnits;
  for (let t = 0; t < tableCount; t++) {
    const len = nums[numbers - tableCount + t];
    table[t] = string(tu, len);
    tu += len;
  }
  const colors = (a: Float32Array) => Array.from(a, (c) => table[c]);
  const layers: OverlayFrame['layers'] = [];
  let at = HEADER;
  let u = 0;
  for (let l = 0; l < nums[H_LAYERS]; l++) {
    const kind = nums[at];
    if (kind === RECTS) {
      const n = nums[at + 1];
      const col = (c: number) => nums.subarray(at + 2 + c * n, at + 2 + (c + 1) * n);
      layers.push({ kind: 'rects', n, x: col(0), y: col(1), w: col(2), h: col(3), alpha: col(4), color: colors(col(5)) });
      at += 2 + 6 * n;
    } else if (kind === TEXT) {
      const n = nums[at + 3];
      const col = (c: number) => nums.subarray(at + 4 + c * n, at + 4 + (c + 1) * n);
      const lengths = col(4);
      const text = new Array<string>(n);
      for (let i = 0; i < n; i++) {
        text[i] = string(u, lengths[i]);
        u += lengths[i];
      }
      layers.push({ kind: 'text', font: table[nums[at + 1]], fontSizePx: nums[at + 2], n, text, color: colors(col(3)), x: col(0), y: col(1), align: col(2) });
      at += 4 + 5 * n;
    } else {
      throw bad(`unknown layer kind ${kind}`);
    }
  }
  if (at !== numbers - tableCount) throw bad('layers do not fill the frame');
  const bandTop = nums[H_BAND_TOP];
  return {
    width: nums[H_WIDTH], height: nums[H_HEIGHT], dpr: nums[H_DPR], scrollPx: nums[H_SCROLL],
    band: Number.isNaN(bandTop) ? null : { top: bandTop, bottom: nums[H_BAND_BOTTOM] },
    layers,
  };
}
