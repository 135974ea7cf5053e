/**
 * The latest trades of the current pair in a fixed ring of numbers (no object per trade kept):
 * [id, price (ticks), size (lots), isBuy, time (ms)] each, oldest overwritten first.
 *
 * Trades are deduplicated by id (ids rise): a trade snapshot after a resubscribe or a
 * reconnect repeats trades already held, and only the newer ones are added.
 */
import type { TradeTuple } from '../protocol/messages';
import { TRADE_ROWS, TRADE_SLOTS, tradesLength } from './frame';

export class TradeRing {
  private readonly data: Float64Array;
  private head = 0; // next slot to write
  count = 0;
  lastId = -Infinity;
  /** Bumped when trades were added or cleared (the publisher's dirty mark). */
  version = 0;

  constructor(readonly capacity = TRADE_ROWS) {
    this.data = new Float64Array(capacity * TRADE_SLOTS);
  }

  clear(): void {
    this.head = 0;
    this.count = 0;
    this.lastId = -Infinity;
    this.version++;
  }

  /** Adds trades (oldest first); malformed or already seen ones are skipped. Returns trades added. */
  push(trades: readonly TradeTuple[]): number {
    if (!Array.isArray(trades)) return 0;
    let added = 0;
    for (const t of trades) {
      if (!Array.isArray(t) || t.length < 5) continue;
      const id = t[0];
      if (!(id > this.lastId) || !Number.isFinite(t[1]) || !Number.isFinite(t[2])) continue;
      const at = this.head * TRADE_SLOTS;
      this.data[at] = id;
      this.data[at + 1] = t[1];
      this.data[at + 2] = t[2];
      this.data[at + 3] = t[3] ? 1 : 0;
      this.data[at + 4] = t[4];
      this.head = (this.head + 1) % this.capacity;
      if (this.count < this.capacity) this.count++;
      this.lastId = id;
      added++;
    }
    if (added > 0) this.version++;
    return added;
  }

  /**
   * Writes up to `rows` trades, newest first, as [count, id, price, size, isBuy, time, …] into
   * `out` (reused when long enough, else a new array). Returns the array written.
   */
  write(rows: number, out?: Float64Array): Float64Array {
    const len = tradesLength(rows);
    const dst = out !== undefined && out.length === len ? out : new Float64Array(len);
    const n = Math.min(rows, this.count);
    dst[0] = n;
    for (let i = 0; i < n; i++) {
      const slot = (this.head - 1 - i + this.capacity) % this.capacity;
      dst.set(this.data.subarray(slot * TRADE_SLOTS, slot * TRADE_SLOTS + TRADE_SLOTS), 1 + i * TRADE_SLOTS);
    }
    return dst;
  }
}
