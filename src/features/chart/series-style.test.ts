import { describe, expect, it } from 'vitest';
import { baselineLevel, heikinAshi, heikinAshiNext, hollowClass, syncHeikinAshi } from './series-style';
import type { Candle } from './series';

const cs: Candle[] = [
  [0, 10, 14, 9, 12, 1],
  [1, 12, 15, 11, 14, 2],
  [2, 14, 14, 8, 9, 3],
];

describe('heikinAshi', () => {
  it('should follow the Heikin-Ashi formulas', () => {
    const ha = heikinAshi(cs);
    // first: open (10 + 12) / 2, close (10 + 14 + 9 + 12) / 4
    expect(ha[0]).toEqual([0, 11, 14, 9, 11.25, 1]);
    // second: open (11 + 11.25) / 2 = 11.125, close 13
    expect(ha[1]).toEqual([1, 11.125, 15, 11, 13, 2]);
    // third: open (11.125 + 13) / 2 = 12.0625, close (14 + 14 + 8 + 9) / 4 = 11.25
    expect(ha[2]).toEqual([2, 12.0625, 14, 8, 11.25, 3]);
  });
  it('should widen high and low to the HA open and close', () => {
    const c = heikinAshiNext([0, 20, 20, 20, 20, 0], [1, 10, 11, 9, 10, 0]);
    expect(c[2]).toBe(20);
  });
  it('should recompute only from the changed candle and match a full recompute', () => {
    const ha = heikinAshi(cs);
    const first = ha[0];
    const live = cs.map((c) => [...c] as Candle);
    live[2] = [2, 14, 16, 8, 15, 4];
    live.push([3, 15, 17, 14, 16, 1]);
    syncHeikinAshi(ha, live, 2);
    expect(ha).toEqual(heikinAshi(live));
    expect(ha[0]).toBe(first);
  });
});

describe('hollowClass', () => {
  it('should fill by close against open and colour by close against the previous close', () => {
    expect(hollowClass([0, 10, 12, 9, 11, 0], 9)).toEqual({ hollow: true, up: true });
    // gapped down below the previous close, then rose: hollow and red
    expect(hollowClass([0, 5, 8, 5, 7, 0], 9)).toEqual({ hollow: true, up: false });
    // gapped up, then fell: filled and green
    expect(hollowClass([0, 12, 12, 10, 10, 0], 9)).toEqual({ hollow: false, up: true });
    expect(hollowClass([0, 10, 10, 10, 10, 0], undefined)).toEqual({ hollow: false, up: true });
  });
});

describe('baselineLevel', () => {
  it('should sit the given share of the way up the closes in view', () => {
    expect(baselineLevel(cs, 0, 3)).toBe(11.5);
    expect(baselineLevel(cs, 0, 3, 0)).toBe(9);
    expect(baselineLevel(cs, 0, 2, 100)).toBe(14);
    expect(baselineLevel(cs, 5, 9)).toBeNaN();
  });
});
