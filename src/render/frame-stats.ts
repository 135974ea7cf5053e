/**
 * Frame timing for the canvas widgets' HUD: fps, frame-interval percentiles, dropped and long
 * frames, book update rate, script time and book age.
 *
 * Pure: timestamps come from the requestAnimationFrame argument, never a clock read here.
 * Called once per frame from the frame loop, so every sample lands in a fixed-size
 * Float64Array ring and nothing is allocated per frame; snapshot() (a few times a second for
 * the HUD) does the O(window) work and allocates its result only.
 */

/** One ring of the most recent samples; oldest overwritten first. */
class Ring {
  readonly buf: Float64Array;
  head = 0; // next write index
  size = 0;
  constructor(capacity: number) { this.buf = new Float64Array(capacity); }
  push(v: number): void {
    this.buf[this.head] = v;
    this.head = (this.head + 1) % this.buf.length;
    if (this.size < this.buf.length) this.size++;
  }
  /** The i-th newest sample (0 = newest); i < size. */
  back(i: number): number {
    return this.buf[(this.head - 1 - i + this.buf.length) % this.buf.length];
  }
  clear(): void { this.head = 0; this.size = 0; }
}

/** Frames kept for the last-second figures: enough for a 1000 Hz display. */
const SECOND_CAPACITY = 1024;
const LONG_FRAME_MS = 50;

export interface FrameStatsOptions {
  /** Frames in the rolling window for percentiles, drops, script time and book age (default 600). */
  readonly window?: number;
  /** Expected frame interval in ms (default 16.7, a 60 Hz display). */
  readonly expectedMs?: number;
}

/** What the HUD shows. Every figure is 0 when there is nothing to measure yet. */
export interface FrameStatsSnapshot {
  /** Frame intervals in the rolling window. */
  readonly intervals: number;
  /** Frames whose timestamp lies in the last 1000 ms up to the newest frame (reads low during the first second). */
  readonly fps: number;
  /** Nearest-rank percentiles of the frame interval over the window, ms. */
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  /** Sum over intervals > 1.5 x expected of floor(interval / expected) - 1. */
  readonly dropped: number;
  /** Intervals over 50 ms. */
  readonly long: number;
  /** Book updates committed with the frames of the last second. */
  readonly bookUpdatesPerSec: number;
  /** Script ms per frame, averaged over the window. */
  readonly scriptMsMean: number;
  /** Book age in frames over the last `window` samples. */
  readonly bookAgeMean: number;
  readonly bookAgeMax: number;
}

/**
 * Rolling frame statistics. Book updates and script time reported between two frame() calls
 * are committed with the second one; bookAge() records one sample per call.
 */
export class FrameStats {
  private readonly expectedMs: number;
  private readonly intervals: Ring;
  private readonly script: Ring;
  private readonly ages: Ring;
  private readonly stamps = new Ring(SECOND_CAPACITY);
  private readonly updates = new Ring(SECOND_CAPACITY);
  private readonly scratch: Float64Array; // sorted copy of intervals, reused by snapshot()
  private last = Number.NaN;
  private pendingUpdates = 0;
  private pendingScript = 0;

  constructor(options: FrameStatsOptions = {}) {
    const window = options.window ?? 600;
    const expectedMs = options.expectedMs ?? 16.7;
    if (!Number.isInteger(window) || window < 1) throw new RangeError(`window must be a positive integer, got ${window}`);
    if (!(expectedMs > 0) || !Number.isFinite(expectedMs)) throw new RangeError(`expectedMs must be positive, got ${expectedMs}`);
    this.expectedMs = expectedMs;
    this.intervals = new Ring(window);
    this.script = new Ring(window);
    this.ages = new Ring(window);
    this.scratch = new Float64Array(window);
  }

  /** A frame began at `timestampMs` (the rAF argument). Non-finite or non-increasing stamps are ignored. */
  frame(timestampMs: number): void {
    if (!Number.isFinite(timestampMs) || timestampMs <= this.last) return;
    if (!Number.isNaN(this.last)) this.intervals.push(timestampMs - this.last);
    this.last = timestampMs;
    this.stamps.push(timestampMs);
    this.updates.push(this.pendingUpdates);
    this.script.push(this.pendingScript);
    this.pendingUpdates = 0;
    this.pendingScript = 0;
  }

  /** `count` book updates were applied; negative or non-finite counts are ignored. */
  bookUpdate(count: number): void {
    if (Number.isFinite(count) && count > 0) this.pendingUpdates += count;
  }

  /** `ms` of script ran for the frame (several calls add up). */
  scriptTime(ms: number): void {
    if (Number.isFinite(ms) && ms > 0) this.pendingScript += ms;
  }

  /** The drawn book is `frames` frames older than the newest data. */
  bookAge(frames: number): void {
    if (Number.isFinite(frames) && frames >= 0) this.ages.push(frames);
  }

  /** Forget everything (e.g. when the tab becomes visible again, so the hidden gap is not a drop). */
  reset(): void {
    for (const r of [this.intervals, this.script, this.ages, this.stamps, this.updates]) r.clear();
    this.last = Number.NaN;
    this.pendingUpdates = 0;
    this.pendingScript = 0;
  }

  snapshot(): FrameStatsSnapshot {
    let fps = 0;
    let bookUpdatesPerSec = 0;
    for (let i = 0; i < this.stamps.size && this.stamps.back(i) > this.last - 1000; i++) {
      fps++;
      bookUpdatesPerSec += this.updates.back(i);
    }
    const n = this.intervals.size;
    let dropped = 0;
    let long = 0;
    for (let i = 0; i < n; i++) {
      const v = this.intervals.back(i);
      this.scratch[i] = v;
      if (v > 1.5 * this.expectedMs) dropped += Math.floor(v / this.expectedMs) - 1;
      if (v > LONG_FRAME_MS) long++;
    }
    const sorted = this.scratch.subarray(0, n).sort();
    // Nearest rank with integer percent so 95 * 20 / 100 is exactly 19, not 18.999….
    const pct = (p: number): number => (n === 0 ? 0 : sorted[Math.ceil((p * n) / 100) - 1]);
    let ageSum = 0;
    let ageMax = 0;
    for (let i = 0; i < this.ages.size; i++) {
      const a = this.ages.back(i);
      ageSum += a;
      if (a > ageMax) ageMax = a;
    }
    let scriptSum = 0;
    for (let i = 0; i < this.script.size; i++) scriptSum += this.script.back(i);
    return {
      intervals: n, fps, p50: pct(50), p95: pct(95), p99: pct(99), dropped, long, bookUpdatesPerSec,
      scriptMsMean: this.script.size === 0 ? 0 : scriptSum / this.script.size,
      bookAgeMean: this.ages.size === 0 ? 0 : ageSum / this.ages.size,
      bookAgeMax: ageMax,
    };
  }
}
