import { readFileSync } from 'node:fs';

/** The benchmarks' gateway: a real process (scripts/gateway-process.ts) measured from outside. */
export { startGateway, freePort, type GatewayProcess as Gateway } from '../scripts/gateway-process';

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux); NaN elsewhere.
 * Read before and after a run to get the gateway's own CPU cost per request.
 */
export function cpuMsOf(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after the command name (which may hold spaces): utime and stime are 14 and 15
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return NaN;
  }
}

