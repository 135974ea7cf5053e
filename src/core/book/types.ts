/**
 * The order book's one interface, implemented by the WebAssembly book (wasm-book.ts, the hot
 * path) and by the reference book (reference-book.ts, the oracle the conformance and property
 * tests hold it to).
 *
 * Units: prices are integer ticks and sizes integer lots (the pair's pricePrecision and
 * countPrecision), carried as JS numbers holding exact integers. Valid levels have a price in
 * [1, 2^53) and a size in [0, 2^53); anything else is skipped and counted as rejected. Totals
 * are exact while they stay below 2^53 (true for any real market).
 *
 * Levels travel as flat arrays [price, size, price, size, …] (Float64Array from the worker):
 * no objects per level, so the wasm adapter copies them into linear memory in one `set`.
 */

export type Ticks = number;
export type Lots = number;

/** Book side: the bids (buyers) or the asks (sellers). Numbered as the wasm module numbers them. */
export const BIDS = 0;
export const ASKS = 1;
export type BookSide = typeof BIDS | typeof ASKS;

/** A market order's amount: in lots, or in quote (ticks × lots). */
export type Amount = { size: Lots } | { notional: number };

/** Largest `n` top() and sweep() serve; larger requests are clamped. */
export const MAX_TOP = 4096;

/** Length of top()'s output for `n` levels a side: a 2-slot header, then 3 slots a level. */
export function topLength(n: number): number {
  return 2 + 6 * n;
}

/** Length of sweep()'s output: [average price, total size, total notional, rows]. */
export const SWEEP_LENGTH = 4;

export interface OrderBook {
  /** 'wasm', 'wasm-js' or 'reference'. */
  readonly engine: string;
  /** Replaces the book by these levels (size 0 entries are ignored). Returns rejected levels. */
  snapshot(bids: ArrayLike<number>, asks: ArrayLike<number>): number;
  /** Applies deltas in order: a size sets the level, 0 deletes it. Returns rejected levels. */
  update(bids: ArrayLike<number>, asks: ArrayLike<number>): number;
  /** Highest bid price; NaN when there are no bids. */
  bestBid(): Ticks;
  /** Lowest ask price; NaN when there are no asks. */
  bestAsk(): Ticks;
  /** Price levels on a side. */
  levels(side: BookSide): number;
  /**
   * The top `n` levels a side grouped at `step` ticks (an integer >= 1; bids group by
   * floor(price/step)×step, asks by ceil(price/step)×step), with cumulative sizes from the best
   * level, written to `out` (length >= topLength(n)):
   *   out[0] bid rows, out[1] ask rows,
   *   out[2 + 3i ..] bid i: price, size, cumulative (high to low),
   *   out[2 + 3n + 3i ..] ask i: price, size, cumulative (low to high).
   * Slots past the row counts are unspecified. Returns bid rows + ask rows.
   * The header makes the array self-describing when the worker transfers it.
   */
  top(step: number, n: number, out: Float64Array): number;
  /** The book checksum over the top 25 ungrouped levels a side (src/core/checksum.ts). */
  checksum(): number;
  /**
   * Over the first `n` rows of `side` grouped at `step` (the order book's hover tooltip):
   * writes [average price, total size, total notional, rows] to `out` (length >= SWEEP_LENGTH)
   * and returns the average price (NaN over no rows). Notional = Σ row price × size.
   */
  sweep(side: BookSide, n: number, step: number, out: Float64Array): number;
  /**
   * The price a market order of `amount` would reach: a buy walks the asks up, a sell the bids
   * down, from the best level, until the running size (or price × size) reaches the amount.
   * NaN when the book cannot fill it, or when the amount is not above 0.
   */
  worstPrice(order: 'buy' | 'sell', amount: Amount): Ticks;
  /** Releases the book (the wasm book returns its memory to the module's pool). */
  dispose(): void;
}
