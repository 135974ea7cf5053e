/**
 * The tickers of every pair, as the `tickers` channel pushes them (every 60 s, and on a manual
 * request). Only the rows that changed since the last publish travel to the main thread.
 */
import type { TickerRow } from '../protocol/messages';

const FIELDS = ['c', 'h', 'l', 'v', 'qv', 'rate', 'fluctuation', 'increase'] as const;

function sameRow(a: TickerRow, b: TickerRow): boolean {
  for (const f of FIELDS) if (a[f] !== b[f]) return false;
  return true;
}

function isRow(r: unknown): r is TickerRow {
  return typeof r === 'object' && r !== null && typeof (r as TickerRow).symbol === 'string' && typeof (r as TickerRow).c === 'string';
}

export class TickerStore {
  private readonly rows = new Map<string, TickerRow>();
  private changed = new Map<string, TickerRow>();

  /** Merges a tickers message's rows. Returns how many changed. */
  apply(data: readonly unknown[]): number {
    if (!Array.isArray(data)) return 0;
    let n = 0;
    for (const r of data) {
      if (!isRow(r)) continue;
      const old = this.rows.get(r.symbol);
      if (old !== undefined && sameRow(old, r)) continue;
      this.rows.set(r.symbol, r);
      this.changed.set(r.symbol, r);
      n++;
    }
    return n;
  }

  get dirty(): boolean {
    return this.changed.size > 0;
  }

  /** The rows changed since the last call, and forgets them. */
  takeChanged(): TickerRow[] {
    const out = [...this.changed.values()];
    this.changed = new Map();
    return out;
  }

  get(symbol: string): TickerRow | undefined {
    return this.rows.get(symbol);
  }

  get size(): number {
    return this.rows.size;
  }
}
