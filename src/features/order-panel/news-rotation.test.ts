import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEWS_FIRST_MS, NEWS_ROTATE_MS } from './content';
import { newsFirstDelay, startNewsRotation } from './news-rotation';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startNewsRotation', () => {
  it('should show the first group after the first delay and give every group its full 5 s', () => {
    const shown: [number, number][] = [];
    startNewsRotation(3, (i) => shown.push([Date.now(), i]), NEWS_FIRST_MS);
    const t0 = Date.now();
    vi.advanceTimersByTime(NEWS_FIRST_MS - 1);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1 + 4 * NEWS_ROTATE_MS);
    // groups 0, 1, 2, then 0 again: 5 s apart each, the first one included
    expect(shown.map(([t, i]) => [t - t0, i])).toEqual([
      [1_000, 0], [6_000, 1], [11_000, 2], [16_000, 0], [21_000, 1],
    ]);
  });

  it('should show the first group at once when the delay has passed (the list came late)', () => {
    const shown: number[] = [];
    startNewsRotation(2, (i) => shown.push(i), 0);
    expect(shown).toEqual([0]);
    vi.advanceTimersByTime(NEWS_ROTATE_MS - 1);
    expect(shown).toEqual([0]); // no 1 s flash of the first group
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([0, 1]);
  });

  it('should not rotate a single group, and stop when asked', () => {
    const one: number[] = [];
    startNewsRotation(1, (i) => one.push(i), 0);
    vi.advanceTimersByTime(60_000);
    expect(one).toEqual([0]);
    const two: number[] = [];
    const stop = startNewsRotation(2, (i) => two.push(i), 0);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(two).toEqual([0]);
  });
});

describe('newsFirstDelay', () => {
  it('should wait what is left of the first second since the bar mounted, nothing after it', () => {
    expect(newsFirstDelay(10_000, 10_300)).toBe(700);
    expect(newsFirstDelay(10_000, 11_300)).toBe(0);
  });
});
