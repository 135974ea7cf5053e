import { describe, expect, it } from 'vitest';
import { formatUnits, formatUnitsTrim, mulDiv, parseUnits, parseUnitsDown, rescale } from './units';

describe('parseUnits', () => {
  it.each([
    ['60123.45', 2, 6012345],
    ['0.00001', 5, 1],
    ['1', 5, 100000],
    ['1.', 2, 100],
    ['1.500', 1, 15],
    ['007.5', 1, 75],
    ['9007199254740991', 0, 9007199254740991],
  ])('should parse %s at scale %i into %i', (text, scale, want) => {
    expect(parseUnits(text, scale)).toEqual({ ok: true, value: want });
  });

  it.each([
    ['', 'format'], ['-1', 'format'], ['1e5', 'format'], [' 1', 'format'], ['.5', 'format'], ['1.2.3', 'format'],
    ['0.001', 'precision'], ['99999999999999999', 'range'], ['99999999999999.99', 'range'],
  ])('should refuse %j as %s', (text, reason) => {
    expect(parseUnits(text, 2)).toEqual({ ok: false, reason });
  });

  it('should round down extra decimals when asked', () => {
    expect(parseUnitsDown('1.23999', 2)).toEqual({ ok: true, value: 123 });
    expect(parseUnitsDown('5', 2)).toEqual({ ok: true, value: 500 });
  });
});

describe('formatUnits', () => {
  it('should print every decimal of the scale', () => {
    expect(formatUnits(6012345, 2)).toBe('60123.45');
    expect(formatUnits(1, 5)).toBe('0.00001');
    expect(formatUnits(0, 3)).toBe('0.000');
    expect(formatUnits(42, 0)).toBe('42');
    expect(formatUnits(-150, 2)).toBe('-1.50');
  });

  it('should trim trailing zeros on request', () => {
    expect(formatUnitsTrim(150000, 5)).toBe('1.5');
    expect(formatUnitsTrim(100, 2)).toBe('1');
  });

  it('should round-trip every value it prints', () => {
    for (let v = 0; v < 5000; v += 7) expect(parseUnits(formatUnits(v, 3), 3)).toEqual({ ok: true, value: v });
  });
});

describe('rescale and mulDiv', () => {
  it('should round in the direction asked', () => {
    expect(rescale(12345, 3, 1, 'down')).toBe(123);
    expect(rescale(12345, 3, 1, 'up')).toBe(124);
    expect(rescale(12300, 3, 1, 'up')).toBe(123);
    expect(rescale(5, 1, 4, 'down')).toBe(5000);
  });

  it('should stay exact past 2^53 in the middle of the product', () => {
    const a = 9_000_000_000_000; // 9e12
    expect(mulDiv(a, 3_000_000, 1_000_000, 'down')).toBe(27_000_000_000_000);
    expect(mulDiv(7, 3, 2, 'up')).toBe(11);
    expect(mulDiv(7, 3, 2, 'down')).toBe(10);
  });
});
