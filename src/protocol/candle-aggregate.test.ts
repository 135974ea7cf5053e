import { describe, expect, it } from 'vitest';
import { aggregateCandles, joinCandles } from './candle-aggregate';
import type { Candle } from './messages';

const t = (iso: string) => Date.parse(iso);

describe('candle aggregation', () => {
  it('should take the first open, the last close, the extremes and the summed volume of each bucket', () => {
    const minutes: Candle[] = [
      [t('2024-06-05T13:58:00Z'), 100, 104, 99, 103, 5],
      [t('2024-06-05T13:59:00Z'), 103, 110, 102, 108, 7],
      [t('2024-06-05T14:00:00Z'), 108, 109, 95, 96, 1],
      // 14:01 had no trade: no candle, and none is made up
      [t('2024-06-05T14:02:00Z'), 96, 97, 96, 97, 0],
    ];
    expect(aggregateCandles(minutes, '60')).toEqual([
      [t('2024-06-05T13:00:00Z'), 100, 110, 99, 108, 12],
      [t('2024-06-05T14:00:00Z'), 108, 109, 95, 97, 1],
    ]);
    expect(aggregateCandles(minutes, '1D')).toEqual([[t('2024-06-05T00:00:00Z'), 100, 110, 95, 97, 13]]);
    expect(aggregateCandles([], '1W')).toEqual([]);
  });

  it('should put days in Monday weeks and calendar months, in UTC', () => {
    const days: Candle[] = [
      [t('2024-05-31T00:00:00Z'), 10, 11, 9, 10, 1], // a Friday
      [t('2024-06-02T00:00:00Z'), 10, 12, 10, 12, 1], // Sunday
      [t('2024-06-03T00:00:00Z'), 12, 12, 8, 9, 1], // Monday
    ];
    expect(aggregateCandles(days, '1W').map((c) => c[0])).toEqual([t('2024-05-27T00:00:00Z'), t('2024-06-03T00:00:00Z')]);
    expect(aggregateCandles(days, '1M')).toEqual([
      [t('2024-05-01T00:00:00Z'), 10, 11, 9, 10, 1],
      [t('2024-06-01T00:00:00Z'), 10, 12, 8, 9, 2],
    ]);
  });

  it('should refuse candles out of time order and leave its input unchanged', () => {
    const a: Candle = [120_000, 1, 2, 1, 2, 1];
    const b: Candle = [60_000, 2, 2, 2, 2, 1];
    expect(() => aggregateCandles([a, b], '5')).toThrow('candles out of order: 60000 after 120000');
    expect(() => aggregateCandles([a, a], '5')).toThrow('out of order');
    aggregateCandles([b, a], '5');
    expect([b, a]).toEqual([[60_000, 2, 2, 2, 2, 1], [120_000, 1, 2, 1, 2, 1]]);
  });

  it('should join two candles into one', () => {
    expect(joinCandles([0, 5, 9, 4, 6, 2], [60_000, 6, 7, 1, 3, 5])).toEqual([0, 5, 9, 1, 3, 7]);
    expect(joinCandles([0, 5, 9, 4, 6, 2], [60_000, 6, 7, 1, 3, 5], -60_000)[0]).toBe(-60_000);
  });
});
