import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');

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

export interface GatewayProcess {
  url: string;
  dataDir: string;
  proc: ChildProcess;
  /** Output so far, for failure messages. */
  log: () => string;
  /** SIGTERM and wait. */
  stop: () => Promise<void>;
  /** SIGKILL (kill -9) and wait: nothing gets to flush. */
  kill9: () => Promise<void>;
}

export interface GatewayOptions {
  simRate?: number;
  dataDir?: string;
  adminToken?: string;
  port?: number;
  env?: Record<string, string>;
}

/** Starts `server/index.ts` as its own process, the way `npm start` runs it, and waits until it answers. */
export async function startGateway(opts: GatewayOptions = {}): Promise<GatewayProcess> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'gw-'));
  let out = '';
  const proc = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/index.ts')], {
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
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`gateway exited (${proc.exitCode}):\n${out}`);
    try {
      const res = await fetch(`${url}/gw-api/ds/pairs`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`gateway did not answer within 60 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
    await exited;
  };
  return { url, dataDir, proc, log: () => out, stop: () => end('SIGTERM'), kill9: () => end('SIGKILL') };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
