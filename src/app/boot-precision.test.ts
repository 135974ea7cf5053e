import { describe, expect, it } from 'vitest';
import { factsPrecision, finestPrecision } from './boot-precision';

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

describe('factsPrecision', () => {
  it("should read the gateway's facts about the route's pair", () => {
    expect(factsPrecision('{"symbol":"BTC_USDT","precision":2}', 'BTC_USDT')).toBe(2);
    expect(factsPrecision('{"symbol":"SHIB_USDT","precision":-1}', 'SHIB_USDT')).toBe(-1);
  });
  it('should give null for missing, broken, foreign or impossible facts', () => {
    expect(factsPrecision(null, 'BTC_USDT')).toBeNull();
    expect(factsPrecision('{"symbol":"BTC_USDT"', 'BTC_USDT')).toBeNull();
    expect(factsPrecision('{"symbol":"ETH_USDT","precision":2}', 'BTC_USDT')).toBeNull();
    expect(factsPrecision('{"symbol":"BTC_USDT","precision":2.5}', 'BTC_USDT')).toBeNull();
    expect(factsPrecision('{"symbol":"BTC_USDT","precision":99}', 'BTC_USDT')).toBeNull();
    expect(factsPrecision('null', 'BTC_USDT')).toBeNull();
  });
});
