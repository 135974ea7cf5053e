import { describe, expect, it } from 'vitest';
import { applyTrade, fillGaps, nextCandleStart } from './series-live';
import type { Candle } from './series';

const M = 60_000;
const DAY = 1440 * M;

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

describe('nextCandleStart', () => {
  it('should step fixed intervals and calendar months', () => {
    expect(nextCandleStart('240', 0)).toBe(240 * M);
    expect(nextCandleStart('1W', 4 * DAY)).toBe(11 * DAY);
    expect(nextCandleStart('1M', Date.UTC(2024, 1, 1))).toBe(Date.UTC(2024, 2, 1));
    expect(nextCandleStart('1M', Date.UTC(2024, 11, 1))).toBe(Date.UTC(2025, 0, 1));
  });
});

describe('fillGaps', () => {
  it('should give each bucket without trades a flat candle at the previous close', () => {
    const s: Candle[] = [[0, 10, 12, 9, 11, 5], [3 * M, 11, 13, 11, 12, 2]];
    expect(fillGaps(s, '1')).toEqual([
      [0, 10, 12, 9, 11, 5],
      [M, 11, 11, 11, 11, 0],
      [2 * M, 11, 11, 11, 11, 0],
      [3 * M, 11, 13, 11, 12, 2],
    ]);
  });
  it('should leave a hole longer than maxFill as it is', () => {
    const s: Candle[] = [[0, 1, 1, 1, 1, 1], [100 * M, 1, 1, 1, 1, 1]];
    expect(fillGaps(s, '1', 10)).toHaveLength(2);
    expect(fillGaps(s, '1', 99)).toHaveLength(101);
  });
});
