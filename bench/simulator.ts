import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Engine } from '../server/engine/engine';
import type { EngineEvent } from '../server/engine/types';
import { engineCoins, enginePairs } from '../server/market/refdata';
import { simPairs } from '../server/market/sim-pairs';
import { seedBooks } from '../server/market/sim-seed';
import { startSimulator } from '../server/market/simulator';
import { openStore, storePath } from '../server/store/sqlite';
import type { BenchResult, Suite } from './suite';

/**
 * The market simulator as the gateway runs it, in this process: the real engine, the real
 * SQLite store on a temporary file (WAL), every slice's events persisted by commit(), at
 * BENCH_SIM_RATES (default 400 and 5000 changes/s) for BENCH_SIM_SECONDS (10) each.
 *
 * Figures per rate: changes/s actually done (target: the rate), the simulator's backlog (lag),
 * the longest slice (changes + commit: how long the event loop is held at once), the event
 * loop delay p99 / max seen by a timer (what a request arriving meanwhile would wait), and the
 * process CPU share.
 */
const RATES = (process.env.BENCH_SIM_RATES ?? '400,5000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SIM_SECONDS ?? 10);

async function runAt(rate: number): Promise<BenchResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-sim-'));
  const store = openStore(storePath(dir));
  let pending: EngineEvent[] = [];
  const emit = (e: EngineEvent) => void pending.push(e.kind === 'order' ? { kind: 'order', order: { ...e.order } } : e);
  const commit = () => {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    store.persist(batch);
  };
  try {
    const engine = new Engine({ pairs: enginePairs(), coins: engineCoins(), now: Date.now, emit }, store.loadSnapshot());
    const pairs = simPairs(Date.now());
    seedBooks(engine, pairs);
    commit();
    const delay = monitorEventLoopDelay({ resolution: 1 });
    const sim = startSimulator({ engine, commit, pairs, rate, seed: 1 });
    await new Promise((r) => setTimeout(r, 1000)); // warm-up
    delay.enable();
    const cpu0 = process.cpuUsage();
    const ops0 = sim.stats().counts.ops;
    const t0 = performance.now();
    let maxLag = 0;
    let maxSlice = 0;
    let maxCommit = 0;
    for (let t = 0; t < SECONDS; t++) {
      await new Promise((r) => setTimeout(r, 1000));
      const s = sim.stats();
      maxLag = Math.max(maxLag, s.lagMs);
      maxSlice = Math.max(maxSlice, s.maxSliceMs);
      maxCommit = Math.max(maxCommit, s.maxCommitMs);
    }
    const seconds = (performance.now() - t0) / 1000;
    const stats = sim.stats();
    const cpu = process.cpuUsage(cpu0);
    sim.stop();
    delay.disable();
    const ms = (ns: number) => Number((ns / 1e6).toFixed(2));
    const at = `at SIM_RATE ${rate}`;
    return [
      { name: `simulator changes per second ${at}`, value: Math.round((stats.counts.ops - ops0) / seconds), unit: 'changes/s' },
      { name: `simulator lag, worst ${at}`, value: Number(maxLag.toFixed(1)), unit: 'ms' },
      { name: `longest slice (changes + commit) ${at}`, value: Number(maxSlice.toFixed(2)), unit: 'ms' },
      { name: `longest commit alone ${at}`, value: Number(maxCommit.toFixed(2)), unit: 'ms' },
      { name: `event loop delay p99 ${at}`, value: ms(delay.percentile(99)), unit: 'ms' },
      { name: `event loop delay max ${at}`, value: ms(delay.max), unit: 'ms' },
      { name: `process CPU ${at}`, value: Number((((cpu.user + cpu.system) / 1e6 / seconds) * 100).toFixed(1)), unit: '% of a core' },
      { name: `engine commands refused ${at}`, value: stats.counts.refused, unit: 'commands' },
    ];
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export const suite: Suite = {
  description: 'market simulator with SQLite persistence: achieved rate, lag, event-loop delay',
  async run() {
    const results: BenchResult[] = [];
    for (const rate of RATES) results.push(...(await runAt(rate)));
    return results;
  },
};
