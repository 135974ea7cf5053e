import { describe, expect, it } from 'vitest';
import { parseUnits } from '../../src/core/units';
import { generateReferenceSet, referenceSetSize } from './refdata-scale';

describe('the large reference set (MARKET_PAIRS)', () => {
  it('should read the setting, 0 when unset, and refuse a bad value', () => {
    expect(referenceSetSize({})).toBe(0);
    expect(referenceSetSize({ MARKET_PAIRS: '2000' })).toBe(2000);
    expect(() => referenceSetSize({ MARKET_PAIRS: 'many' })).toThrow(/MARKET_PAIRS/);
    expect(() => referenceSetSize({ MARKET_PAIRS: '99999' })).toThrow(/MARKET_PAIRS/);
  });

  it('should generate exactly the pairs asked, unique, with the coins they trade', () => {
    const { coins, pairs } = generateReferenceSet(1950);
    expect(pairs).toHaveLength(1950);
    expect(new Set(pairs.map((p) => p.symbol)).size).toBe(1950);
    expect(new Set(pairs.map((p) => p.symbolId)).size).toBe(1950);
    const names = new Set(coins.map((c) => c.coin));
    for (const p of pairs) expect(names.has(p.base)).toBe(true);
    expect(new Set(pairs.map((p) => p.quote))).toEqual(new Set(['USDT', 'USDC', 'BTC', 'ETH']));
  });

  it('should give every pair figures that parse at its precisions, and the same set every time', () => {
    const { pairs } = generateReferenceSet(600);
    for (const p of pairs) {
      expect(parseUnits(p.anchorPrice, p.pricePrecision).ok, p.symbol).toBe(true);
      expect(parseUnits(p.minBuyCount, p.countPrecision).ok, p.symbol).toBe(true);
      expect(p.countPrecision).toBeLessThanOrEqual(8); // generated coins have ledger scale 8
      expect(p.precisionList[0].val).toBe(String(p.pricePrecision));
      if (p.quote === 'USDT' || p.quote === 'USDC') expect(p.pricePrecision + p.countPrecision).toBeLessThanOrEqual(8);
    }
    expect(generateReferenceSet(600).pairs).toEqual(pairs);
  });
});
