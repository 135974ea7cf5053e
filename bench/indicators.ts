import { bb, ema as tsEma, macd, rsi, sma } from 'indicatorts';
import { BollingerBands, EMA, MACD, RSI, SMA } from 'trading-signals';
import { seededCandles } from '../src/features/chart/candles.fixture';
import { maxRelError, refBoll, refEma, refMacd, refRsi, refSma } from '../src/features/chart/indicator-reference.fixture';
import { defaultIndicator, INDICATOR_KINDS } from '../src/features/chart/indicator-params';
import { IndicatorLines } from '../src/features/chart/indicators';
import { quantile, type BenchResult, type Suite } from './suite';

/**
 * Issue 21's library comparison: trading-signals (streaming, `update(x, replace)`) against
 * indicatorts (whole arrays in, whole arrays out) on the same 10,000 seeded 1-minute candles,
 * for SMA 20, EMA 20, RSI 14, MACD 12/26/9 and BOLL 20 x 2:
 * - correctness: largest error against the textbook formulas of indicator-reference.fixture.ts,
 *   relative to the line's scale, after candle 300 (so seeding conventions have faded);
 * - full series: the five over all candles, median of 15 runs;
 * - last value per trade: what one trade on the live candle costs. trading-signals replaces
 *   the last input; indicatorts has no incremental form, so it recomputes the series.
 * And the chart's own cost (src/features/chart/indicators.ts): every indicator at its defaults.
 */
const N = 10_000;
const FROM = 300;
const RUNS = 15;

type Line = (number | null)[];
const after = (l: readonly (number | null)[]): Line => l.map((v, i) => (i < FROM ? null : v));
const nullable = (l: readonly number[]): Line => l.map((v) => (Number.isFinite(v) ? v : null));

function median(xs: number[]): number {
  return quantile([...xs].sort((a, b) => a - b), 0.5);
}

function time(f: () => void, runs = RUNS): number {
  f(); // warm the JIT
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    f();
    t.push(performance.now() - t0);
  }
  return median(t);
}

/** The five lines of each library, as full arrays over `closes`. */
function streamAll(closes: readonly number[]): Record<string, Line> {
  const s = new SMA(20);
  const e = new EMA(20);
  const r = new RSI(14);
  const m = new MACD(new EMA(12), new EMA(26), new EMA(9));
  const b = new BollingerBands(20, 2);
  const out: Record<string, Line> = { sma: [], ema: [], rsi: [], dif: [], dea: [], bollUp: [] };
  for (const c of closes) {
    out.sma.push(s.add(c));
    e.add(c);
    out.ema.push(e.isStable ? e.getResult() : null);
    out.rsi.push(r.add(c));
    const mv = m.add(c);
    out.dif.push(mv?.macd ?? null);
    out.dea.push(mv?.signal ?? null);
    out.bollUp.push(b.add(c)?.upper ?? null);
  }
  return out;
}

function arraysAll(closes: number[]): Record<string, Line> {
  const m = macd(closes, { fast: 12, slow: 26, signal: 9 });
  return {
    sma: nullable(sma(closes, { period: 20 })),
    ema: nullable(tsEma(closes, { period: 20 })),
    rsi: nullable(rsi(closes, { period: 14 })),
    dif: nullable(m.macdLine),
    dea: nullable(m.signalLine),
    bollUp: nullable(bb(closes, { period: 20 }).upper),
  };
}

function correctness(lib: string, got: Record<string, Line>, want: Record<string, Line>): BenchResult[] {
  return Object.keys(want).map((k) => ({ name: `${lib} ${k} max relative error after candle ${FROM}`, value: maxRelError(after(got[k]), after(want[k])), unit: 'ratio' }));
}

/** µs per trade on the live candle: the five indicators updated in place, 10,000 times. */
function streamReplaceCost(closes: readonly number[]): number {
  const s = new SMA(20);
  const e = new EMA(20);
  const r = new RSI(14);
  const m = new MACD(new EMA(12), new EMA(26), new EMA(9));
  const b = new BollingerBands(20, 2);
  for (const c of closes) [s, e, r, m, b].forEach((x) => x.add(c));
  const last = closes[closes.length - 1];
  const trades = 10_000;
  const t0 = performance.now();
  for (let i = 0; i < trades; i++) {
    const p = last + (i % 7) - 3;
    s.replace(p);
    e.replace(p);
    r.replace(p);
    m.replace(p);
    b.replace(p);
  }
  return ((performance.now() - t0) * 1000) / trades;
}

/** µs per trade for the chart's own IndicatorLines with every indicator at its defaults. */
function chartReplaceCost(): { full: number; perTrade: number } {
  const cs = seededCandles(N);
  const all = INDICATOR_KINDS.map((k) => new IndicatorLines(defaultIndicator(k)));
  const full = time(() => all.forEach((x) => x.compute(cs)), 5);
  const live = [...cs[N - 1]] as typeof cs[number];
  const trades = 10_000;
  const t0 = performance.now();
  for (let i = 0; i < trades; i++) {
    live[4] = cs[N - 1][4] + (i % 7) - 3;
    live[2] = Math.max(live[2], live[4]);
    live[3] = Math.min(live[3], live[4]);
    live[5] += 0.001;
    for (const x of all) x.replaceLast(live);
  }
  return { full, perTrade: ((performance.now() - t0) * 1000) / trades };
}

export const suite: Suite = {
  description: 'indicator libraries (trading-signals vs indicatorts) on 10,000 candles: correctness, full series, per-trade update',
  async run(): Promise<BenchResult[]> {
    const closes = seededCandles(N).map((c) => c[4]);
    const [dif, dea] = refMacd(closes, 12, 26, 9);
    const want: Record<string, Line> = { sma: refSma(closes, 20), ema: refEma(closes, 20), rsi: refRsi(closes, 14), dif, dea, bollUp: refBoll(closes, 20, 2)[1] };
    const results: BenchResult[] = [
      ...correctness('trading-signals', streamAll(closes), want),
      ...correctness('indicatorts', arraysAll(closes), want),
    ];
    const tsFull = time(() => streamAll(closes));
    const itFull = time(() => arraysAll(closes));
    const it1000 = time(() => arraysAll(closes.slice(-1000)));
    const chart = chartReplaceCost();
    results.push(
      { name: 'trading-signals full series, 5 indicators, 10,000 candles', value: tsFull, unit: 'ms' },
      { name: 'indicatorts full series, 5 indicators, 10,000 candles', value: itFull, unit: 'ms' },
      { name: 'trading-signals last value per trade, 5 indicators', value: streamReplaceCost(closes), unit: 'µs' },
      { name: 'indicatorts last value per trade (recompute), 5 indicators, 1,000 candles', value: it1000 * 1000, unit: 'µs' },
      { name: 'indicatorts last value per trade (recompute), 5 indicators, 10,000 candles', value: itFull * 1000, unit: 'µs' },
      { name: 'chart IndicatorLines full series, all 12 indicators at defaults, 10,000 candles', value: chart.full, unit: 'ms' },
      { name: 'chart IndicatorLines last value per trade, all 12 indicators at defaults', value: chart.perTrade, unit: 'µs' },
    );
    return results;
  },
};
