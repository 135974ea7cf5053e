import { describe, expect, it } from 'vitest';
import type uPlot from 'uplot';
import { extentOf, linesExtent, viewIdxs } from './view-extent';

describe('the extent in view', () => {
  it('should take the least low and greatest high inside the window only', () => {
    const lows = [1, 5, 4, 6, 0.5];
    const highs = [9, 8, 7, 9.5, 20];
    expect(extentOf(lows, highs, 1, 3)).toEqual([4, 9.5]);
    expect(extentOf(lows, highs, 0, 4)).toEqual([0.5, 20]);
  });

  it('should skip nulls and answer null for a window of none', () => {
    expect(extentOf([null, 3, null], [null, 3, null], 0, 2)).toEqual([3, 3]);
    expect(extentOf([null, null], [null, null], 0, 1)).toBeNull();
    expect(extentOf([1, 2], [1, 2], 5, 9)).toBeNull();
  });

  it('should range several lines together', () => {
    expect(linesExtent([[null, -2, 1], [3, 0.5, null], [null, null, null]], 1, 2)).toEqual([-2, 1]);
    expect(linesExtent([[null], [null]], 0, 0)).toBeNull();
  });

  it("should read the window uPlot set on the x series, none before", () => {
    expect(viewIdxs({ series: [{ idxs: [3, 40] }] } as unknown as uPlot)).toEqual([3, 40]);
    expect(viewIdxs({ series: [{}] } as unknown as uPlot)).toBeNull();
    expect(viewIdxs({ series: [{ idxs: [-1, -1] }] } as unknown as uPlot)).toBeNull();
  });
});
