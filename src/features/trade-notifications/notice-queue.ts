/**
 * The pace of trade notifications (spec trade page section 9): at most two shown at once, the
 * second 1 s after the first, each for 3 s, the next pair no sooner than 4 s after the last.
 * A notice arriving while nothing is pending shows at once (the spec's 4 s poll is the cadence
 * of batches, not a wait for the first). Timers are passed in, so the pacing is tested with a
 * fake clock.
 */
export const NOTICES_AT_ONCE = 2;
export const NOTICE_GAP_MS = 1_000;
export const NOTICE_SHOW_MS = 3_000;
export const NOTICE_BATCH_MS = 4_000;

export interface QueueTimers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface QueueHandlers<T> {
  /** A notice starts showing (play its sound here). */
  show(item: T): void;
  /** Its 3 s are over. */
  hide(item: T): void;
}

export class NoticeQueue<T> {
  private readonly waiting: T[] = [];
  private nextBatchAt = -Infinity;
  /** When the current pair's second place shows, while no notice holds it (null: none free). */
  private openSlotAt: number | null = null;
  private readonly handles = new Set<unknown>();

  constructor(private readonly on: QueueHandlers<T>, private readonly timers: QueueTimers) {}

  add(item: T): void {
    const now = this.timers.now();
    // the pair shown now has a free second place still to come: take it
    if (this.openSlotAt !== null && now <= this.openSlotAt) {
      const at = this.openSlotAt;
      this.openSlotAt = null;
      this.after(at - now, () => this.showFor(item));
      return;
    }
    this.waiting.push(item);
    if (this.waiting.length === 1) this.schedule();
  }

  /** Forgets what waits and what shows (sign-out, unmount). */
  stop(): void {
    for (const h of this.handles) this.timers.clearTimeout(h);
    this.handles.clear();
    this.waiting.length = 0;
    this.openSlotAt = null;
  }

  get pending(): number {
    return this.waiting.length;
  }

  private schedule(): void {
    this.after(Math.max(0, this.nextBatchAt - this.timers.now()), () => this.batch());
  }

  private batch(): void {
    const now = this.timers.now();
    if (now < this.nextBatchAt) return this.schedule(); // a timer that fired early
    const pair = this.waiting.splice(0, NOTICES_AT_ONCE);
    if (pair.length === 0) return;
    this.nextBatchAt = now + NOTICE_BATCH_MS;
    this.openSlotAt = pair.length < NOTICES_AT_ONCE ? now + NOTICE_GAP_MS : null;
    pair.forEach((item, i) => this.after(i * NOTICE_GAP_MS, () => this.showFor(item)));
    if (this.waiting.length > 0) this.schedule();
  }

  private showFor(item: T): void {
    this.on.show(item);
    this.after(NOTICE_SHOW_MS, () => this.on.hide(item));
  }

  /** Runs `fn` after `ms`, or now when `ms` is 0 (a timer of 0 still waits a turn, or 1 ms). */
  private after(ms: number, fn: () => void): void {
    if (ms <= 0) return fn();
    const h = this.timers.setTimeout(() => {
      this.handles.delete(h);
      fn();
    }, ms);
    this.handles.add(h);
  }
}
