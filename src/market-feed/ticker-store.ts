/**
 * The tickers of every pair, as the `tickers` channel pushes them (every 60 s, and on a manual
 * request), kept as columns (ticker-table.ts, the same table the page reads from). Only the rows
 * that changed since the last publish travel to the main thread, as numbers (ticker-columns.ts).
 */
import { copyFigures, tickerRowsLength, TICKER_FIELDS, TICKER_SLOTS, type TickerFrame } from './ticker-columns';
import { FIGURES, grown, TickerTable } from './ticker-table';

export class TickerStore {
  private readonly table = new TickerTable();
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
    for (const r of data) {
      const i = this.table.writeRow(r);
      if (i < 0) continue;
      this.changedFlag = grown(this.changedFlag, this.table.capacity, (c) => new Uint8Array(c));
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
    return this.changed.length > 0 || this.sent < this.table.size || this.manualTaken !== this.manualAnswers;
  }

  /**
   * The rows changed since the last call, written into `recycle` when it is long enough, and
   * forgets them.
   */
  take(recycle?: Float64Array): TickerFrame {
    const n = this.changed.length;
    const len = tickerRowsLength(n);
    const rows = recycle !== undefined && recycle.length >= len && recycle.buffer.byteLength > 0 ? recycle : new Float64Array(len);
    const figures = this.table.figures;
    rows[0] = n;
    for (let k = 0; k < n; k++) {
      const i = this.changed[k];
      const at = 1 + k * TICKER_SLOTS;
      rows[at] = i;
      copyFigures(figures, i * FIGURES, rows, at + 1, FIGURES);
      this.changedFlag[i] = 0;
    }
    this.changed = [];
    const from = this.sent;
    this.sent = this.table.size;
    this.manualTaken = this.manualAnswers;
    return { from, symbols: this.table.symbols.slice(from), rows, manual: this.manualAnswers };
  }

  /** The figure of `field` for `symbol` (NaN when unknown): tests and debugging. */
  figure(symbol: string, field: (typeof TICKER_FIELDS)[number]): number {
    return this.table.figure(this.table.index(symbol), field);
  }

  get size(): number {
    return this.table.size;
  }
}
