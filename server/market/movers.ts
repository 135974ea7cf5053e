import type { EngineEvent } from '../engine/types';
import { MINUTE_MS, MinuteRing } from './minute-ring';

/** Top-mover kinds of spec 001 (trade info, "Top Movers"). */
export type MoverType = 'RISE_5m' | 'FALL_5m' | 'NH_24h' | 'NL_24h' | 'BREAK';
export const MOVER_TYPES: readonly MoverType[] = ['RISE_5m', 'FALL_5m', 'NH_24h', 'NL_24h', 'BREAK'];

/** One market-change record, in integers; the route formats it with the pair's precision. */
export interface MoverRecord {
  seq: number;
  type: MoverType;
  symbol: string;
  time: number; // ms
  price: number; // ticks, the price that made the record
  /** The level compared with: price 5 min ago, previous 24 h high/low, broken 1-min high/low. */
  refPrice: number;
  /** Signed percent: vs 5 min ago (RISE/FALL), vs the 24 h open (NH/NL), vs refPrice (BREAK). */
  percent: number;
  breakSide?: 'up' | 'down';
}

export interface MoversOptions {
  /** A 5-minute move of at least this fraction is a RISE_5m / FALL_5m (default 0.005). */
  moveFraction: number;
  /**
   * The window of a RISE_5m / FALL_5m move (default 5 minutes, the spec's). Shorter only for
   * tests and demos (the gateway's MOVERS_WINDOW_MS): a real 5-minute wait each e2e run.
   */
  windowMs: number;
  /** A price this fraction beyond the previous minute's high/low is a BREAK (default 0.002). */
  breakFraction: number;
  /** No 24 h high/low is claimed before this much history has been seen (default 15 min). */
  minHistoryMs: number;
  /** One record per pair and kind at most this often (default 5 min). */
  cooldownMs: number;
  /** Records kept (default 500). */
  keep: number;
  /** Called with every new record (e.g. to push it on the market_change channel). */
  onRecord?: (record: MoverRecord) => void;
}

const DEFAULTS: MoversOptions = { moveFraction: 0.005, windowMs: 5 * MINUTE_MS, breakFraction: 0.002, minHistoryMs: 15 * MINUTE_MS, cooldownMs: 5 * MINUTE_MS, keep: 500 };

interface PairState {
  ring: MinuteRing;
  firstTime: number;
  /** [time, price] at most one per second; the first is the latest sample at or before now - 5 min. */
  samples: Array<[number, number]>;
  /** 24 h figures of the minutes before `cachedMinute`, recomputed once per minute. */
  cachedMinute: number;
  priorOpen?: number;
  priorHigh?: number;
  priorLow?: number;
  lastFired: Map<MoverType, number>;
}

/**
 * Detects top movers from real price moves: fed with every engine event (`feed`), it keeps per
 * pair a 5-minute sample trail and a 24-hour minute ring, and appends a record when a move
 * crosses a threshold. Pure and deterministic: time comes from the events.
 * Cost per price: O(1) amortised (the 24 h scan happens once per pair per minute).
 */
export class Movers {
  private readonly opts: MoversOptions;
  private readonly pairs = new Map<string, PairState>();
  private readonly records: MoverRecord[] = [];
  private seq = 0;

  constructor(options: Partial<MoversOptions> = {}) {
    this.opts = { ...DEFAULTS, ...options };
  }

  feed(event: EngineEvent): void {
    if (event.kind === 'lastPrice') this.price(event.symbol, event.price, event.time);
  }

  /** Takes one last price (ticks) of `symbol` at `time` (ms), in time order. */
  price(symbol: string, price: number, time: number): void {
    const s = this.state(symbol, time);
    // the reference is the last price at or before 5 minutes ago: older samples go first
    while (s.samples.length > 1 && s.samples[1][0] <= time - this.opts.windowMs) s.samples.shift();
    this.checkFiveMinutes(s, symbol, price, time);
    this.checkDay(s, symbol, price, time);
    this.checkBreak(s, symbol, price, time);
    s.ring.price(price, time);
    const tail = s.samples[s.samples.length - 1];
    if (tail !== undefined && Math.floor(tail[0] / 1000) === Math.floor(time / 1000)) tail[1] = price;
    else s.samples.push([time, price]);
  }

  /** Newest first (seq descending), optionally of one kind and/or one pair. */
  query(q: { limit: number; type?: MoverType; symbol?: string }): MoverRecord[] {
    const out: MoverRecord[] = [];
    for (let i = this.records.length - 1; i >= 0 && out.length < q.limit; i--) {
      const r = this.records[i];
      if ((q.type === undefined || r.type === q.type) && (q.symbol === undefined || r.symbol === q.symbol)) out.push(r);
    }
    return out;
  }

  private checkFiveMinutes(s: PairState, symbol: string, price: number, time: number): void {
    const ref = s.samples[0];
    if (ref === undefined || ref[0] > time - this.opts.windowMs) return; // less than the window seen
    const fraction = (price - ref[1]) / ref[1];
    if (fraction >= this.opts.moveFraction) this.emit(s, { type: 'RISE_5m', symbol, time, price, refPrice: ref[1], percent: fraction * 100 });
    else if (fraction <= -this.opts.moveFraction) this.emit(s, { type: 'FALL_5m', symbol, time, price, refPrice: ref[1], percent: fraction * 100 });
  }

  private checkDay(s: PairState, symbol: string, price: number, time: number): void {
    if (time - s.firstTime < this.opts.minHistoryMs) return;
    const minute = Math.floor(time / MINUTE_MS);
    if (s.cachedMinute !== minute) {
      const prior = s.ring.summary(time, true);
      s.cachedMinute = minute;
      s.priorOpen = prior.open;
      s.priorHigh = prior.high;
      s.priorLow = prior.low;
    }
    const cur = s.ring.bucket(minute);
    const high = maxOf(s.priorHigh, cur?.high);
    const low = minOf(s.priorLow, cur?.low);
    const open = s.priorOpen ?? cur?.open;
    if (high === undefined || low === undefined || open === undefined) return;
    const percent = ((price - open) / open) * 100;
    if (price > high) this.emit(s, { type: 'NH_24h', symbol, time, price, refPrice: high, percent });
    else if (price < low) this.emit(s, { type: 'NL_24h', symbol, time, price, refPrice: low, percent });
  }

  private checkBreak(s: PairState, symbol: string, price: number, time: number): void {
    const prev = s.ring.bucket(Math.floor(time / MINUTE_MS) - 1);
    if (prev === undefined || prev.open === 0) return;
    if (price > prev.high * (1 + this.opts.breakFraction)) {
      this.emit(s, { type: 'BREAK', symbol, time, price, refPrice: prev.high, percent: ((price - prev.high) / prev.high) * 100, breakSide: 'up' });
    } else if (price < prev.low * (1 - this.opts.breakFraction)) {
      this.emit(s, { type: 'BREAK', symbol, time, price, refPrice: prev.low, percent: ((price - prev.low) / prev.low) * 100, breakSide: 'down' });
    }
  }

  private emit(s: PairState, r: Omit<MoverRecord, 'seq'>): void {
    const last = s.lastFired.get(r.type);
    if (last !== undefined && r.time - last < this.opts.cooldownMs) return;
    s.lastFired.set(r.type, r.time);
    const record: MoverRecord = { seq: ++this.seq, ...r };
    this.records.push(record);
    if (this.records.length > this.opts.keep) this.records.splice(0, this.records.length - this.opts.keep);
    this.opts.onRecord?.(record);
  }

  private state(symbol: string, time: number): PairState {
    let s = this.pairs.get(symbol);
    if (s === undefined) {
      s = { ring: new MinuteRing(), firstTime: time, samples: [], cachedMinute: -1, lastFired: new Map() };
      this.pairs.set(symbol, s);
    }
    return s;
  }
}

function maxOf(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  return b === undefined ? a : Math.max(a, b);
}

function minOf(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  return b === undefined ? a : Math.min(a, b);
}
