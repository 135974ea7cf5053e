/**
 * EMA and MACD as plain streams with trading-signals' arithmetic, in its order, so they give
 * the library's very doubles (indicator-ema.test.ts compares them bit for bit, replaced
 * candles included). Why not the library's own: IndicatorLines.compute runs the whole series
 * through the stream on the first load and on every older page merged in front (a pan back
 * through the history), and an EMA depends on its whole path, so it cannot be computed in a
 * loop and its stream then warmed on the last candles, as the window kinds are
 * (indicator-batch.ts). The library's MACD keeps an array of the last `slow` prices, ranks a
 * signal state and allocates a result object per candle; over 11,000 candles at 4x that was
 * the largest part of the recompute the window kinds no longer cost (docs/decisions.md,
 * session 18 task B).
 *
 * The library's rules kept here: an EMA starts from its first input (`previous ?? price`); a
 * replace recomputes from the result before the last; MACD answers from its `slow`-th input
 * on (the count of non-replace inputs, as its array of prices is filled), and its signal EMA
 * starts at that first MACD value.
 */

/** trading-signals' EMA: `update(price, replace)`, stable once it has `period` inputs. */
export class EmaStream {
  private readonly w: number;
  private result: number | undefined = undefined;
  private previous: number | undefined = undefined;
  private count = 0;

  constructor(readonly period: number) {
    this.w = 2 / (period + 1);
  }

  update(price: number, replace: boolean): number {
    if (!replace || this.count === 0) this.count++;
    const before = replace ? this.previous : this.result;
    const v = price * this.w + (before ?? price) * (1 - this.w);
    // the library's setResult: a replace keeps the result before the last, a new input moves it on
    if (!replace) this.previous = this.result;
    this.result = v;
    return v;
  }

  /** The library's isStable: at least `period` inputs. */
  get stable(): boolean {
    return this.count >= this.period;
  }
}

/** trading-signals' MACD(EMA fast, EMA slow, EMA signal): [macd, signal, histogram] or null. */
export class MacdStream {
  private readonly fast: EmaStream;
  private readonly slow: EmaStream;
  private readonly signal: EmaStream;
  /** Inputs that were not replaces (the library's array of prices, capped at `slow`). */
  private inputs = 0;

  constructor(fast: number, slow: number, signal: number) {
    this.fast = new EmaStream(fast);
    this.slow = new EmaStream(slow);
    this.signal = new EmaStream(signal);
  }

  /** Writes macd, signal and histogram into out[0..2] (null before the slow period's inputs). */
  update(price: number, replace: boolean, out: (number | null)[]): void {
    // the library's pushUpdate: a replace of an empty array still adds
    if (!replace || this.inputs === 0) this.inputs = Math.min(this.inputs + 1, this.slow.period);
    const short = this.fast.update(price, replace);
    const long = this.slow.update(price, replace);
    if (this.inputs < this.slow.period) {
      out[0] = out[1] = out[2] = null;
      return;
    }
    const macd = short - long;
    const signal = this.signal.update(macd, replace);
    out[0] = macd;
    out[1] = signal;
    out[2] = macd - signal;
  }
}
