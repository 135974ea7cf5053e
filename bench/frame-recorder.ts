/**
 * Records a page's frames for the benchmarks that drive Chromium (frames, chart, market-list):
 * requestAnimationFrame intervals and 'longtask' entries (over 50 ms) from recordFrames() until
 * collectFrames(), and what each long frame spent its time on ('long-animation-frame' entries:
 * scripts, style and layout, or neither, which is the renderer's own work such as a GC, paint or
 * commit), so a run that misses its target says why. Evaluated as strings: tsx would wrap a
 * function's named inner functions in a helper the page lacks.
 */
import type { Page } from 'playwright-core';

/** A long animation frame (over 50 ms), in ms from its start. */
export interface LongFrame {
  start: number;
  duration: number;
  /** Our scripts' time in the frame (callbacks, event handlers, promise jobs). */
  scriptMs: number;
  /** Style and layout, from the frame's styleAndLayoutStart to its end. */
  styleLayoutMs: number;
  /** The frame's longest script: its invoker and source. */
  topScript: string;
}

export interface RecordedFrames {
  intervals: number[];
  longTasks: number;
  /** Each long task's duration, ms. */
  longTaskMs: number[];
  longFrames: LongFrame[];
}

const RECORD = `(() => {
  const rec = { intervals: [], longTasks: 0, longTaskMs: [], longFrames: [], last: NaN, running: true };
  window.__benchFrames = rec;
  rec.obs = new PerformanceObserver((l) => {
    for (const e of l.getEntries()) {
      rec.longTasks++;
      rec.longTaskMs.push(Math.round(e.duration));
    }
  });
  rec.obs.observe({ type: 'longtask' });
  rec.loaf = new PerformanceObserver((l) => {
    for (const e of l.getEntries()) {
      const scripts = e.scripts || [];
      const top = scripts.reduce((a, s) => (a === null || s.duration > a.duration ? s : a), null);
      rec.longFrames.push({
        start: Math.round(e.startTime),
        duration: Math.round(e.duration),
        scriptMs: Math.round(scripts.reduce((n, s) => n + s.duration, 0)),
        styleLayoutMs: e.styleAndLayoutStart > 0 ? Math.round(e.startTime + e.duration - e.styleAndLayoutStart) : 0,
        topScript: top === null ? '' : top.invoker + ' ' + (top.sourceURL || '').split('/').pop() + ':' + (top.sourceFunctionName || '') + ' ' + Math.round(top.duration) + 'ms',
      });
    }
  });
  try { rec.loaf.observe({ type: 'long-animation-frame' }); } catch { /* not in this browser */ }
  const tick = (now) => {
    if (!rec.running) return;
    if (!Number.isNaN(rec.last)) rec.intervals.push(now - rec.last);
    rec.last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

const COLLECT = `(() => {
  const r = window.__benchFrames;
  r.running = false;
  r.obs.disconnect();
  r.loaf.disconnect();
  return { intervals: r.intervals, longTasks: r.longTasks, longTaskMs: r.longTaskMs, longFrames: r.longFrames };
})()`;

/** Starts recording in `page`. */
export async function recordFrames(page: Page): Promise<void> {
  await page.evaluate(RECORD);
}

/** Stops the recording and returns it. */
export function collectFrames(page: Page): Promise<RecordedFrames> {
  return page.evaluate(COLLECT) as Promise<RecordedFrames>;
}

/** One line per long task and long frame, for a run's log: what the renderer's main thread did then. */
export function describeLongFrames(rec: RecordedFrames): string[] {
  const lines = [`long tasks (ms): ${rec.longTaskMs.join(', ') || 'none'}`];
  for (const f of rec.longFrames) {
    lines.push(`long frame at ${f.start} ms: ${f.duration} ms, scripts ${f.scriptMs}, style+layout ${f.styleLayoutMs}, other ${Math.max(0, f.duration - f.scriptMs - f.styleLayoutMs)}${f.topScript ? `; longest script ${f.topScript}` : ''}`);
  }
  return lines;
}
