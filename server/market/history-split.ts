import type { Candle } from '../../src/protocol/messages';

/**
 * The arithmetic of the modelled past (history-model.ts): one candle cut into shorter ones
 * whose aggregate is exactly that candle. Pure; every random draw comes from the Draws passed in.
 *
 * Prices move as geometric Brownian motion: the closes of the children are a Brownian bridge
 * (in log price) from the parent's open to its close, each child's high and low are drawn from
 * the exact distribution of a Brownian bridge's maximum and minimum between its open and close.
 * When the parent's high and low are given, a monotone piecewise-linear map moves the children's
 * prices so that their extremes are exactly the parent's, keeping every open and close order:
 * so a day cut into hours, and each hour into minutes, aggregates back to the same day.
 */

/** The draws the model needs: uniform in [0, 1) and standard normal. */
export interface Draws {
  next(): number;
  normal(): number;
}

/** splitmix32's finaliser: spreads every bit of `z` over the result. */
function fmix(z: number): number {
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/**
 * The draws of one (key, what, index): a counter through splitmix32's finaliser. Costs no
 * warm-up, unlike the simulator's sfc32 (market/prng.ts, ~1 us to seed), which matters at one
 * stream per modelled day and 30,000 days a page of months. Not for anything secret.
 */
export class KeyedDraws implements Draws {
  private readonly key: number;
  private n = 0;
  private spare = NaN;

  constructor(seed: number, what: number, index: number) {
    const hi = Math.floor(index / 4294967296);
    this.key = fmix(fmix(fmix(seed ^ Math.imul(what, 0x9e3779b1)) ^ (index >>> 0)) ^ (hi >>> 0));
  }

  next(): number {
    this.n++;
    return fmix((this.key + Math.imul(this.n, 0x9e3779b9)) >>> 0) / 4294967296;
  }

  normal(): number {
    if (!Number.isNaN(this.spare)) {
      const v = this.spare;
      this.spare = NaN;
      return v;
    }
    const r = Math.sqrt(-2 * Math.log(1 - this.next()));
    const theta = 2 * Math.PI * this.next();
    this.spare = r * Math.sin(theta);
    return r * Math.cos(theta);
  }
}

/** Maximum of a Brownian bridge from `a` to `b` with variance `v` over its span (u uniform in (0, 1]). */
export function bridgeMax(a: number, b: number, v: number, u: number): number {
  return (a + b + Math.sqrt((b - a) * (b - a) - 2 * v * Math.log(u))) / 2;
}

/** Minimum of a Brownian bridge from `a` to `b` with variance `v` over its span. */
export function bridgeMin(a: number, b: number, v: number, u: number): number {
  return (a + b - Math.sqrt((b - a) * (b - a) - 2 * v * Math.log(u))) / 2;
}

/** A uniform draw in (0, 1]: log(0) would be an infinite wick. */
const unit = (rng: Draws): number => 1 - rng.next();

/** What to cut: the parent's open and close (ticks), and its high and low when they are fixed. */
export interface SplitInput {
  open: number;
  close: number;
  /** Both given: the children's extremes are exactly these (a full parent candle). */
  high?: number;
  low?: number;
  /** Volume (lots) shared by the children, exactly. */
  volume: number;
  /** Start of each child (ms), oldest first; n = starts.length >= 1. */
  starts: readonly number[];
  /** Volatility (log) of one child's span. */
  sigma: number;
  /** Relative activity of child i (time of day), 1 when absent. */
  activity?: (i: number) => number;
}

/** Piecewise-linear monotone map through the sorted knots (x ascending, y non-decreasing). */
function knotMap(xs: readonly number[], ys: readonly number[]): (x: number) => number {
  return (x) => {
    if (x <= xs[0]) return ys[0];
    for (let j = 1; j < xs.length; j++) {
      if (x <= xs[j]) {
        const span = xs[j] - xs[j - 1];
        return span <= 0 ? ys[j] : ys[j - 1] + ((x - xs[j - 1]) * (ys[j] - ys[j - 1])) / span;
      }
    }
    return ys[ys.length - 1];
  };
}

/**
 * The children of a candle, oldest first: gapless (a child opens at the previous close), the
 * first open and the last close the parent's, volumes summing to the parent's, and with `high`
 * and `low` given, the children's highest high and lowest low exactly those. Prices >= 1 tick.
 */
export function splitCandle(s: SplitInput, rng: Draws): Candle[] {
  const n = s.starts.length;
  const a = Math.log(s.open);
  const b = Math.log(s.close);
  // Brownian bridge of the closes, in log price
  const walk = new Float64Array(n + 1);
  for (let i = 1; i <= n; i++) walk[i] = walk[i - 1] + s.sigma * rng.normal();
  const q = new Float64Array(n + 1);
  for (let i = 0; i <= n; i++) q[i] = Math.exp(a + walk[i] - (i / n) * (walk[n] - (b - a)));
  q[0] = s.open;
  q[n] = s.close;
  const hi = new Float64Array(n);
  const lo = new Float64Array(n);
  const weight = new Float64Array(n);
  const v = s.sigma * s.sigma;
  let rawMax = -Infinity;
  let rawMin = Infinity;
  for (let i = 0; i < n; i++) {
    const x = Math.log(q[i]);
    const y = Math.log(q[i + 1]);
    hi[i] = Math.exp(bridgeMax(x, y, v, unit(rng)));
    lo[i] = Math.exp(bridgeMin(x, y, v, unit(rng)));
    if (hi[i] > rawMax) rawMax = hi[i];
    if (lo[i] < rawMin) rawMin = lo[i];
    // busier when the price moves and at busy hours; log-normal noise
    weight[i] = Math.exp(0.5 * rng.normal()) * (0.5 + Math.abs(y - x) / (s.sigma || 1)) * (s.activity?.(i) ?? 1);
  }
  const fixed = s.high !== undefined && s.low !== undefined;
  const lowOC = Math.min(s.open, s.close);
  const highOC = Math.max(s.open, s.close);
  const map = fixed
    ? knotMap([Math.min(rawMin, lowOC), lowOC, highOC, Math.max(rawMax, highOC)], [s.low!, lowOC, highOC, s.high!])
    : (x: number) => x;
  const price = (x: number): number => Math.max(1, Math.round(map(x)));

  let total = 0;
  for (let i = 0; i < n; i++) total += weight[i];
  const out: Candle[] = [];
  let cum = 0;
  let given = 0;
  for (let i = 0; i < n; i++) {
    const o = i === 0 ? s.open : out[i - 1][4];
    const c = i === n - 1 ? s.close : price(q[i + 1]);
    cum += weight[i];
    const upTo = i === n - 1 ? s.volume : Math.round((s.volume * cum) / total);
    let h = Math.max(price(hi[i]), o, c);
    let l = Math.min(price(lo[i]), o, c);
    if (fixed) {
      h = Math.min(h, s.high!);
      l = Math.max(l, s.low!);
    }
    out.push([s.starts[i], o, h, l, c, upTo - given]);
    given = upTo;
  }
  if (fixed) pinExtremes(out, s.high!, s.low!);
  return out;
}

/** Rounding aside, the map already puts the extremes on one child each; this makes it exact. */
function pinExtremes(out: Candle[], high: number, low: number): void {
  let top = 0;
  let bottom = 0;
  for (let i = 1; i < out.length; i++) {
    if (out[i][2] > out[top][2]) top = i;
    if (out[i][3] < out[bottom][3]) bottom = i;
  }
  out[top][2] = high;
  out[bottom][3] = low;
}
