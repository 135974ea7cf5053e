import { describe, expect, it } from 'vitest';
import { aggregateCandles } from '../../src/protocol/candle-aggregate';
import { KLINE_INTERVALS, candleStart, nextCandleStart, type KlineInterval } from '../../src/protocol/intervals';
import type { Candle } from '../../src/protocol/messages';
import { HistoryModel, MODEL_MONTHS, type ModelParams } from './history-model';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** A Wednesday, 13:37 UTC: the origin falls inside a minute's hour, day, week and month. */
const ORIGIN = Date.UTC(2025, 5, 11, 13, 37);
const BTC: ModelParams = { symbol: 'BTC_USDT', originMinute: ORIGIN, originPrice: 6_000_000, dailyVol: 0.03, dailyLots: 1_600_000_000 };

/** Every modelled candle of `interval` starting in [from, to), oldest first. */
function span(m: HistoryModel, interval: KlineInterval, from: number, to: number): Candle[] {
  let n = 0;
  for (let s = candleStart(interval, from); s < to; s = nextCandleStart(interval, s)) n++;
  return m.candles(interval, to, n).filter((c) => c[0] >= from);
}

/** Candles that are not integer prices >= 1 with the high and low around open and close. */
function invalid(candles: readonly Candle[]): Candle[] {
  return candles.filter(([start, o, h, l, c, v]) => !([start, o, h, l, c, v].every(Number.isSafeInteger) && l >= 1 && l <= Math.min(o, c) && h >= Math.max(o, c) && v >= 0));
}

describe('the modelled past', () => {
  it('should reach back 1,000 candles on every interval, gapless, each opening at the previous close', () => {
    const m = new HistoryModel(BTC);
    for (const interval of KLINE_INTERVALS) {
      const c = m.candles(interval, Infinity, 1000);
      expect(c, interval).toHaveLength(1000);
      expect(invalid(c), interval).toEqual([]);
      const gaps = c.filter((k, i) => i > 0 && (k[0] !== nextCandleStart(interval, c[i - 1][0]) || k[1] !== c[i - 1][4]));
      expect(gaps, interval).toEqual([]);
      // the last one ends where the origin's candle starts
      expect(nextCandleStart(interval, c[999][0]), interval).toBe(candleStart(interval, ORIGIN));
    }
    // and no further back than its start
    expect(new Date(m.start).toISOString()).toBe(new Date(Date.UTC(2025, 5 - MODEL_MONTHS, 1)).toISOString());
    const oldest = m.candles('1M', Infinity, 2000);
    expect(oldest).toHaveLength(MODEL_MONTHS);
    expect(oldest[0][0]).toBe(m.start);
    expect(m.candles('1M', m.start, 10)).toEqual([]);
  });

  it('should end exactly at the origin price: the last modelled minute closes there', () => {
    const m = new HistoryModel(BTC);
    const last = m.candles('1', Infinity, 1)[0];
    expect(last[0]).toBe(ORIGIN - MIN);
    expect(last[4]).toBe(BTC.originPrice);
    // the origin's candle of every longer interval: its modelled part closes there too
    for (const interval of KLINE_INTERVALS.filter((i) => i !== '1')) {
      const seam = m.seam(interval)!;
      expect(seam[0], interval).toBe(candleStart(interval, ORIGIN));
      expect(seam[4], interval).toBe(BTC.originPrice);
    }
    expect(m.seam('1')).toBeUndefined();
    // an origin on a day boundary leaves no modelled part in the day's candle
    expect(new HistoryModel({ ...BTC, originMinute: Date.UTC(2025, 5, 11) }).seam('1D')).toBeUndefined();
  });

  it('should serve every interval as the aggregate of the same one-minute candles', () => {
    const m = new HistoryModel(BTC);
    // three whole days before the origin's day, and the origin's day up to the origin
    const from = candleStart('1D', ORIGIN) - 3 * DAY;
    const minutes = span(m, '1', from, ORIGIN);
    expect(minutes).toHaveLength((ORIGIN - from) / MIN);
    const hours = span(m, '60', from, ORIGIN);
    const days = span(m, '1D', from, ORIGIN);
    expect(days).toHaveLength(3);
    expect(aggregateCandles(minutes, '1D').slice(0, 3)).toEqual(days);
    expect(aggregateCandles(hours, '1D').slice(0, 3)).toEqual(days);
    for (const interval of ['3', '5', '15', '30', '60', '120', '240', '360', '480', '720'] as const) {
      const served = span(m, interval, from, ORIGIN);
      expect(aggregateCandles(minutes, interval).slice(0, served.length), interval).toEqual(served);
    }
    // the origin's day, its modelled part: the aggregate of its minutes and of its hours
    expect(aggregateCandles(minutes, '1D')[3]).toEqual(m.seam('1D'));
    expect(aggregateCandles([...hours, m.seam('60')!], '1D')[3]).toEqual(m.seam('1D'));
  });

  it('should serve weeks, three-day candles and months as the aggregate of its days', () => {
    const m = new HistoryModel(BTC);
    const from = Date.UTC(2023, 0, 1);
    const days = [...span(m, '1D', from, ORIGIN), m.seam('1D')!];
    for (const interval of ['3D', '1W', '1M'] as const) {
      const served = [...span(m, interval, from, ORIGIN), m.seam(interval)!];
      const aggregated = aggregateCandles(days, interval).filter((c) => c[0] >= from && c[0] === candleStart(interval, c[0]));
      // the first bucket may start before `from` (partly outside the days taken): compare whole ones
      expect(aggregated.slice(1), interval).toEqual(served.slice(served.length - aggregated.length + 1));
    }
  });

  it('should draw the same candles every time, whatever was asked before, and differ by pair', () => {
    const a = new HistoryModel(BTC);
    const b = new HistoryModel(BTC);
    b.candles('1M', Infinity, 50); // a different order of questions
    b.candles('1', ORIGIN - 5 * DAY, 100);
    for (const interval of ['1', '15', '240', '1D', '1W'] as const) expect(a.candles(interval, Infinity, 300), interval).toEqual(b.candles(interval, Infinity, 300));
    expect(a.candles('1', ORIGIN - 2 * DAY, 500)).toEqual(b.candles('1', ORIGIN - 2 * DAY, 500));
    const eth = new HistoryModel({ ...BTC, symbol: 'ETH_USDC' });
    expect(eth.candles('1D', Infinity, 10)).not.toEqual(a.candles('1D', Infinity, 10));
  });

  it('should move credibly: daily volatility near the pair\'s, scaling with the square root of time, prices within the band', () => {
    const m = new HistoryModel(BTC);
    const sd = (candles: readonly Candle[]): number => {
      const r = candles.slice(1).map((c, i) => Math.log(c[4] / candles[i][4]));
      const mean = r.reduce((s, x) => s + x, 0) / r.length;
      return Math.sqrt(r.reduce((s, x) => s + (x - mean) ** 2, 0) / r.length);
    };
    const daily = sd(m.candles('1D', Infinity, 1000));
    expect(daily).toBeGreaterThan(0.02);
    expect(daily).toBeLessThan(0.045);
    const hourly = sd(m.candles('60', Infinity, 1000));
    expect(hourly * Math.sqrt(24) / daily).toBeGreaterThan(0.6);
    expect(hourly * Math.sqrt(24) / daily).toBeLessThan(1.5);
    const months = m.candles('1M', Infinity, 1000);
    const extremes = [Math.min(...months.map((c) => c[3])), Math.max(...months.map((c) => c[2]))];
    expect(extremes[0]).toBeGreaterThan(BTC.originPrice / 11);
    expect(extremes[1]).toBeLessThan(BTC.originPrice * 11);
    // about the daily volume asked for, more at busy hours than in the Asian night
    const days = m.candles('1D', Infinity, 365);
    const lotsAtOrigin = days.reduce((s, c) => s + (c[5] * (c[1] + c[4])) / 2 / BTC.originPrice, 0) / days.length;
    expect(lotsAtOrigin / BTC.dailyLots).toBeGreaterThan(0.6);
    expect(lotsAtOrigin / BTC.dailyLots).toBeLessThan(1.6);
    const hours = m.candles('60', Infinity, 24 * 200);
    const byHour = (h: number) => hours.filter((c) => new Date(c[0]).getUTCHours() === h).reduce((s, c) => s + c[5], 0);
    expect(byHour(15)).toBeGreaterThan(byHour(3));
  });

  it('should refuse an origin that is not a minute start or not a price', () => {
    expect(() => new HistoryModel({ ...BTC, originMinute: ORIGIN + 1 })).toThrow('is not a minute start');
    expect(() => new HistoryModel({ ...BTC, originPrice: 0 })).toThrow('is not a price in ticks');
  });
});
