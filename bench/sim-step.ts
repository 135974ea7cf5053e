import Benchmark from 'benchmark';
import { Engine } from '../server/engine/engine';
import { enginePairs, engineCoins } from '../server/market/refdata';
import { SimCore } from '../server/market/sim-core';
import { simPairs } from '../server/market/sim-pairs';
import { seedBooks } from '../server/market/sim-seed';
import type { BenchResult } from './suite';

/**
 * Market simulator cost on one core: book changes per second that SimCore makes through the real
 * engine (every pair of the reference data, seeded books, no persistence: emit is a no-op).
 * Simulated time advances 0.25 ms per change (4,000 changes per simulated second) with the walks
 * moved every 40 changes, as the shell does every 10 ms slice. benchmark.js times it.
 *
 * What it tells: the CPU share the simulator takes at a given SIM_RATE, before SQLite (the
 * commit of its events is measured by the store-persist suite).
 */
export function benchSimStep(): BenchResult[] {
  let now = Date.UTC(2026, 0, 5, 12);
  let events = 0;
  const engine = new Engine({ pairs: enginePairs(), coins: engineCoins(), now: () => now, emit: () => void events++ });
  const pairs = simPairs(now);
  seedBooks(engine, pairs);
  const core = new SimCore(engine, pairs, 7, now);
  let n = 0;
  const step = (): void => {
    if (++n % 40 === 0) {
      now += 10;
      core.advance(now);
    }
    core.step();
  };
  for (let i = 0; i < 20_000; i++) step(); // warm-up: JIT and a book in its steady state
  const ops0 = core.counts.ops;
  const events0 = events;
  const bench = new Benchmark('sim step', step, { minTime: 2, maxTime: 6 });
  bench.run();
  if (bench.error) throw bench.error;
  const perOp = (events - events0) / Math.max(1, core.counts.ops - ops0);
  return [
    { name: 'simulator book changes per second (engine included, no persistence)', value: Math.round(bench.hz), unit: 'changes/s' },
    { name: 'simulator cost per change', value: Number((1e6 / bench.hz).toFixed(2)), unit: 'us' },
    { name: 'simulator cost: relative margin of error', value: Number(bench.stats.rme.toFixed(1)), unit: '%' },
    { name: 'engine events per simulator change', value: Number(perOp.toFixed(2)), unit: 'events' },
    { name: 'share of one core at SIM_RATE 5000 (simulator + engine)', value: Number(((5000 / bench.hz) * 100).toFixed(1)), unit: '%' },
  ];
}
