/**
 * Connects FrameStats (pure, frame-stats.ts) to the page: a requestAnimationFrame tick for
 * frame intervals, the frame loop's onPaint() for script time, the worker's frames for book
 * updates per second and book age, and a 'longtask' PerformanceObserver. The HUD
 * (src/features/hud) and window.__terminal.frameStats() read frameFigures().
 *
 * Book age: the worker stamps when the newest depth update reached it (BookInfo.receivedAt, on
 * the performance.timeOrigin clock shared by worker and page); the page counts the animation
 * frames that began between that stamp and the paint that drew it (BookAge).
 */
import type { MarketFrame } from '../market-feed/frame';
import type { RendererKind, RendererReason } from './renderer-choice';
import { onPaint } from './frame-loop';
import { FrameStats } from './frame-stats';
import { activeRenderer } from './pixi/probe';

/** Frame starts remembered for counting: 2 s at 60 Hz; an older stamp is older than that anyway. */
const STARTS = 128;
const LATENCY_WINDOW = 120;

/**
 * Counts animation frames between a book stamp and its paint. Pure: rAF timestamps and the
 * stamp (converted to the page's performance.now() clock) are passed in.
 */
export class BookAge {
  private readonly starts = new Float64Array(STARTS);
  private head = 0;
  private size = 0;

  /** An animation frame began at `rafNow`. */
  frameStart(rafNow: number): void {
    this.starts[this.head] = rafNow;
    this.head = (this.head + 1) % STARTS;
    if (this.size < STARTS) this.size++;
  }

  /**
   * Frames that began after `stampMs` before the frame of the paint at `paintMs`: 0 when the
   * update was painted in the first frame that began after it arrived.
   */
  framesBetween(stampMs: number, paintMs: number): number {
    let n = 0;
    for (let i = 0; i < this.size; i++) {
      const t = this.starts[(this.head - 1 - i + STARTS) % STARTS];
      if (t <= stampMs) break;
      if (t <= paintMs) n++;
    }
    return Math.max(0, n - 1);
  }
}

/** What frameFigures() reports (the HUD, window.__terminal.frameStats(), the frame benchmark). */
export interface FrameFigures {
  renderer: RendererKind;
  reason: RendererReason;
  fps: number;
  /** Frame interval percentiles, ms. */
  p50: number;
  p95: number;
  p99: number;
  dropped: number;
  /** Long tasks (over 50 ms) since timing started. */
  longTasks: number;
  /** Our JS per frame (applying worker frames and painting), ms. */
  scriptMsPerFrame: number;
  /** Frames between a book update reaching the worker and its paint: mean and max over the window. */
  bookAgeFrames: number;
  bookAgeMax: number;
  /** Book level changes the worker applied per second (new sizes and deletions). */
  updatesPerSec: number;
  /** Feed-to-paint latency, mean of the last LATENCY_WINDOW paints, ms. */
  latencyMs: number;
}

const stats = new FrameStats();
const age = new BookAge();
const latencies = new Float64Array(LATENCY_WINDOW);
let latencyCount = 0;
let longTasks = 0;
let lastLevels = Number.NaN;
let lastStamp = Number.NaN;
/** Page-clock stamp of a book applied but not yet painted. */
let pendingStamp = Number.NaN;
let stop: (() => void) | null = null;

function painted(start: number, end: number, fromFeed: boolean): void {
  stats.scriptTime(end - start);
  if (!fromFeed || Number.isNaN(pendingStamp)) return;
  stats.bookAge(age.framesBetween(pendingStamp, end));
  latencies[latencyCount++ % LATENCY_WINDOW] = end - pendingStamp;
  pendingStamp = Number.NaN;
}

/** Starts timing (idempotent); returns its stop. Called by the market client when it starts. */
export function startFrameTiming(): () => void {
  if (stop !== null) return stop;
  let running = true;
  const tick = (now: number) => {
    if (!running) return;
    stats.frame(now);
    age.frameStart(now);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  const removePaint = onPaint(painted);
  // a hidden tab runs no frames: the gap is not a drop
  const visible = () => { if (document.visibilityState === 'visible') stats.reset(); };
  document.addEventListener('visibilitychange', visible);
  let observer: PerformanceObserver | null = null;
  try {
    observer = new PerformanceObserver((list) => { longTasks += list.getEntries().length; });
    observer.observe({ type: 'longtask', buffered: true });
  } catch {
    observer = null; // no Long Tasks API (Firefox, Safari): the count stays 0
  }
  stop = () => {
    running = false;
    removePaint();
    document.removeEventListener('visibilitychange', visible);
    observer?.disconnect();
    stop = null;
  };
  return stop;
}

/**
 * The market client applied `frame` in `applyMs` of script; called before it paints, so the
 * paint that follows is the one that drew this frame's book.
 */
export function frameApplied(frame: MarketFrame, applyMs: number): void {
  stats.scriptTime(applyMs);
  // book updates are level changes: the gateway batches a stream's changes into one message per
  // 50 ms tick, so the message count (stats.updates) says nothing about how fast the book moves
  const levels = frame.stats.levels;
  if (!Number.isNaN(lastLevels)) stats.bookUpdate(levels - lastLevels);
  lastLevels = levels;
  const stamp = frame.bookInfo.receivedAt ?? Number.NaN;
  if (frame.book !== null && Number.isFinite(stamp) && stamp !== lastStamp) {
    lastStamp = stamp;
    pendingStamp = stamp - performance.timeOrigin;
  }
}

/** The figures now; every number 0 until there is something to measure. */
export function frameFigures(): FrameFigures {
  const s = stats.snapshot();
  const { renderer, reason } = activeRenderer();
  const n = Math.min(latencyCount, LATENCY_WINDOW);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += latencies[i];
  return {
    renderer, reason, fps: s.fps, p50: s.p50, p95: s.p95, p99: s.p99, dropped: s.dropped, longTasks,
    scriptMsPerFrame: s.scriptMsMean, bookAgeFrames: s.bookAgeMean, bookAgeMax: s.bookAgeMax,
    updatesPerSec: s.bookUpdatesPerSec, latencyMs: n === 0 ? 0 : sum / n,
  };
}
