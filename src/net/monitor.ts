/**
 * The page's error reporting: what the specs call "reported as a warning to error reporting"
 * (a depth message without its symbol or data, spec 001 section 4; a pushed order event the
 * panel's list did not follow within 5 s, spec 002 section 4) goes to the console and, in
 * batches, to POST /gw-api/monitor/client-report (server/routes/monitor.ts), where it is stored
 * for the operators.
 *
 * A fault that repeats every frame costs a few reports a minute, not sixty a second: each
 * event is logged and sent at most PER_EVENT times a minute and all of them at most TOTAL
 * (src/core/client-report.ts); the rest is only counted as dropped. Reports wait FLUSH_MS to
 * travel together, in batches the gateway takes (at most 20, under MAX_BATCH_BYTES of JSON).
 * Each report is serialised once, when it is queued: that text sizes its batch and is sent.
 * A batch the gateway did not take (no answer, 429, 5xx) is kept, at most KEEP reports, and
 * sent again later, the wait doubling up to a minute; one it refused (another 4xx) is let go.
 * When the page is hidden or closed, everything not already on its way goes with `keepalive`.
 * The network, clock and timers are injected so this runs in Node tests.
 */
import { REPORT_LIMITS, REPORT_RATE, ReportLimiter, clampReport, type ClientReport, type ReportLevel } from '../core/client-report';

export const FLUSH_MS = 2_000;
export const PER_EVENT = REPORT_RATE.perEvent;
export const TOTAL = REPORT_RATE.total;
/** Unsent reports kept across failed sends (the oldest go first). */
export const KEEP = 100;
/**
 * UTF-8 size of a batch's JSON: under the gateway's body limit and a keepalive request's 64 kB,
 * which count bytes (a report in Chinese takes up to 3 a character).
 */
export const MAX_BATCH_BYTES = 48_000;

export interface MonitorDeps {
  /**
   * Sends one batch: `body` is the request's JSON text, {"reports":[...]}. Resolves with the
   * HTTP status, 0 when there was no answer.
   */
  send(body: string, keepalive: boolean): Promise<number>;
  now(): number;
  /** The page's path and query. */
  page(): string;
  setTimer(run: () => void, ms: number): unknown;
  log(level: ReportLevel, line: string): void;
}

export interface MonitorStats {
  queued: number;
  sent: number;
  /** Over the page's limits, let go from a full queue, or refused by the gateway. */
  dropped: number;
  failedSends: number;
}

export interface Monitor {
  report(level: ReportLevel, event: string, message: string, detail?: ClientReport['detail']): void;
  /** Sends what is queued now; `keepalive` (the page is being hidden): all that is not on its way. */
  flush(keepalive?: boolean): Promise<void>;
  stats(): MonitorStats;
}

/**
 * A queued report as the JSON text it is sent as. An object, not the bare text: the queue and
 * the batches on their way tell reports apart by identity, and two reports may read the same.
 */
interface QueuedReport {
  readonly json: string;
  /** UTF-8 length of `json`. */
  readonly bytes: number;
}

const utf8 = new TextEncoder();

/** The request body of a batch: the reports' texts joined into {"reports":[...]}. */
function batchBody(batch: readonly QueuedReport[]): string {
  return `{"reports":[${batch.map((r) => r.json).join(',')}]}`;
}

/** Reports from the front of `queue` not in `skip`, as many as one batch takes. */
function nextBatch(queue: readonly QueuedReport[], skip: ReadonlySet<QueuedReport>): QueuedReport[] {
  const batch: QueuedReport[] = [];
  let bytes = 16; // {"reports":[]} and a margin
  for (const r of queue) {
    if (skip.has(r)) continue;
    const size = r.bytes + 1;
    if (batch.length === REPORT_LIMITS.batch || (batch.length > 0 && bytes + size > MAX_BATCH_BYTES)) break;
    batch.push(r);
    bytes += size;
  }
  return batch;
}

export function createMonitor(deps: MonitorDeps): Monitor {
  const limiter = new ReportLimiter(REPORT_RATE.windowMs, PER_EVENT, TOTAL);
  let queue: QueuedReport[] = [];
  /** Reports of the batches on their way (a keepalive flush does not send them twice). */
  const inFlight = new Set<QueuedReport>();
  let timer = false;
  let sending = false;
  /** Failed sends in a row: the wait before the next try doubles with each, up to a minute. */
  let failures = 0;
  const stats: MonitorStats = { queued: 0, sent: 0, dropped: 0, failedSends: 0 };

  const forget = (batch: readonly QueuedReport[]) => {
    const gone = new Set(batch);
    queue = queue.filter((r) => !gone.has(r));
  };

  /** Sends one batch; true when it left the queue (taken, or refused for good). */
  const sendBatch = async (batch: QueuedReport[], keepalive: boolean): Promise<boolean> => {
    for (const r of batch) inFlight.add(r);
    // no answer (a network failure) reads as status 0
    const status = await deps.send(batchBody(batch), keepalive).catch(() => 0);
    for (const r of batch) inFlight.delete(r);
    const retry = status === 0 || status === 429 || status >= 500;
    if (retry) {
      stats.failedSends++;
      failures++;
    } else {
      forget(batch);
      if (status >= 200 && status < 300) stats.sent += batch.length;
      else stats.dropped += batch.length;
      failures = 0;
    }
    stats.queued = queue.length;
    return !retry;
  };

  const flush = async (keepalive = false): Promise<void> => {
    if (keepalive) {
      // the page may be gone next: everything not already on its way, at once
      const sends: Array<Promise<boolean>> = [];
      for (const sent = new Set(inFlight); ;) {
        const batch = nextBatch(queue, sent);
        if (batch.length === 0) break;
        for (const r of batch) sent.add(r);
        sends.push(sendBatch(batch, true));
      }
      await Promise.all(sends);
      return;
    }
    if (sending) return;
    const batch = nextBatch(queue, inFlight);
    if (batch.length === 0) return;
    sending = true;
    try {
      await sendBatch(batch, false);
    } finally {
      sending = false;
    }
    schedule(); // the next batch, or this one again after a failure
  };

  function schedule(): void {
    if (timer || queue.length === 0) return;
    timer = true;
    deps.setTimer(() => {
      timer = false;
      void flush();
    }, Math.min(60_000, FLUSH_MS * 2 ** failures));
  }

  return {
    report(level, event, message, detail = {}) {
      const now = deps.now();
      if (!limiter.admit(event, now)) {
        stats.dropped++;
        return;
      }
      deps.log(level, `${event}: ${message}`);
      const json = JSON.stringify(clampReport({ level, event, message, detail, page: deps.page(), at: now }));
      queue.push({ json, bytes: utf8.encode(json).length });
      if (queue.length > KEEP) {
        // the oldest not on their way go
        const over = queue.length - KEEP;
        const old = queue.filter((r) => !inFlight.has(r)).slice(0, over);
        forget(old);
        stats.dropped += old.length;
      }
      stats.queued = queue.length;
      schedule();
    },
    flush,
    stats: () => ({ ...stats }),
  };
}

let browserMonitor: Monitor | null = null;

/** The page's monitor (created on first use; flushed when the page is hidden). */
export function monitor(): Monitor {
  if (browserMonitor !== null) return browserMonitor;
  const m = createMonitor({
    send: async (body, keepalive) => {
      const res = await fetch('/gw-api/monitor/client-report', {
        method: 'POST', credentials: 'same-origin', keepalive,
        headers: { 'content-type': 'application/json' }, body,
      });
      return res.status;
    },
    now: Date.now,
    page: () => location.pathname + location.search,
    setTimer: (run, ms) => window.setTimeout(run, ms),
    log: (level, line) => (level === 'error' ? console.error : console.warn)(`report: ${line}`),
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void m.flush(true);
  });
  browserMonitor = m;
  return m;
}

/** Reports a warning to error reporting (the console, then the gateway). */
export function reportWarning(event: string, message: string, detail?: ClientReport['detail']): void {
  monitor().report('warning', event, message, detail);
}

/** Reports an error to error reporting (the console, then the gateway): a page script error. */
export function reportError(event: string, message: string, detail?: ClientReport['detail']): void {
  monitor().report('error', event, message, detail);
}
