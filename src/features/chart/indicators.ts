/**
 * Indicator lines over a candle series, kept in step with it at the cost of one step per
 * change: the live candle changing replaces the last value (replaceLast), a new candle appends
 * one (append); older history merged in front (prepend) recomputes only the new candles and the
 * window after them for the window kinds (MA, BOLL, VOL); any other change further back
 * recomputes the series.
 * Per trade the chart therefore pays one step per indicator, not a pass over 1,000+ candles
 * (figures: docs/perf.md, "indicators").
 *
 * The arithmetic is trading-signals' streaming indicators (docs/decisions.md, "Issue 21:
 * indicator library"), whose `update(x, replace)` is exactly this contract; KDJ, StochRSI, SAR
 * and VWAP are the small streams of indicator-own.ts; EMA and MACD the library's arithmetic in
 * plain streams (indicator-ema.ts, the same doubles). A line holds null until it has enough
 * candles (uPlot draws null as a gap).
 */
import { BollingerBands, OBV, RSI, SMA, WilliamsR } from 'trading-signals';
import { lineNames, type IndicatorConfig } from './indicator-params';
import { KDJ, SAR, SessionVWAP, StochRSI } from './indicator-own';
import { batchCompute, batchWindow } from './indicator-batch';
import { EmaStream, MacdStream } from './indicator-ema';
import { C, H, L, O, V, type Candle } from './series';
import { spliceIn } from './splice-in';

type Value = number | null;

/** One indicator's state: writes one value per line for each candle. */
interface Stream {
  step(c: Candle, replace: boolean, out: Value[]): void;
}

/** EMA's first period-1 values are seeded guesses: shown only once it has `period` candles. */
function emaValue(e: EmaStream, v: number, replace: boolean): Value {
  const x = e.update(v, replace);
  return e.stable ? x : null;
}

function ohlcv(c: Candle) {
  return { open: c[O], high: c[H], low: c[L], close: c[C], volume: c[V] };
}

function makeStream(cfg: IndicatorConfig): Stream {
  switch (cfg.kind) {
    case 'MA': {
      const ms = cfg.params.periods.map((p) => new SMA(p));
      return { step: (c, r, out) => ms.forEach((m, i) => (out[i] = m.update(c[C], r))) };
    }
    case 'EMA': {
      const es = cfg.params.periods.map((p) => new EmaStream(p));
      return { step: (c, r, out) => es.forEach((e, i) => (out[i] = emaValue(e, c[C], r))) };
    }
    case 'BOLL': {
      const b = new BollingerBands(cfg.params.period, cfg.params.multiplier);
      return {
        step: (c, r, out) => {
          const v = b.update(c[C], r);
          out[0] = v?.middle ?? null;
          out[1] = v?.upper ?? null;
          out[2] = v?.lower ?? null;
        },
      };
    }
    case 'VWAP': {
      const w = new SessionVWAP();
      return { step: (c, r, out) => (out[0] = w.update(c, r)) };
    }
    case 'SAR': {
      const s = new SAR(cfg.params.step, cfg.params.max);
      return { step: (c, r, out) => (out[0] = s.update(c, r)) };
    }
    case 'VOL': {
      const ms = cfg.params.periods.map((p) => new SMA(p));
      return {
        step: (c, r, out) => {
          out[0] = c[V];
          ms.forEach((m, i) => (out[i + 1] = m.update(c[V], r)));
        },
      };
    }
    case 'MACD': {
      // the library's arithmetic in a plain stream (indicator-ema.ts): every older page runs it over the whole series
      const m = new MacdStream(cfg.params.fast, cfg.params.slow, cfg.params.signal);
      return { step: (c, r, out) => m.update(c[C], r, out) };
    }
    case 'RSI': {
      const rs = cfg.params.periods.map((p) => new RSI(p));
      return { step: (c, r, out) => rs.forEach((x, i) => (out[i] = x.update(c[C], r))) };
    }
    case 'KDJ': {
      const k = new KDJ(cfg.params.period, cfg.params.k, cfg.params.d);
      return {
        step: (c, r, out) => {
          const v = k.update(c, r);
          for (let i = 0; i < 3; i++) out[i] = v?.[i] ?? null;
        },
      };
    }
    case 'StochRSI': {
      const s = new StochRSI(cfg.params.rsi, cfg.params.stoch, cfg.params.k, cfg.params.d);
      return {
        step: (c, r, out) => {
          const v = s.update(c[C], r);
          out[0] = v?.[0] ?? null;
          out[1] = v?.[1] ?? null;
        },
      };
    }
    case 'OBV': {
      // the library's OBV(2) compares each close with the one before: OBV starts at the second candle
      const o = new OBV(2);
      return { step: (c, r, out) => (out[0] = o.update(ohlcv(c), r)) };
    }
    case 'WR': {
      const ws = cfg.params.periods.map((p) => new WilliamsR(p));
      return { step: (c, r, out) => ws.forEach((w, i) => (out[i] = w.update(ohlcv(c), r))) };
    }
  }
}

/** One indicator's lines over a series, in step with it. */
export class IndicatorLines {
  readonly names: readonly string[];
  /** One array per line, one value per candle (null: not enough candles yet). */
  readonly lines: Value[][];
  private stream: Stream;
  private readonly scratch: Value[];

  constructor(readonly config: IndicatorConfig) {
    this.names = lineNames(config);
    this.lines = this.names.map(() => []);
    this.scratch = this.names.map(() => null);
    this.stream = makeStream(config);
  }

  get length(): number {
    return this.lines[0].length;
  }

  /** Recomputes every value over `series` (first load, or history changed further back). */
  compute(series: readonly Candle[]): void {
    this.stream = makeStream(this.config);
    // the window kinds in plain loops (indicator-batch.ts: the same values, a tenth of the time);
    // their stream is then fed the last candles only, the state its next steps read
    const warm = batchCompute(this.config, series, this.lines);
    if (warm !== null) {
      for (let i = Math.max(0, series.length - warm); i < series.length; i++) this.stream.step(series[i], false, this.scratch);
      return;
    }
    for (const l of this.lines) l.length = 0;
    for (const c of series) this.append(c);
  }

  /** A new candle opened: one step. */
  append(c: Candle): void {
    this.stream.step(c, false, this.scratch);
    for (let i = 0; i < this.lines.length; i++) this.lines[i].push(this.scratch[i]);
  }

  /** The newest candle changed: its value is recomputed from the state before it. */
  replaceLast(c: Candle): void {
    if (this.length === 0) throw new Error('replaceLast before any candle');
    this.stream.step(c, true, this.scratch);
    const last = this.length - 1;
    for (let i = 0; i < this.lines.length; i++) this.lines[i][last] = this.scratch[i];
  }

  /**
   * `k` older candles came in front of the ones the lines hold (the series' later candles are
   * the same, in the same order, though its newest may have changed or grown since: sync's
   * `from`). A window kind's value reads only its window, so the values from the old first
   * candle's window on stay; the new candles and that window are computed over the series' head
   * alone (the same loops, the same doubles as a whole recompute). Returns false, changing
   * nothing, for the stream kinds (every value reads all before it) and for lines shorter than
   * the window (the stream's state would read new candles).
   */
  prepend(series: readonly Candle[], k: number): boolean {
    const window = batchWindow(this.config);
    const n = this.length;
    if (window === null || k <= 0 || n < window || n + k > series.length) return false;
    // old index j is new j + k; the first window - 1 old values lacked candles now there
    const keep = window - 1;
    const head = this.names.map((): Value[] => []);
    batchCompute(this.config, series.slice(0, k + keep), head);
    this.lines.forEach((line, i) => spliceIn(line, 0, keep, head[i]));
    return true;
  }

  /**
   * Brings the lines in line with `series` after a merge that changed candles from index
   * `from` on (series.ts answers it), after `front` candles came in front (prepend; `from`
   * counts them): the cheap paths when only the newest candle changed or new ones came, a
   * recompute otherwise.
   */
  sync(series: readonly Candle[], from: number, front = 0): void {
    if (front > 0 && !this.prepend(series, front)) return this.compute(series);
    const n = this.length;
    if (from >= series.length && n === series.length) return;
    if (from < n - 1 || n > series.length) return this.compute(series);
    let i = Math.min(from, n);
    if (i === n - 1) this.replaceLast(series[i++]);
    for (; i < series.length; i++) this.append(series[i]);
  }
}
