import { createHmac } from 'node:crypto';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { quantile } from './suite';

/**
 * Open-loop load on POST /gw-api/order/spot/submit: request i is due at t0 + i / rate, whether
 * or not earlier answers have come back, and its latency is counted from that due time, not
 * from when it was actually sent. A stalled gateway therefore shows as a latency spike for every
 * request due during the stall (no coordinated omission), as a real client flow would see it.
 *
 * The load generator shares the machine's cores with the gateway, so it spends as little CPU
 * per request as it can while still sending real signed submits: signing uses node:crypto
 * synchronously (the same formula as src/protocol/sign.ts), and the submits go over a small
 * keep-alive HTTP/1.1 client of its own (SubmitPool below) instead of node:http's, which cost
 * about 0.5 ms of CPU per request here, as much as half the gateway's own work.
 */
export interface Session {
  cookie: string;
  accessSalt: string;
}

export interface LoadOptions {
  url: string;
  sessions: readonly Session[];
  /** Requests per second. */
  rate: number;
  warmupS: number;
  durationS: number;
  /** Builds the body of request i (a fresh reqNo and timestamp each time). */
  body: (i: number) => Record<string, unknown>;
}

export interface LoadReport {
  sent: number;
  /** Latency from due time, ms, sorted ascending (measured part only). */
  latencies: number[];
  /** Service time from actual send, ms, sorted ascending. */
  service: number[];
  /** Answers per second over the measured part. */
  achievedRate: number;
  errors: number;
  /** Error answers by `${status} ${code}`, for the console. */
  errorKinds: Record<string, number>;
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** One HTTP request over the keep-alive agent; resolves with status, headers and body text. */
export function httpRequest(url: string, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }>((resolve, reject) => {
    const req = request(url, { method, agent, headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

/** Registers a fresh user and returns its session cookie and access salt. */
export async function register(url: string, email: string, password = 'bench password 1'): Promise<Session> {
  const res = await httpRequest(`${url}/gw-api/auth/register`, 'POST', { 'content-type': 'application/json' }, JSON.stringify({ email, password }));
  const cookies = new Map<string, string>();
  for (const line of [res.headers['set-cookie'] ?? []].flat()) {
    const pair = line.split(';')[0];
    const eq = pair.indexOf('=');
    cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  const salt = cookies.get('accessSalt');
  if (res.status !== 200 || salt === undefined) throw new Error(`register failed: ${res.status} ${res.text}`);
  return { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), accessSalt: decodeURIComponent(salt) };
}

/** X-Signature: lowercase hex HMAC-SHA256(accessSalt, `${ts}#${body}`). */
export function sign(accessSalt: string, ts: number, body: string): string {
  return createHmac('sha256', accessSalt).update(`${ts}#${body}`).digest('hex');
}

/**
 * Keep-alive HTTP/1.1 connections to one host for POSTs with small answers, like an Agent with
 * `maxSockets` (one request in flight per connection, the rest queue) but without node:http's
 * per-request objects: a request is one string written to the socket, an answer is read by its
 * Content-Length (the gateway always sends one; anything else is reported as an error).
 */
export class SubmitPool {
  private readonly idle: Conn[] = [];
  private readonly queue: Array<{ head: string; body: string; done: Done }> = [];
  private open = 0;

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly maxSockets = 64,
  ) {}

  /** POSTs `body` (JSON) to `path` with extra header lines; resolves with status and text. */
  post(path: string, headerLines: string, body: string): Promise<{ status: number; text: string }> {
    const head =
      `POST ${path} HTTP/1.1\r\nHost: ${this.host}:${this.port}\r\nContent-Type: application/json\r\n${headerLines}` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    return new Promise((resolve, reject) => {
      const done: Done = { resolve, reject };
      const conn = this.idle.pop();
      if (conn !== undefined) conn.send(head, body, done);
      else if (this.open < this.maxSockets) {
        this.open++;
        new Conn(this.host, this.port, this).send(head, body, done);
      } else this.queue.push({ head, body, done });
    });
  }

  /** Called by a connection when its answer is in: the next queued request, or idle. */
  release(conn: Conn): void {
    const next = this.queue.shift();
    if (next !== undefined) conn.send(next.head, next.body, next.done);
    else this.idle.push(conn);
  }

  /** Called by a connection that closed: forget it; a queued request gets a new one. */
  dropped(conn: Conn): void {
    this.open--;
    const i = this.idle.indexOf(conn);
    if (i >= 0) this.idle.splice(i, 1);
    const next = this.queue.shift();
    if (next !== undefined) {
      this.open++;
      new Conn(this.host, this.port, this).send(next.head, next.body, next.done);
    }
  }

  /** Closes the idle connections (the rest close as they finish). */
  close(): void {
    for (const c of this.idle.splice(0)) c.socket.end();
  }
}

interface Done {
  resolve: (r: { status: number; text: string }) => void;
  reject: (err: Error) => void;
}

/** One keep-alive connection of a SubmitPool: one request at a time, answer by Content-Length. */
class Conn {
  readonly socket: Socket;
  private buf: Buffer = Buffer.alloc(0);
  private current: Done | undefined;

  constructor(host: string, port: number, private readonly pool: SubmitPool) {
    this.socket = connect({ host, port, noDelay: true });
    this.socket.on('data', (d: Buffer) => this.onData(d));
    this.socket.on('error', (err) => this.fail(err));
    this.socket.on('close', () => {
      this.fail(new Error('connection closed'));
      this.pool.dropped(this);
    });
  }

  send(head: string, body: string, done: Done): void {
    this.current = done;
    this.socket.write(head + body);
  }

  private fail(err: Error): void {
    const c = this.current;
    this.current = undefined;
    c?.reject(err);
  }

  private onData(d: Buffer): void {
    this.buf = this.buf.length === 0 ? d : Buffer.concat([this.buf, d]);
    const end = this.buf.indexOf('\r\n\r\n');
    if (end < 0) return;
    const head = this.buf.toString('latin1', 0, end);
    const m = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (m === null) {
      this.fail(new Error('answer without Content-Length'));
      this.socket.destroy();
      return;
    }
    const total = end + 4 + Number(m[1]);
    if (this.buf.length < total) return;
    const status = Number(head.slice(9, 12));
    const text = this.buf.toString('utf8', end + 4, total);
    this.buf = this.buf.subarray(total);
    const c = this.current;
    this.current = undefined;
    if (/\r\nconnection:\s*close/i.test(head)) this.socket.end();
    else this.pool.release(this);
    c?.resolve({ status, text });
  }
}

const pools = new Map<string, SubmitPool>();

/** The pool for a gateway URL (http://host:port), made on first use. */
function poolFor(url: string): SubmitPool {
  let pool = pools.get(url);
  if (pool === undefined) {
    const u = new URL(url);
    pool = new SubmitPool(u.hostname, Number(u.port), 64);
    pools.set(url, pool);
  }
  return pool;
}

/** Closes the idle submit connections to a gateway (before stopping it). */
export function closeSubmitPool(url: string): void {
  pools.get(url)?.close();
  pools.delete(url);
}

/** A signed POST; resolves with the HTTP status and the parsed answer (or undefined). */
export async function signedPost(url: string, s: Session, path: string, payload: Record<string, unknown>) {
  const body = JSON.stringify(payload);
  const ts = Date.now();
  const headers = `Cookie: ${s.cookie}\r\nX-Timestamp: ${ts}\r\nX-Signature: ${sign(s.accessSalt, ts, body)}\r\n`;
  const res = await poolFor(url).post(path, headers, body);
  let answer: { success?: boolean; code?: number; msg?: string } | undefined;
  try {
    answer = JSON.parse(res.text) as typeof answer;
  } catch {
    answer = undefined;
  }
  return { status: res.status, answer };
}

/** Runs the open-loop schedule and waits for every answer (or its 30 s timeout). */
export async function runOpenLoop(o: LoadOptions): Promise<LoadReport> {
  const interval = 1000 / o.rate;
  const warm = Math.round(o.warmupS * o.rate);
  const total = warm + Math.round(o.durationS * o.rate);
  const latencies: number[] = [];
  const service: number[] = [];
  const errorKinds: Record<string, number> = {};
  let errors = 0;
  let firstDue = Infinity;
  let lastDone = 0;
  const pending: Array<Promise<void>> = [];
  const t0 = performance.now() + 20;

  const send = (i: number, due: number): void => {
    const s = o.sessions[i % o.sessions.length];
    const sentAt = performance.now();
    const p = signedPost(o.url, s, '/gw-api/order/spot/submit', o.body(i)).then(
      ({ status, answer }) => {
        const done = performance.now();
        if (i < warm) return;
        latencies.push(done - due);
        service.push(done - sentAt);
        firstDue = Math.min(firstDue, due);
        lastDone = Math.max(lastDone, done);
        if (status !== 200 || answer?.success !== true) {
          errors++;
          const kind = `${status} ${answer?.code ?? '?'} ${answer?.msg ?? ''}`.trim();
          errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
        }
      },
      (err: Error) => {
        if (i < warm) return;
        errors++;
        errorKinds[err.message] = (errorKinds[err.message] ?? 0) + 1;
      },
    );
    pending.push(p);
  };

  await new Promise<void>((resolve) => {
    let i = 0;
    const pump = (): void => {
      const now = performance.now();
      // everything already due goes out now; its lateness counts in its latency
      while (i < total && t0 + i * interval <= now) {
        send(i, t0 + i * interval);
        i++;
      }
      if (i >= total) resolve();
      else setTimeout(pump, Math.max(0, t0 + i * interval - performance.now()));
    };
    setTimeout(pump, Math.max(0, t0 - performance.now()));
  });
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  service.sort((a, b) => a - b);
  const span = (lastDone - firstDue) / 1000;
  return { sent: total, latencies, service, achievedRate: span > 0 ? latencies.length / span : 0, errors, errorKinds };
}

/**
 * Capacity check: `concurrency` clients each send the next request as soon as the last is
 * answered, for `seconds`; returns answers per second. Not a latency figure (closed loops hide
 * stalls), only the ceiling the open-loop rate has to stay under.
 */
export async function runClosedLoop(o: Omit<LoadOptions, 'rate' | 'warmupS' | 'durationS'>, concurrency: number, seconds: number): Promise<number> {
  const end = performance.now() + seconds * 1000;
  let i = 1_000_000; // bodies distinct from the open loop's
  let done = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const k = i++;
        await signedPost(o.url, o.sessions[k % o.sessions.length], '/gw-api/order/spot/submit', o.body(k)).catch(() => undefined);
        done++;
      }
    }),
  );
  return done / ((performance.now() - start) / 1000);
}

/** p50 / p99 / max of a sorted list, for reports. */
export function summary(sorted: readonly number[]): { p50: number; p90: number; p99: number; p999: number; max: number } {
  return {
    p50: quantile(sorted, 0.5),
    p90: quantile(sorted, 0.9),
    p99: quantile(sorted, 0.99),
    p999: quantile(sorted, 0.999),
    max: sorted.length > 0 ? sorted[sorted.length - 1] : NaN,
  };
}
