/**
 * The page's error reporting: what the specs call "reported as a warning to error reporting"
 * (a depth message without its symbol or data, spec 001 section 4; a pushed order event the
 * panel's list did not follow within 5 s, spec 002 section 4) goes to the console and, in
 * batches, to POST /gw-api/monitor/client-report (server/routes/monitor.ts), where it is stored
 * for the operators.
 *
 * A fault that repeats every frame must not flood anything: each event is sent at most
 * PER_EVENT times a minute and all of them at most TOTAL a minute (src/core/client-report.ts);
 * the rest is counted as dropped. Reports wait FLUSH_MS to travel together; a batch whose send
 * failed is kept (at most KEEP reports) and tried again later, the wait doubling up to a
 * minute; the page's last reports go out with `keepalive` when it is hidden or closed. The
 * network, clock and timers are injected so this runs in Node tests.
 */
import { REPORT_LIMITS, ReportLimiter, clampReport, type ClientReport, type ReportLevel } from '../core/client-report';

export const FLUSH_MS = 2_000;
export const PER_EVENT = 3;
export const TOTAL = 30;
/** Unsent reports kept across failed sends (the oldest go first). */
export const KEEP = 100;

export interface MonitorDeps {
  /** Sends one batch; true when the gateway took it (an answer, even a refusal, is final). */
  send(reports: readonly ClientReport[], keepalive: boolean): Promise<boolean>;
  now(): number;
  /** The page's path and query. */
  page(): string;
  setTimer(run: () => void, ms: number): unknown;
  log(level: ReportLevel, line: string): void;
}

export interface MonitorStats {
  queued: number;
  sent: number;
  dropped: number;
  failedSends: number;
}

export interface Monitor {
  report(level: ReportLevel, event: string, message: string, detail?: ClientReport['detail']): void;
  /** Sends what is queued now (the page is being hidden: keepalive). */
  flush(keepalive?: boolean): Promise<void>;
  stats(): MonitorStats;
}

export function createMonitor(deps: MonitorDeps): Monitor {
  const limiter = new ReportLimiter(60_000, PER_EVENT, TOTAL);
  let queue: ClientReport[] = [];
  let timer = false;
  let sending = false;
  const stats: MonitorStats = { queued: 0, sent: 0, dropped: 0, failedSends: 0 };

  /** Failed sends in a row: the wait before the next try doubles with each, up to a minute. */
  let failures = 0;

  const flush = async (keepalive = false): Promise<void> => {
    if (sending || queue.length === 0) return;
    sending = true;
    const batch = queue.slice(0, REPORT_LIMITS.batch);
    try {
      const taken = await deps.send(batch, keepalive).catch(() => false);
      if (taken) {
        queue = queue.slice(batch.length);
        stats.sent += batch.length;
        failures = 0;
      } else {
        stats.failedSends++;
        failures++;
      }
    } finally {
      sending = false;
      stats.queued = queue.length;
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
      deps.log(level, `${event}: ${message}`);
      const now = deps.now();
      if (!limiter.admit(event, now)) {
        stats.dropped++;
        return;
      }
      queue.push(clampReport({ level, event, message, detail, page: deps.page(), at: now }));
      if (queue.length > KEEP) {
        stats.dropped += queue.length - KEEP;
        queue = queue.slice(queue.length - KEEP);
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
    send: async (reports, keepalive) => {
      const res = await fetch('/gw-api/monitor/client-report', {
        method: 'POST', credentials: 'same-origin', keepalive,
        headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reports }),
      });
      return res.status !== 0; // answered: taken, or refused for good (bad input, over the limit)
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
