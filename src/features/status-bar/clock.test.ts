import { describe, expect, it } from 'vitest';
import { clockTime, untilNextSecond, utcOffset } from './clock';

describe('status bar clock', () => {
  it('should write local time with two digits each', () => {
    expect(clockTime(new Date(2026, 0, 2, 3, 4, 5))).toBe('03:04:05');
    expect(clockTime(new Date(2026, 0, 2, 23, 59, 59))).toBe('23:59:59');
  });

  it('should write the offset from UTC east positive, with minutes only when there are some', () => {
    expect(utcOffset(0)).toBe('UTC');
    expect(utcOffset(60)).toBe('UTC+1');
    expect(utcOffset(-180)).toBe('UTC-3');
    expect(utcOffset(330)).toBe('UTC+5:30');
    expect(utcOffset(-570)).toBe('UTC-9:30');
    expect(utcOffset(345)).toBe('UTC+5:45');
  });

  it('should wait until the next whole second', () => {
    expect(untilNextSecond(10_000)).toBe(1000);
    expect(untilNextSecond(10_250)).toBe(750);
    expect(untilNextSecond(10_999)).toBe(1);
  });
});
