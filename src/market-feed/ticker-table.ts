/**
 * The one shape of "every pair's ticker as columns", used on both sides of the worker boundary:
 * the market worker's store (ticker-store.ts, filled from the socket's rows) and the page's read
 * table (src/state/tickers.ts, filled from the worker's frames). A symbol gets an index once, in
 * the order first seen; its figures are FIGURES numbers at index * FIGURES (value and decimals per
 * TICKER_FIELDS field, ticker-columns.ts). Pure: no I/O, no signals.
 */
import { TICKER_FIELDS, TICKER_SLOTS, figureText, parseFigureInto, type TickerField } from './ticker-columns';

/** Numbers a symbol holds: value and decimals per field (a frame row's slots without its index). */
export const FIGURES = TICKER_SLOTS - 1;

/** Offset of `field`'s value in a symbol's figures (its decimals follow it). */
export const FIELD_AT: Readonly<Record<TickerField, number>> = Object.fromEntries(TICKER_FIELDS.map((f, k) => [f, 2 * k])) as Record<TickerField, number>;

/** A `tickers` row worth keeping: an object with a non-empty symbol. */
export function isTickerRow(r: unknown): r is { symbol: string } & Record<string, unknown> {
  return typeof r === 'object' && r !== null && typeof (r as { symbol?: unknown }).symbol === 'string' && (r as { symbol: string }).symbol !== '';
}

/** Same number, NaN included (a figure not known yet compares equal to itself). */
const same = (a: number, b: number) => a === b || (a !== a && b !== b);

export class TickerTable {
  symbols: string[] = [];
  indexOf = new Map<string, number>();
  /** FIGURES per symbol, by index; NaN where nothing came yet. */
  figures = new Float64Array(0);
  /** A row's figures, parsed before they are compared (one array, reused). */
  private readonly row = new Float64Array(FIGURES);

  get size(): number {
    return this.symbols.length;
  }

  /** Indexes the figures have room for (per-index arrays of an owner grow to it). */
  get capacity(): number {
    return this.figures.length / FIGURES;
  }

  reset(): void {
    this.symbols = [];
    this.indexOf = new Map();
    this.figures = new Float64Array(0);
  }

  /** The symbol's index, -1 when unknown. */
  index(symbol: string): number {
    return this.indexOf.get(symbol) ?? -1;
  }

  /** The symbol's index, adding it (and growing the figures) when new. */
  slot(symbol: string): number {
    const known = this.indexOf.get(symbol);
    return known !== undefined ? known : this.add(symbol);
  }

  /** Adds `symbol` at the end (the caller knows it is new); returns its index. */
  add(symbol: string): number {
    const i = this.symbols.length;
    this.symbols.push(symbol);
    this.indexOf.set(symbol, i);
    if ((i + 1) * FIGURES > this.figures.length) {
      const figures = new Float64Array(Math.max(64, 2 * (i + 1)) * FIGURES).fill(NaN);
      figures.set(this.figures);
      this.figures = figures;
    }
    return i;
  }

  /**
   * Parses a socket row into its symbol's figures. Returns the symbol's index when a figure
   * changed, -1 when nothing changed or `r` is not a ticker row (then nothing is written).
   */
  writeRow(r: unknown): number {
    if (!isTickerRow(r)) return -1;
    const row = this.row;
    for (let f = 0; f < TICKER_FIELDS.length; f++) parseFigureInto(r[TICKER_FIELDS[f]], row, 2 * f);
    const i = this.slot(r.symbol);
    const at = i * FIGURES;
    let k = 0;
    while (k < FIGURES && same(this.figures[at + k], row[k])) k++;
    if (k === FIGURES) return -1;
    this.figures.set(row, at);
    return i;
  }

  /** The figure of `field` at `index`; NaN when none came or the index is unknown. */
  figure(index: number, field: TickerField): number {
    if (!(index >= 0 && index < this.symbols.length)) return NaN;
    return this.figures[index * FIGURES + FIELD_AT[field]];
  }

  /** The text of `field` at `index` as the gateway wrote it; '' when there is none. */
  text(index: number, field: TickerField): string {
    if (!(index >= 0 && index < this.symbols.length)) return '';
    const at = index * FIGURES + FIELD_AT[field];
    return figureText(this.figures[at], this.figures[at + 1]);
  }
}

/** `arr` when it holds `capacity` entries, else a copy grown to it (the per-index arrays of a table's owner). */
export function grown<T extends Uint8Array | Int32Array>(arr: T, capacity: number, make: (n: number) => T): T {
  if (arr.length >= capacity) return arr;
  const next = make(capacity);
  next.set(arr);
  return next;
}
