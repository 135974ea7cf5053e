import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './suite';

/**
 * A real gateway as its own process, started the way `npm start` runs it
 * (`node --import tsx server/index.ts`), on a free loopback port with a fresh data directory
 * that is removed on stop. Benchmarks measure it from outside, over real sockets.
 */
export interface Gateway {
  url: string;
  port: number;
  adminToken: string;
  proc: ChildProcess;
  log(): string;
  stop(): Promise<void>;
}

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

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * `nodeArgs` go before the script, e.g. ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] to profile
 * the gateway under load (BENCH_GATEWAY_NODE_ARGS does the same from the command line).
 */
export async function startGateway(opts: { simRate: number; env?: Record<string, string>; nodeArgs?: string[] }): Promise<Gateway> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-gw-'));
  const adminToken = randomBytes(16).toString('hex');
  let out = '';
  const nodeArgs = opts.nodeArgs ?? (process.env.BENCH_GATEWAY_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const proc = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(ROOT, 'server/index.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SIM_RATE: String(opts.simRate), ADMIN_TOKEN: adminToken, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d) => (out = (out + d).slice(-20_000)));
  proc.stderr!.on('data', (d) => (out = (out + d).slice(-20_000)));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
    const timeout = setTimeout(() => proc.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timeout);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (proc.exitCode !== null) {
      await stop();
      throw new Error(`gateway exited with ${proc.exitCode}:\n${out}`);
    }
    try {
      if ((await fetch(`${url}/gw-api/ds/pairs`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`gateway did not answer within 90 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, port, adminToken, proc, log: () => out, stop };
}
