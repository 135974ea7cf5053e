import { describe, expect, it } from 'vitest';
import { ceilAt, cmp, floorAt, formatDown, formatTowardZero, formatUp, isZero, mul, ratio, readExact, readSigned, readUnits, scaleOf } from './exact';

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

describe('signed decimals of any length', () => {
  it.each([
    ['12', true, false], ['-0.5', true, false], ['+3.10', true, false], [' 7 ', true, false], ['0', true, true], ['0.000000', true, true], ['-0.00', true, true],
    ['', false, false], ['1e5', false, false], ['NaN', false, false], ['.5', false, false], ['1.', false, false], [null, false, false], [undefined, false, false],
  ])('should read %j: decimal %s, zero %s', (text, dec, zero) => {
    const r = readSigned(text);
    expect([r !== null, r !== null && isZero(r)]).toEqual([dec, zero]);
  });

  it.each([
    ['1', '1.000', 0], ['0.1', '0.09', 1], ['-501.98', '-6.00', -1], ['-0', '0', 0],
    ['99999999999999999999.1', '99999999999999999999.01', 1], ['29539.11', '9958.90', 1], ['2', '10', -1],
  ])('should compare %s with %s as %i', (a, b, want) => expect(cmp(readSigned(a)!, readSigned(b)!)).toBe(want));

  it.each([
    ['60120.00000000', '1', 2, '60120.00'],
    ['60120.123', '7.1', 2, '426852.87'],
    ['0.00001234', '1', 8, '0.00001234'],
    ['0.00001239', '1', 6, '0.000012'],
    ['-1.999', '1', 2, '-1.99'],
    ['-0.001', '1', 2, '0.00'],
    ['3', '0.5', 0, '1'],
    ['1.5', '2', 3, '3.000'],
    ['99999999999999999999.99', '10', 1, '999999999999999999999.9'],
  ])('should cut %s x %s toward zero to %i places as %s', (a, b, d, want) => {
    expect(formatTowardZero(mul(readSigned(a)!, readSigned(b)!), d)).toBe(want);
  });
});
