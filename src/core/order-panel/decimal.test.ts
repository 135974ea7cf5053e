import { describe, expect, it } from 'vitest';
import { compareDecimals, isDecimal, isZeroDecimal, mulDecimalsDown } from './decimal';

describe('isDecimal / isZeroDecimal', () => {
  it.each([
    ['12', true, false], ['-0.5', true, false], ['+3.10', true, false], ['0', true, true], ['0.000000', true, true], ['-0.00', true, true],
    ['', false, false], ['1e5', false, false], ['NaN', false, false], ['.5', false, false], ['1.', false, false], [null, false, false], [undefined, false, false],
  ])('should read %j: decimal %s, zero %s', (text, dec, zero) => {
    expect([isDecimal(text), isZeroDecimal(text)]).toEqual([dec, zero]);
  });
});

describe('compareDecimals', () => {
  it.each([
    ['1', '1.000', 0], ['0.1', '0.09', 1], ['-501.98', '-6.00', -1], ['-0', '0', 0],
    ['99999999999999999999.1', '99999999999999999999.01', 1], ['29539.11', '9958.90', 1], ['2', '10', -1],
  ])('should compare %s with %s as %i', (a, b, want) => expect(compareDecimals(a, b)).toBe(want));
});

describe('mulDecimalsDown', () => {
  it.each([
    ['60120.00000000', '1', 2, '60120.00'],
    ['60120.123', '7.1', 2, '426852.87'],
    ['0.00001234', '1', 8, '0.00001234'],
    ['0.00001239', '1', 6, '0.000012'],
    ['-1.999', '1', 2, '-1.99'],
    ['3', '0.5', 0, '1'],
    ['1.5', '2', 3, '3.000'],
    ['x', '1', 2, null],
  ])('should give %s x %s to %i places as %j', (a, b, d, want) => expect(mulDecimalsDown(a, b, d)).toBe(want));
});
