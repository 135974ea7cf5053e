import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserUtcOffset, localPanelTime } from './utc-offset';

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

  it('should write a panel time at its own moment\'s offset (a row from before a daylight-saving change)', () => {
    // a zone an hour east in winter, two in summer (Central Europe): 2026-03-29 01:00 UTC is the change
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockImplementation(function (this: Date) {
      return this.getTime() < Date.UTC(2026, 2, 29, 1) ? -60 : -120;
    });
    expect(localPanelTime(Date.UTC(2026, 2, 1, 12))).toBe('2026/03/01 13:00:00');
    expect(localPanelTime(Date.UTC(2026, 3, 1, 12))).toBe('2026/04/01 14:00:00');
    expect(localPanelTime(null)).toBe(localPanelTime(undefined));
  });
});
