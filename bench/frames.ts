/**
 * `npm run bench:frames`: the trade page's frame budget under a fast market on a weak laptop
 * (ISSUE 4). Starts the gateway with a fast simulator (the target was >= 2,000 BTC_USDT book
 * changes a second; see SIM_RATE below for what the gateway gives), opens
 * /trade/en?symbol=BTC_USDT in Debian's Chromium (the e2e flags: software WebGL, so the page
 * picks Pixi's canvas renderer), throttles the CPU 4x over
 * the DevTools protocol, warms up, measures for 30 s and writes bench/results/frames.json as
 * {"renderer", "results": [{name, value, unit}]}.
 *
 * - p50, p95, p99: requestAnimationFrame intervals recorded in the page over the whole run, ms.
 * - longTasks: PerformanceObserver 'longtask' entries (over 50 ms) during the run.
 * - busyPct: main thread busy, CDP Performance.getMetrics TaskDuration delta over wall time.
 * - scriptMsPerFrame, bookAgeFrames: window.__terminal.frameStats() (src/render/frame-timing.ts),
 *   sampled every 5 s and averaged (its window is the last 600 frames).
 * - updatesPerSec: book level changes the worker applied (stats().levels delta over the run).
 * - mainThreadCpuMsPerFrame: CPU time of the page's main thread (from /proc, so time the
 *   hypervisor gave to other guests is not in it) over the frames of the run. Under the
 *   throttle it includes what the throttling itself burns, so compare it between runs only.
 * - hostStealPct: the steal share of all CPU time during the run (bench/host.ts). With
 *   double-digit steal every wall-clock figure above is slower than the code.
 * Targets at 4x: p95 <= 16.7 ms, no long task, book age <= 1 frame, our JS <= 2 ms a frame.
 *
 * Two runs, each with its own gateway and browser: the page at 1440x900 (bench/results/frames.json)
 * and the full pro layout at 1920x1080, where the grid's 5xl layout shows every module at once
 * (bench/results/frames-1920x1080.json): the chart, the market list, the trade info and the
 * favourites bar beside the book, the trades, the form and the order panel.
 *
 * Env: BENCH_SIM_RATE (default 6000), BENCH_SIM_FOCUS (BTC_USDT:0.9), BENCH_CPU_RATE (4), BENCH_SECONDS (30), BENCH_WARMUP_SECONDS (8),
 * BENCH_QUERY (extra query string, e.g. "renderer=webgl"), BENCH_VIEWPORTS (1440x900,1920x1080: the runs to make),
 * BENCH_TRACE (a path prefix: a Chromium trace of each measure is written there, for diagnosis),
 * BENCH_CPU_PROFILE (a path prefix: the page's CPU profile of each measure, <prefix>-<n>.cpuprofile).
 */
import { writeFileSync, mkdirSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { startGateway } from '../scripts/gateway-process';
import { launchBrowser } from '../tests/e2e/browser';
import type { Page } from 'playwright-core';
import type { FrameFigures } from '../src/render/frame-timing';
import { pidsWith, stealMeter, threadCpuMs } from './host';
import { quantile, RESULTS_DIR, type BenchResult } from './suite';
import { collectFrames, describeLongFrames, recordFrames } from './frame-recorder';

// The shown pair gets most of the simulator's activity (SIM_FOCUS, server/market/sim-pairs.ts):
// a fast BTC_USDT without paying for 57 other fast pairs in the gateway, which shares the
// machine with the page. Without the focus BTC_USDT got 4/58 of the rate and the page saw
// 185-420 level changes/s at SIM_RATE 5,000-20,000; with 80 % of 6,000 it saw 1,997-2,125, at the
// edge of the 2,000 target, so the shown pair gets 90 %.
export const SIM_RATE = Number(process.env.BENCH_SIM_RATE ?? 6000);
export const SIM_FOCUS = process.env.BENCH_SIM_FOCUS ?? 'BTC_USDT:0.9';
const TARGET_UPDATES = 2000;
const CPU_RATE = Number(process.env.BENCH_CPU_RATE ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 8);
const QUERY = process.env.BENCH_QUERY ?? '';
const SAMPLE_EVERY_S = 5;
/** A path prefix: each measure also writes a Chromium trace, <prefix>-<n>.json (diagnosis only: tracing slows the page). */
const TRACE = process.env.BENCH_TRACE;
let traces = 0;
/** A path prefix: each measure also writes the page's V8 CPU profile, <prefix>-<n>.cpuprofile (diagnosis only). */
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE;
let profiles = 0;
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'toplevel', 'blink.user_timing', 'blink_gc', 'cc'];

/** window.__terminal as the page installs it (src/net/market-client.ts); evaluated in the page, so spelled out in each call. */
type Terminal = { frameStats(): FrameFigures; stats(): { levels: number; updates: number }; book(): { info: { synced: boolean } } };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function taskSeconds(cdp: { send(m: 'Performance.getMetrics'): Promise<{ metrics: { name: string; value: number }[] }> }): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const round = (v: number, digits = 2) => Math.round(v * 10 ** digits) / 10 ** digits;

/** The runs: viewport, and the results file (the first viewport keeps the name frames.json). */
const VIEWPORTS = (process.env.BENCH_VIEWPORTS ?? '1440x900,1920x1080').split(',').map((v) => {
  const m = /^(\d+)x(\d+)$/.exec(v.trim());
  if (m === null) throw new Error(`BENCH_VIEWPORTS: "${v}" is not WIDTHxHEIGHT`);
  return { width: Number(m[1]), height: Number(m[2]) };
});

/** What measureFrames answers: the figures, the last frame-stats sample (renderer, fps), frames recorded and seconds measured. */
export interface FrameRun {
  results: BenchResult[];
  last: FrameFigures;
  frames: number;
  wallS: number;
}

/**
 * The measurement of this file on a page already showing the trade page with its book synced:
 * throttles the CPU, warms up, records the frames for SECONDS and answers the figures of the
 * header (the throttle lifted after). Exported for the suites that measure the same targets
 * with more on the page (bench/chart-lines.ts: 50 open-order lines on the chart).
 */
export async function measureFrames(page: Page): Promise<FrameRun> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  await cdp.send('Performance.enable');
  await sleep(WARMUP_SECONDS * 1000);

  const traceChunks: unknown[] = [];
  if (TRACE !== undefined) {
    cdp.on('Tracing.dataCollected', (e: { value: unknown[] }) => void traceChunks.push(...e.value));
    await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: TRACE_CATEGORIES } });
  }
  if (CPU_PROFILE !== undefined) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  await recordFrames(page);
  const levels0 = (await page.evaluate(() => (window as unknown as { __terminal?: Terminal }).__terminal!.stats())).levels;
  const task0 = await taskSeconds(cdp);
  // the page's renderer is the one whose main thread works: read them all, keep the busiest
  const renderers = pidsWith('--type=renderer');
  const main0 = renderers.map((pid) => threadCpuMs(pid));
  const steal = stealMeter();
  const wall0 = Date.now();
  const samples: FrameFigures[] = [];
  for (let s = SAMPLE_EVERY_S; s <= SECONDS; s += SAMPLE_EVERY_S) {
    await sleep(SAMPLE_EVERY_S * 1000);
    samples.push(await page.evaluate(() => (window as unknown as { __terminal?: Terminal }).__terminal!.frameStats()));
  }
  const wallS = (Date.now() - wall0) / 1000;
  const stealPct = steal.percent();
  const mainDeltas = renderers.map((pid, i) => threadCpuMs(pid) - main0[i]).filter(Number.isFinite);
  const mainCpuMs = mainDeltas.length === 0 ? NaN : Math.max(...mainDeltas);
  const busy = (await taskSeconds(cdp)) - task0;
  const levels1 = (await page.evaluate(() => (window as unknown as { __terminal?: Terminal }).__terminal!.stats())).levels;
  const recorded = await collectFrames(page);
  const { intervals, longTasks } = recorded;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  if (CPU_PROFILE !== undefined) {
    const { profile } = await cdp.send('Profiler.stop');
    const file = `${CPU_PROFILE}-${++profiles}.cpuprofile`;
    writeFileSync(file, JSON.stringify(profile));
    console.log(`CPU profile written to ${file}`);
  }
  if (TRACE !== undefined) {
    const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
    await cdp.send('Tracing.end');
    await done;
    const file = `${TRACE}-${++traces}.json`;
    writeFileSync(file, JSON.stringify({ traceEvents: traceChunks }));
    console.log(`trace written to ${file}`);
  }
  if (longTasks > 0 || recorded.longFrames.length > 0) console.log(describeLongFrames(recorded).join('\n'));

  const sorted = [...intervals].sort((a, b) => a - b);
  const last = samples[samples.length - 1];
  const results: BenchResult[] = [
    { name: 'p50', value: round(quantile(sorted, 0.5)), unit: 'ms' },
    { name: 'p95', value: round(quantile(sorted, 0.95)), unit: 'ms' },
    { name: 'p99', value: round(quantile(sorted, 0.99)), unit: 'ms' },
    { name: 'longTasks', value: longTasks, unit: 'count' },
    { name: 'busyPct', value: round((100 * busy) / wallS, 1), unit: '%' },
    { name: 'scriptMsPerFrame', value: round(mean(samples.map((f) => f.scriptMsPerFrame)), 3), unit: 'ms' },
    { name: 'bookAgeFrames', value: round(mean(samples.map((f) => f.bookAgeFrames)), 3), unit: 'frames' },
    { name: 'updatesPerSec', value: Math.round((levels1 - levels0) / wallS), unit: 'updates/s' },
    { name: 'mainThreadCpuMsPerFrame', value: round(mainCpuMs / Math.max(1, intervals.length), 2), unit: 'ms' },
    { name: 'hostStealPct', value: round(stealPct, 1), unit: '%' },
  ];
  return { results, last, frames: intervals.length, wallS };
}

async function main(): Promise<void> {
  for (const [i, viewport] of VIEWPORTS.entries()) {
    await run(viewport, i === 0 ? 'frames.json' : `frames-${viewport.width}x${viewport.height}.json`);
  }
}

async function run(viewport: { width: number; height: number }, fileName: string): Promise<void> {
  console.log(`— the trade page at ${viewport.width}x${viewport.height}`);
  const gw = await startGateway({ simRate: SIM_RATE, env: { SIM_FOCUS } });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport });
    await page.goto(`${gw.url}/trade/en?symbol=BTC_USDT${QUERY ? `&${QUERY}` : ''}`);
    await page.waitForFunction(() => (window as unknown as { __terminal?: Terminal }).__terminal?.book().info.synced === true, null, { timeout: 30_000 });
    const { results, last, frames, wallS } = await measureFrames(page);
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = join(RESULTS_DIR, fileName);
    writeFileSync(file, `${JSON.stringify({ renderer: last.renderer, viewport: `${viewport.width}x${viewport.height}`, results }, null, 2)}\n`);
    console.log(`renderer ${last.renderer} (${last.reason}), SIM_RATE ${SIM_RATE} (focus ${SIM_FOCUS}), CPU ${CPU_RATE}x, ${frames} frames in ${wallS.toFixed(1)} s`);
    for (const r of results) console.log(`${r.name.padEnd(18)} ${String(r.value).padStart(10)} ${r.unit}`);
    console.log(`(fps ${last.fps}, book age max ${last.bookAgeMax} frames, feed-to-paint ${last.latencyMs.toFixed(1)} ms, dropped ${last.dropped} in the last window)`);
    if (results[7].value < TARGET_UPDATES) console.log(`note: ${results[7].value} book updates/s, under the ${TARGET_UPDATES}/s target (see SIM_RATE in bench/frames.ts)`);
    console.log(`written to ${file}`);
  } finally {
    await browser.close();
    await gw.stop();
  }
}

// run as a script (npm run bench:frames), not when a suite imports measureFrames
if (process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(() => process.exit(0), (err: unknown) => {
    console.error('bench:frames failed:', err);
    process.exit(1);
  });
}
