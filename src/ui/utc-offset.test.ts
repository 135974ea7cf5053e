import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserUtcOffset } from './utc-offset';

describe('browserUtcOffset', () => {
  afterEach(() => vi.restoreAllMocks());

  it('turns the minutes west that Date reports into minutes east', () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-330); // India: UTC+5:30
    expect(browserUtcOffset()).toBe(330);
  });

  it('reads the offset at the moment asked for (daylight saving moves it)', () => {
    const asked: number[] = [];
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockImplementation(function (this: Date) {
      asked.push(this.getTime());
      return this.getTime() < 1_000 ? 60 : 0;
    });
    expect(browserUtcOffset(500)).toBe(-60);
    expect(browserUtcOffset(5_000)).toBe(0);
    expect(asked).toEqual([500, 5_000]);
  });
});
