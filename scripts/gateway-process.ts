import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

/** A free loopback port, asked from the OS. */
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

export interface GatewayOptions {
  simRate?: number;
  /** Reuse a data directory (a restart); otherwise a fresh one is made and removed on stop(). */
  dataDir?: string;
  adminToken?: string;
  port?: number;
  env?: Record<string, string>;
  /** Node flags before the script, e.g. ['--cpu-prof'] (BENCH_GATEWAY_NODE_ARGS sets a default). */
  nodeArgs?: string[];
}

export interface GatewayProcess {
  url: string;
  port: number;
  dataDir: string;
  proc: ChildProcess;
  /** The last 20 kB of its output, for failure messages. */
  log(): string;
  /** SIGTERM (SIGKILL after 10 s), then removes the data directory if startGateway made it. */
  stop(): Promise<void>;
  /** SIGKILL (kill -9): nothing gets to flush; the data directory stays for a restart. */
  kill9(): Promise<void>;
}

/**
 * A real gateway as its own process, started the way `npm start` runs it
 * (`node --import tsx server/index.ts`), on a loopback port; resolves once it answers.
 * Used by the end-to-end tests and the benchmarks.
 */
export async function startGateway(opts: GatewayOptions = {}): Promise<GatewayProcess> {
  const port = opts.port ?? (await freePort());
  const ownDir = opts.dataDir === undefined;
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'gw-'));
  const nodeArgs = opts.nodeArgs ?? (process.env.BENCH_GATEWAY_NODE_ARGS ?? '').split(' ').filter(Boolean);
  let out = '';
  const proc = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(ROOT, 'server/index.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SIM_RATE: String(opts.simRate ?? 0),
      SIM_SEED: '42',
      ...(opts.adminToken ? { ADMIN_TOKEN: opts.adminToken } : {}),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (d: Buffer) => (out = (out + d).slice(-20_000));
  proc.stdout!.on('data', keep);
  proc.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const end = async (signal: NodeJS.Signals) => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
    const timeout = setTimeout(() => proc.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timeout);
  };
  const stop = async () => {
    await end('SIGTERM');
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (proc.exitCode !== null) {
      await stop();
      throw new Error(`gateway exited (${proc.exitCode}):\n${out}`);
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
    await new Promise((r) => setTimeout(r, 150));
  }
  return { url, port, dataDir, proc, log: () => out, stop, kill9: () => end('SIGKILL') };
}
