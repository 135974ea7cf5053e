/**
 * Matching-engine core throughput on one core: orders per CPU second for a realistic mix on one
 * pair (BTC_USDT of the engine fixtures, fee 0.25%):
 * - 60% resting limit placements near the touch (1..40 ticks from a fixed mid, never crossing),
 * - 30% cancels of random open orders,
 * - 10% crossing orders (IOC, so no rest is left behind to cross the next placements) sized
 *   to take three to four resting orders (reported), scaled gently so the book stays near
 *   2,000 orders.
 * 200 users, a book pre-filled with 2,000 orders.
 *
 * Honest and cheap: each batch of 2,000 operations is drawn from the seeded generator BEFORE
 * its timing starts (typed arrays, no objects), so the timed loop is the engine's work plus a
 * switch and a few array reads per operation. Every order still goes through the full
 * gateway path of the engine: validated, frozen in the ledger, matched, fee-charged, and every
 * event is built and handed to `emit` (a counter here; persistence is the store's suite).
 * Between batches (not timed) the harness drops the orders that fills closed from its list of
 * cancel targets. Time is this process's CPU time over the timed batches only
 * (process.cpuUsage: all its threads, GC helpers included; time spent descheduled on a shared
 * machine is not ours), the wall-clock figure of the same batches beside it.
 *
 * Per-kind costs come from a second run of short single-kind phases (600 rests, 100 crosses,
 * 300 cancels, repeated) so the book keeps its shape; each phase is timed on its own.
 *
 * The process takes the gateway's V8 settings first (server/v8-flags.ts: no allocation-site
 * pretenuring), so the figure is the engine as the gateway runs it.
 *
 * Run: npm run bench -- engine (bench/engine.ts includes it), or npx tsx bench/engine-core.ts
 * Budget: at least 1,000,000 orders/s.
 */
import { Engine } from '../server/engine/engine';
import { prng } from '../src/core/prng';
import { BTC_USDT, COIN, COINS, PAIRS, USD } from '../server/engine/test-fixtures';
import type { EngineEvent, Order, PlaceOrder } from '../server/engine/types';
import { applyGatewayV8Flags } from '../server/v8-flags';
import type { BenchResult } from './suite';

const USERS = 200;
const MID = 6_000_000; // 60,000.00 USDT in ticks
const BOOK_TARGET = 2_000;
const WARMUP_MS = 700;
const RUN_MS = Number(process.env.ENGINE_BENCH_MS ?? 3_000);
const KIND_MS = Number(process.env.ENGINE_BENCH_KIND_MS ?? 1_500);
const BATCH = 2_000;

const REST = 0;
const CANCEL = 1;
const CROSS = 2;

/** One batch of pre-drawn operations, structure of arrays. */
interface Ops {
  n: number;
  kind: Uint8Array;
  user: Int32Array;
  buy: Uint8Array;
  price: Int32Array;
  /** rest: lots (small integers, as a gateway's parser hands them over). */
  size: Int32Array;
  /** cross: lots before the book-size scale; cancel: which open order, in [0, 1). */
  frac: Float64Array;
}

/** Engine, generator and the harness's own bookkeeping. */
export interface Mix {
  engine: Engine;
  rnd: () => number;
  ops: Ops;
  /** Orders placed to rest; closed ones (filled meanwhile) are dropped as they are met. */
  open: Order[];
  /** Crossing sizes scale with the book so that it stays near BOOK_TARGET orders. */
  crossScale: number;
  events: number;
}

const newOps = (n: number): Ops => ({
  n: 0, kind: new Uint8Array(n), user: new Int32Array(n), buy: new Uint8Array(n), price: new Int32Array(n), size: new Int32Array(n),
  frac: new Float64Array(n),
});

export function setup(seed: number): Mix {
  // The clock ticks 1 ms per call; kept in a typed array so reading it allocates nothing and
  // writes no pointer (a `let` captured by the closure would box every new value).
  const clock = new Float64Array([1_700_000_000_000]);
  const m: Mix = { engine: undefined!, rnd: prng(seed), ops: newOps(BATCH), open: [], crossScale: 1, events: 0 };
  // Counts events without looking into them (reading e.kind over six event shapes would be a
  // megamorphic load per event, the harness's cost, not the engine's).
  const emit = (_e: EngineEvent): void => {
    m.events++;
  };
  m.engine = new Engine({ pairs: PAIRS, coins: COINS, now: () => ++clock[0], emit });
  for (let u = 1; u <= USERS; u++) {
    m.engine.fund(u, 'USDT', 2_000_000 * USD);
    m.engine.fund(u, 'BTC', 20 * COIN);
  }
  drawKind(m, REST, BOOK_TARGET);
  execute(m);
  return m;
}

/** Draws one operation of `kind` into slot i of the batch. */
function draw(m: Mix, i: number, kind: number): void {
  const { ops, rnd } = m;
  ops.kind[i] = kind;
  if (kind === CANCEL) {
    ops.frac[i] = rnd();
    return;
  }
  const buy = rnd() < 0.5;
  ops.buy[i] = buy ? 1 : 0;
  ops.user[i] = 1 + Math.floor(rnd() * USERS);
  if (kind === REST) {
    const away = 1 + Math.floor(rnd() * 40);
    ops.price[i] = buy ? MID - away : MID + away;
    ops.size[i] = 10 + Math.floor(rnd() * 990);
  } else {
    ops.price[i] = buy ? MID + 40 : MID - 40;
    ops.frac[i] = 30 + rnd() * 3_000;
  }
}

function drawMix(m: Mix, n: number): void {
  for (let i = 0; i < n; i++) {
    const r = m.rnd();
    draw(m, i, r < 0.6 ? REST : r < 0.9 ? CANCEL : CROSS);
  }
  m.ops.n = n;
}

function drawKind(m: Mix, kind: number, n: number): void {
  for (let i = 0; i < n; i++) draw(m, i, kind);
  m.ops.n = n;
}

/** What a gateway hands the engine; one object reused (the engine keeps nothing of it). */
const cmd: PlaceOrder = {
  userId: 1, mode: 'spot', subMode: 'normal', symbol: BTC_USDT.symbol, side: 'buy', type: 'limit', planType: 0,
  price: MID, size: 10, notional: 0, triggerPrice: 0, tradeSide: 0, reqNo: 'bench',
};

/** Runs the drawn batch: the timed part (one loop, the batch's arrays in locals). */
function execute(m: Mix): void {
  const { engine, ops } = m;
  const { kind, user, buy, price, size, frac } = ops;
  const open = m.open;
  const scale = m.crossScale;
  const n = ops.n;
  for (let i = 0; i < n; i++) {
    const k = kind[i];
    if (k === CANCEL) {
      // A random open order; ones filled meanwhile are dropped on the way.
      let j = Math.floor(frac[i] * open.length);
      while (open.length > 0) {
        if (j >= open.length) j = open.length - 1;
        const o = open[j];
        open[j] = open[open.length - 1];
        open.pop();
        if (o.state !== 'SUCCESS' && o.state !== 'PARTIAL_COMPLETE') continue;
        engine.cancel(o.userId, o.orderId);
        break;
      }
      continue;
    }
    cmd.userId = user[i];
    cmd.side = buy[i] === 1 ? 'buy' : 'sell';
    cmd.price = price[i];
    if (k === REST) {
      cmd.type = 'limit';
      cmd.size = size[i];
      const r = engine.place(cmd);
      if (r.ok && r.value.state === 'SUCCESS') open.push(r.value);
    } else {
      cmd.type = 'ioc';
      cmd.size = Math.floor(frac[i] * scale);
      engine.place(cmd);
    }
  }
}

/**
 * Drops closed orders from the list and sets the crossing size scale: above the target the
 * crosses take a little more, below it a little less (without this feedback the book would
 * drift, as placements and removals balance only on average). Not timed.
 */
function rebalance(m: Mix): number {
  m.open = m.open.filter((o) => o.state === 'SUCCESS' || o.state === 'PARTIAL_COMPLETE');
  m.crossScale = Math.min(2, Math.max(0.5, m.open.length / BOOK_TARGET));
  return m.open.length;
}

/** CPU time of this process in µs: on a shared machine, time spent descheduled is not ours. */
function cpuUs(): number {
  const u = process.cpuUsage();
  return u.user + u.system;
}

/**
 * The mix for at least `ms` of CPU time (or exactly `batches` batches, for profiling and
 * instruction counts), drawing each batch before timing it.
 */
export function runMix(m: Mix, ms: number, batches = Infinity): { ops: number; cpuSeconds: number; wallSeconds: number } {
  let ops = 0;
  let cpu = 0;
  let wall = 0;
  for (let b = 0; b < batches && cpu < ms * 1_000; b++) {
    drawMix(m, BATCH);
    const w0 = performance.now();
    const c0 = cpuUs();
    execute(m);
    cpu += cpuUs() - c0;
    wall += performance.now() - w0;
    ops += BATCH;
    rebalance(m);
  }
  return { ops, cpuSeconds: cpu / 1e6, wallSeconds: wall / 1e3 };
}

/** CPU ns per operation of each kind, from short single-kind phases; fills per cross too. */
export function runKinds(m: Mix, ms: number): { rest: number; cancel: number; cross: number; fillsPerCross: number } {
  const phases: Array<[number, number]> = [[REST, 600], [CROSS, 100], [CANCEL, 300]];
  const us = [0, 0, 0];
  const count = [0, 0, 0];
  // Only the crosses trade here, so the trade ids handed out meanwhile count their fills.
  const trades0 = m.engine.snapshot().maxTradeId;
  while (us[0] + us[1] + us[2] < ms * 1_000) {
    for (const [kind, n] of phases) {
      drawKind(m, kind, n);
      const c0 = cpuUs();
      execute(m);
      us[kind] += cpuUs() - c0;
      count[kind] += n;
    }
    rebalance(m);
  }
  const ns = (k: number): number => Math.round((us[k] * 1_000) / count[k]);
  const trades = m.engine.snapshot().maxTradeId - trades0;
  return { rest: ns(REST), cancel: ns(CANCEL), cross: ns(CROSS), fillsPerCross: trades / count[CROSS] };
}

/** Orders (placements, cancels, crossing orders) per second on one core, and per-kind costs. */
export async function benchEngineCore(): Promise<BenchResult[]> {
  applyGatewayV8Flags(); // the engine as the gateway runs it (server/v8-flags.ts)
  const m = setup(42);
  runMix(m, WARMUP_MS);
  const events0 = m.events;
  const { ops, cpuSeconds, wallSeconds } = runMix(m, RUN_MS);
  const eventsPerOrder = (m.events - events0) / ops;
  const kinds = runKinds(m, KIND_MS);
  const problems = m.engine.audit();
  if (problems.length > 0) throw new Error(`engine invariants broken: ${problems[0]}`);
  return [
    { name: 'orders per CPU second (60% rest, 30% cancel, 10% cross)', value: Math.round(ops / cpuSeconds), unit: 'orders/s' },
    { name: 'orders per wall-clock second (same run)', value: Math.round(ops / wallSeconds), unit: 'orders/s' },
    { name: 'engine events per order (same run)', value: Number(eventsPerOrder.toFixed(2)), unit: 'events' },
    { name: 'CPU per resting placement', value: kinds.rest, unit: 'ns' },
    { name: 'CPU per cancel', value: kinds.cancel, unit: 'ns' },
    { name: 'CPU per crossing order', value: kinds.cross, unit: 'ns' },
    { name: 'fills per crossing order', value: Number(kinds.fillsPerCross.toFixed(2)), unit: 'trades' },
    { name: 'open orders in the book at the end', value: rebalance(m), unit: 'orders' },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  void benchEngineCore().then((r) => console.log(r));
}
