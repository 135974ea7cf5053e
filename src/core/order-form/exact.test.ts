import { describe, expect, it } from 'vitest';
import { ceilAt, cmp, floorAt, formatDown, formatUp, ratio, readExact, readUnits, scaleOf } from './exact';

describe('exact fractions', () => {
  it.each([
    ['9377.742440', 6],
    ['12', 0],
    ['1.', 0],
    ['0.5', 1],
  ])('should see %j written at scale %i', (text, want) => expect(scaleOf(text)).toBe(want));

  it.each(['', '.', '-1', '1e5', ' 1'])('should not read %j', (text) => expect(readExact(text)).toBeNull());

  it('should cut inputs down and keep products exact', () => {
    expect(readUnits('1.239', 2)).toBe(123);
    const big = ratio(9007199254740991n * 3n, 0);
    expect(floorAt(big, 0)).toBe(27021597764222973n);
    expect(cmp(readExact('0.1')!, readExact('0.10')!)).toBe(0);
    expect(cmp(readExact('0.1')!, readExact('0.09')!)).toBe(1);
  });

  it.each([
    ['1.005', 2, 100n, 101n, '1.00', '1.01'],
    ['1.000', 2, 100n, 100n, '1.00', '1.00'],
    ['0.0001', 0, 0n, 1n, '0', '1'],
  ])('should round %s at %i down to %s and up to %s', (text, scale, down, up, fDown, fUp) => {
    const r = readExact(text)!;
    expect([floorAt(r, scale), ceilAt(r, scale), formatDown(r, scale), formatUp(r, scale)]).toEqual([down, up, fDown, fUp]);
  });
});
