import { describe, expect, it } from 'vitest';
import { applyTrade, fillQuietBuckets, msToNextBucket, openQuietCandles, refreshQuietTail } from './series-live';
import type { Candle } from './series';

const M = 60_000;

describe('applyTrade', () => {
  it('should move high, low, close and volume of the live candle inside its bucket', () => {
    const s: Candle[] = [[15 * M, 100, 100, 100, 100, 1]];
    expect(applyTrade(s, '15', 104, 2, 16 * M)).toBe(0);
    expect(applyTrade(s, '15', 97, 3, 29 * M + 59_999)).toBe(0);
    expect(s).toEqual([[15 * M, 100, 104, 97, 97, 6]]);
  });
  it('should open a new candle at the interval boundary', () => {
    const s: Candle[] = [[15 * M, 100, 100, 100, 100, 1]];
    expect(applyTrade(s, '15', 101, 2, 30 * M)).toBe(1);
    expect(s[1]).toEqual([30 * M, 101, 101, 101, 101, 2]);
  });
  it('should land a trade timed before the last candle in the last candle', () => {
    const s: Candle[] = [[30 * M, 100, 100, 100, 100, 1]];
    applyTrade(s, '15', 99, 1, 20 * M);
    expect(s).toEqual([[30 * M, 100, 100, 99, 99, 2]]);
  });
  it('should open a month candle on the first of the month', () => {
    const s: Candle[] = [[Date.UTC(2024, 0, 1), 1, 1, 1, 1, 1]];
    applyTrade(s, '1M', 2, 1, Date.UTC(2024, 1, 1, 0, 0, 1));
    expect(s[1][0]).toBe(Date.UTC(2024, 1, 1));
  });
  it('should refuse a bad trade and change nothing', () => {
    const s: Candle[] = [[0, 1, 1, 1, 1, 1]];
    expect(applyTrade(s, '1', Number.NaN, 1, 10)).toBe(1);
    expect(applyTrade(s, '1', 2, -1, 10)).toBe(1);
    expect(s).toEqual([[0, 1, 1, 1, 1, 1]]);
  });
});

describe('fillQuietBuckets', () => {
  it('should give each bucket without trades a flat candle at the previous close, in place', () => {
    const s: Candle[] = [[0, 10, 12, 9, 11, 5], [3 * M, 11, 13, 11, 12, 2]];
    expect(fillQuietBuckets(s, '1')).toBe(1);
    expect(s).toEqual([
      [0, 10, 12, 9, 11, 5],
      [M, 11, 11, 11, 11, 0],
      [2 * M, 11, 11, 11, 11, 0],
      [3 * M, 11, 13, 11, 12, 2],
    ]);
  });
  it('should look only from the candle before `from`, and answer the length when nothing was missing', () => {
    const s: Candle[] = [[0, 1, 1, 1, 1, 1], [5 * M, 2, 2, 2, 2, 1], [6 * M, 3, 3, 3, 3, 1], [8 * M, 4, 4, 4, 4, 1]];
    expect(fillQuietBuckets(s, '1', 3)).toBe(3);
    expect(s.map((c) => c[0] / M)).toEqual([0, 5, 6, 7, 8]);
    expect(s[3]).toEqual([7 * M, 3, 3, 3, 3, 0]);
    expect(fillQuietBuckets(s, '1', 4)).toBe(5);
  });
  it('should look no further than the candle at `to`, the held candles after it as they were', () => {
    const s: Candle[] = [[0, 1, 1, 1, 1, 1], [2 * M, 2, 2, 2, 2, 1], [4 * M, 3, 3, 3, 3, 1], [6 * M, 4, 4, 4, 4, 1]];
    const held = s[3];
    expect(fillQuietBuckets(s, '1', 0, 10, 2)).toBe(1);
    expect(s.map((c) => c[0] / M)).toEqual([0, 1, 2, 3, 4, 6]);
    expect(s[5]).toBe(held);
    expect(fillQuietBuckets(s, '1', 0, 10, 1)).toBe(6);
  });
  it('should leave a hole longer than maxFill as it is', () => {
    const s: Candle[] = [[0, 1, 1, 1, 1, 1], [100 * M, 1, 1, 1, 1, 1]];
    expect(fillQuietBuckets(s, '1', 0, 10)).toBe(2);
    expect(s).toHaveLength(2);
    expect(fillQuietBuckets(s, '1', 0, 99)).toBe(1);
    expect(s).toHaveLength(101);
  });
  it('should step calendar months', () => {
    const s: Candle[] = [[Date.UTC(2024, 0, 1), 1, 1, 1, 5, 1], [Date.UTC(2024, 3, 1), 1, 1, 1, 1, 1]];
    fillQuietBuckets(s, '1M');
    expect(s.map((c) => c[0])).toEqual([Date.UTC(2024, 0, 1), Date.UTC(2024, 1, 1), Date.UTC(2024, 2, 1), Date.UTC(2024, 3, 1)]);
    expect(s[2]).toEqual([Date.UTC(2024, 2, 1), 5, 5, 5, 5, 0]);
  });
});

describe('openQuietCandles', () => {
  it('should open flat candles up to the bucket holding now when the market was quiet at the boundary', () => {
    const s: Candle[] = [[15 * M, 100, 104, 97, 101, 3]];
    expect(openQuietCandles(s, '15', 29 * M)).toBe(1); // still in the bucket: nothing
    expect(s).toHaveLength(1);
    expect(openQuietCandles(s, '15', 47 * M)).toBe(1);
    expect(s.slice(1)).toEqual([[30 * M, 101, 101, 101, 101, 0], [45 * M, 101, 101, 101, 101, 0]]);
    expect(openQuietCandles([], '15', 47 * M)).toBe(0);
  });
  it('should open the bucket holding now after a silence longer than maxFill, leaving the hole', () => {
    const s: Candle[] = [[0, 1, 1, 1, 7, 1]];
    expect(openQuietCandles(s, '1', 50 * M + 5, 10)).toBe(1);
    expect(s).toEqual([[0, 1, 1, 1, 7, 1], [50 * M, 7, 7, 7, 7, 0]]);
  });
});

describe('refreshQuietTail', () => {
  it('should move the flat candles after the newest real one to its close', () => {
    const s: Candle[] = [[0, 10, 12, 9, 11, 5], [M, 11, 11, 11, 11, 0], [2 * M, 11, 11, 11, 11, 0]];
    s[0] = [0, 10, 13, 9, 13, 6]; // the real candle's last trade, reported after the boundary
    expect(refreshQuietTail(s)).toBe(1);
    expect(s.slice(1)).toEqual([[M, 13, 13, 13, 13, 0], [2 * M, 13, 13, 13, 13, 0]]);
    expect(refreshQuietTail(s)).toBe(3);
    expect(refreshQuietTail([[0, 1, 2, 0, 1, 3]])).toBe(1);
    expect(refreshQuietTail([])).toBe(0);
  });
});

describe('msToNextBucket', () => {
  it('should count to the start of the bucket after the last candle', () => {
    expect(msToNextBucket([[15 * M, 1, 1, 1, 1, 1]], '15', 20 * M)).toBe(10 * M);
    expect(msToNextBucket([[15 * M, 1, 1, 1, 1, 1]], '15', 31 * M)).toBe(0);
    expect(msToNextBucket([], '15', 0)).toBeNull();
  });
});
