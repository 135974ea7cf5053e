import { describe, expect, it } from 'vitest';
import { customBounds, customRange, formatPanelTime, hiddenByHideCancelled, historyWindow, rangeAfterModeChange, readCustomRange, type DateRange } from './history-filter';
import type { PanelMode } from './types';

const NOW = Date.UTC(2026, 2, 2, 12, 0, 0); // 2026-03-02 12:00 UTC

describe('historyWindow', () => {
  it.each([
    ['7 days, UTC', '7d', 'spot', NOW, 0, Date.UTC(2026, 1, 24), Date.UTC(2026, 2, 2, 23, 59, 59, 999)],
    ['1 month, UTC', '1m', 'spot', NOW, 0, Date.UTC(2026, 1, 1), Date.UTC(2026, 2, 2, 23, 59, 59, 999)],
    ['3 months, UTC', '3m', 'spot', NOW, 0, Date.UTC(2025, 11, 3), Date.UTC(2026, 2, 2, 23, 59, 59, 999)],
    ['margin ignores the range: 90 days', '7d', 'margin', NOW, 0, Date.UTC(2025, 11, 3), Date.UTC(2026, 2, 2, 23, 59, 59, 999)],
    ['no range: 90 days', null, 'spot', NOW, 0, Date.UTC(2025, 11, 3), Date.UTC(2026, 2, 2, 23, 59, 59, 999)],
    ['7 days, UTC+8 (20:00 local)', '7d', 'spot', NOW, 480, Date.UTC(2026, 1, 23, 16), Date.UTC(2026, 2, 2, 15, 59, 59, 999)],
    ['7 days, UTC-5 (still yesterday locally)', '7d', 'spot', Date.UTC(2026, 2, 2, 3), -300, Date.UTC(2026, 1, 23, 5), Date.UTC(2026, 2, 2, 4, 59, 59, 999)],
    ['7 days, at local midnight exactly', '7d', 'spot', Date.UTC(2026, 2, 2), 0, Date.UTC(2026, 1, 24), Date.UTC(2026, 2, 2, 23, 59, 59, 999)],
  ] as [string, DateRange | null, PanelMode, number, number, number, number][])('should read %s', (_n, range, mode, now, offset, startTime, endTime) => {
    expect(historyWindow(range, mode, now, offset)).toEqual({ startTime, endTime });
  });

  it.each([
    ['a custom range', customRange('2026-02-10', '2026-02-20'), 0, Date.UTC(2026, 1, 10), Date.UTC(2026, 1, 20, 23, 59, 59, 999)],
    ['a custom range, UTC+8', customRange('2026-02-10', '2026-02-10'), 480, Date.UTC(2026, 1, 9, 16), Date.UTC(2026, 1, 10, 15, 59, 59, 999)],
    ['a custom range reaching past 3 months: cut to 90 days', customRange('2025-06-01', '2026-01-01'), 0, Date.UTC(2025, 11, 3), Date.UTC(2026, 0, 1, 23, 59, 59, 999)],
    ['a custom range into the future: cut at today', customRange('2026-03-01', '2026-04-01'), 0, Date.UTC(2026, 2, 1), Date.UTC(2026, 2, 2, 23, 59, 59, 999)],
    ['a custom range given backwards', customRange('2026-02-20', '2026-02-10'), 0, Date.UTC(2026, 1, 10), Date.UTC(2026, 1, 20, 23, 59, 59, 999)],
    ['an unreadable custom range: 7 days', customRange('2026-02-30', 'x'), 0, Date.UTC(2026, 1, 24), Date.UTC(2026, 2, 2, 23, 59, 59, 999)],
  ] as [string, DateRange, number, number, number][])('should read %s', (_n, range, offset, startTime, endTime) => {
    expect(historyWindow(range, 'spot', NOW, offset)).toEqual({ startTime, endTime });
  });

  it('should offer custom days within the last 90, today included, and read them back', () => {
    expect(customBounds(NOW, 0)).toEqual({ min: '2025-12-03', max: '2026-03-02' });
    expect(customBounds(Date.UTC(2026, 2, 2, 20), 480).max).toBe('2026-03-03');
    expect(readCustomRange(customRange('2026-02-10', '2026-02-20'))).toEqual({ from: '2026-02-10', to: '2026-02-20' });
    expect(readCustomRange('7d')).toBeNull();
    expect(readCustomRange(null)).toBeNull();
  });

  it('should keep 3 months within the gateway reach of 92 days', () => {
    const w = historyWindow('3m', 'spot', NOW, 0);
    expect(NOW - w.startTime).toBeLessThan(92 * 86_400_000);
  });
});

describe('rangeAfterModeChange', () => {
  it.each([
    ['1m', 'spot', 'margin', null],
    [null, 'margin', 'spot', '7d'],
    ['3m', 'spot', 'spot', '3m'],
    [null, 'margin', 'margin', null],
  ] as [DateRange | null, PanelMode, PanelMode, DateRange | null][])('should turn %s from %s to %s into %s', (range, from, to, want) => {
    expect(rangeAfterModeChange(range, from, to)).toBe(want);
  });
});

describe('hiddenByHideCancelled', () => {
  it.each([
    ['CANCELLED', true], ['SYSTEM_CANCELED', true], ['STP_CANCELED', true],
    ['PARTIAL_COMPLETE_AND_CANCELLED', false], ['PARTIALLY_SYSTEM_CANCELED', false], ['PARTIALLY_STP_CANCELED', false], ['COMPLETE', false],
  ])('should hide %s: %s', (state, want) => expect(hiddenByHideCancelled(state)).toBe(want));
});

describe('formatPanelTime', () => {
  it.each([
    [Date.UTC(2026, 2, 2, 12, 0, 5), 0, '2026/03/02 12:00:05'],
    [Date.UTC(2026, 2, 2, 12, 0, 5), 480, '2026/03/02 20:00:05'],
    [Date.UTC(2026, 2, 2, 12, 0, 5), -780, '2026/03/01 23:00:05'],
    [Date.UTC(2025, 11, 31, 20, 30, 0), 480, '2026/01/01 04:30:00'],
    [Date.UTC(2024, 1, 29, 9, 8, 7, 999), 0, '2024/02/29 09:08:07'],
    [0, 0, '1970/01/01 00:00:00'],
    [NaN, 0, '--'],
    [null, 0, '--'],
    [undefined, 0, '--'],
    [9e15, 0, '--'],
  ])('should format %s at %i min as %j', (ms, offset, want) => expect(formatPanelTime(ms, offset)).toBe(want));
});
