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
 * BENCH_VIEW (candles in view at the start, 1000), BENCH_MODE (pan: the drags and zooms; idle: no input, the page as it stands, for comparison).
 */
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startGateway } from '../scripts/gateway-process';
import { launchBrowser } from '../tests/e2e/browser';
import { loadavg } from 'node:os';
import { pidsWith, stealMeter, threadCpuMs } from './host';
import { quantile, type BenchResult, type Suite } from './suite';
import { collectFrames, recordFrames } from './frame-recorder';

const CPU_RATE = Number(process.env.BENCH_CPU_RATE ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CANDLES = Number(process.env.BENCH_CANDLES ?? 10_000);
const SIM_RATE = Number(process.env.BENCH_SIM_RATE ?? 200);
const MINUTE = 60_000;
const MODE = process.env.BENCH_MODE ?? 'pan';
/** Candles in view when the interaction starts. */
const VIEW = Number(process.env.BENCH_VIEW ?? 1000);

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
  return { atStart: v.view.min <= v.first + span * 0.2, atEnd: v.view.max >= v.last, moved };
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
      const t0 = Date.now();
      const crossed = MODE === 'idle' ? (await sleep(SECONDS * 1000), 0) : await interact(page, SECONDS * 1000);
      if (profile !== undefined) writeFileSync(profile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
      const wallS = (Date.now() - t0) / 1000;
      const { intervals, longTasks } = await collectFrames(page);
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
