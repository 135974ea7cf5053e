/**
 * The tickers of every pair, as the `tickers` channel pushes them (every 60 s, and on a manual
 * request), kept as columns: a symbol table and one Float64Array of figures (ticker-columns.ts).
 * Only the rows that changed since the last publish travel to the main thread, as numbers.
 */
import { TICKER_FIELDS, TICKER_SLOTS, parseFigure, tickerRowsLength, type TickerFrame } from './ticker-columns';

/** Figures a row holds: value and decimals per field (TICKER_SLOTS without the index). */
const FIGURES = TICKER_SLOTS - 1;

function isRow(r: unknown): r is { symbol: string; c: string } {
  return typeof r === 'object' && r !== null && typeof (r as { symbol?: unknown }).symbol === 'string' && (r as { symbol: string }).symbol !== '' && typeof (r as { c?: unknown }).c === 'string';
}

/** Same number, NaN included (a row without a price yet compares equal to itself). */
const same = (a: number, b: number) => a === b || (a !== a && b !== b);

export class TickerStore {
  private readonly symbols: string[] = [];
  private readonly indexOf = new Map<string, number>();
  /** FIGURES per symbol, by table index. */
  private figures = new Float64Array(0);
  /** 1 for a symbol changed since the last take. */
  private changedFlag = new Uint8Array(0);
  private changed: number[] = [];
  /** Table length at the last take: symbols from here on go with the next frame. */
  private sent = 0;
  private manualAnswers = 0;
  private manualTaken = 0;

  /** Merges a tickers message's rows; rows that are not ticker rows are skipped. Returns how many changed. */
  apply(data: unknown): number {
    if (!Array.isArray(data)) return 0;
    let n = 0;
    const row = new Float64Array(FIGURES);
    for (const r of data) {
      if (!isRow(r)) continue;
      for (let f = 0; f < TICKER_FIELDS.length; f++) {
        const [value, decimals] = parseFigure((r as Record<string, unknown>)[TICKER_FIELDS[f]]);
        row[2 * f] = value;
        row[2 * f + 1] = decimals;
      }
      const i = this.slot(r.symbol);
      const at = i * FIGURES;
      let differs = false;
      for (let k = 0; k < FIGURES; k++) {
        if (!same(this.figures[at + k], row[k])) {
          differs = true;
          break;
        }
      }
      if (!differs) continue;
      this.figures.set(row, at);
      if (this.changedFlag[i] === 0) {
        this.changedFlag[i] = 1;
        this.changed.push(i);
      }
      n++;
    }
    return n;
  }

  /** Counts a manual request's answer (applied with apply()): the next frame carries the count. */
  noteManualAnswer(): number {
    return ++this.manualAnswers;
  }

  get dirty(): boolean {
    return this.changed.length > 0 || this.sent < this.symbols.length || this.manualTaken !== this.manualAnswers;
  }

  /**
   * The rows changed since the last call, written into `recycle` when it is long enough, and
   * forgets them.
   */
  take(recycle?: Float64Array): TickerFrame {
    const n = this.changed.length;
    const len = tickerRowsLength(n);
    const rows = recycle !== undefined && recycle.length >= len && recycle.buffer.byteLength > 0 ? recycle : new Float64Array(len);
    rows[0] = n;
    for (let k = 0; k < n; k++) {
      const i = this.changed[k];
      const at = 1 + k * TICKER_SLOTS;
      rows[at] = i;
      rows.set(this.figures.subarray(i * FIGURES, (i + 1) * FIGURES), at + 1);
      this.changedFlag[i] = 0;
    }
    this.changed = [];
    const from = this.sent;
    this.sent = this.symbols.length;
    this.manualTaken = this.manualAnswers;
    return { from, symbols: this.symbols.slice(from), rows, manual: this.manualAnswers };
  }

  /** The figure of `field` for `symbol` (NaN when unknown): tests and debugging. */
  figure(symbol: string, field: (typeof TICKER_FIELDS)[number]): number {
    const i = this.indexOf.get(symbol);
    return i === undefined ? NaN : this.figures[i * FIGURES + 2 * TICKER_FIELDS.indexOf(field)];
  }

  get size(): number {
    return this.symbols.length;
  }

  /** The symbol's table index, adding it (and growing the columns) when new. */
  private slot(symbol: string): number {
    const known = this.indexOf.get(symbol);
    if (known !== undefined) return known;
    const i = this.symbols.length;
    this.symbols.push(symbol);
    this.indexOf.set(symbol, i);
    if ((i + 1) * FIGURES > this.figures.length) {
      const cap = Math.max(64, 2 * (i + 1));
      const figures = new Float64Array(cap * FIGURES).fill(NaN);
      figures.set(this.figures);
      this.figures = figures;
      const flags = new Uint8Array(cap);
      flags.set(this.changedFlag);
      this.changedFlag = flags;
    }
    return i;
  }
}
