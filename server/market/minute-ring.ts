/**
 * One pair's last 24 hours of prices and volume in 1440 one-minute buckets (a ring indexed by
 * minute number). Integers only: prices in ticks, volume in lots, notional in quote ledger
 * units. Pure: every call carries its own time (ms).
 *
 * Fed by the engine's events: about one `price` call per trade, so adding is O(1); a summary
 * walks the 1440 buckets and is meant for requests, not for every event.
 */
export const MINUTE_MS = 60_000;
export const DAY_MINUTES = 1440;

export interface Bucket {
  minute: number; // floor(time / 60000); -1 = empty slot
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  notional: number;
}

export interface WindowSummary {
  /** First price inside the window (undefined when there was none). */
  open?: number;
  high?: number;
  low?: number;
  volume: number;
  notional: number;
}

export class MinuteRing {
  private readonly slots: Bucket[] = Array.from({ length: DAY_MINUTES }, () => emptyBucket());
  /** Oldest minute changed since the last takeUnsaved (Infinity: none); the store's cursor. */
  private unsavedFrom = Infinity;

  /** Records a traded or last price (ticks) at `time`. */
  price(price: number, time: number): void {
    const b = this.bucketAt(time);
    if (b.open === 0) {
      b.open = b.high = b.low = price;
    } else {
      if (price > b.high) b.high = price;
      if (price < b.low) b.low = price;
    }
    b.close = price;
  }

  /** Records traded volume at `time` (one side of each trade only). */
  volume(lots: number, notional: number, time: number): void {
    const b = this.bucketAt(time);
    b.volume += lots;
    b.notional += notional;
  }

  /** Copies of the buckets changed since the previous call, oldest first (for the store). */
  takeUnsaved(): Bucket[] {
    const out: Bucket[] = [];
    if (this.unsavedFrom === Infinity) return out;
    let newest = -1;
    for (const b of this.slots) if (b.minute > newest) newest = b.minute;
    for (let m = Math.max(this.unsavedFrom, newest - DAY_MINUTES + 1); m <= newest; m++) {
      const b = this.bucket(m);
      if (b !== undefined) out.push({ ...b });
    }
    this.unsavedFrom = Infinity;
    return out;
  }

  /** Puts back a bucket the store kept, unless the ring holds that slot for a newer minute. */
  restore(bucket: Bucket): void {
    const slot = this.slots[mod(bucket.minute, DAY_MINUTES)];
    if (slot.minute <= bucket.minute) Object.assign(slot, bucket);
  }

  /** The bucket of minute `minute` if it is still in the ring. */
  bucket(minute: number): Bucket | undefined {
    const b = this.slots[mod(minute, DAY_MINUTES)];
    return b.minute === minute ? b : undefined;
  }

  /** Aggregate of the minutes in (now - 24 h, now], optionally leaving out the current minute. */
  summary(now: number, excludeCurrentMinute = false): WindowSummary {
    const current = Math.floor(now / MINUTE_MS);
    const last = excludeCurrentMinute ? current - 1 : current;
    const out: WindowSummary = { volume: 0, notional: 0 };
    for (let m = current - DAY_MINUTES + 1; m <= last; m++) {
      const b = this.bucket(m);
      if (b === undefined) continue;
      out.volume += b.volume;
      out.notional += b.notional;
      if (b.open === 0) continue; // volume-only bucket
      if (out.open === undefined) out.open = b.open;
      if (out.high === undefined || b.high > out.high) out.high = b.high;
      if (out.low === undefined || b.low < out.low) out.low = b.low;
    }
    return out;
  }

  private bucketAt(time: number): Bucket {
    const minute = Math.floor(time / MINUTE_MS);
    const b = this.slots[mod(minute, DAY_MINUTES)];
    // an event a day older than the slot's minute cannot be kept; never overwrite newer data
    if (b.minute > minute) return { ...emptyBucket(), minute };
    if (b.minute !== minute) Object.assign(b, emptyBucket(), { minute });
    if (minute < this.unsavedFrom) this.unsavedFrom = minute;
    return b;
  }
}

function emptyBucket(): Bucket {
  // open 0 means "no price yet": prices are positive ticks
  return { minute: -1, open: 0, high: 0, low: 0, close: 0, volume: 0, notional: 0 };
}

function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}
