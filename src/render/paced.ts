/**
 * Market pacing for the secondary canvas widgets (depth chart, market trades): they follow the
 * market at most every `minMs`, while the order book follows it every frame. A trade list that
 * a fast market replaces 400 rows a second, or a depth curve that moves a pixel, cannot be read
 * any better at 60 repaints a second than at 10, and those repaints took a third of the trade
 * page's frame on a throttled CPU (docs/perf.md). Local changes (hover, wheel, theme, resize,
 * a pair switch) are not paced: the painter checks them itself and draws on the next frame.
 */
import { requestPaint } from './frame-loop';

export class PacedVersion {
  private shown = NaN;
  private shownAt = -Infinity;
  private pending = false;
  private key = '';

  /**
   * @param minMs least time between two market versions taken
   * @param later asks for a paint `ms` from now (the frame loop's requestPaint behind a timer),
   *   so the newest version always lands once the market goes quiet
   */
  constructor(private readonly minMs: number, private readonly later: (ms: number) => void) {}

  /**
   * The market version to draw at `now`: `latest` when the last one taken is old enough, else
   * that one. A new `key` (the pair) is not paced: its first version is taken at once.
   */
  take(latest: number, now: number, key = ''): number {
    if (key !== this.key) {
      this.key = key;
      this.reset();
    }
    if (latest === this.shown) return latest;
    const wait = this.shownAt + this.minMs - now;
    if (wait <= 0 || Number.isNaN(this.shown)) {
      this.shown = latest;
      this.shownAt = now;
      return latest;
    }
    if (!this.pending) {
      this.pending = true;
      this.later(wait);
    }
    return this.shown;
  }

  /** The scheduled paint ran (call first thing in it). */
  fired(): void {
    this.pending = false;
  }

  /** Drops the pacing (a pair switch): the next version is taken at once. */
  reset(): void {
    this.shown = NaN;
    this.shownAt = -Infinity;
  }
}

/** A widget's pace for market repaints, in ms (10 a second). */
export const SECONDARY_PAINT_MS = 100;

/**
 * A PacedVersion whose trailing paint is `due` behind a timer (the frame loop's requestPaint, or
 * the widget's own write); dispose() cancels it.
 */
export function pacedRepaint(minMs = SECONDARY_PAINT_MS, due: () => void = requestPaint): { pace: PacedVersion; dispose(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pace = new PacedVersion(minMs, (ms) => {
    timer = setTimeout(() => {
      timer = undefined;
      pace.fired();
      due();
    }, ms);
  });
  return { pace, dispose: () => clearTimeout(timer) };
}
