import { createHmac } from 'node:crypto';
import { Agent, request } from 'node:http';
import { quantile } from './suite';

/**
 * Open-loop load on POST /gw-api/order/spot/submit: request i is due at t0 + i / rate, whether
 * or not earlier answers have come back, and its latency is counted from that due time, not
 * from when it was actually sent. A stalled gateway therefore shows as a latency spike for every
 * request due during the stall (no coordinated omission), as a real client flow would see it.
 *
 * Signing uses node:crypto synchronously (the same formula as src/protocol/sign.ts) so the load
 * generator spends as little CPU as possible: it shares the machine with the gateway.
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

/** A signed POST; resolves with the HTTP status and the parsed answer (or undefined). */
export async function signedPost(url: string, s: Session, path: string, payload: Record<string, unknown>) {
  const body = JSON.stringify(payload);
  const ts = Date.now();
  const headers = { 'content-type': 'application/json', cookie: s.cookie, 'x-timestamp': String(ts), 'x-signature': sign(s.accessSalt, ts, body) };
  const res = await httpRequest(`${url}${path}`, 'POST', headers, body);
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
