import { describe, expect, it } from 'vitest';
import { priceRange, priceSplits, priceTicks } from './price-scale';

describe('price scale', () => {
  it('should leave the volume share at the bottom of a linear axis and 6 % above', () => {
    const [lo, hi] = priceRange(100, 200, false, 0.22);
    // 100..200 fills 1 - 0.22 - 2 x 0.06 of the pane
    expect((200 - 100) / (hi - lo)).toBeCloseTo(0.66, 10);
    expect((100 - lo) / (hi - lo)).toBeCloseTo(0.28, 10);
    expect((hi - 200) / (hi - lo)).toBeCloseTo(0.06, 10);
  });

  it('should keep the same shares in log space and stay positive', () => {
    const [lo, hi] = priceRange(100, 200, true, 0.22);
    expect(lo).toBeGreaterThan(0);
    expect(Math.log(200 / 100) / Math.log(hi / lo)).toBeCloseTo(0.66, 10);
  });

  it('should space log labels by one ratio, inside the range', () => {
    const s = priceSplits(100, 1000, 4);
    expect(s).toHaveLength(4);
    for (let i = 1; i < s.length; i++) expect(s[i] / s[i - 1]).toBeCloseTo(s[1] / s[0], 10);
    expect(s[0]).toBeGreaterThan(100);
    expect(s[3]).toBeLessThan(1000);
    expect(priceSplits(0, 10)).toEqual([]);
  });

  it('should label percent against the base close, with its sign', () => {
    expect(priceTicks([90, 100, 112.5], 'percent', 2, 100)).toEqual(['-10.00%', '0.00%', '+12.50%']);
    expect(priceTicks([90.123], 'linear', 2, 100)).toEqual(['90.12']);
    expect(priceTicks([90.123], 'log', 1, 100)).toEqual(['90.1']);
  });
});
