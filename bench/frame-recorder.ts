/**
 * Records a page's frames for the benchmarks that drive Chromium (frames, chart, market-list):
 * requestAnimationFrame intervals and 'longtask' entries (over 50 ms) from recordFrames() until
 * collectFrames(). Evaluated as strings: tsx would wrap a function's named inner functions in a
 * helper the page lacks.
 */
import type { Page } from 'playwright-core';

export interface RecordedFrames {
  intervals: number[];
  longTasks: number;
}

const RECORD = `(() => {
  const rec = { intervals: [], longTasks: 0, last: NaN, running: true };
  window.__benchFrames = rec;
  rec.obs = new PerformanceObserver((l) => { rec.longTasks += l.getEntries().length; });
  rec.obs.observe({ type: 'longtask' });
  const tick = (now) => {
    if (!rec.running) return;
    if (!Number.isNaN(rec.last)) rec.intervals.push(now - rec.last);
    rec.last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

const COLLECT = `(() => { const r = window.__benchFrames; r.running = false; r.obs.disconnect(); return { intervals: r.intervals, longTasks: r.longTasks }; })()`;

/** Starts recording in `page`. */
export async function recordFrames(page: Page): Promise<void> {
  await page.evaluate(RECORD);
}

/** Stops the recording and returns it. */
export function collectFrames(page: Page): Promise<RecordedFrames> {
  return page.evaluate(COLLECT) as Promise<RecordedFrames>;
}
