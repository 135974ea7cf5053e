import { describe, expect, it } from 'vitest';
import { finestPrecision } from './boot-precision';

describe('finestPrecision', () => {
  const answer = { success: true, data: [{ symbol: 'ETH_USDT', pricePrecision: 2 }, { symbol: 'SHIB_USDT', pricePrecision: 8 }] };
  it("should read the pair's finest grouping from the pair list", () => {
    expect(finestPrecision(answer, 'SHIB_USDT')).toBe(8);
  });
  it('should give null for a pair not listed or an answer that is not a pair list', () => {
    expect(finestPrecision(answer, 'BTC_USDT')).toBeNull();
    expect(finestPrecision({ success: false, data: null }, 'ETH_USDT')).toBeNull();
    expect(finestPrecision(null, 'ETH_USDT')).toBeNull();
    expect(finestPrecision({ data: [{ symbol: 'ETH_USDT', pricePrecision: '2' }] }, 'ETH_USDT')).toBeNull();
  });
});
