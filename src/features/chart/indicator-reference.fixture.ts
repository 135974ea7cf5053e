/**
 * Test-only reference indicators: the textbook formulas written as plainly as possible (whole
 * arrays, no state, no cleverness), to cross-check the library and the streams of
 * indicator-own.ts, and the indicator bench (bench/indicators.ts). null = not enough data.
 * Conventions match the chart's: EMA seeded with the first value and shown from `period`
 * values on; RSI with Wilder's smoothing seeded by the mean of the first `period` changes;
 * Bollinger with the population deviation; MACD's DIF from the slow period on, DEA an EMA of
 * DIF seeded with the first DIF.
 */
import { C, H, L, T, V, type Candle } from './series';

type Line = (number | null)[];

export function refSma(xs: readonly number[], n: number): Line {
  return xs.map((_, i) => (i < n - 1 ? null : xs.slice(i - n + 1, i + 1).reduce((a, b) => a + b, 0) / n));
}

/** Every EMA value, seeded with the first input (the warm-up is not masked). */
export function refEmaRaw(xs: readonly number[], n: number): number[] {
  const a = 2 / (n + 1);
  const out: number[] = [];
  xs.forEach((x, i) => out.push(i === 0 ? x : a * x + (1 - a) * out[i - 1]));
  return out;
}

export function refEma(xs: readonly number[], n: number): Line {
  return refEmaRaw(xs, n).map((v, i) => (i < n - 1 ? null : v));
}

export function refRsi(xs: readonly number[], n: number): Line {
  const out: Line = xs.map(() => null);
  let gain = 0;
  let loss = 0;
  for (let i = 1; i < xs.length; i++) {
    const d = xs[i] - xs[i - 1];
    const g = Math.max(d, 0);
    const l = Math.max(-d, 0);
    if (i <= n) {
      gain += g / n;
      loss += l / n;
      if (i < n) continue;
    } else {
      gain = (gain * (n - 1) + g) / n;
      loss = (loss * (n - 1) + l) / n;
    }
    out[i] = loss === 0 ? 100 : 100 - 100 / (1 + gain / loss);
  }
  return out;
}

export function refBoll(xs: readonly number[], n: number, k: number): [Line, Line, Line] {
  const mid = refSma(xs, n);
  const up: Line = [];
  const dn: Line = [];
  xs.forEach((_, i) => {
    const m = mid[i];
    if (m === null) {
      up.push(null);
      dn.push(null);
      return;
    }
    const w = xs.slice(i - n + 1, i + 1);
    const sd = Math.sqrt(w.reduce((a, x) => a + (x - m) ** 2, 0) / n);
    up.push(m + k * sd);
    dn.push(m - k * sd);
  });
  return [mid, up, dn];
}

export function refMacd(xs: readonly number[], fast: number, slow: number, signal: number): [Line, Line, Line] {
  const f = refEmaRaw(xs, fast);
  const s = refEmaRaw(xs, slow);
  const dif = xs.map((_, i) => f[i] - s[i]).slice(slow - 1);
  const dea = refEmaRaw(dif, signal);
  const pad = (ys: number[]): Line => [...new Array<null>(slow - 1).fill(null), ...ys];
  return [pad(dif), pad(dea), pad(dif.map((d, i) => d - dea[i]))];
}

export function refWr(cs: readonly Candle[], n: number): Line {
  return cs.map((c, i) => {
    if (i < n - 1) return null;
    const w = cs.slice(i - n + 1, i + 1);
    const hi = Math.max(...w.map((x) => x[H]));
    const lo = Math.min(...w.map((x) => x[L]));
    return hi === lo ? -100 : ((hi - c[C]) / (hi - lo)) * -100;
  });
}

export function refObv(cs: readonly Candle[]): Line {
  let obv = 0;
  return cs.map((c, i) => {
    if (i === 0) return null;
    const d = c[C] - cs[i - 1][C];
    obv += d > 0 ? c[V] : d < 0 ? -c[V] : 0;
    return obv;
  });
}

export function refKdj(cs: readonly Candle[], n: number, m1: number, m2: number): [Line, Line, Line] {
  const K: Line = [];
  const D: Line = [];
  const J: Line = [];
  let k = 50;
  let d = 50;
  cs.forEach((c, i) => {
    if (i < n - 1) {
      K.push(null);
      D.push(null);
      J.push(null);
      return;
    }
    const w = cs.slice(i - n + 1, i + 1);
    const hi = Math.max(...w.map((x) => x[H]));
    const lo = Math.min(...w.map((x) => x[L]));
    const rsv = hi === lo ? 50 : ((c[C] - lo) / (hi - lo)) * 100;
    k = (k * (m1 - 1) + rsv) / m1;
    d = (d * (m2 - 1) + k) / m2;
    K.push(k);
    D.push(d);
    J.push(3 * k - 2 * d);
  });
  return [K, D, J];
}

export function refStochRsi(xs: readonly number[], rsiN: number, stochN: number, kN: number, dN: number): [Line, Line] {
  const rsi = refRsi(xs, rsiN);
  const raw: Line = rsi.map((r, i) => {
    if (r === null || i < rsiN + stochN - 1) return null;
    const w = rsi.slice(i - stochN + 1, i + 1) as number[];
    const hi = Math.max(...w);
    const lo = Math.min(...w);
    return hi === lo ? 50 : ((r - lo) / (hi - lo)) * 100;
  });
  const smooth = (line: Line, n: number): Line => {
    const start = line.findIndex((v) => v !== null);
    if (start < 0) return line.map(() => null);
    const vals = refSma(line.slice(start) as number[], n);
    return [...new Array<null>(start).fill(null), ...vals];
  };
  const K = smooth(raw, kN);
  return [K, smooth(K, dN)];
}

export function refSar(cs: readonly Candle[], step: number, max: number): Line {
  const out: Line = [null];
  if (cs.length < 2) return out.slice(0, cs.length);
  let long = cs[1][H] + cs[1][L] >= cs[0][H] + cs[0][L];
  let sar = long ? cs[0][L] : cs[0][H];
  let ep = long ? Math.max(cs[1][H], cs[0][H]) : Math.min(cs[1][L], cs[0][L]);
  let af = step;
  out.push(sar);
  for (let i = 2; i < cs.length; i++) {
    const c = cs[i];
    sar = sar + af * (ep - sar);
    sar = long ? Math.min(sar, cs[i - 1][L], cs[i - 2][L]) : Math.max(sar, cs[i - 1][H], cs[i - 2][H]);
    if (long ? c[L] < sar : c[H] > sar) {
      long = !long;
      sar = ep;
      ep = long ? c[H] : c[L];
      af = step;
    } else if (long ? c[H] > ep : c[L] < ep) {
      ep = long ? c[H] : c[L];
      af = Math.min(max, af + step);
    }
    out.push(sar);
  }
  return out;
}

export function refVwap(cs: readonly Candle[]): Line {
  let day = NaN;
  let pv = 0;
  let vol = 0;
  return cs.map((c) => {
    const d = Math.floor(c[T] / 86_400_000);
    if (d !== day) [day, pv, vol] = [d, 0, 0];
    pv += ((c[H] + c[L] + c[C]) / 3) * c[V];
    vol += c[V];
    return vol > 0 ? pv / vol : null;
  });
}

/** Largest difference between two lines relative to the reference's scale; Infinity if their gaps differ. */
export function maxRelError(got: readonly (number | null)[], want: readonly (number | null)[]): number {
  if (got.length !== want.length) return Infinity;
  let scale = 0;
  for (const w of want) if (w !== null) scale = Math.max(scale, Math.abs(w));
  let err = 0;
  for (let i = 0; i < want.length; i++) {
    const g = got[i];
    const w = want[i];
    if ((g === null) !== (w === null)) return Infinity;
    if (g !== null && w !== null) err = Math.max(err, Math.abs(g - w) / (scale || 1));
  }
  return err;
}
