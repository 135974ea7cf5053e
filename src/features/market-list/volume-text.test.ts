import { describe, expect, it } from 'vitest';
import { shortUsdVolume, shortVolume } from './volume-text';

describe('shortVolume', () => {
  it('should shorten over 1000 and keep at most 2 decimals below', () => {
    expect(shortVolume('12345.678')).toBe('12.34K');
    expect(shortVolume('2500000')).toBe('2.50M');
    expect(shortVolume('12.3456')).toBe('12.34');
    expect(shortVolume('7')).toBe('7');
    expect(shortVolume('')).toBe('--');
    expect(shortVolume('-3')).toBe('--');
  });

  it('should show a dollar volume shortened, and -- without a rate', () => {
    expect(shortUsdVolume(52_345_678.9)).toBe('$52.34M');
    expect(shortUsdVolume(1_234.567)).toBe('$1.23K');
    expect(shortUsdVolume(12.349)).toBe('$12.34');
    expect(shortUsdVolume(0)).toBe('--');
    expect(shortUsdVolume(Number.NaN)).toBe('--');
  });
});
