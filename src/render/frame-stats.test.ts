import { describe, expect, it } from 'vitest';
import { FrameStats, type FrameStatsOptions, type FrameStatsSnapshot } from './frame-stats';

/** Feed frames at 0 and then after each interval; returns the snapshot. */
function run(intervals: number[], options?: FrameStatsOptions): FrameStatsSnapshot {
  const stats = new FrameStats(options);
  let t = 0;
  stats.frame(t);
  for (const dt of intervals) stats.frame((t += dt));
  return stats.snapshot();
}

const ZERO = { bookUpdatesPerSec: 0, scriptMsMean: 0, bookAgeMean: 0, bookAgeMax: 0 };

describe('FrameStats frame intervals', () => {
  it.each<[string, number[], FrameStatsOptions | undefined, Partial<FrameStatsSnapshot>]>([
    ['steady 20 ms', Array(10).fill(20), undefined,
      { intervals: 10, fps: 11, p50: 20, p95: 20, p99: 20, dropped: 0, long: 0 }],
    ['a spread of intervals', [10, 20, 30, 40, 50, 60, 70, 80, 90, 100], undefined,
      { intervals: 10, fps: 11, p50: 50, p95: 100, p99: 100, dropped: 18, long: 5 }],
    ['one 200 ms hitch in 20', [...Array(19).fill(10), 200], undefined,
      { intervals: 20, fps: 21, p50: 10, p95: 10, p99: 200, dropped: 10, long: 1 }],
    ['two seconds at 50 fps', Array(100).fill(20), undefined,
      { intervals: 100, fps: 50, p50: 20, p95: 20, p99: 20, dropped: 0, long: 0 }],
    ['a window of 4 dropping the oldest', [100, 10, 20, 30, 40], { window: 4 },
      { intervals: 4, fps: 6, p50: 20, p95: 40, p99: 40, dropped: 1, long: 0 }],
    ['50 ms is not long, 51 ms is', [50, 51], undefined,
      { intervals: 2, fps: 3, p50: 50, p95: 51, p99: 51, dropped: 3, long: 1 }],
    ['25 ms is not a drop at 16.7 expected, 26 ms is', [25, 26], undefined,
      { intervals: 2, fps: 3, p50: 25, p95: 26, p99: 26, dropped: 0, long: 0 }],
    ['a 10 ms expected interval', [15, 16, 25], { expectedMs: 10 },
      { intervals: 3, fps: 4, p50: 16, p95: 25, p99: 25, dropped: 1, long: 0 }],
    ['a single frame', [], undefined,
      { intervals: 0, fps: 1, p50: 0, p95: 0, p99: 0, dropped: 0, long: 0 }],
    ['a ring wrapped many times', Array(1000).fill(16), { window: 3 },
      { intervals: 3, fps: 63, p50: 16, p95: 16, p99: 16, dropped: 0, long: 0 }],
  ])('should measure %s', (_name, intervals, options, want) => {
    expect(run(intervals, options)).toEqual({ ...ZERO, ...want });
  });

  it('should report zeros before any frame', () => {
    expect(new FrameStats().snapshot()).toEqual({
      ...ZERO, intervals: 0, fps: 0, p50: 0, p95: 0, p99: 0, dropped: 0, long: 0,
    });
  });

  it('should ignore non-finite and non-increasing timestamps', () => {
    const stats = new FrameStats();
    for (const t of [0, 20, 20, 10, Number.NaN, Number.POSITIVE_INFINITY, 40]) stats.frame(t);
    expect(stats.snapshot()).toMatchObject({ intervals: 2, fps: 3, p50: 20, p99: 20 });
  });

  it('should forget everything on reset', () => {
    const stats = new FrameStats();
    stats.frame(0);
    stats.bookAge(4);
    stats.bookUpdate(3);
    stats.frame(500);
    stats.reset();
    stats.frame(10_000);
    expect(stats.snapshot()).toEqual({ ...ZERO, intervals: 0, fps: 1, p50: 0, p95: 0, p99: 0, dropped: 0, long: 0 });
  });

  it.each<[FrameStatsOptions]>([[{ window: 0 }], [{ window: 1.5 }], [{ expectedMs: 0 }], [{ expectedMs: Number.NaN }]])(
    'should refuse options %j', (options) => {
      expect(() => new FrameStats(options)).toThrow(RangeError);
    },
  );
});

describe('FrameStats book and script figures', () => {
  it('should count book updates committed with the frames of the last second', () => {
    const stats = new FrameStats();
    stats.bookUpdate(5);
    stats.frame(0);
    stats.bookUpdate(7);
    stats.frame(600);
    stats.bookUpdate(1);
    stats.bookUpdate(-4);
    stats.bookUpdate(Number.NaN);
    stats.frame(1500);
    stats.bookUpdate(100); // not yet committed
    expect(stats.snapshot()).toMatchObject({ fps: 2, bookUpdatesPerSec: 8 });
  });

  it.each<[string, number | undefined, number]>([
    ['the whole run', undefined, 4],
    ['a window of 2', 2, 5],
  ])('should average script time per frame over %s', (_name, window, want) => {
    const stats = new FrameStats({ window });
    stats.scriptTime(2);
    stats.frame(0);
    stats.scriptTime(3);
    stats.scriptTime(1);
    stats.scriptTime(-1);
    stats.frame(16);
    stats.scriptTime(6);
    stats.frame(32);
    expect(stats.snapshot().scriptMsMean).toBe(want);
  });

  it.each<[string, number | undefined, number, number]>([
    ['the whole run', undefined, 2.25, 6],
    ['a window of 3', 3, 3, 6],
    ['a window of 1', 1, 6, 6],
  ])('should give book age mean and max over %s', (_name, window, mean, max) => {
    const stats = new FrameStats({ window });
    for (const age of [0, 1, 2, Number.NaN, -1, 6]) stats.bookAge(age);
    expect(stats.snapshot()).toMatchObject({ bookAgeMean: mean, bookAgeMax: max });
  });
});
