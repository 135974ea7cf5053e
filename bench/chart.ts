/**
 * `npm run bench -- chart`: the price chart panned and zoomed across 10,000 candles with three
 * indicators (MA and BOLL over the candles, MACD in a pane below) on a weak laptop: Chromium
 * with the CPU throttled 4x (as bench/frames.ts), the market moving beside it. The trade page
 * of BTC_USDT at 1 minute loads older pages until it holds CANDLES candles, then real mouse
 * input (CDP) drags the view back through the whole history and forth, with wheel zooms
 * between 200 and 2,000 candles in view, for SECONDS seconds.
 *
 * - fps: animation frames a second during the interaction (rAF in the page); target >= 55.
 * - p95FrameMs, longTasks: the rAF intervals' 95th percentile; PerformanceObserver long tasks.
 * - paintsPerSec: the chart's own paints (window.__terminal.chartPaints()): it did redraw.
 * - candles, spanCandles: candles loaded; how many candles the drags crossed.
 * - mainThreadCpuMsPerFrame: CPU time of the page's main thread (from /proc) a frame; under the
 *   throttle it includes what the throttling burns: compare it between runs only.
 * - hostStealPct: CPU time taken by other guests (bench/host.ts); loadAvg1m: the machine's
 *   1-minute load average as the run starts (the machine is shared: over its 2 cores, every
 *   figure here is slower than the code).
 *
 * Builds nothing: the gateway serves WEB_DIST (default dist/, see server config).
 * Env: BENCH_CPU_RATE (4), BENCH_SECONDS (20), BENCH_CANDLES (10000), BENCH_SIM_RATE (200),
 * BENCH_CPU_PROFILE (a path: the page's CPU profile of the interaction is written there),
 * BENCH_VIEW (candles in view at the start, 1000), BENCH_MODE (pan: the drags and zooms; idle: no input, the page as it stands, for comparison;
 * script: the view moved from the page's own animation frames, a pan paint every frame with no
 * input, so a pan paint's cost shows in mainThreadCpuMsPerFrame against idle's),
 * BENCH_TRACE (a path: the interaction's Chromium trace is written there, and its layouts are
 * summed up: how many, how many laid out the whole document, objects needing layout, and the
 * scripts that invalidated layout most often), BENCH_TRACE_LIGHT (with BENCH_TRACE: no
 * invalidation stacks, which slow the page down as much as its own work; no layout sources; its
 * garbage collections are summed up either way), BENCH_ALLOC (a path: the interaction's sampled
 * JS allocations, collected objects included, written there; the largest allocators are printed,
 * mapped through WEB_DIST's source maps: what feeds the major GCs).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceMapConsumer } from 'source-map-js';
import type { Page } from 'playwright-core';
import { startGateway } from '../scripts/gateway-process';
import { launchBrowser } from '../tests/e2e/browser';
import { loadavg } from 'node:os';
import { pidsWith, stealMeter, threadCpuMs } from './host';
import { quantile, type BenchResult, type Suite } from './suite';
import { collectFrames, describeLongFrames, recordFrames } from './frame-recorder';

const CPU_RATE = Number(process.env.BENCH_CPU_RATE ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CANDLES = Number(process.env.BENCH_CANDLES ?? 10_000);
const SIM_RATE = Number(process.env.BENCH_SIM_RATE ?? 200);
const MINUTE = 60_000;
const MODE = process.env.BENCH_MODE ?? 'pan';
/** Candles in view when the interaction starts. */
const VIEW = Number(process.env.BENCH_VIEW ?? 1000);
/** The drags turn round this many views from the first candle (0.2: the chart loads older history, due at 0.5 views, on each visit; BENCH_TURN 0.7: never, for comparison). */
const TURN_VIEWS = Number(process.env.BENCH_TURN ?? 0.2);

type Candle = [number, number, number, number, number, number];
/** window.__terminal as the chart installs it (src/features/chart/chart-debug.ts). */
type Terminal = {
  chart(): { candles: number; first: Candle | null; last: Candle | null; indicators: string[] } | null;
  chartShow(minMs: number, maxMs: number): void;
  chartPaints(): number;
  chartPanes(): string[];
  chartView(): { min: number; max: number } | null;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round = (v: number, digits = 2) => Math.round(v * 10 ** digits) / 10 ** digits;

async function chartState(page: Page) {
  return page.evaluate(() => (window as unknown as { __terminal?: Terminal }).__terminal?.chart?.() ?? null);
}

/** Pans the view to the first candle until CANDLES are loaded (each nearing loads a page of 1,000). */
async function loadHistory(page: Page): Promise<number> {
  for (let guard = 0; guard < 40; guard++) {
    const s = await chartState(page);
    if (s !== null && s.candles >= CANDLES) return s.candles;
    if (s?.first == null) {
      await sleep(200);
      continue;
    }
    const before = s.candles;
    await page.evaluate((t) => (window as unknown as { __terminal: Terminal }).__terminal.chartShow(t - 100 * 60_000, t + 900 * 60_000), s.first[0]);
    const end = Date.now() + 15_000;
    while (Date.now() < end && ((await chartState(page))?.candles ?? 0) <= before) await sleep(100);
    if (((await chartState(page))?.candles ?? 0) <= before) break; // the gateway has no older candles
  }
  return (await chartState(page))?.candles ?? 0;
}


/**
 * Drags and wheels over the price pane until `ms` have passed: a drag right walks the view back
 * through the history (the past comes into sight), a drag left brings it forth; every few drags
 * the wheel zooms out or in. Returns how many candles the drags crossed in all.
 */
async function interact(page: Page, ms: number): Promise<number> {
  const box = (await page.locator('.chart-main .u-over').boundingBox())!;
  const y = box.y + box.height / 2;
  const left = box.x + 20;
  const right = box.x + box.width - 20;
  const end = Date.now() + ms;
  let towardsPast = true;
  let drags = 0;
  let crossed = 0;
  while (Date.now() < end) {
    await page.mouse.move(towardsPast ? left : right, y);
    await page.mouse.down();
    // 24 px a step: many moves a frame at 4x, as a fast hand gives
    const steps = Math.round((right - left) / 24);
    await page.mouse.move(towardsPast ? right : left, y, { steps });
    await page.mouse.up();
    drags++;
    if (drags % 3 === 0) {
      // zoom out three notches then in three, around the middle
      await page.mouse.move((left + right) / 2, y);
      for (const dy of [120, 120, 120, -120, -120, -120]) await page.mouse.wheel(0, dy);
    }
    // turn round at either end of the history
    const pos = await viewPosition(page);
    crossed += pos.moved;
    if (towardsPast && pos.atStart) towardsPast = false;
    else if (!towardsPast && pos.atEnd) towardsPast = true;
  }
  return Math.round(crossed);
}

/**
 * BENCH_MODE=script: the view steps a candle a frame (5 px at 1,000 in view) back through the
 * history and forth, from the page's own animation frames: a pan paint in every frame, with no
 * input events. Returns the candles crossed.
 */
async function scriptedPan(page: Page, ms: number): Promise<number> {
  // a string: tsx's name helper (__name) does not exist in the page for functions declared inside
  return page.evaluate(`(async () => {
    const t = window.__terminal;
    const first = t.chart().first[0];
    const last = t.chart().last[0];
    let dir = -1;
    let crossed = 0;
    const end = performance.now() + ${ms};
    await new Promise((done) => {
      const step = () => {
        const v = t.chartView();
        if (v.min + dir * 60000 < first + (v.max - v.min) || v.max + dir * 60000 > last + 180000) dir = -dir;
        t.chartShow(v.min + dir * 60000, v.max + dir * 60000);
        crossed++;
        if (performance.now() < end) requestAnimationFrame(step);
        else done();
      };
      requestAnimationFrame(step);
    });
    return crossed;
  })()`);
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { beginData?: { dirtyObjects?: number; totalObjects?: number; partialLayout?: boolean }; endData?: { root?: number[]; layoutRoots?: { depth: number; quads: number[][] }[] }; data?: { stackTrace?: { functionName: string; url: string; lineNumber: number }[] } };
}

/**
 * The layouts of a Chromium trace (devtools.timeline): count, whole-document ones (a layout
 * root as large as the viewport, or at the document's depth), the objects that needed layout,
 * and where layout was invalidated from (the script frame at the top of InvalidateLayout's stack).
 */
export function layoutSummary(events: TraceEvent[], viewport: { width: number; height: number }, frames: number) {
  const layouts = events.filter((e) => e.name === 'Layout' && (e.ph === 'X' || e.ph === 'B' || e.ph === 'E'));
  const ends = new Map<number, TraceEvent>();
  for (const e of layouts) if (e.ph === 'E') ends.set(e.tid * 1e15 + e.ts, e);
  const begins = layouts.filter((e) => e.ph === 'X' || e.ph === 'B');
  const endOf = (b: TraceEvent) => {
    if (b.ph === 'X') return b;
    let best: TraceEvent | undefined;
    for (const e of layouts) if (e.ph === 'E' && e.tid === b.tid && e.ts >= b.ts && (best === undefined || e.ts < best.ts)) best = e;
    return best;
  };
  let whole = 0;
  let dirty = 0;
  let ms = 0;
  for (const b of begins) {
    const end = endOf(b);
    dirty += b.args?.beginData?.dirtyObjects ?? 0;
    ms += b.ph === 'X' ? (b.dur ?? 0) / 1000 : end !== undefined ? (end.ts - b.ts) / 1000 : 0;
    const roots = end?.args?.endData?.layoutRoots?.map((r) => ({ depth: r.depth, quad: r.quads[0] })) ?? (end?.args?.endData?.root !== undefined ? [{ depth: NaN, quad: end.args.endData.root }] : []);
    const big = roots.some((r) => r.depth <= 1 || (r.quad !== undefined && Math.abs(r.quad[2] - r.quad[0]) >= viewport.width - 1 && Math.abs(r.quad[5] - r.quad[1]) >= viewport.height - 1));
    if (big) whole++;
  }
  const sources = new Map<string, number>();
  for (const e of events) {
    if (e.name !== 'InvalidateLayout' && e.name !== 'ScheduleStyleRecalculation') continue;
    const top = e.args?.data?.stackTrace?.[0];
    const key = `${e.name} ${top === undefined ? '(no script)' : `${top.functionName || '(anonymous)'} ${top.url.split('/').pop()}:${top.lineNumber}`}`;
    sources.set(key, (sources.get(key) ?? 0) + 1);
  }
  return {
    layouts: begins.length,
    layoutsPerFrame: begins.length / Math.max(1, frames),
    wholeDocument: whole,
    dirtyObjectsPerLayout: dirty / Math.max(1, begins.length),
    layoutMsPerFrame: ms / Math.max(1, frames),
    topSources: [...sources].sort((a, b) => b[1] - a[1]).slice(0, 12),
  };
}

interface AllocNode {
  selfSize: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children: AllocNode[];
}

/**
 * The sampled allocations by function (source-mapped through `dist` when source-map-js is there:
 * Vite's own dependency, not the project's, so optional), the largest first, MB.
 */
export async function allocationsBy(head: AllocNode, dist: string): Promise<{ total: number; by: [string, number][] }> {
  const sm = await import('source-map-js').catch(() => null);
  const maps = new Map<string, SourceMapConsumer | null>();
  const by = new Map<string, number>();
  let total = 0;
  const walk = (n: AllocNode) => {
    total += n.selfSize;
    if (n.selfSize > 0) {
      const cf = n.callFrame;
      const file = cf.url.split('/').pop() ?? '';
      let key = `${file} ${cf.functionName || '(anonymous)'}`;
      if (file.endsWith('.js')) {
        if (!maps.has(file)) {
          const mp = join(dist, 'assets', `${file}.map`);
          maps.set(file, sm !== null && existsSync(mp) ? new sm.SourceMapConsumer(JSON.parse(readFileSync(mp, 'utf8'))) : null);
        }
        const o = maps.get(file)?.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber + 1 });
        if (o?.source != null) key = `${o.source.replace(/.*node_modules\//, 'nm/').replace(/^(\.\.\/)+/, '')}:${o.line} ${cf.functionName}`;
      }
      by.set(key, (by.get(key) ?? 0) + n.selfSize);
    }
    for (const c of n.children) walk(c);
  };
  walk(head);
  return { total: total / 1e6, by: [...by].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, v / 1e6]) };
}

async function printAllocations(head: AllocNode, dist: string, seconds: number): Promise<void> {
  const { total, by } = await allocationsBy(head, dist);
  console.log(`sampled JS allocations: ${total.toFixed(1)} MB in ${seconds} s`);
  for (const [k, mb] of by.slice(0, 25)) console.log(`${mb.toFixed(2).padStart(7)} MB  ${k}`);
}

/** The trace's garbage collections on the page's main thread: count and ms of minor and major GCs, the longest. */
export function gcSummary(events: TraceEvent[]): Record<string, number> {
  const out: Record<string, number> = { minor: 0, minorMs: 0, major: 0, majorMs: 0, longestMs: 0 };
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined) continue;
    const kind = e.name === 'MinorGC' ? 'minor' : e.name === 'MajorGC' ? 'major' : null;
    if (kind === null) continue;
    out[kind]++;
    out[`${kind}Ms`] = round(out[`${kind}Ms`] + e.dur / 1000, 1);
    out.longestMs = round(Math.max(out.longestMs, e.dur / 1000), 1);
  }
  return out;
}

let lastMin = NaN;
/** Where the view is in the history, and how many candles it moved since the last look. */
async function viewPosition(page: Page): Promise<{ atStart: boolean; atEnd: boolean; moved: number }> {
  const v = await page.evaluate(() => {
    const t = (window as unknown as { __terminal: Terminal }).__terminal;
    const s = t.chart();
    const view = t.chartView();
    return { first: s?.first?.[0] ?? NaN, last: s?.last?.[0] ?? NaN, view };
  });
  if (v.view === null) return { atStart: false, atEnd: false, moved: 0 };
  const moved = Number.isNaN(lastMin) ? 0 : Math.abs(v.view.min - lastMin) / MINUTE;
  lastMin = v.view.min;
  const span = v.view.max - v.view.min;
  return { atStart: v.view.min <= v.first + span * TURN_VIEWS, atEnd: v.view.max >= v.last, moved };
}

export const suite: Suite = {
  description: `price chart: pan and zoom across ${CANDLES.toLocaleString('en-US')} candles with MA, BOLL and MACD at ${CPU_RATE}x CPU throttle`,
  async run(): Promise<BenchResult[]> {
    const gw = await startGateway({ simRate: SIM_RATE, env: { SIM_FOCUS: 'BTC_USDT:0.5' } });
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.addInitScript(() => {
        if (sessionStorage.getItem('bench-set') !== null) return;
        sessionStorage.setItem('bench-set', '1');
        localStorage.setItem('chartIndicators', JSON.stringify([
          { kind: 'MA', params: { periods: [7, 25, 99] } },
          { kind: 'BOLL', params: { period: 20, multiplier: 2 } },
          { kind: 'MACD', params: { fast: 12, slow: 26, signal: 9 } },
        ]));
        localStorage.setItem('intervalConfig', JSON.stringify({ current: '1', shown: ['1line', '1', '5', '15', '60', '240', '1D'] }));
      });
      await page.goto(`${gw.url}/trade/en?symbol=BTC_USDT`);
      await page.waitForFunction(() => ((window as unknown as { __terminal?: Terminal }).__terminal?.chart?.()?.candles ?? 0) >= 200, null, { timeout: 30_000 });
      const candles = await loadHistory(page);
      const state = (await chartState(page))!;
      const panes = await page.evaluate(() => (window as unknown as { __terminal: Terminal }).__terminal.chartPanes());
      // back to the newest candles, VIEW of them in view
      await page.evaluate(({ t, view }) => (window as unknown as { __terminal: Terminal }).__terminal.chartShow(t - view * 60_000, t + 3 * 60_000), { t: state.last![0], view: VIEW });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
      await sleep(2000);
      const steal = stealMeter();
      const load = loadavg()[0];
      const renderers = pidsWith('--type=renderer');
      const cpu0 = renderers.map((pid) => threadCpuMs(pid));
      await recordFrames(page);
      const paints0 = await page.evaluate(() => (window as unknown as { __terminal: Terminal }).__terminal.chartPaints());
      const profile = process.env.BENCH_CPU_PROFILE;
      if (profile !== undefined) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.start');
      }
      const alloc = process.env.BENCH_ALLOC;
      if (alloc !== undefined) {
        await cdp.send('HeapProfiler.enable');
        await cdp.send('HeapProfiler.startSampling', { samplingInterval: 16_384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
      }
      const trace = process.env.BENCH_TRACE;
      if (trace !== undefined) {
        await browser.startTracing(page, {
          path: trace,
          // BENCH_TRACE_LIGHT: without the invalidation stacks, whose recording costs the page as much as its own work
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', ...(process.env.BENCH_TRACE_LIGHT === undefined ? ['disabled-by-default-devtools.timeline.invalidationTracking', 'disabled-by-default-devtools.timeline.stack'] : [])],
        });
      }
      const t0 = Date.now();
      const crossed = MODE === 'idle' ? (await sleep(SECONDS * 1000), 0) : MODE === 'script' ? await scriptedPan(page, SECONDS * 1000) : await interact(page, SECONDS * 1000);
      if (profile !== undefined) writeFileSync(profile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
      if (alloc !== undefined) {
        const sampled = (await cdp.send('HeapProfiler.stopSampling')).profile as unknown as AllocNode & { head: AllocNode };
        writeFileSync(alloc, JSON.stringify(sampled));
        await printAllocations(sampled.head, process.env.WEB_DIST ?? 'dist', SECONDS);
      }
      const wallS = (Date.now() - t0) / 1000;
      const recorded = await collectFrames(page);
      const { intervals, longTasks } = recorded;
      if (longTasks > 0 || recorded.longFrames.length > 0) console.log(describeLongFrames(recorded).join('\n'));
      if (trace !== undefined) {
        await browser.stopTracing();
        const events = (JSON.parse(readFileSync(trace, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
        console.log('layouts during the interaction:', JSON.stringify(layoutSummary(events, { width: 1440, height: 900 }, intervals.length), null, 1));
        console.log('garbage collections during the interaction:', JSON.stringify(gcSummary(events)));
      }
      const cpuDeltas = renderers.map((pid, i) => threadCpuMs(pid) - cpu0[i]).filter(Number.isFinite);
      const mainCpuMs = cpuDeltas.length === 0 ? NaN : Math.max(...cpuDeltas);
      const paints = (await page.evaluate(() => (window as unknown as { __terminal: Terminal }).__terminal.chartPaints())) - paints0;
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const sorted = [...intervals].sort((a, b) => a - b);
      const total = intervals.reduce((a, b) => a + b, 0);
      console.log(`${candles} candles, indicators ${state.indicators.join(', ')} (panes ${panes.join(', ')}), CPU ${CPU_RATE}x, ${intervals.length} frames in ${wallS.toFixed(1)} s`);
      return [
        { name: 'fps', value: round((1000 * intervals.length) / Math.max(1, total), 1), unit: 'frames/s' },
        { name: 'p95FrameMs', value: round(quantile(sorted, 0.95)), unit: 'ms' },
        { name: 'p99FrameMs', value: round(quantile(sorted, 0.99)), unit: 'ms' },
        { name: 'longTasks', value: longTasks, unit: 'count' },
        { name: 'paintsPerSec', value: round(paints / wallS, 1), unit: 'paints/s' },
        { name: 'candles', value: candles, unit: 'candles' },
        { name: 'spanCandles', value: crossed, unit: 'candles' },
        { name: 'cpuThrottle', value: CPU_RATE, unit: 'x' },
        { name: 'mainThreadCpuMsPerFrame', value: round(mainCpuMs / Math.max(1, intervals.length), 2), unit: 'ms' },
        { name: 'hostStealPct', value: round(steal.percent(), 1), unit: '%' },
        { name: 'loadAvg1m', value: round(load, 2), unit: 'runnable' },
      ];
    } finally {
      await browser.close();
      await gw.stop();
    }
  },
};
