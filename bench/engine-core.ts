/**
 * Matching-engine core throughput on one core, with a no-op emit: orders per second for a
 * realistic mix on one pair (BTC_USDT of the engine fixtures, fee 0.25%):
 * - 60% resting placements near the touch (1..40 ticks from a fixed mid, never crossing),
 * - 30% cancels of random open orders,
 * - 10% crossing orders (IOC, so no rest is left behind to cross the next placements) sized
 *   to take about three resting orders, scaled gently so the book stays near 2,000 orders.
 * 200 users, a book pre-filled with 2,000 orders; warm-up, then a timed run of a few seconds
 * of this process's CPU time (time spent descheduled on a shared machine is not counted; the
 * wall-clock figure of the same run is reported beside it).
 *
 * Run: npm run bench -- engine (bench/engine.ts includes it), or npx tsx bench/engine-core.ts
 * Budget: at least 1,000,000 orders/s.
 */
import { Engine } from '../server/engine/engine';
import { prng } from '../src/core/prng';
import { BTC_USDT, COIN, COINS, PAIRS, USD } from '../server/engine/test-fixtures';
import type { Order, PlaceOrder, Side } from '../server/engine/types';
import type { BenchResult } from './suite';

const USERS = 200;
const MID = 6_000_000; // 60,000.00 USDT in ticks
const BOOK_TARGET = 2_000;
const WARMUP_MS = 700;
const RUN_MS = Number(process.env.ENGINE_BENCH_MS ?? 3_000);

interface Mix {
  engine: Engine;
  rnd: () => number;
  /** Orders placed to rest; closed ones (filled meanwhile) are dropped as they are met. */
  open: Order[];
  /** Crossing sizes scale with the book so that it stays near BOOK_TARGET orders. */
  crossScale: number;
}

function setup(seed: number): Mix {
  let now = 1_700_000_000_000;
  const engine = new Engine({ pairs: PAIRS, coins: COINS, now: () => ++now, emit: () => {} });
  for (let u = 1; u <= USERS; u++) {
    engine.fund(u, 'USDT', 2_000_000 * USD);
    engine.fund(u, 'BTC', 20 * COIN);
  }
  const mix: Mix = { engine, rnd: prng(seed), open: [], crossScale: 1 };
  for (let i = 0; i < BOOK_TARGET; i++) rest(mix);
  return mix;
}

const cmd: PlaceOrder = {
  userId: 1, mode: 'spot', subMode: 'normal', symbol: BTC_USDT.symbol, side: 'buy', type: 'limit', planType: 0,
  price: MID, size: 10, notional: 0, triggerPrice: 0, tradeSide: 0, reqNo: 'bench',
};

function rest(m: Mix): void {
  const side: Side = m.rnd() < 0.5 ? 'buy' : 'sell';
  const away = 1 + Math.floor(m.rnd() * 40);
  cmd.userId = 1 + Math.floor(m.rnd() * USERS);
  cmd.side = side;
  cmd.type = 'limit';
  cmd.price = side === 'buy' ? MID - away : MID + away;
  cmd.size = 10 + Math.floor(m.rnd() * 990);
  const r = m.engine.place(cmd);
  if (r.ok && r.value.state === 'SUCCESS') m.open.push(r.value);
}

/** Cancels a random open order; orders filled meanwhile are dropped on the way. */
function cancel(m: Mix): void {
  const open = m.open;
  while (open.length > 0) {
    const i = Math.floor(m.rnd() * open.length);
    const o = open[i];
    open[i] = open[open.length - 1];
    open.pop();
    if (o.state !== 'SUCCESS' && o.state !== 'PARTIAL_COMPLETE') continue;
    m.engine.cancel(o.userId, o.orderId);
    break;
  }
}

/**
 * Drops closed orders from the list and sets the crossing size scale: above the target the
 * crosses take a little more, below it a little less (without this feedback the book would
 * drift, as placements and removals balance only on average).
 */
function rebalance(m: Mix): number {
  m.open = m.open.filter((o) => o.state === 'SUCCESS' || o.state === 'PARTIAL_COMPLETE');
  m.crossScale = Math.min(2, Math.max(0.5, m.open.length / BOOK_TARGET));
  return m.open.length;
}

function cross(m: Mix): void {
  const side: Side = m.rnd() < 0.5 ? 'buy' : 'sell';
  cmd.userId = 1 + Math.floor(m.rnd() * USERS);
  cmd.side = side;
  cmd.type = 'ioc';
  cmd.price = side === 'buy' ? MID + 40 : MID - 40;
  cmd.size = Math.floor((30 + m.rnd() * 3_000) * m.crossScale);
  m.engine.place(cmd);
}

/** CPU time of this process in ms: on a shared machine, time spent descheduled is not ours. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1_000;
}

function run(m: Mix, ms: number): { ops: number; cpuSeconds: number; wallSeconds: number } {
  const wall = performance.now();
  const cpu = cpuMs();
  let ops = 0;
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < 10_000; i++) {
      const r = m.rnd();
      if (r < 0.6) rest(m);
      else if (r < 0.9) cancel(m);
      else cross(m);
    }
    ops += 10_000;
    rebalance(m);
    elapsed = cpuMs() - cpu;
  }
  return { ops, cpuSeconds: elapsed / 1_000, wallSeconds: (performance.now() - wall) / 1_000 };
}

/** Orders (placements, cancels, crossing orders) per second on one core. */
export async function benchEngineCore(): Promise<BenchResult[]> {
  const m = setup(42);
  run(m, WARMUP_MS);
  const { ops, cpuSeconds, wallSeconds } = run(m, RUN_MS);
  const problems = m.engine.audit();
  if (problems.length > 0) throw new Error(`engine invariants broken: ${problems[0]}`);
  return [
    { name: 'orders per CPU second (60% rest, 30% cancel, 10% cross)', value: Math.round(ops / cpuSeconds), unit: 'orders/s' },
    { name: 'orders per wall-clock second (same run)', value: Math.round(ops / wallSeconds), unit: 'orders/s' },
    { name: 'open orders in the book at the end', value: rebalance(m), unit: 'orders' },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  void benchEngineCore().then((r) => console.log(r));
}
