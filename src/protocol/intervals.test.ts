import { describe, expect, it } from 'vitest';
import { KLINE_INTERVALS, candleStart, intervalMs, klineInterval, nextCandleStart } from './intervals';

const t = (iso: string) => Date.parse(iso);

describe('kline intervals', () => {
  it('should list the 15 intervals of spec 001 and serve 1line as 1', () => {
    expect(KLINE_INTERVALS).toHaveLength(15);
    expect(klineInterval('1line')).toBe('1');
    expect(klineInterval('15')).toBe('15');
    expect(klineInterval('2')).toBeUndefined();
    expect(klineInterval('1d')).toBeUndefined();
  });

  it('should align minute intervals to the epoch in UTC', () => {
    const at = t('2024-06-05T13:47:31.250Z');
    expect(candleStart('1', at)).toBe(t('2024-06-05T13:47:00Z'));
    expect(candleStart('15', at)).toBe(t('2024-06-05T13:45:00Z'));
    expect(candleStart('240', at)).toBe(t('2024-06-05T12:00:00Z'));
    expect(candleStart('720', at)).toBe(t('2024-06-05T12:00:00Z'));
    expect(candleStart('1D', at)).toBe(t('2024-06-05T00:00:00Z'));
    expect(intervalMs('60')).toBe(3_600_000);
  });

  it('should start weeks on Monday, months on the 1st and 3D every third day', () => {
    // 2024-06-05 is a Wednesday
    expect(candleStart('1W', t('2024-06-05T13:00:00Z'))).toBe(t('2024-06-03T00:00:00Z'));
    expect(candleStart('1W', t('2024-06-03T00:00:00Z'))).toBe(t('2024-06-03T00:00:00Z'));
    expect(candleStart('1W', t('2024-06-02T23:59:59Z'))).toBe(t('2024-05-27T00:00:00Z'));
    expect(candleStart('1M', t('2024-02-29T23:00:00Z'))).toBe(t('2024-02-01T00:00:00Z'));
    expect(intervalMs('1M')).toBeUndefined();
    const d3 = candleStart('3D', t('2024-06-05T13:00:00Z'));
    expect((d3 / 86_400_000) % 3).toBe(0);
    expect(t('2024-06-05T13:00:00Z') - d3).toBeLessThan(3 * 86_400_000);
  });

  it('should step to the next candle, months by the calendar', () => {
    expect(nextCandleStart('1M', t('2024-01-01T00:00:00Z'))).toBe(t('2024-02-01T00:00:00Z'));
    expect(nextCandleStart('1M', t('2023-12-01T00:00:00Z'))).toBe(t('2024-01-01T00:00:00Z'));
    expect(nextCandleStart('1M', t('1969-12-01T00:00:00Z'))).toBe(0);
    expect(nextCandleStart('1W', t('2024-06-03T00:00:00Z'))).toBe(t('2024-06-10T00:00:00Z'));
    expect(nextCandleStart('15', t('2024-06-03T23:45:00Z'))).toBe(t('2024-06-04T00:00:00Z'));
    // before the epoch too (the modelled past reaches back there on 1M)
    expect(candleStart('1W', t('1969-12-31T12:00:00Z'))).toBe(t('1969-12-29T00:00:00Z'));
    expect(candleStart('3D', -1)).toBe(-3 * 86_400_000);
  });
});
