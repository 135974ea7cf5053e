import { describe, expect, it } from 'vitest';
import { defaultIndicator, INDICATOR_KINDS, type IndicatorConfig } from './indicator-params';
import { IndicatorLines } from './indicators';
import { candlesFromTrades, recordedTrades, seededCandles } from './candles.fixture';
import {
  maxRelError, refBoll, refEma, refKdj, refMacd, refObv, refRsi, refSar, refSma, refStochRsi, refVwap, refWr,
} from './indicator-reference.fixture';
import { C, V, type Candle } from './series';
import { applyTrade } from './series-live';

type Line = (number | null)[];

/** What the reference says each indicator's lines are. */
function reference(cfg: IndicatorConfig, cs: readonly Candle[]): Line[] {
  const close = cs.map((c) => c[C]);
  switch (cfg.kind) {
    case 'MA':
      return cfg.params.periods.map((p) => refSma(close, p));
    case 'EMA':
      return cfg.params.periods.map((p) => refEma(close, p));
    case 'BOLL':
      return refBoll(close, cfg.params.period, cfg.params.multiplier);
    case 'VWAP':
      return [refVwap(cs)];
    case 'SAR':
      return [refSar(cs, cfg.params.step, cfg.params.max)];
    case 'VOL':
      return [cs.map((c) => c[V]), ...cfg.params.periods.map((p) => refSma(cs.map((c) => c[V]), p))];
    case 'MACD':
      return refMacd(close, cfg.params.fast, cfg.params.slow, cfg.params.signal);
    case 'RSI':
      return cfg.params.periods.map((p) => refRsi(close, p));
    case 'KDJ':
      return refKdj(cs, cfg.params.period, cfg.params.k, cfg.params.d);
    case 'StochRSI':
      return refStochRsi(close, cfg.params.rsi, cfg.params.stoch, cfg.params.k, cfg.params.d);
    case 'OBV':
      return [refObv(cs)];
    case 'WR':
      return cfg.params.periods.map((p) => refWr(cs, p));
  }
}

const TOL = 1e-9;
const long = seededCandles(1500);

describe('IndicatorLines over a whole series', () => {
  for (const kind of INDICATOR_KINDS) {
    it(`should give ${kind} with default parameters as the reference formulas do`, () => {
      const cfg = defaultIndicator(kind);
      const ind = new IndicatorLines(cfg);
      ind.compute(long);
      const want = reference(cfg, long);
      expect(ind.lines).toHaveLength(want.length);
      want.forEach((w, i) => expect(maxRelError(ind.lines[i], w), `${ind.names[i]}`).toBeLessThan(TOL));
      // each line has values, not only gaps
      for (const l of ind.lines) expect(l.filter((v) => v !== null).length).toBeGreaterThan(1000);
    });
  }

  it('should match the reference on candles built from the recorded BTCUSDT trades (10-second candles)', () => {
    // 346 s of trades make 6 one-minute candles; 10 s buckets of the same trades make ~35
    const trades = recordedTrades();
    const cs: Candle[] = [];
    for (const t of trades) applyTrade(cs, '1', t.price, t.size, Math.floor(t.time / 10_000) * 60_000);
    expect(cs.length).toBeGreaterThan(30);
    expect(candlesFromTrades(trades, '1').length).toBeGreaterThanOrEqual(6);
    const small: IndicatorConfig[] = [
      { kind: 'MA', params: { periods: [5] } },
      { kind: 'EMA', params: { periods: [5] } },
      { kind: 'BOLL', params: { period: 10, multiplier: 2 } },
      { kind: 'RSI', params: { periods: [6] } },
      { kind: 'MACD', params: { fast: 3, slow: 8, signal: 4 } },
      { kind: 'KDJ', params: { period: 9, k: 3, d: 3 } },
      { kind: 'WR', params: { periods: [6] } },
      { kind: 'SAR', params: { step: 0.02, max: 0.2 } },
      { kind: 'OBV', params: {} },
    ];
    for (const cfg of small) {
      const ind = new IndicatorLines(cfg);
      ind.compute(cs);
      reference(cfg, cs).forEach((w, i) => expect(maxRelError(ind.lines[i], w), `${cfg.kind} ${i}`).toBeLessThan(TOL));
    }
  });

  it('should hold the known values of a short hand-checked series', () => {
    const cs: Candle[] = [1, 2, 3, 4, 5, 4, 3].map((c, i) => [i * 60_000, c, c, c, c, 1]);
    const ma = new IndicatorLines({ kind: 'MA', params: { periods: [3] } });
    ma.compute(cs);
    expect(ma.lines[0]).toEqual([null, null, 2, 3, 4, 13 / 3, 4]);
    const rsi = new IndicatorLines({ kind: 'RSI', params: { periods: [4] } });
    rsi.compute(cs);
    // four rises of 1: RSI 100; then a fall of 1: gain 0.75, loss 0.25 -> 75
    expect(rsi.lines[0].slice(4, 6)).toEqual([100, 75]);
  });
});

describe('IndicatorLines kept in step with a live series', () => {
  /** Plays the series as trades would: each candle first opens at its open, then grows in two steps. */
  function playLive(ind: IndicatorLines, cs: readonly Candle[]): void {
    for (const c of cs) {
      ind.append([c[0], c[1], c[1], c[1], c[1], c[V] / 4]);
      ind.replaceLast([c[0], c[1], c[2], c[1], c[2], c[V] / 2]);
      ind.replaceLast(c);
    }
  }

  for (const kind of INDICATOR_KINDS) {
    it(`should end with the same ${kind} values as a full computation`, () => {
      const cs = long.slice(0, 400);
      const live = new IndicatorLines(defaultIndicator(kind));
      playLive(live, cs);
      const full = new IndicatorLines(defaultIndicator(kind));
      full.compute(cs);
      full.lines.forEach((l, i) => expect(maxRelError(live.lines[i], l), `${live.names[i]}`).toBeLessThan(TOL));
    });
  }

  it('should replace, append or recompute in sync() as the merge says', () => {
    const cs = long.slice(0, 200);
    const ind = new IndicatorLines({ kind: 'EMA', params: { periods: [10] } });
    ind.compute(cs.slice(0, 150));
    const series = cs.slice(0, 150).map((c) => [...c] as Candle);
    // the live candle changed
    series[149] = [...cs[149]] as Candle;
    series[149][4] += 50;
    ind.sync(series, 149);
    expect(ind.lines[0][149]).toBeCloseTo(refEma(series.map((c) => c[C]), 10)[149]!, 9);
    // new candles came
    series.push(...cs.slice(150).map((c) => [...c] as Candle));
    ind.sync(series, 150);
    expect(ind.length).toBe(200);
    // older history merged in front: a full recompute
    const older = seededCandles(50, 7).map((c) => [c[0] - 50 * 60_000, ...c.slice(1)] as Candle);
    const merged = [...older, ...series];
    ind.sync(merged, 0);
    expect(maxRelError(ind.lines[0], refEma(merged.map((c) => c[C]), 10))).toBeLessThan(TOL);
    // nothing changed: no work, same values
    const before = [...ind.lines[0]];
    ind.sync(merged, merged.length);
    expect(ind.lines[0]).toEqual(before);
  });

  it('should refuse replaceLast before any candle', () => {
    expect(() => new IndicatorLines(defaultIndicator('MA')).replaceLast(long[0])).toThrow(/before any candle/);
  });
});
