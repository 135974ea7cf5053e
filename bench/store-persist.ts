/**
 * Persist throughput of the SQLite store on a file (WAL, synchronous=NORMAL), with the event
 * mix the market simulator produces: per step one placement (order + freeze), one trade (two
 * orders, two fills, six balances, a last price) and one cancel (order + unfreeze), 16 events.
 * Batches of `BATCH` events, one transaction each, as the gateway's commit does.
 *
 * Run: npx tsx bench/store-persist.ts   (writes bench/results/store-persist.json)
 * Budget: at least 100,000 events/s. On a busy machine compare eventsPerCpuSecond, which
 * does not count the time other processes held the cores.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EngineEvent } from '../server/engine/types';
import { openStore } from '../server/store/sqlite';
import { fill, order } from '../server/store/test-fixtures';

const STEPS = 40_000;
const BATCH = 1_000;
const BOTS = 50;

function events(): EngineEvent[] {
  const out: EngineEvent[] = [];
  let orderId = 0;
  let tradeId = 0;
  for (let i = 0; i < BOTS; i++) out.push({ kind: 'account', account: { accountId: 100 + i, userId: 100 + i, kind: 'spot' } });
  const bal = (accountId: number, coin: string, v: number): EngineEvent => ({
    kind: 'balance', balance: { accountId, coin, available: v, frozen: v >> 4 },
  });
  for (let i = 0; i < STEPS; i++) {
    const a = 100 + (i % BOTS);
    const b = 100 + ((i * 7 + 3) % BOTS);
    const time = 1_767_225_600_000 + i;
    const price = 6_000_000 + (i % 500);
    const resting = order({ orderId: ++orderId, userId: a, accountId: a, price, createTime: time, updateTime: time });
    out.push({ kind: 'order', order: resting }, bal(a, 'USDT', 1e12 - i));
    const taker = order({ orderId: ++orderId, userId: b, accountId: b, side: 'sell', price, createTime: time, updateTime: time, state: 'COMPLETE', filledSize: 1_000 });
    out.push({ kind: 'order', order: { ...resting, state: 'COMPLETE', filledSize: 1_000, frozen: 0 } }, { kind: 'order', order: taker });
    tradeId++; // both sides of a trade share its tradeId, as the engine emits them
    out.push(
      { kind: 'fill', fill: fill({ tradeId, orderId: resting.orderId, userId: a, accountId: a, time }), counterOrderId: taker.orderId },
      { kind: 'fill', fill: fill({ tradeId, orderId: taker.orderId, userId: b, accountId: b, side: 'sell', time }), counterOrderId: resting.orderId },
    );
    out.push(bal(a, 'BTC', i), bal(a, 'USDT', 1e12 - 2 * i), bal(b, 'BTC', 1e10 - i), bal(b, 'USDT', i * 60), bal(0, 'BTC', i), bal(0, 'USDT', i));
    out.push({ kind: 'lastPrice', symbol: 'BTC_USDT', price, time });
    const cancelled = order({ orderId: ++orderId, userId: b, accountId: b, createTime: time, updateTime: time, state: 'CANCELLED' });
    out.push({ kind: 'order', order: cancelled }, bal(b, 'USDT', 1e12 + i));
  }
  return out;
}

const dir = mkdtempSync(join(tmpdir(), 'store-bench-'));
try {
  const store = openStore(join(dir, 'exchange.db'));
  const all = events();
  const batchMs: number[] = [];
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < all.length; i += BATCH) {
    const t = performance.now();
    store.persist(all.slice(i, i + BATCH));
    batchMs.push(performance.now() - t);
  }
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  batchMs.sort((x, y) => x - y);
  const pruneStart = performance.now();
  let pruned = 0;
  for (let r = store.prune(Number.MAX_SAFE_INTEGER); r.orders > 0 || r.fills > 0; r = store.prune(Number.MAX_SAFE_INTEGER)) pruned += r.orders + r.fills;
  const pruneMs = performance.now() - pruneStart;
  store.close();
  const result = {
    events: all.length,
    batch: BATCH,
    ms: Math.round(ms),
    eventsPerSecond: Math.round((all.length / ms) * 1000),
    // per second of this process's CPU: stable when other work shares the machine
    eventsPerCpuSecond: Math.round((all.length / cpuMs) * 1000),
    // the slowest commits include a WAL checkpoint; this is how long the event loop stalls
    batchMsMedian: Number(batchMs[batchMs.length >> 1].toFixed(2)),
    batchMsMax: Number(batchMs[batchMs.length - 1].toFixed(2)),
    prunedRows: pruned,
    prunedRowsPerSecond: Math.round((pruned / pruneMs) * 1000),
  };
  console.log(JSON.stringify(result));
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/store-persist.json', `${JSON.stringify(result, null, 2)}\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
