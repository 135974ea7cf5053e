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

/**
 * The budget of one page: each event at most `perEvent` reports a window, all events together
 * at most `total`. The market worker keeps the same budget for the warnings it posts to the page
 * (src/market-feed/market-feed.ts), so that the page's limiter lets through all it is posted,
 * with the counts of what the worker held back.
 */
export const REPORT_RATE = { windowMs: 60_000, perEvent: 3, total: 30 } as const;

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

/**
 * Fits a report into what the gateway accepts, so that one odd report cannot get its whole
 * batch refused: long texts are cut, detail keys past the limit dropped, numbers that JSON
 * cannot carry (NaN, Infinity) sent as text, an event name's other characters replaced.
 */
export function clampReport(r: ClientReport): ClientReport {
  const detail: Record<string, string | number | boolean> = {};
  let keys = 0;
  for (const [k, v] of Object.entries(r.detail)) {
    if (keys++ >= REPORT_LIMITS.detailKeys) break;
    const value = typeof v === 'number' && !Number.isFinite(v) ? String(v) : v;
    detail[k.slice(0, REPORT_LIMITS.eventChars)] = typeof value === 'string' ? value.slice(0, REPORT_LIMITS.detailValueChars) : value;
  }
  const event = r.event.replace(/[^A-Za-z0-9._:-]/g, '_').slice(0, REPORT_LIMITS.eventChars);
  return {
    level: r.level,
    event: event === '' ? 'unnamed' : event,
    message: r.message.slice(0, REPORT_LIMITS.messageChars),
    detail,
    page: r.page.slice(0, REPORT_LIMITS.pageChars),
    at: Number.isSafeInteger(r.at) && r.at >= 0 ? r.at : 0,
  };
}

/**
 * Admits at most `perKey` reports of one key and `total` reports overall within a sliding
 * `windowMs`. Keys are the sender's choice: an event name on the page, an address at the
 * gateway. The key's budget is checked first, so a refused sender costs a few array reads;
 * times are kept oldest first and dropped from the front as they leave the window. Memory is
 * bounded: once `sweepAt` keys are tracked, keys with nothing in the window are swept, at most
 * once a window.
 */
export class ReportLimiter {
  private readonly times = new Map<string, number[]>();
  /** Admitted times, oldest first, from index `head` (the front is dropped lazily). */
  private all: number[] = [];
  private head = 0;
  private lastSweep = -Infinity;

  constructor(
    private readonly windowMs: number,
    private readonly perKey: number,
    private readonly total: number,
    private readonly sweepAt = 10_000,
  ) {}

  /** True (and counted) when a report of `key` may go now. */
  admit(key: string, now: number): boolean {
    const from = now - this.windowMs;
    let mine = this.times.get(key);
    if (mine !== undefined) {
      while (mine.length > 0 && mine[0] <= from) mine.shift();
      if (mine.length >= this.perKey) return false;
    }
    while (this.head < this.all.length && this.all[this.head] <= from) this.head++;
    if (this.head > 1_024 && this.head * 2 > this.all.length) {
      this.all = this.all.slice(this.head);
      this.head = 0;
    }
    if (this.all.length - this.head >= this.total) return false;
    if (mine === undefined) {
      if (this.times.size >= this.sweepAt && now - this.lastSweep >= this.windowMs) this.sweep(from, now);
      mine = [];
      this.times.set(key, mine);
    }
    mine.push(now);
    this.all.push(now);
    return true;
  }

  private sweep(from: number, now: number): void {
    this.lastSweep = now;
    for (const [key, list] of this.times) {
      if (list.length === 0 || list[list.length - 1] <= from) this.times.delete(key);
    }
  }
}
