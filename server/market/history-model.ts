import { candleStart, nextCandleStart, type KlineInterval } from '../../src/protocol/intervals';
import type { Candle } from '../../src/protocol/messages';
import { KeyedDraws, splitCandle } from './history-split';

/**
 * The market before the gateway's first start: SIMULATED, not a record of any real market.
 * A fresh gateway has no past, and a chart that scrolls back needs one; so each pair gets a
 * deterministic, seeded past that ends exactly where its live market begins (the last modelled
 * one-minute close is `originPrice`, the price the simulator starts from) and is the same after
 * every restart (the origin is persisted: store/market-history.ts `marketOrigins`). Pure: the
 * same parameters give the same candles, bit for bit, on the same build.
 *
 * The model: daily log price an Ornstein-Uhlenbeck walk drawn backwards from the origin (a
 * random walk over days and weeks, volatility scaling with sqrt(time), but pulled back over
 * years so a century of months stays within about ten times the origin price), volatility
 * regimes of four weeks; each day cut into 24 hours and each hour into 60 minutes by
 * history-split.ts, so that every interval is an aggregate of the same one-minute candles and
 * aggregating shorter served candles gives exactly the longer ones. Volume: a constant dollar
 * amount a day with noise, more on days that move, more in the European and American hours.
 *
 * Leaves: full days before the origin's day are drawn whole (O(1) each, so a page of 1,000
 * months costs ~30,000 day draws, a few ms); the origin's own day is built from its hours and,
 * for its last hour, minutes (the part before the origin minute only).
 */

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** How far back the past reaches: 1,020 months, so even 1M scrolls back 1,000 candles. */
export const MODEL_MONTHS = 1020;
/** Stationary spread of log(price / originPrice): the OU walk's pull-back. */
const LOG_SPREAD = 0.7;
/** Hard band of log(price / originPrice): about 10x either way (reflected). */
const BAND = 2.3;
/** Volatility regimes last this many days. */
const REGIME_DAYS = 28;

export interface ModelParams {
  symbol: string;
  /** The live market's first minute (ms, minute aligned): the model covers the time before it. */
  originMinute: number;
  /** The last modelled close (ticks): where the live market begins. */
  originPrice: number;
  /** Daily volatility of log price, e.g. 0.03. */
  dailyVol: number;
  /** Volume (lots) of an average day at the origin price. */
  dailyLots: number;
}

/** FNV-1a of the symbol: the pair's seed, stable across builds and restarts. */
function symbolSeed(symbol: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < symbol.length; i++) h = Math.imul(h ^ symbol.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The draws of one (pair, what, index): they never depend on what was asked before. */
const rngFor = (seed: number, what: number, index: number): KeyedDraws => new KeyedDraws(seed, what, index);
const DAY_DRAWS = 1, REGIME = 2, DAY_SPLIT = 3, HOUR_SPLIT = 4, SEAM_DAY = 5, SEAM_HOUR = 6;

/** Busier while Europe and America trade (peak 15:00 UTC), quieter in the Asian night. */
const hourActivity = (hourOfDay: number): number => 1 + 0.35 * Math.cos((2 * Math.PI * (hourOfDay - 15)) / 24);

function grow(a: Float64Array<ArrayBuffer>, size: number): Float64Array<ArrayBuffer> {
  const b = new Float64Array(size);
  b.set(a);
  return b;
}

const alignedTo = (t: number, len: number): boolean => t - Math.floor(t / len) * len === 0;

/** Keeps the last `max` entries (a page walks the leaves in order: a small cache is enough). */
class Recent<V> {
  private readonly map = new Map<number, V>();
  constructor(private readonly max: number) {}
  get(key: number): V | undefined {
    return this.map.get(key);
  }
  put(key: number, v: V): V {
    this.map.set(key, v);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
    return v;
  }
}

/** One pair's modelled past. */
export class HistoryModel {
  /** First modelled time: the 1st of the month MODEL_MONTHS before the origin's month. */
  readonly start: number;
  private readonly seed: number;
  /** Start of the origin's day and hour. */
  private readonly day0: number;
  private readonly hour0: number;
  private readonly theta: number;
  /** log(price / originPrice) at day0 - k days, grown on demand. */
  private walk = new Float64Array(64);
  private walked = -1;
  private readonly hourX: number;
  private seamHours?: Candle[];
  private seamMinutes?: Candle[];
  private readonly daySplits = new Recent<Candle[]>(64);
  private readonly hourSplits = new Recent<Candle[]>(64);

  constructor(readonly p: ModelParams) {
    if (!Number.isSafeInteger(p.originPrice) || p.originPrice < 1) throw new Error(`model of ${p.symbol}: origin price ${p.originPrice} is not a price in ticks`);
    if (!alignedTo(p.originMinute, MIN)) throw new Error(`model of ${p.symbol}: origin ${p.originMinute} is not a minute start`);
    this.seed = symbolSeed(p.symbol);
    this.day0 = candleStart('1D', p.originMinute);
    this.hour0 = candleStart('60', p.originMinute);
    const o = new Date(this.day0);
    this.start = Date.UTC(o.getUTCFullYear(), o.getUTCMonth() - MODEL_MONTHS, 1);
    this.theta = (p.dailyVol * p.dailyVol) / (2 * LOG_SPREAD * LOG_SPREAD);
    // origin minute -> start of its hour -> start of its day, drawn backwards like the days
    const r = rngFor(this.seed, SEAM_DAY, 0);
    const sigma0 = this.sigma(this.day0);
    this.hourX = this.step(0, (p.originMinute - this.hour0) / DAY, sigma0, r.normal());
    this.walk[0] = this.step(this.hourX, (this.hour0 - this.day0) / DAY, sigma0, r.normal());
    this.walked = 0;
  }

  /** The candle of `interval` that holds the origin, its modelled part only (undefined: none). */
  seam(interval: KlineInterval): Candle | undefined {
    const start = candleStart(interval, this.p.originMinute);
    return start === this.p.originMinute ? undefined : this.range(start, this.p.originMinute);
  }

  /**
   * The last `limit` wholly modelled candles of `interval` starting before `before`, oldest
   * first: those before the origin's candle, back to the model's start.
   */
  candles(interval: KlineInterval, before: number, limit: number): Candle[] {
    const out: Candle[] = [];
    const end = Math.min(before, candleStart(interval, this.p.originMinute));
    let s = candleStart(interval, end - 1);
    while (out.length < limit && s >= this.start) {
      out.push(this.range(s, nextCandleStart(interval, s)));
      s = candleStart(interval, s - 1);
    }
    return out.reverse();
  }

  /** The aggregate of the modelled leaves over [from, to), as one candle starting at `from`. */
  private range(from: number, to: number): Candle {
    let acc: Candle | undefined;
    for (let t = from; t < to; ) {
      let leaf: Candle;
      let span: number;
      if (alignedTo(t, DAY) && t + DAY <= Math.min(to, this.day0)) [leaf, span] = [this.day(t), DAY];
      else if (alignedTo(t, HOUR) && t + HOUR <= Math.min(to, this.hour0)) [leaf, span] = [this.hour(t), HOUR];
      else [leaf, span] = [this.minute(t), MIN];
      if (acc === undefined) acc = [from, leaf[1], leaf[2], leaf[3], leaf[4], leaf[5]];
      else {
        if (leaf[2] > acc[2]) acc[2] = leaf[2];
        if (leaf[3] < acc[3]) acc[3] = leaf[3];
        acc[4] = leaf[4];
        acc[5] += leaf[5];
      }
      t += span;
    }
    return acc!;
  }

  /** Volatility of the day starting at `dayStart`: its regime's (the last one asked is kept). */
  private sigma(dayStart: number): number {
    const block = Math.floor(dayStart / DAY / REGIME_DAYS);
    if (block !== this.regimeBlock) {
      this.regimeBlock = block;
      this.regimeValue = this.p.dailyVol * Math.exp(0.3 * rngFor(this.seed, REGIME, block).normal());
    }
    return this.regimeValue;
  }
  private regimeBlock = NaN;
  private regimeValue = 0;

  /** One backward OU step of `tau` days from log price x with shock z, reflected into the band. */
  private step(x: number, tau: number, sigma: number, z: number): number {
    if (tau <= 0) return x;
    const a = Math.exp(-this.theta * tau);
    let y = x * a + sigma * Math.sqrt((1 - a * a) / (2 * this.theta)) * z;
    if (y > BAND) y = 2 * BAND - y;
    if (y < -BAND) y = -2 * BAND - y;
    return y;
  }

  /** log price at the start of day day0 - k days. */
  private x(k: number): number {
    while (this.walked < k) {
      const next = this.walked + 1;
      if (next >= this.walk.length) {
        // past the origin's weeks the chart asks for years: take the whole span at once (~250 KB)
        const size = Math.max(next + 1, (this.day0 - this.start) / DAY + 1);
        this.walk = grow(this.walk, size);
      }
      const dayStart = this.day0 - next * DAY;
      this.walk[next] = this.step(this.walk[this.walked], 1, this.sigma(dayStart), rngFor(this.seed, DAY_DRAWS, dayStart / DAY).normal());
      this.walked = next;
    }
    return this.walk[k];
  }

  private price(x: number): number {
    return Math.max(1, Math.round(this.p.originPrice * Math.exp(x)));
  }

  /** Volume (lots) of `share` of an average day at `price`, constant in dollars. */
  private lots(price: number, share: number, noise: number): number {
    return Math.max(0, Math.round((this.p.dailyLots * share * this.p.originPrice * noise) / price));
  }

  /** A whole day before the origin's day. */
  private day(dayStart: number): Candle {
    const k = (this.day0 - dayStart) / DAY;
    const open = this.price(this.x(k));
    const close = this.price(this.x(k - 1));
    const sigma = this.sigma(dayStart);
    const r = rngFor(this.seed, DAY_DRAWS, dayStart / DAY);
    r.normal(); // the walk's step into this day (x above)
    const a = Math.log(open);
    const b = Math.log(close);
    const u1 = 1 - r.next();
    const u2 = 1 - r.next();
    const high = Math.max(open, close, Math.round(Math.exp((a + b + Math.sqrt((b - a) ** 2 - 2 * sigma * sigma * Math.log(u1))) / 2)));
    const low = Math.max(1, Math.min(open, close, Math.round(Math.exp((a + b - Math.sqrt((b - a) ** 2 - 2 * sigma * sigma * Math.log(u2))) / 2))));
    const noise = Math.exp(0.35 * r.normal() - 0.06) * (0.6 + (0.4 * Math.abs(b - a)) / sigma) * Math.sqrt(sigma / this.p.dailyVol);
    return [dayStart, open, high, low, close, this.lots((open + close) / 2, 1, noise)];
  }

  private hour(hourStart: number): Candle {
    const dayStart = candleStart('1D', hourStart);
    const hours = dayStart < this.day0 ? (this.daySplits.get(dayStart) ?? this.daySplits.put(dayStart, this.splitDay(dayStart))) : this.originHours();
    return hours[(hourStart - dayStart) / HOUR];
  }

  private minute(minuteStart: number): Candle {
    const hourStart = candleStart('60', minuteStart);
    const minutes = hourStart < this.hour0 ? (this.hourSplits.get(hourStart) ?? this.hourSplits.put(hourStart, this.splitHour(hourStart))) : this.originMinutes();
    return minutes[(minuteStart - hourStart) / MIN];
  }

  private splitDay(dayStart: number): Candle[] {
    const [, open, high, low, close, volume] = this.day(dayStart);
    const starts = Array.from({ length: 24 }, (_, i) => dayStart + i * HOUR);
    const sigma = this.sigma(dayStart) / Math.sqrt(24);
    return splitCandle({ open, close, high, low, volume, starts, sigma, activity: hourActivity }, rngFor(this.seed, DAY_SPLIT, dayStart / DAY));
  }

  private splitHour(hourStart: number): Candle[] {
    const [, open, high, low, close, volume] = this.hour(hourStart);
    const starts = Array.from({ length: 60 }, (_, i) => hourStart + i * MIN);
    const sigma = this.sigma(candleStart('1D', hourStart)) / Math.sqrt(1440);
    return splitCandle({ open, close, high, low, volume, starts, sigma }, rngFor(this.seed, HOUR_SPLIT, hourStart / MIN));
  }

  /** The origin day's whole hours before the origin's hour: free (no fixed high and low). */
  private originHours(): Candle[] {
    if (this.seamHours === undefined) {
      const n = (this.hour0 - this.day0) / HOUR;
      const starts = Array.from({ length: n }, (_, i) => this.day0 + i * HOUR);
      const open = this.price(this.walk[0]);
      const close = this.price(this.hourX);
      const r = rngFor(this.seed, SEAM_HOUR, 0);
      const sigma = this.sigma(this.day0);
      const volume = this.lots((open + close) / 2, n / 24, Math.exp(0.35 * r.normal() - 0.06));
      this.seamHours = n === 0 ? [] : splitCandle({ open, close, volume, starts, sigma: sigma / Math.sqrt(24), activity: hourActivity }, r);
    }
    return this.seamHours;
  }

  /** The origin hour's minutes before the origin minute: free, closing at the origin price. */
  private originMinutes(): Candle[] {
    if (this.seamMinutes === undefined) {
      const n = (this.p.originMinute - this.hour0) / MIN;
      const starts = Array.from({ length: n }, (_, i) => this.hour0 + i * MIN);
      const open = this.price(this.hourX);
      const close = this.p.originPrice;
      const r = rngFor(this.seed, SEAM_HOUR, 1);
      const volume = this.lots((open + close) / 2, n / 1440, Math.exp(0.35 * r.normal() - 0.06) * hourActivity(new Date(this.hour0).getUTCHours()));
      this.seamMinutes = n === 0 ? [] : splitCandle({ open, close, volume, starts, sigma: this.sigma(this.day0) / Math.sqrt(1440) }, r);
    }
    return this.seamMinutes;
  }
}
