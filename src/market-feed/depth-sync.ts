/**
 * The sequence and checksum checker of one depth stream (docs/protocol.md 4.1), in front of the
 * book. It never trusts a message it cannot verify:
 * - a snapshot replaces the book; its seq becomes the book's;
 * - an update must carry seq + 1: seq <= the book's is a duplicate (dropped), anything larger is
 *   a gap (lost or reordered messages);
 * - after each message the book's checksum (top 25 levels a side, src/core/checksum.ts) must
 *   equal the message's; levels the book refuses (not integers, out of range), odd arrays or
 *   missing fields make the message corrupt.
 * A gap, a mismatch or a corrupt message marks the book unsynced and asks for a resync: the
 * caller subscribes to the stream again, and updates are skipped until the fresh snapshot.
 * The book is kept (stale, flagged) meanwhile so the screen does not flash empty.
 *
 * Called once per depth message by the worker; allocation-free on the update path.
 */
import type { OrderBook } from '../core/book/types';
import type { DepthSnapshot, DepthUpdate } from '../protocol/messages';

/**
 * A depth message whose level arrays may be typed arrays (the worker's DepthReader writes them
 * into reused Float64Arrays) or plain arrays (msgpackr, JSON).
 */
export type DepthInput = (Omit<DepthSnapshot, 'bids' | 'asks'> | Omit<DepthUpdate, 'bids' | 'asks'>) & {
  bids: ArrayLike<number>;
  asks: ArrayLike<number>;
};

/** What one message did. */
export type DepthVerdict = 'snapshot' | 'applied' | 'duplicate' | 'skipped' | 'foreign' | 'gap' | 'mismatch' | 'corrupt';

/** Verdicts that need a fresh snapshot. */
export function needsResync(v: DepthVerdict): boolean {
  return v === 'gap' || v === 'mismatch' || v === 'corrupt';
}

/** The stream the book follows. */
export interface DepthStreamKey {
  symbol: string;
  precision: number;
}

export class DepthSync {
  /** Stream followed; null until a market is set. */
  stream: DepthStreamKey | null = null;
  synced = false;
  seq = NaN;
  checksum = NaN;
  step = 1;
  pricePrecision = 0;
  countPrecision = 0;
  /** Bumped by every message that changed the book or its sync state (the publisher's dirty mark). */
  version = 0;

  constructor(readonly book: OrderBook) {}

  /** Follows another stream: the book is cleared until that stream's snapshot. */
  follow(stream: DepthStreamKey | null): void {
    this.stream = stream;
    this.book.snapshot([], []);
    this.synced = false;
    this.seq = NaN;
    this.checksum = NaN;
    this.version++;
  }

  /** Marks the book unsynced (e.g. the socket dropped or a frame was lost): skip until a snapshot. */
  invalidate(): void {
    if (!this.synced) return;
    this.synced = false;
    this.version++;
  }

  /** Checks and applies one depth message. */
  apply(m: DepthInput): DepthVerdict {
    const s = this.stream;
    if (s === null || m.symbol !== s.symbol || m.precision !== s.precision) return 'foreign';
    if (!wellFormed(m)) return this.fail('corrupt');
    if (m.type === 'snapshot') {
      if (this.book.snapshot(m.bids, m.asks) > 0) return this.fail('corrupt');
      this.seq = m.seq;
      this.step = m.step;
      this.pricePrecision = m.pricePrecision;
      this.countPrecision = m.countPrecision;
      this.version++;
      if (!this.verify(m.checksum)) return this.fail('mismatch');
      this.synced = true;
      return 'snapshot';
    }
    if (!this.synced) return 'skipped';
    if (m.seq <= this.seq) return 'duplicate';
    if (m.seq !== this.seq + 1) return this.fail('gap');
    const rejected = this.book.update(m.bids, m.asks);
    this.seq = m.seq;
    this.version++;
    if (rejected > 0) return this.fail('corrupt');
    return this.verify(m.checksum) ? 'applied' : this.fail('mismatch');
  }

  private verify(expected: number): boolean {
    this.checksum = this.book.checksum();
    return this.checksum === expected;
  }

  private fail(v: DepthVerdict): DepthVerdict {
    if (this.synced) this.version++;
    this.synced = false;
    return v;
  }
}

function isLevels(a: unknown): a is ArrayLike<number> {
  return (Array.isArray(a) || a instanceof Float64Array) && (a.length & 1) === 0;
}

/** Shape checks the book cannot do itself (it validates each level's numbers). */
function wellFormed(m: DepthInput): boolean {
  if (!Number.isSafeInteger(m.seq) || !Number.isInteger(m.checksum) || !isLevels(m.bids) || !isLevels(m.asks)) return false;
  if (m.type !== 'snapshot') return m.type === 'update';
  return Number.isSafeInteger(m.step) && m.step >= 1 && Number.isInteger(m.pricePrecision) && Number.isInteger(m.countPrecision);
}
