import { describe, expect, it } from 'vitest';
import { topLength } from '../../core/book/types';
import { bestPrices, spreadText } from './strip-text';

describe('strip numbers', () => {
  it('should read the best bid and ask of a top() array, NaN for an empty side', () => {
    const top = new Float64Array(topLength(2));
    top.set([1, 2, 5_999_900, 10, 10, 0, 0, 0, 6_000_050, 5, 5, 6_000_100, 1, 6]);
    expect(bestPrices(top)).toEqual({ bid: 5_999_900, ask: 6_000_050 });
    top[0] = 0;
    expect(bestPrices(top).bid).toBeNaN();
  });

  it('should give the spread at the price precision and in thousandths of a percent of the ask', () => {
    // 1.50 over 60000.50 is 0.0024999 %: 0.002 % to the nearest thousandth
    expect(spreadText(5_999_900, 6_000_050, 2)).toBe('1.50 (0.002%)');
    expect(spreadText(99_000, 100_000, 2)).toBe('10.00 (1.000%)');
    expect(spreadText(NaN, 100_000, 2)).toBe('--');
  });
});
