/**
 * What the machine did to a benchmark besides running it, from Linux's /proc (NaN elsewhere):
 * on a shared virtual machine the hypervisor gives CPU time to other guests ('steal'), and
 * code then runs slower by wall clock while its own CPU time stays the same. Results carry the
 * steal share of the run so that figures from different runs can be read side by side, and CPU
 * time (steal excluded) where a wall-clock figure would swing with it.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Jiffies of all CPUs: [total, steal] (/proc/stat, first line). */
function cpuJiffies(): [number, number] {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal guest guest_nice: guest time is inside user
  return [f.slice(0, 8).reduce((a, b) => a + b, 0), f[7]];
}

/** Starts measuring; percent() is the steal share of all CPU time since, in %. */
export function stealMeter(): { percent(): number } {
  let start: [number, number] | null = null;
  try {
    start = cpuJiffies();
  } catch {
    start = null;
  }
  return {
    percent(): number {
      if (start === null) return NaN;
      const [total, steal] = cpuJiffies();
      return total === start[0] ? 0 : (100 * (steal - start[1])) / (total - start[0]);
    },
  };
}

/** CPU time (user + system, ms) from a /proc stat file's text. */
function statCpuMs(stat: string): number {
  // fields after the command name (which may hold spaces): utime and stime are 14 and 15
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
}

/**
 * CPU time (user + system, ms) a process has used so far, all its threads; NaN when
 * unreadable. Read before and after a run to get, say, the gateway's CPU cost per request.
 */
export function processCpuMs(pid: number | undefined): number {
  try {
    return statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return NaN;
  }
}

/** CPU time (ms) of one thread of a process; its main thread by default (tid = pid). */
export function threadCpuMs(pid: number, tid = pid): number {
  try {
    return statCpuMs(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8'));
  } catch {
    return NaN;
  }
}

/** Pids of the running processes whose command line holds `fragment` (Linux; empty elsewhere). */
export function pidsWith(fragment: string): number[] {
  const out: number[] = [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return out;
  }
  for (const e of entries) {
    if (!/^[0-9]+$/.test(e)) continue;
    try {
      if (readFileSync(`/proc/${e}/cmdline`, 'utf8').includes(fragment)) out.push(Number(e));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}
