/**
 * The indicators trading-signals does not give as the exchanges draw them, written here as
 * streams with the same contract as the library's (`update(input, replace)`: replace = the
 * last input changed, so the state from before it is restored first). Each is checked against
 * a plain reference in indicator-own.test.ts.
 *
 * - KDJ: the library's stochastic slows K with an SMA; the exchanges' KDJ smooths with
 *   K = ((m1 - 1) K' + RSV) / m1 (a Wilder average), D likewise over K, J = 3K - 2D.
 * - StochRSI: the library's gives the raw 0..1 value and skips its D when K is exactly 0;
 *   here K and D are the 0..100 lines of TradingView, built from the library's RSI and SMA.
 * - SAR: the library's PSAR clamps to the two previous extremes only on some paths and steps
 *   0.01 below the low on a flip (a price-scale constant); this is Wilder's rule as written.
 * - VWAP: the library's is cumulative from the first candle and ignores a zero-volume
 *   replacement; the chart's resets at 00:00 UTC (a session anchor, as TradingView's default).
 */
import { RSI, SMA } from 'trading-signals';
import { C, H, L, T, V, type Candle } from './series';

/** The last `n` values, where the newest can be replaced. */
export class Window {
  readonly values: number[] = [];
  constructor(readonly n: number) {}
  push(v: number, replace: boolean): void {
    if (replace && this.values.length > 0) this.values[this.values.length - 1] = v;
    else {
      this.values.push(v);
      if (this.values.length > this.n) this.values.shift();
    }
  }
  get full(): boolean {
    return this.values.length === this.n;
  }
  max(): number {
    let m = -Infinity;
    for (const v of this.values) if (v > m) m = v;
    return m;
  }
  min(): number {
    let m = Infinity;
    for (const v of this.values) if (v < m) m = v;
    return m;
  }
}

/** KDJ(n, m1, m2): from the first full window; K and D start from 50. */
export class KDJ {
  private readonly highs: Window;
  private readonly lows: Window;
  private k = 50;
  private d = 50;
  private prev = { k: 50, d: 50 };
  constructor(n: number, private readonly m1: number, private readonly m2: number) {
    this.highs = new Window(n);
    this.lows = new Window(n);
  }
  update(c: Candle, replace: boolean): [number, number, number] | null {
    if (replace) ({ k: this.k, d: this.d } = this.prev);
    else this.prev = { k: this.k, d: this.d };
    this.highs.push(c[H], replace);
    this.lows.push(c[L], replace);
    if (!this.highs.full) return null;
    const hi = this.highs.max();
    const lo = this.lows.min();
    // a window without range: the close is neither high nor low in it, call it the middle
    const rsv = hi === lo ? 50 : ((c[C] - lo) / (hi - lo)) * 100;
    this.k = ((this.m1 - 1) * this.k + rsv) / this.m1;
    this.d = ((this.m2 - 1) * this.d + this.k) / this.m2;
    return [this.k, this.d, 3 * this.k - 2 * this.d];
  }
}

/** StochRSI(rsi, stoch, k, d): K = SMA_k of the RSI's place in its stoch-window range (0..100), D = SMA_d of K. */
export class StochRSI {
  private readonly rsi: RSI;
  private readonly window: Window;
  private readonly kAvg: SMA;
  private readonly dAvg: SMA;
  constructor(rsiPeriod: number, stochPeriod: number, k: number, d: number) {
    this.rsi = new RSI(rsiPeriod);
    this.window = new Window(stochPeriod);
    this.kAvg = new SMA(k);
    this.dAvg = new SMA(d);
  }
  update(close: number, replace: boolean): [number | null, number | null] | null {
    const r = this.rsi.update(close, replace);
    if (r === null) return null;
    this.window.push(r, replace);
    if (!this.window.full) return null;
    const lo = this.window.min();
    const hi = this.window.max();
    const raw = hi === lo ? 50 : ((r - lo) / (hi - lo)) * 100;
    const k = this.kAvg.update(raw, replace);
    if (k === null) return [null, null];
    return [k, this.dAvg.update(k, replace)];
  }
}

interface SarState {
  long: boolean;
  sar: number;
  ep: number;
  af: number;
  /** The two candles before the current one (low, high). */
  h1: number;
  l1: number;
  h2: number;
  l2: number;
  n: number;
}

/** Parabolic SAR (Wilder): the first candle seeds, the second's direction starts the trend. */
export class SAR {
  private s: SarState = { long: true, sar: 0, ep: 0, af: 0, h1: 0, l1: 0, h2: 0, l2: 0, n: 0 };
  private prev: SarState = { ...this.s };
  constructor(private readonly step: number, private readonly maxAf: number) {}
  update(c: Candle, replace: boolean): number | null {
    if (replace) this.s = { ...this.prev };
    else this.prev = { ...this.s };
    const s = this.s;
    const hi = c[H];
    const lo = c[L];
    s.n++;
    if (s.n === 1) {
      s.h1 = hi;
      s.l1 = lo;
      return null;
    }
    let sar: number;
    if (s.n === 2) {
      // the trend the first move shows; SAR starts at the first candle's opposite extreme
      s.long = hi + lo >= s.h1 + s.l1;
      sar = s.long ? s.l1 : s.h1;
      s.ep = s.long ? Math.max(hi, s.h1) : Math.min(lo, s.l1);
      s.af = this.step;
    } else {
      sar = s.sar + s.af * (s.ep - s.sar);
      // SAR never enters the range of the two candles before this one
      if (s.long) sar = Math.min(sar, s.l1, s.l2);
      else sar = Math.max(sar, s.h1, s.h2);
      if (s.long ? lo < sar : hi > sar) {
        // reversal: SAR jumps to the extreme of the trend that ended
        s.long = !s.long;
        sar = s.ep;
        s.ep = s.long ? hi : lo;
        s.af = this.step;
      } else if (s.long ? hi > s.ep : lo < s.ep) {
        s.ep = s.long ? hi : lo;
        s.af = Math.min(this.maxAf, s.af + this.step);
      }
    }
    s.sar = sar;
    s.h2 = s.h1;
    s.l2 = s.l1;
    s.h1 = hi;
    s.l1 = lo;
    return sar;
  }
}

const DAY = 86_400_000;

/** VWAP anchored to the UTC day: sum(typical price x volume) / sum(volume) since 00:00 UTC. */
export class SessionVWAP {
  private s = { day: NaN, pv: 0, vol: 0 };
  private prev = { ...this.s };
  update(c: Candle, replace: boolean): number | null {
    if (replace) this.s = { ...this.prev };
    else this.prev = { ...this.s };
    const day = Math.floor(c[T] / DAY);
    if (day !== this.s.day) this.s = { day, pv: 0, vol: 0 };
    this.s.pv += ((c[H] + c[L] + c[C]) / 3) * c[V];
    this.s.vol += c[V];
    return this.s.vol > 0 ? this.s.pv / this.s.vol : null;
  }
}
