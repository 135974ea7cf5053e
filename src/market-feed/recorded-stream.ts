/**
 * Turns a recorded book stream (one snapshot, then updates, as flat [price, size …] in ticks and
 * lots: bench/book-feed.ts loads tests/data/btcusdt-20240808.feed.jsonl.gz that way) into
 * the protocol's depth messages, seq and checksum included, as the gateway would send them:
 * the checksum of each message is bookChecksum (src/core/checksum.ts) of the top 25 levels a
 * side after applying it, kept here in two sorted price arrays (the reference book re-sorts
 * the whole book per read: 0.7 ms a message). Used by the resync tests and the pipeline
 * benchmark; the tests compare the worker's book with the reference book fed the same stream.
 *
 * The client keeps exactly the levels the stream sends (it never trims), so the recorded
 * stream's full depth (1,000 levels a side) is a valid stream as is.
 */
import { ASKS, BIDS, MAX_TOP, topLength, type OrderBook } from '../core/book/types';
import { bookChecksum, CHECKSUM_DEPTH } from '../core/checksum';
import type { DepthMessage, DepthSnapshot, DepthUpdate } from '../protocol/messages';

export interface RecordedBook {
  symbol: string;
  pricePrecision: number;
  countPrecision: number;
  snapshot: { bids: ArrayLike<number>; asks: ArrayLike<number> };
  updates: { bids: ArrayLike<number>; asks: ArrayLike<number> }[];
}

/** One side's levels: prices kept sorted best first, sizes by price. */
class SortedSide {
  private readonly prices: number[] = [];
  private readonly sizes = new Map<number, number>();
  constructor(private readonly bids: boolean) {}

  /** Index of `price` or of where it would go (binary search, best first). */
  private find(price: number): number {
    let lo = 0;
    let hi = this.prices.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const p = this.prices[mid];
      if (this.bids ? p > price : p < price) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  apply(levels: ArrayLike<number>): void {
    for (let i = 0; i + 1 < levels.length; i += 2) {
      const price = levels[i];
      const size = levels[i + 1];
      const had = this.sizes.has(price);
      if (size === 0) {
        if (!had) continue;
        this.sizes.delete(price);
        this.prices.splice(this.find(price), 1);
      } else {
        if (!had) this.prices.splice(this.find(price), 0, price);
        this.sizes.set(price, size);
      }
    }
  }

  top(n: number): number[] {
    const out: number[] = [];
    for (let i = 0; i < n && i < this.prices.length; i++) out.push(this.prices[i], this.sizes.get(this.prices[i])!);
    return out;
  }
}

/** Start of the synthetic clock of the messages (ms); one message every 100 ms, as recorded. */
const T0 = 1_723_161_254_207;

/** The stream as depth messages: [snapshot (seq firstSeq), update firstSeq + 1, …]. */
export function depthMessages(rec: RecordedBook, firstSeq = 1): DepthMessage[] {
  const bids = new SortedSide(true);
  const asks = new SortedSide(false);
  const checksum = () => bookChecksum(bids.top(CHECKSUM_DEPTH), asks.top(CHECKSUM_DEPTH));
  const precision = rec.pricePrecision;
  bids.apply(rec.snapshot.bids);
  asks.apply(rec.snapshot.asks);
  const snapshot: DepthSnapshot = {
    ch: 'depth', type: 'snapshot', symbol: rec.symbol, precision, step: 1, pricePrecision: rec.pricePrecision, countPrecision: rec.countPrecision,
    seq: firstSeq, checksum: checksum(), bids: Array.from(rec.snapshot.bids), asks: Array.from(rec.snapshot.asks), time: T0,
  };
  const out: DepthMessage[] = [snapshot];
  rec.updates.forEach((u, i) => {
    bids.apply(u.bids);
    asks.apply(u.asks);
    const m: DepthUpdate = {
      ch: 'depth', type: 'update', symbol: rec.symbol, precision, seq: firstSeq + 1 + i, checksum: checksum(),
      bids: Array.from(u.bids), asks: Array.from(u.asks), time: T0 + 100 * (i + 1),
    };
    out.push(m);
  });
  return out;
}

/** Every level of a book, flat and best first: [bids, asks] (at most MAX_TOP a side). */
export function bookLevels(book: OrderBook): [number[], number[]] {
  const out = new Float64Array(topLength(MAX_TOP));
  book.top(1, MAX_TOP, out);
  const side = (at: number, n: number) => {
    const flat: number[] = [];
    for (let i = 0; i < n; i++) flat.push(out[at + 3 * i], out[at + 3 * i + 1]);
    return flat;
  };
  if (book.levels(BIDS) > MAX_TOP || book.levels(ASKS) > MAX_TOP) throw new RangeError(`more than ${MAX_TOP} levels a side`);
  return [side(2, out[0]), side(2 + 3 * MAX_TOP, out[1])];
}
