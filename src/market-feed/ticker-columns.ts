/**
 * How tickers travel from the market worker to the page: as numbers in one Float64Array, not
 * as row objects. The worker keeps a symbol table (each symbol gets an index once, in the order
 * first seen) and sends the new symbols of the table with the frame that first uses them; a
 * changed row is then only its index and its figures. Each figure travels with the count of
 * decimals its text had, so the page shows the gateway's text exactly ('0.0010', not 0.001).
 *
 * Layout of TickerFrame.rows: [count, then per row: index, value and decimals per field...].
 */

/** The ticker fields carried, in slot order (spec 001 section 3, symbol ticker fields). */
export const TICKER_FIELDS = ['c', 'h', 'l', 'v', 'qv', 'fluctuation'] as const;
export type TickerField = (typeof TICKER_FIELDS)[number];

/** Slots per row: its index in the symbol table, then value and decimals for each field. */
export const TICKER_SLOTS = 1 + 2 * TICKER_FIELDS.length;

/** Decimals value meaning "not a plain decimal text" (e.g. '1e-7'): shown as String(value). */
export const ANY_DECIMALS = -1;

/**
 * Copies a row's `n` figures from `src` at `from` into `dst` at `to`, number by number: a
 * `subarray` view per row was an object per pair and push on each side (2,000 a second in bench
 * market-list, the largest allocation site of the page's main thread during its scroll).
 */
export function copyFigures(src: Float64Array, from: number, dst: Float64Array, to: number, n: number): void {
  for (let k = 0; k < n; k++) dst[to + k] = src[from + k];
}

/** Length of a rows array holding `count` rows. */
export function tickerRowsLength(count: number): number {
  return 1 + TICKER_SLOTS * count;
}

/** The tickers part of a frame: the rows that changed since the previous frame. */
export interface TickerFrame {
  /** Index in the symbol table of `symbols[0]`; 0 after the worker started (the page resets its table). */
  from: number;
  /** Symbols added to the table since the previous frame (indexes from, from + 1, ...). */
  symbols: string[];
  /** [count, then TICKER_SLOTS per changed row]; see the file comment. */
  rows: Float64Array;
  /** Manual ticker answers the worker has applied so far (the market list rebuilds on one). */
  manual: number;
}

/**
 * A ticker text as a number and its decimals: '' (no figure yet) and anything not numeric is
 * NaN; a text with an exponent keeps its value with ANY_DECIMALS.
 */
export function parseFigure(text: unknown): [value: number, decimals: number] {
  const out = [0, 0];
  parseFigureInto(text, out, 0);
  return [out[0], out[1]];
}

/**
 * parseFigure writing value and decimals at `out[at]` and `out[at + 1]`: the worker parses every
 * field of every pair's ticker each second (2,000 pairs: 18,000 figures), without a tuple each.
 */
export function parseFigureInto(text: unknown, out: { [i: number]: number }, at: number): void {
  out[at + 1] = 0;
  out[at] = NaN;
  if (typeof text !== 'string' || text === '') return;
  const value = Number(text);
  if (!Number.isFinite(value)) return;
  out[at] = value;
  if (text.includes('e') || text.includes('E')) out[at + 1] = ANY_DECIMALS;
  else {
    const dot = text.indexOf('.');
    out[at + 1] = dot < 0 ? 0 : text.length - dot - 1;
  }
}

/** The text of a figure as the gateway wrote it; '' for NaN (no figure). */
export function figureText(value: number, decimals: number): string {
  if (Number.isNaN(value)) return '';
  if (decimals === ANY_DECIMALS || decimals > 100 || Math.abs(value) >= 1e21) return String(value);
  return value.toFixed(decimals);
}
