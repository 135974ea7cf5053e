import { setFlagsFromString } from 'node:v8';

/**
 * The V8 settings the gateway runs with; call before the first request (or the first order of
 * a benchmark that measures the engine as the gateway runs it).
 *
 * No allocation-site pretenuring: V8 moves an allocation site's objects straight into the old
 * generation once many of them survive a young collection. A backlog after a stall (a GC
 * pause, a lost core) keeps a few hundred requests in flight, so the request path's sites
 * (parsed bodies, answers, engine events) got pretenured and their garbage then piled up for
 * the major GC: 78 MB promoted in a 12 s run at 1,000 submits/s against 20 MB without,
 * longer scavenges, more mark-compacts. Measured: REST p99 13-16 -> 10.6 ms and gateway CPU
 * 0.73 -> 0.68 ms a request; engine core +4 to +22 % orders per CPU second (docs/perf.md).
 */
export function applyGatewayV8Flags(): void {
  setFlagsFromString('--no-allocation-site-pretenuring');
}
