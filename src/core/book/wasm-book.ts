/**
 * The thin adapter over the order-book module (assembly/): loads it in Node, a browser or a
 * worker, and implements OrderBook on a book handle. Levels go in by one typed-array `set` into
 * the module's input region; results come out of its output region through a Float64Array view
 * over its memory (refreshed only when memory grew). No call allocates.
 *
 * Loading stays outside this pure file: pass the wasm bytes, a compiled module or a fetch
 * Response (browser: `new URL('…/build/book.wasm', import.meta.url)`; Node: readFile), or the
 * exports of the portable JS build (build/book.portable.js) to bookModuleFromExports.
 */
import { checkPairs, checkStep, clampRows } from './group';
import { ASKS, BIDS, SWEEP_LENGTH, topLength, type Amount, type BookSide, type OrderBook } from './types';

/** What the module exports (assembly/index.ts); sides are 0 bids, 1 asks. */
export interface BookExports {
  memory: { readonly buffer: ArrayBuffer };
  inputPtr(): number;
  inputCap(): number;
  outputPtr(): number;
  resultPtr(): number;
  maxTop(): number;
  nodes(): number;
  create(): number;
  destroy(book: number): void;
  clear(book: number): void;
  apply(book: number, nb: number, na: number): number;
  best(book: number, side: number): number;
  levels(book: number, side: number): number;
  top(book: number, step: number, n: number): number;
  checksum(book: number): number;
  sweep(book: number, side: number, n: number, step: number): number;
  worst(book: number, side: number, amount: number, byNotional: number): number;
  crc(len: number): number;
}

/** One loaded module: many books share its memory. */
export class BookModule {
  private buffer: ArrayBuffer | null = null;
  private view: Float64Array = new Float64Array(0);
  /** f64 index of the input region. */
  readonly inAt: number;
  /** Levels one apply can take. */
  readonly inCap: number;
  readonly outAt: number;
  readonly resAt: number;

  /**
   * @param detaches true for WebAssembly memory: growing it detaches the old buffer, so an
   *   empty view is the cheap sign to refresh (the `memory.buffer` getter costs ~0.1 µs);
   *   the portable build swaps buffers without detaching, so its buffer is compared instead.
   */
  constructor(readonly x: BookExports, readonly engine: string, private readonly detaches = false) {
    this.inAt = x.inputPtr() >> 3;
    this.inCap = x.inputCap();
    this.outAt = x.outputPtr() >> 3;
    this.resAt = x.resultPtr() >> 3;
  }

  /** Float64Array over the module's memory, current after any growth. */
  f64(): Float64Array {
    if (this.detaches ? this.view.length === 0 : this.x.memory.buffer !== this.buffer) {
      this.buffer = this.x.memory.buffer;
      this.view = new Float64Array(this.buffer);
      this.outRows = -1;
    }
    return this.view;
  }

  private outRows = -1;
  private outView: Float64Array = new Float64Array(0);

  /** View of top()'s output for `rows` a side (cached: no allocation per call). */
  topView(rows: number): Float64Array {
    const f = this.f64();
    if (rows !== this.outRows || this.outView.length === 0) {
      this.outRows = rows;
      this.outView = f.subarray(this.outAt, this.outAt + topLength(rows));
    }
    return this.outView;
  }

  /** A new empty book. Throws when the module's book table is full. */
  createBook(): WasmBook {
    const id = this.x.create();
    if (id < 0) throw new RangeError('the book module holds no more books');
    return new WasmBook(this, id);
  }

  /** CRC32 of `bytes` computed by the module (tests of its CRC). */
  crc32(bytes: Uint8Array): number {
    const cap = this.inCap * 16;
    if (bytes.length > cap) throw new RangeError(`at most ${cap} bytes`);
    new Uint8Array(this.f64().buffer, this.inAt * 8, bytes.length).set(bytes);
    return this.x.crc(bytes.length) >>> 0;
  }

  /** Trie nodes in use over all books (leak checks). */
  nodes(): number {
    return this.x.nodes();
  }
}

export class WasmBook implements OrderBook {
  readonly engine: string;

  constructor(private readonly m: BookModule, private id: number) {
    this.engine = m.engine;
  }

  snapshot(bids: ArrayLike<number>, asks: ArrayLike<number>): number {
    checkPairs(bids);
    checkPairs(asks);
    this.m.x.clear(this.id);
    return this.apply(bids, asks);
  }

  update(bids: ArrayLike<number>, asks: ArrayLike<number>): number {
    checkPairs(bids);
    checkPairs(asks);
    return this.apply(bids, asks);
  }

  private apply(bids: ArrayLike<number>, asks: ArrayLike<number>): number {
    const { m } = this;
    const nb = bids.length >> 1;
    const na = asks.length >> 1;
    if (nb + na <= m.inCap) {
      const f = m.f64();
      f.set(bids, m.inAt);
      f.set(asks, m.inAt + 2 * nb);
      return m.x.apply(this.id, nb, na);
    }
    return this.chunks(bids, 0) + this.chunks(asks, 1);
  }

  /** Applies one side in input-sized chunks (only for messages larger than the input region). */
  private chunks(levels: ArrayLike<number>, side: BookSide): number {
    const { m } = this;
    let rejected = 0;
    for (let at = 0; at < levels.length; at += 2 * m.inCap) {
      const end = Math.min(levels.length, at + 2 * m.inCap);
      const f = m.f64();
      for (let i = at; i < end; i++) f[m.inAt + i - at] = levels[i];
      const n = (end - at) >> 1;
      rejected += side === BIDS ? m.x.apply(this.id, n, 0) : m.x.apply(this.id, 0, n);
    }
    return rejected;
  }

  bestBid(): number {
    return this.m.x.best(this.id, BIDS);
  }

  bestAsk(): number {
    return this.m.x.best(this.id, ASKS);
  }

  levels(side: BookSide): number {
    return this.m.x.levels(this.id, side);
  }

  top(step: number, n: number, out: Float64Array): number {
    checkStep(step);
    const rows = clampRows(n);
    if (out.length < topLength(rows)) throw new RangeError(`top(${rows}) needs an output of ${topLength(rows)}, got ${out.length}`);
    const total = this.m.x.top(this.id, step, rows);
    out.set(this.m.topView(rows)); // one memcpy; slots past the counts carry stale rows
    return total;
  }

  checksum(): number {
    return this.m.x.checksum(this.id) >>> 0;
  }

  sweep(side: BookSide, n: number, step: number, out: Float64Array): number {
    checkStep(step);
    if (out.length < SWEEP_LENGTH) throw new RangeError(`sweep needs an output of ${SWEEP_LENGTH}`);
    const { m } = this;
    const avg = m.x.sweep(this.id, side, clampRows(n), step);
    const f = m.f64();
    for (let i = 0; i < SWEEP_LENGTH; i++) out[i] = f[m.resAt + i];
    return avg;
  }

  worstPrice(order: 'buy' | 'sell', amount: Amount): number {
    const side = order === 'buy' ? ASKS : BIDS;
    return 'notional' in amount ? this.m.x.worst(this.id, side, amount.notional, 1) : this.m.x.worst(this.id, side, amount.size, 0);
  }

  dispose(): void {
    if (this.id < 0) return;
    this.m.x.destroy(this.id);
    this.id = -1;
  }
}

/** Source of the wasm module: its bytes, a compiled module, or a fetch Response (streamed). */
export type WasmSource = BufferSource | WebAssembly.Module | Response | PromiseLike<Response>;

/** Instantiates build/book.wasm (no imports needed) and wraps it. */
export async function instantiateBookModule(source: WasmSource): Promise<BookModule> {
  const resolved = await source;
  let instance: WebAssembly.Instance;
  if (resolved instanceof WebAssembly.Module) instance = await WebAssembly.instantiate(resolved, {});
  else if (typeof (resolved as Response).arrayBuffer === 'function') {
    const bytes = await (resolved as Response).arrayBuffer();
    instance = (await WebAssembly.instantiate(bytes, {})).instance;
  } else instance = (await WebAssembly.instantiate(resolved as BufferSource, {})).instance;
  return new BookModule(instance.exports as unknown as BookExports, 'wasm', true);
}

/** Wraps the portable JS build's exports (build/book.portable.js). */
export function bookModuleFromExports(exports: BookExports, engine = 'wasm-js'): BookModule {
  return new BookModule(exports, engine);
}
