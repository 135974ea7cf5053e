/**
 * The message between a stage's off-thread text layers (offscreen-text.ts) and their painter
 * (workers/text): pure, so the worker bundle carries no Pixi.
 *
 * One frame is one ArrayBuffer: numbers first (Float32), then every string's UTF-16 code units.
 * Structured clone copies each object and string of a message on its own and detaches each
 * transferred buffer: a frame sent as objects (a layer object, a joined string and four
 * transferred typed arrays per layer) cost 50-70 µs a post in Chromium here, a flat buffer of
 * the same cells 15-30 µs with its encoding (measured, docs/perf.md session 5). Under the frame
 * benchmark's 4x throttle the book's posts were the largest single cost of its painter.
 *
 * Layout of the numbers (all small integers or CSS px, exact in Float32):
 *   header: HEADER fields (see H_*)
 *   per layer: font (table index), fontSizePx, n, then n each of x, y, align, colour (table
 *   index), text length
 *   table: the length of each table string (fonts and colours, each sent once a frame)
 * and of the code units: the layers' cell texts in order, then the table's strings.
 */
import type { CellStore } from './cells';

/** A horizontal band of the canvas in device pixels from its top (whole numbers: the page's stage rounds its band outwards). */
export interface FrameBand {
  top: number;
  bottom: number;
}

/** What the worker draws: the canvas size (CSS px), how far to move the drawn pixels down first, and the band to repaint (null: all). */
export interface TextFrame {
  width: number;
  height: number;
  dpr: number;
  scrollPx: number;
  band: FrameBand | null;
  layers: TextLayerFrame[];
}

/** One layer as the worker draws it (text-draw.ts reads these arrays). */
export interface TextLayerFrame {
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

/** Whether a cell's line box (top `y`, `fontSizePx` high) reaches into [top, bottom]: the one rule for sending and drawing. */
export function cellInBand(y: number, fontSizePx: number, top: number, bottom: number): boolean {
  return y >= top - fontSizePx && y <= bottom;
}

/**
 * Builds frames into buffers it keeps and grows, so encoding allocates only the message's own
 * buffer. Use: begin, layer for each layer (in drawing order), finish.
 */
export class TextFrameWriter {
  private nums = new Float32Array(1024);
  private units = new Uint16Array(4096);
  private n = 0;
  private u = 0;
  private layers = 0;
  /** The band in CSS px, for choosing the cells to send (a whole frame: all of them). */
  private bandTop = -Infinity;
  private bandBottom = Infinity;
  private readonly table = new Map<string, number>();
  private readonly tableStrings: string[] = [];

  begin(width: number, height: number, dpr: number, scrollPx: number, band: FrameBand | null): void {
    this.n = HEADER;
    this.u = 0;
    this.layers = 0;
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

  /** Adds a layer's live cells (only those reaching into the frame's band, when it has one). */
  layer(cells: CellStore, font: string, fontSizePx: number): void {
    const count = cells.length;
    this.ensureNumbers(3 + 5 * count);
    const head = this.n;
    this.nums[head] = this.tableIndex(font);
    this.nums[head + 1] = fontSizePx;
    // cells outside the band are left out: first pass counts them
    const { bandTop, bandBottom } = this;
    let n = 0;
    for (let i = 0; i < count; i++) if (cells.text[i] !== '' && cellInBand(cells.y[i], fontSizePx, bandTop, bandBottom)) n++;
    this.nums[head + 2] = n;
    const xAt = head + 3;
    const yAt = xAt + n;
    const alignAt = yAt + n;
    const colorAt = alignAt + n;
    const lengthAt = colorAt + n;
    let k = 0;
    for (let i = 0; i < count; i++) {
      const text = cells.text[i];
      if (text === '' || !cellInBand(cells.y[i], fontSizePx, bandTop, bandBottom)) continue;
      this.nums[xAt + k] = cells.x[i];
      this.nums[yAt + k] = cells.y[i];
      this.nums[alignAt + k] = cells.align[i];
      this.nums[colorAt + k] = this.tableIndex(cells.color[i]);
      this.nums[lengthAt + k] = text.length;
      this.writeUnits(text);
      k++;
    }
    this.n = lengthAt + n;
    this.layers++;
  }

  /** The frame as one buffer of its own (the writer's are reused). */
  finish(): ArrayBuffer {
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
    const numBytes = this.n * 4;
    const out = new ArrayBuffer(numBytes + this.u * 2);
    new Float32Array(out, 0, this.n).set(this.nums.subarray(0, this.n));
    new Uint16Array(out, numBytes, this.u).set(this.units.subarray(0, this.u));
    return out;
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

/** Reads a frame the writer built; throws on a buffer that is not one. */
export function readTextFrame(buffer: ArrayBuffer): TextFrame {
  if (buffer.byteLength < HEADER * 4) throw new RangeError('text frame: too short');
  const head = new Float32Array(buffer, 0, HEADER);
  const numbers = head[H_NUMBERS];
  const unitCount = head[H_UNITS];
  if (!Number.isInteger(numbers) || !Number.isInteger(unitCount) || numbers < HEADER || buffer.byteLength !== numbers * 4 + unitCount * 2) {
    throw new RangeError('text frame: sizes do not match');
  }
  const nums = new Float32Array(buffer, 0, numbers);
  const units = new Uint16Array(buffer, numbers * 4, unitCount);
  const text = (from: number, length: number) => String.fromCharCode.apply(null, units.subarray(from, from + length) as unknown as number[]);
  // the table comes last in both regions: read it first
  const tableCount = nums[H_TABLE];
  const table: string[] = new Array<string>(tableCount);
  let tableUnits = 0;
  for (let t = 0; t < tableCount; t++) tableUnits += nums[numbers - tableCount + t];
  let tu = unitCount - tableUnits;
  for (let t = 0; t < tableCount; t++) {
    const len = nums[numbers - tableCount + t];
    table[t] = text(tu, len);
    tu += len;
  }
  const layers: TextLayerFrame[] = [];
  let at = HEADER;
  let u = 0;
  for (let l = 0; l < nums[H_LAYERS]; l++) {
    const n = nums[at + 2];
    const x = nums.subarray(at + 3, at + 3 + n);
    const y = nums.subarray(at + 3 + n, at + 3 + 2 * n);
    const align = nums.subarray(at + 3 + 2 * n, at + 3 + 3 * n);
    const colors = nums.subarray(at + 3 + 3 * n, at + 3 + 4 * n);
    const lengths = nums.subarray(at + 3 + 4 * n, at + 3 + 5 * n);
    const texts = new Array<string>(n);
    const color = new Array<string>(n);
    for (let i = 0; i < n; i++) {
      texts[i] = text(u, lengths[i]);
      u += lengths[i];
      color[i] = table[colors[i]];
    }
    layers.push({ font: table[nums[at]], fontSizePx: nums[at + 1], n, text: texts, color, x, y, align });
    at += 3 + 5 * n;
  }
  const bandTop = nums[H_BAND_TOP];
  return {
    width: nums[H_WIDTH], height: nums[H_HEIGHT], dpr: nums[H_DPR], scrollPx: nums[H_SCROLL],
    band: Number.isNaN(bandTop) ? null : { top: bandTop, bottom: nums[H_BAND_BOTTOM] },
    layers,
  };
}
