import { describe, expect, it } from 'vitest';
import { checkStep, clampRows, groupKey, groupLevels, groupPrice } from './group';
import { ASKS, BIDS, MAX_TOP } from './types';
import { walkToAmount } from './worst-price';

describe('groupKey', () => {
  it('should floor bids and ceil asks, keeping prices on a step', () => {
    expect([groupPrice(199, 10, BIDS), groupPrice(191, 10, ASKS), groupPrice(190, 10, BIDS), groupPrice(190, 10, ASKS)]).toEqual([190, 200, 190, 190]);
  });

  it('should stay exact next to 2^53 where a float quotient rounds', () => {
    const step = 3;
    for (const p of [2 ** 53 - 1, 2 ** 53 - 2, 2 ** 53 - 3, 2 ** 52 + 1, 4_503_599_627_370_497]) {
      const exactFloor = BigInt(p) / BigInt(step);
      expect(BigInt(groupKey(p, step, BIDS))).toBe(exactFloor);
      const exactCeil = (BigInt(p) + BigInt(step) - 1n) / BigInt(step);
      expect(BigInt(groupKey(p, step, ASKS))).toBe(exactCeil);
    }
  });
});

describe('groupLevels', () => {
  it('should merge levels into rows with cumulative sizes and stop at n rows', () => {
    const out = new Float64Array(9);
    expect(groupLevels([100, 1, 99, 2, 91, 3, 80, 4], BIDS, 10, 2, out, 0)).toBe(2);
    expect([...out.slice(0, 6)]).toEqual([100, 1, 1, 90, 5, 6]);
    expect(groupLevels([100, 1], BIDS, 10, 0, out, 0)).toBe(0);
  });
});

describe('argument checks', () => {
  it('should refuse steps that are not whole ticks and clamp row counts', () => {
    expect(() => checkStep(0)).toThrow(RangeError);
    expect(() => checkStep(2.5)).toThrow(RangeError);
    expect(() => checkStep(NaN)).toThrow(RangeError);
    expect(() => checkStep(10)).not.toThrow();
    expect([clampRows(-1), clampRows(NaN), clampRows(2.7), clampRows(1e9)]).toEqual([0, 0, 2, MAX_TOP]);
  });
});

describe('market order helpers', () => {
  it('should find the price reaching a size or a notional', () => {
    const asks = [101, 2, 109, 3];
    expect(walkToAmount(asks, { size: 2 })).toBe(101);
    expect(walkToAmount(asks, { size: 5 })).toBe(109);
    expect(walkToAmount(asks, { size: 6 })).toBeNaN();
    expect(walkToAmount(asks, { notional: 203 })).toBe(109);
    expect(walkToAmount(asks, { size: 0 })).toBeNaN();
  });
});
