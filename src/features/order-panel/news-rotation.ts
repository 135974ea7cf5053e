/**
 * The news bar's clock (spec order-panel section 9: "groups of 3, rotating every 5 seconds after
 * a first 1-second delay"): the first group shows once the first second since the bar mounted
 * has passed (at once when the list came later), and every group, the first included, stays
 * 5 s. Before, the first group appeared when the list came (about 1.3 s) and was replaced 1 s
 * later: it flashed. Timers only, no DOM: the component passes what to show.
 */
import { NEWS_FIRST_MS, NEWS_ROTATE_MS } from './content';

/** What is left of the first delay at `nowMs` for a bar mounted at `mountedMs` (0 once passed). */
export function newsFirstDelay(mountedMs: number, nowMs: number): number {
  return Math.max(0, mountedMs + NEWS_FIRST_MS - nowMs);
}

/**
 * Calls `show(0)` after `firstDelayMs` (synchronously when 0), then `show` with the next group
 * index, wrapping, every 5 s; a single group is shown and never rotates. Answers the stop.
 */
export function startNewsRotation(groupCount: number, show: (index: number) => void, firstDelayMs: number): () => void {
  let index = 0;
  let every: ReturnType<typeof setInterval> | undefined;
  const begin = () => {
    show(0);
    if (groupCount < 2) return;
    every = setInterval(() => {
      index = (index + 1) % groupCount;
      show(index);
    }, NEWS_ROTATE_MS);
  };
  let first: ReturnType<typeof setTimeout> | undefined;
  if (firstDelayMs <= 0) begin();
  else first = setTimeout(begin, firstDelayMs);
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
