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

  describe('older candles merged in front (sync with a front, IndicatorLines.prepend)', () => {
    const older = 300;
    for (const kind of INDICATOR_KINDS) {
      it(`should give ${kind} the values of a whole recompute, and the same live steps after`, () => {
        const cfg = defaultIndicator(kind);
        const series = long.slice(0, 1200).map((c) => [...c] as Candle);
        const ind = new IndicatorLines(cfg);
        ind.compute(series.slice(older));
        ind.sync(series, Infinity, older);
        const full = new IndicatorLines(cfg);
        full.compute(series);
        // the same doubles, not close ones: the window kinds' kept values are the recompute's
        expect(ind.lines).toEqual(full.lines);
        // the streams' states agree: a new candle and a change of it step both the same way
        const next = [...long[1200]] as Candle;
        for (const l of [ind, full]) {
          l.append(next);
          l.replaceLast(long[1201].map((v, i) => (i === 0 ? next[0] : v)) as Candle);
        }
        expect(ind.lines).toEqual(full.lines);
      });
    }

    it('should take the window kinds the cheap way, a change at the end after the front included', () => {
      const series = long.slice(0, 1200).map((c) => [...c] as Candle);
      const ma = new IndicatorLines(defaultIndicator('MA'));
      ma.compute(series.slice(older));
      const held = ma.lines.map((l) => l.slice(200));
      // the live candle changed after the lines were computed, and a new one came
      series[1199] = [...series[1199]] as Candle;
      series[1199][C] += 25;
      series.push([...long[1200]] as Candle);
      expect(ma.prepend(series, older)).toBe(true);
      // past the window the old values were kept as they were (the same numbers, not recomputed ones)
      ma.lines.forEach((l, i) => expect(l.slice(older + 200, 1199)).toEqual(held[i].slice(0, 699)));
      ma.sync(series, 1199);
      const full = new IndicatorLines(defaultIndicator('MA'));
      full.compute(series);
      expect(ma.lines).toEqual(full.lines);
    });

    it('should put a front longer than one splice takes (splice-in.ts) in order', () => {
      const series = seededCandles(20_000, 3);
      const ma = new IndicatorLines(defaultIndicator('MA'));
      ma.compute(series.slice(18_500));
      expect(ma.prepend(series, 18_500)).toBe(true);
      const full = new IndicatorLines(defaultIndicator('MA'));
      full.compute(series);
      expect(ma.lines).toEqual(full.lines);
    });

    it('should refuse the cheap way for a stream kind or lines shorter than the window, changing nothing', () => {
      const series = long.slice(0, 400);
      const ema = new IndicatorLines(defaultIndicator('EMA'));
      ema.compute(series.slice(100));
      const before = ema.lines.map((l) => [...l]);
      expect(ema.prepend(series, 100)).toBe(false);
      expect(ema.lines).toEqual(before);
      const ma = new IndicatorLines({ kind: 'MA', params: { periods: [99] } });
      ma.compute(series.slice(350));
      expect(ma.prepend(series, 350)).toBe(false);
      ma.sync(series, Infinity, 350);
      const full = new IndicatorLines({ kind: 'MA', params: { periods: [99] } });
      full.compute(series);
      expect(ma.lines).toEqual(full.lines);
    });
  });

  it('should refuse replaceLast before any candle', () => {
    expect(() => new IndicatorLines(defaultIndicator('MA')).replaceLast(long[0])).toThrow(/before any candle/);
  });
});
