/**
 * Client reports ("reported as a warning to error reporting", specs 001 section 4 and 002
 * section 4): what the page sends to POST /gw-api/monitor/client-report, and the limiter both
 * ends use so that a fault repeating every frame costs one report, not sixty a second.
 * Pure: the clock is passed in.
 */

export type ReportLevel = 'warning' | 'error';

/** Limits of one report; the gateway's schema (server/routes/monitor.ts) enforces the same. */
export const REPORT_LIMITS = {
  /** Reports in one request. */
  batch: 20,
  eventChars: 64,
  messageChars: 500,
  detailKeys: 16,
  detailValueChars: 200,
  pageChars: 200,
} as const;

/** An event name: letters, digits and . _ : - ('depth.missing', 'panel.push-late'). */
export const REPORT_EVENT = /^[A-Za-z0-9._:-]{1,64}$/;

export interface ClientReport {
  level: ReportLevel;
  event: string;
  message: string;
  /** A few scalar facts (symbol, code, counts); no personal data. */
  detail: Record<string, string | number | boolean>;
  /** Where it happened: the page's path and query. */
  page: string;
  /** Client clock, ms. */
  at: number;
}

/** Fits a report into the limits: long texts are cut, detail keys past the limit dropped. */
export function clampReport(r: ClientReport): ClientReport {
  const detail: Record<string, string | number | boolean> = {};
  let keys = 0;
  for (const [k, v] of Object.entries(r.detail)) {
    if (keys++ >= REPORT_LIMITS.detailKeys) break;
    detail[k.slice(0, REPORT_LIMITS.eventChars)] = typeof v === 'string' ? v.slice(0, REPORT_LIMITS.detailValueChars) : v;
  }
  return {
    level: r.level,
    event: r.event.slice(0, REPORT_LIMITS.eventChars),
    message: r.message.slice(0, REPORT_LIMITS.messageChars),
    detail,
    page: r.page.slice(0, REPORT_LIMITS.pageChars),
    at: r.at,
  };
}

/**
 * Admits at most `perKey` reports of one key and `total` reports overall within a sliding
 * `windowMs`. Keys are the sender's choice: an event name on the page, an address at the
 * gateway. Memory is bounded: times older than the window are dropped as keys are met, and
 * all stale keys are swept once `sweepAt` keys are tracked.
 */
export class ReportLimiter {
  private readonly times = new Map<string, number[]>();
  private all: number[] = [];

  constructor(
    private readonly windowMs: number,
    private readonly perKey: number,
    private readonly total: number,
    private readonly sweepAt = 10_000,
  ) {}

  /** True (and counted) when a report of `key` may go now. */
  admit(key: string, now: number): boolean {
    const from = now - this.windowMs;
    this.all = this.all.filter((t) => t > from);
    if (this.all.length >= this.total) return false;
    if (this.times.size >= this.sweepAt) this.sweep(from);
    const mine = (this.times.get(key) ?? []).filter((t) => t > from);
    if (mine.length >= this.perKey) {
      this.times.set(key, mine);
      return false;
    }
    mine.push(now);
    this.times.set(key, mine);
    this.all.push(now);
    return true;
  }

  private sweep(from: number): void {
    for (const [key, list] of this.times) {
      if (list.every((t) => t <= from)) this.times.delete(key);
    }
  }
}
