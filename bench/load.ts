/**
 * `npm run bench:load`: how fast the trade page loads on a weak laptop over a modest line.
 * Starts the gateway (as bench/frames.ts does), opens /trade/en?symbol=BTC_USDT in Debian's
 * Chromium (the e2e flags) with the CPU throttled 4x (CDP Emulation.setCPUThrottlingRate) and
 * the network emulated at 10 Mbit/s each way with 40 ms latency (CDP
 * Network.emulateNetworkConditions), and writes the medians to bench/results/load.json:
 *
 * - fcp: first-contentful-paint, ms from navigation, cold loads.
 * - bookPainted: the 'book-painted' User Timing mark (src/features/order-book/book-painted.ts),
 *   the frame that first draws rows of the synced book, ms from navigation, cold loads.
 * - formShown: the 'order-form-shown' mark (src/features/order-form/form-shown.ts): the form's
 *   first render, which comes with the page's second wave after the book, cold loads.
 * - transferKB: bytes on the wire for the page's HTTP requests (CDP encodedDataLength,
 *   headers included), cold loads, counted until the book is painted plus SETTLE_MS (the idle
 *   prefetches are in it). Websocket frames are not.
 * - repeatFcp, repeatBookPainted, repeatTransferKB: the same for loads of the page again in the
 *   same browser profile (its HTTP cache kept), after one warm-up visit.
 *
 * Cold loads each get a fresh browser context (an empty cache). Env: BENCH_LOADS (5),
 * BENCH_CPU_RATE (4), BENCH_IDENTITY=1 asks for no compression (Accept-Encoding: identity),
 * to measure what compression saves.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, CDPSession } from 'playwright-core';
import { startGateway } from '../scripts/gateway-process';
import { launchBrowser } from '../tests/e2e/browser';
import { BOOK_PAINTED_MARK } from '../src/features/order-book/book-painted';
import { FORM_SHOWN_MARK } from '../src/features/order-form/form-shown';
import { quantile, RESULTS_DIR, type BenchResult } from './suite';

const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const CPU_RATE = Number(process.env.BENCH_CPU_RATE ?? 4);
const IDENTITY = process.env.BENCH_IDENTITY === '1';
/** 10 Mbit/s in bytes per second, 40 ms round trip added. */
const NETWORK = { offline: false, latency: 40, downloadThroughput: 10e6 / 8, uploadThroughput: 10e6 / 8 };
/** After the book paints, how long the page may go on loading (idle prefetches) before the count stops. */
const SETTLE_MS = 3000;
const PATH = '/trade/en?symbol=BTC_USDT';

interface Load { fcp: number; bookPainted: number; formShown: number; transferKB: number }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Counts encoded bytes of every request the session sees finish (or fail after bytes). */
function countBytes(cdp: CDPSession): { bytes: () => number } {
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => { bytes += e.encodedDataLength; });
  return { bytes: () => bytes };
}

async function throttled(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  if (IDENTITY) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  return { page, cdp };
}

/**
 * Evaluates `expression` in the page's main world through CDP. Not page.evaluate() or
 * waitForFunction(): Playwright injects its utility script (~100 KB) into the page on first
 * use, which cost the throttled main thread ~90 ms right before the first paint.
 */
async function probe<T>(cdp: CDPSession, expression: string): Promise<T> {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
  if (exceptionDetails !== undefined) throw new Error(`${expression}: ${exceptionDetails.text}`);
  return result.value as T;
}

/** One navigation to the trade page in `context`: its timings and bytes. */
async function load(context: BrowserContext, url: string): Promise<Load> {
  const { page, cdp } = await throttled(context);
  const counter = countBytes(cdp);
  await page.goto(url, { waitUntil: 'commit' });
  const painted = `performance.getEntriesByName(${JSON.stringify(BOOK_PAINTED_MARK)}).length > 0`;
  const deadline = Date.now() + 60_000;
  while (!(await probe<boolean>(cdp, painted).catch(() => false))) {
    if (Date.now() > deadline) {
      const state = await probe<unknown>(cdp, 'JSON.stringify({ status: window.__terminal?.status(), book: window.__terminal?.book().info, resources: performance.getEntriesByType("resource").length })').catch((err: unknown) => String(err));
      throw new Error(`the book did not paint: ${String(state)}`);
    }
    await sleep(100);
  }
  await sleep(SETTLE_MS);
  const t = await probe<{ fcp: number; bookPainted: number; formShown: number }>(cdp, `({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    bookPainted: performance.getEntriesByName(${JSON.stringify(BOOK_PAINTED_MARK)})[0].startTime,
    formShown: performance.getEntriesByName(${JSON.stringify(FORM_SHOWN_MARK)})[0]?.startTime ?? NaN,
  })`);
  const transferKB = counter.bytes() / 1000;
  await page.close();
  return { ...t, transferKB };
}

const median = (xs: number[]) => quantile([...xs].sort((a, b) => a - b), 0.5);
const round = (v: number) => Math.round(v * 10) / 10;

async function coldLoads(browser: Browser, url: string, n = LOADS): Promise<Load[]> {
  const loads: Load[] = [];
  for (let i = 0; i < n; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    loads.push(await load(context, url));
    await context.close();
  }
  return loads;
}

async function repeatLoads(browser: Browser, url: string): Promise<Load[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await load(context, url); // the first visit fills the cache
  const loads: Load[] = [];
  for (let i = 0; i < LOADS; i++) loads.push(await load(context, url));
  await context.close();
  return loads;
}

async function main(): Promise<void> {
  const gw = await startGateway({ simRate: 400 });
  const browser = await launchBrowser();
  try {
    const url = `${gw.url}${PATH}`;
    await coldLoads(browser, url, 1); // warms the gateway (first requests, JIT), not counted
    const cold = await coldLoads(browser, url);
    const repeat = await repeatLoads(browser, url);
    const pick = (loads: Load[], k: keyof Load) => round(median(loads.map((l) => l[k])));
    const results: BenchResult[] = [
      { name: 'fcp', value: pick(cold, 'fcp'), unit: 'ms' },
      { name: 'bookPainted', value: pick(cold, 'bookPainted'), unit: 'ms' },
      { name: 'formShown', value: pick(cold, 'formShown'), unit: 'ms' },
      { name: 'transferKB', value: pick(cold, 'transferKB'), unit: 'KB' },
      { name: 'repeatFcp', value: pick(repeat, 'fcp'), unit: 'ms' },
      { name: 'repeatBookPainted', value: pick(repeat, 'bookPainted'), unit: 'ms' },
      { name: 'repeatTransferKB', value: pick(repeat, 'transferKB'), unit: 'KB' },
    ];
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = join(RESULTS_DIR, 'load.json');
    writeFileSync(file, `${JSON.stringify({ suite: 'load', when: new Date().toISOString(), cpuRate: CPU_RATE, network: NETWORK, identity: IDENTITY, results }, null, 2)}\n`);
    for (const [name, loads] of [['cold', cold], ['repeat', repeat]] as const) {
      console.log(`${name}: ${loads.map((l) => `fcp ${l.fcp.toFixed(0)} book ${l.bookPainted.toFixed(0)} form ${l.formShown.toFixed(0)} ${l.transferKB.toFixed(1)} KB`).join(' | ')}`);
    }
    for (const r of results) console.log(`${r.name.padEnd(18)} ${String(r.value).padStart(10)} ${r.unit}`);
    console.log(`written to ${file}`);
  } finally {
    await browser.close();
    await gw.stop();
  }
}

main().then(() => process.exit(0), (err: unknown) => {
  console.error('bench:load failed:', err);
  process.exit(1);
});
