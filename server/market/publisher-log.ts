import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { MarketPublisher } from './publisher';
import type { Simulator } from './simulator';

/**
 * With GATEWAY_STATS_MS set, index.ts prints one line `stats {json}` that often: publish tick
 * times, frames and bytes sent, event-loop delay, the simulator's achieved rate and lag, and
 * the open sockets. bench/ws-publish.ts reads these lines from the gateway's output.
 */
export function startStatsLog(opts: { everyMs: number; publisher: MarketPublisher; simulator: Simulator; sockets: () => number; log?: (line: string) => void }): () => void {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const log = opts.log ?? ((line: string) => console.log(line));
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const seconds = (now - last) / 1000;
    last = now;
    const p = opts.publisher.stats.take();
    const s = opts.simulator.stats();
    const figures = {
      seconds: round(seconds),
      sockets: opts.sockets(),
      ...p,
      framesPerSec: round(p.frames / seconds),
      sendsPerSec: round(p.sends / seconds),
      bytesPerSec: round(p.bytes / seconds),
      loopP99Ms: round(loop.percentile(99) / 1e6),
      loopMaxMs: round(loop.max / 1e6),
      simOpsPerSec: round(s.opsPerSec),
      simLagMs: round(s.lagMs),
      simMaxSliceMs: round(s.maxSliceMs),
    };
    loop.reset();
    log(`stats ${JSON.stringify(figures)}`);
  }, opts.everyMs);
  timer.unref?.();
  return () => {
    clearInterval(timer);
    loop.disable();
  };
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}
