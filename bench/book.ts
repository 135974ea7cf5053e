import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ReferenceBook } from '../src/core/book/reference-book';
import { topLength } from '../src/core/book/types';
import { formatUnitsTrim } from '../src/core/units';
import { loadPortableBooks, loadWasmBooks } from '../scripts/book';
import { CcxtBookEngine } from './book-ccxt';
import { loadBookFeed, type BookFeed } from './book-feed';
import { BENCH_DIR, type BenchResult, type Suite } from './suite';

/**
 * The book suite (`npm run bench -- book`): messages per second through a book on the real
 * recorded BTCUSDT stream (bench/book-feed.ts: one snapshot, 3,449 updates, pre-parsed to
 * integer ticks and lots before timing). Each message = apply + group + cumulative top 50 a
 * side, at steps 0.01, 0.1, 1 and 10 (ticks 1, 10, 100, 1000). Engines:
 *   wasm       build/book.wasm through src/core/book/wasm-book.ts (what the worker runs)
 *   wasm-js    the same source as plain JS (build/book.portable.js), same adapter
 *   reference  src/core/book/reference-book.ts (the oracle: simple, not fast)
 *   ccxt       ccxt's websocket OrderBook, grouped by walking its sorted sides (bench/book-ccxt.ts)
 * Results: `<engine>@<step>` and `<engine>` (the slowest step), in messages/s. Each figure is
 * the median over passes of the whole stream, the four steps taken in turn for at least
 * BOOK_BENCH_MS (default 1500) per step after each step's warm-up (measureSteps). Budgets:
 * wasm >= 300,000 messages/s at every step, and wasm not slower than wasm-js.
 *
 * Hook for the pipeline figures (pipeline-binary / pipeline-json: inflate + unpack + apply +
 * group + publish, from the market worker): a helper module bench/pipeline.ts exporting
 * `pipelineResults(feed: BookFeed): Promise<BenchResult[]>` (and no `suite`) is appended here
 * when it exists, with the same pre-parsed feed.
 */

const STEPS = [1, 10, 100, 1000];
const TOP = 50;
const RUN_MS = Number(process.env.BOOK_BENCH_MS ?? 1500);
const WARM_MS = RUN_MS / 3;
const WARM_MAX_MS = 4 * RUN_MS;

/** What the suite drives: our OrderBook, or the ccxt adapter (same three calls). */
interface Engine {
  snapshot(bids: Float64Array, asks: Float64Array): unknown;
  update(bids: Float64Array, asks: Float64Array): unknown;
  top(step: number, n: number, out: Float64Array): number;
  dispose?(): void;
}

/** One pass over the stream: messages per second. */
function pass(e: Engine, feed: BookFeed, step: number, out: Float64Array): number {
  const t0 = performance.now();
  e.snapshot(feed.snapshot.bids, feed.snapshot.asks);
  e.top(step, TOP, out);
  for (const u of feed.updates) {
    e.update(u.bids, u.asks);
    e.top(step, TOP, out);
  }
  return ((feed.updates.length + 1) * 1000) / (performance.now() - t0);
}

/**
 * Messages/s of one engine at every step, the steps measured in turn: after a warm-up of each
 * (at least WARM_MS, until two passes agree: V8 first runs wasm in its baseline tier and
 * optimises in the background), rounds of one pass per step until every step has at least 3
 * passes and RUN_MS a step has gone by; each step's figure is the median of its passes.
 * Round-robin rather than one step after the other: this VM has slow periods of several
 * seconds (everything, the JS build included, runs ~2x slower), and measured one after the
 * other a period landed on whichever step ran then; taken in turn, every step sees the same
 * share of it. An engine whose first pass alone takes RUN_MS or more (reference, ccxt) is
 * measured by that pass.
 */
export function measureSteps(make: () => Engine, feed: BookFeed, steps: readonly number[]): number[] {
  const out = new Float64Array(topLength(TOP));
  const books = steps.map(() => make());
  const rates: number[][] = steps.map(() => []);
  steps.forEach((step, k) => {
    const start = performance.now();
    let last = pass(books[k], feed, step, out);
    if (performance.now() - start >= RUN_MS) { rates[k].push(last); return; }
    for (;;) {
      const rate = pass(books[k], feed, step, out);
      const elapsed = performance.now() - start;
      const stable = Math.abs(rate - last) <= 0.05 * last;
      last = rate;
      if (elapsed >= WARM_MAX_MS || (elapsed >= WARM_MS && stable)) break;
    }
  });
  const slow = rates.every((r) => r.length === 1);
  if (!slow) {
    const start = performance.now();
    while (rates.some((r) => r.length < 3) || performance.now() - start < RUN_MS * steps.length) {
      steps.forEach((step, k) => rates[k].push(pass(books[k], feed, step, out)));
    }
  }
  for (const b of books) b.dispose?.();
  return rates.map((r) => {
    r.sort((x, y) => x - y);
    return Math.round(r[r.length >> 1]);
  });
}

async function engines(): Promise<[string, () => Engine][]> {
  const wasm = await loadWasmBooks();
  const portable = await loadPortableBooks();
  return [
    ['wasm', () => wasm.createBook()],
    ['wasm-js', () => portable.createBook()],
    ['reference', () => new ReferenceBook()],
    ['ccxt', () => new CcxtBookEngine()],
  ];
}

async function pipeline(feed: BookFeed): Promise<BenchResult[]> {
  const file = join(BENCH_DIR, 'pipeline.ts');
  if (!existsSync(file)) return [];
  const mod = (await import(pathToFileURL(file).href)) as { pipelineResults?: (feed: BookFeed) => Promise<BenchResult[]> };
  return mod.pipelineResults ? mod.pipelineResults(feed) : [];
}

export const suite: Suite = {
  description: 'order book: messages/s (apply + group + cumulative top 50) on the recorded BTCUSDT stream, per engine and step',
  async run() {
    const feed = loadBookFeed();
    const results: BenchResult[] = [];
    for (const [name, make] of await engines()) {
      const values = measureSteps(make, feed, STEPS);
      const perStep = STEPS.map((step, k) => ({ step, value: values[k] }));
      results.push({ name, value: Math.min(...perStep.map((s) => s.value)), unit: 'messages/s' });
      for (const { step, value } of perStep) {
        results.push({ name: `${name}@${formatUnitsTrim(step, feed.pricePrecision)}`, value, unit: 'messages/s' });
      }
      console.log(`  ${name}: ${perStep.map((s) => `${s.step}t ${s.value}`).join(', ')}`);
    }
    results.push(...(await pipeline(feed)));
    return results;
  },
};
