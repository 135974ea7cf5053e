import { pairRef } from '../server/market/refdata';
import { benchEngineCore } from './engine-core';
import { startGateway } from './gateway';
import { processCpuMs, stealMeter } from './host';
import { closeSubmitPool, register, runClosedLoop, runOpenLoop, summary, type Session } from './rest-load';
import { benchSimStep } from './sim-step';
import type { BenchResult, Suite } from './suite';

/**
 * The engine suite (`npm run bench -- engine`):
 * (a) matching-engine core orders/s (bench/engine-core.ts), budget >= 1,000,000 orders/s;
 * (b) market simulator cost per book change, through the real engine (bench/sim-step.ts);
 * (c) REST submit latency: a real gateway process (node --import tsx server/index.ts, fresh
 *     data directory, the simulator running at BENCH_SIM_RATE, default 400/s) takes signed
 *     limit orders over loopback at a fixed 1,000/s, open loop, for 10 s after a 2 s warm-up;
 *     budget p99 <= 10 ms. Latency counts from each request's scheduled send time.
 *
 * Environment: BENCH_REST_RATE (1000), BENCH_REST_SECONDS (10), BENCH_SIM_RATE (400),
 * BENCH_SKIP_REST=1 to leave (c) out.
 */
const REST_RATE = Number(process.env.BENCH_REST_RATE ?? 1000);
const REST_SECONDS = Number(process.env.BENCH_REST_SECONDS ?? 10);
const SIM_RATE = Number(process.env.BENCH_SIM_RATE ?? 400);
const SYMBOL = 'BTC_USDT';

/**
 * Request bodies: 80 % limit orders that rest far from the touch (buys 10-15 % below the anchor,
 * sells 10-15 % above: the walk stays within a few percent of it), 20 % crossing limits that
 * trade at once against the simulator's ladder (buys 8 % above, sells 8 % below). 0.0002 BTC
 * each (about $12, over the $5 minimum), so the demo balance of two users covers 12,000 orders.
 */
export function orderBody(i: number, anchor: number): Record<string, unknown> {
  const r = ((i * 2654435761) >>> 0) / 2 ** 32; // a fixed, well-spread sequence: runs compare
  const kind = i % 10;
  const buy = kind % 2 === 0;
  let factor: number;
  if (kind < 8) factor = buy ? 0.85 + 0.05 * r : 1.1 + 0.05 * r;
  else factor = buy ? 1.08 : 0.92;
  const side = buy ? 'buy' : 'sell';
  const reqNo = `${buy ? 'EB' : 'ES'}${Date.now()}${String(i).padStart(8, '0').slice(-8)}`;
  return {
    reqSource: 2, symbol: SYMBOL, reqNo, side, timestamp: Date.now(), orderModeCode: 'normal_order',
    subOrderModeCode: 'normal_order', type: 'limit', tradePrice: (anchor * factor).toFixed(2), tradeAmount: '0.0002',
  };
}

async function restLatency(): Promise<BenchResult[]> {
  const anchor = Number(pairRef(SYMBOL)!.anchorPrice);
  const gw = await startGateway({ simRate: SIM_RATE });
  try {
    const sessions: Session[] = [];
    for (let u = 0; u < 2; u++) sessions.push(await register(gw.url, `bench-${Date.now()}-${u}@example.com`));
    const body = (i: number) => orderBody(i, anchor);
    const gwCpu0 = processCpuMs(gw.proc.pid);
    const myCpu0 = process.cpuUsage();
    const report = await runOpenLoop({
      url: gw.url, sessions, rate: REST_RATE, warmupS: 2, durationS: REST_SECONDS, body,
    });
    const gwCpu = (processCpuMs(gw.proc.pid) - gwCpu0) / report.sent;
    const myUsage = process.cpuUsage(myCpu0);
    const myCpu = (myUsage.user + myUsage.system) / 1000 / report.sent;
    // after the open loop, with everything warm; only a ceiling, not a latency figure
    const capacity = await runClosedLoop({ url: gw.url, sessions, body }, 4, 2);
    const lat = summary(report.latencies);
    const svc = summary(report.service);
    if (report.errors > 0) console.log('submit errors by kind:', report.errorKinds);
    const ms = (v: number) => Number(v.toFixed(3));
    return [
      { name: 'REST submit target rate (open loop)', value: REST_RATE, unit: 'req/s' },
      { name: 'simulator rate during the REST run (SIM_RATE)', value: SIM_RATE, unit: 'changes/s' },
      { name: 'REST submit latency p50', value: ms(lat.p50), unit: 'ms' },
      { name: 'REST submit latency p90', value: ms(lat.p90), unit: 'ms' },
      { name: 'REST submit latency p99', value: ms(lat.p99), unit: 'ms' },
      { name: 'REST submit latency p99.9', value: ms(lat.p999), unit: 'ms' },
      { name: 'REST submit latency max', value: ms(lat.max), unit: 'ms' },
      { name: 'REST submit service time p99 (from actual send)', value: ms(svc.p99), unit: 'ms' },
      { name: 'REST submit achieved rate', value: Number(report.achievedRate.toFixed(1)), unit: 'req/s' },
      { name: 'REST submit answers measured', value: report.latencies.length, unit: 'requests' },
      { name: 'REST submit errors (HTTP or success:false)', value: report.errors, unit: 'requests' },
      { name: 'REST submit capacity (closed loop, 4 concurrent, 2 s)', value: Math.round(capacity), unit: 'req/s' },
      { name: 'gateway CPU per request (its simulator included)', value: ms(gwCpu), unit: 'ms' },
      { name: 'load generator CPU per request', value: ms(myCpu), unit: 'ms' },
    ];
  } catch (err) {
    console.error(`gateway output:\n${gw.log()}`);
    throw err;
  } finally {
    closeSubmitPool(gw.url);
    await gw.stop();
  }
}

export const suite: Suite = {
  description: 'engine core orders/s, simulator cost, REST submit latency against a real gateway',
  async run() {
    const results: BenchResult[] = [];
    const core = stealMeter();
    results.push(...(await benchEngineCore()));
    results.push(...benchSimStep());
    results.push({ name: 'host CPU steal during the core and simulator runs', value: Number(core.percent().toFixed(1)), unit: '%' });
    if (process.env.BENCH_SKIP_REST !== '1') {
      const rest = stealMeter();
      results.push(...(await restLatency()));
      results.push({ name: 'host CPU steal during the REST run', value: Number(rest.percent().toFixed(1)), unit: '%' });
    }
    return results;
  },
};
