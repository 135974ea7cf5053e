import { bookChecksum } from '../../src/core/checksum';
import { DEPTH_RAW_LEVELS, DEPTH_WINDOW } from '../../src/protocol/channels';
import type { DepthSnapshot, DepthUpdate } from '../../src/protocol/messages';

/** Who receives frames: a websocket session, or a collector in tests. */
export interface Subscriber {
  send(frame: Uint8Array): void;
}

/** Raw levels of one side as the engine gives them (best first), and whether the side ended. */
export interface RawSide {
  levels: Array<[number, number]>;
  /** True when the side has no more levels than these (every group is then complete). */
  complete: boolean;
}

/**
 * Groups raw levels (best first, ticks and lots) at `step` ticks into flat [price, size, …]:
 * bids floor to the step, asks ceil, so the two sides never meet. At most `window` groups.
 * When the side is not `complete`, the group of the last raw level may be missing levels
 * beyond the read, so it is left out: every group sent is exact.
 */
export function groupSide(side: RawSide, step: number, isBid: boolean, window = DEPTH_WINDOW): number[] {
  const out: number[] = [];
  const raw = side.levels;
  for (let i = 0; i < raw.length; i++) {
    const [price, lots] = raw[i];
    const g = step === 1 ? price : isBid ? Math.floor(price / step) * step : Math.ceil(price / step) * step;
    const n = out.length;
    if (n > 0 && out[n - 2] === g) out[n - 1] += lots;
    else {
      if (n >> 1 === window) return out; // the window is full and its last group is complete
      out.push(g, lots);
    }
  }
  if (!side.complete && out.length > 0) out.length -= 2;
  return out;
}

/**
 * The changes that turn `prev` into `next` (both flat and best first): new or resized levels
 * with their size, vanished ones with size 0, best first. One merge walk, O(levels).
 */
export function diffSide(prev: readonly number[], next: readonly number[], isBid: boolean): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < prev.length || j < next.length) {
    const p = i < prev.length ? prev[i] : NaN;
    const q = j < next.length ? next[j] : NaN;
    if (j >= next.length || (i < prev.length && (isBid ? p > q : p < q))) {
      out.push(p, 0);
      i += 2;
    } else if (i >= prev.length || (isBid ? q > p : q < p)) {
      out.push(q, next[j + 1]);
      j += 2;
    } else {
      if (prev[i + 1] !== next[j + 1]) out.push(q, next[j + 1]);
      i += 2;
      j += 2;
    }
  }
  return out;
}

/** Raw levels needed a side so that a stream at `step` can fill its window. */
export function rawLevelsFor(step: number): number {
  // at step 1 each raw level is a group: one more than the window tells whether it is complete
  return step === 1 ? DEPTH_WINDOW + 1 : DEPTH_RAW_LEVELS;
}

/**
 * One depth stream: a pair at one grouping step. It holds the window last sent (exactly the
 * book a client keeps after applying every message) and its sequence number.
 */
export class DepthStream {
  readonly subs = new Set<Subscriber>();
  seq = 0;
  checksum = 0;
  bids: number[] = [];
  asks: number[] = [];

  constructor(
    readonly symbol: string,
    readonly precision: number,
    /** Grouping step in ticks. */
    readonly step: number,
    readonly pricePrecision: number,
    readonly countPrecision: number,
  ) {}

  /** Takes the first window (at creation): the state the first snapshot shows, seq 1. */
  init(bids: number[], asks: number[]): void {
    this.bids = bids;
    this.asks = asks;
    this.seq = 1;
    this.checksum = bookChecksum(bids, asks);
  }

  /** Moves to a new window; the update to send, or undefined when nothing changed. */
  advance(bids: number[], asks: number[], time: number): DepthUpdate | undefined {
    const db = diffSide(this.bids, bids, true);
    const da = diffSide(this.asks, asks, false);
    if (db.length === 0 && da.length === 0) return undefined;
    this.bids = bids;
    this.asks = asks;
    this.seq++;
    this.checksum = bookChecksum(bids, asks);
    return { ch: 'depth', type: 'update', symbol: this.symbol, precision: this.precision, seq: this.seq, checksum: this.checksum, bids: db, asks: da, time };
  }

  /** The current window for a new subscriber, with the current seq. */
  snapshot(time: number): DepthSnapshot {
    return {
      ch: 'depth',
      type: 'snapshot',
      symbol: this.symbol,
      precision: this.precision,
      step: this.step,
      pricePrecision: this.pricePrecision,
      countPrecision: this.countPrecision,
      seq: this.seq,
      checksum: this.checksum,
      bids: this.bids,
      asks: this.asks,
      time,
    };
  }
}
