import { describe, expect, it } from 'vitest';
import { formatChangePercent, formatShort } from './format';

describe('formatChangePercent', () => {
  it.each([
    ['0.01234', '+1.23%'], ['-0.0567', '-5.67%'], ['0', '0.00%'], ['0.00005', '+0.01%'], ['', '--'], ['abc', '--'],
  ])('should format %j as %s', (input, want) => expect(formatChangePercent(input)).toBe(want));
});

describe('formatShort', () => {
  it.each([
    ['0', '0'], ['0.000', '0'], ['', '--'], ['12', '12'], ['12.3456', '12.34'], ['12.3', '12.30'], ['-1.999', '-1.99'], ['x', '--'],
  ])('should format %j as %s', (input, want) => expect(formatShort(input)).toBe(want));
});
