import { describe, expect, it } from 'vitest';
import { followLive, MAX_BARS, MIN_BARS, nearStart, panView, pinchFactor, resetView, visibleRange, zoomView } from './chart-view';

describe('chart view', () => {
  it('should reset to the newest candles with a little room on the right', () => {
    expect(resetView(10_000, 60, 100)).toEqual({ min: 10_000 - 99 * 60, max: 10_000 + 180 });
  });
  it('should pan the past into sight when dragged right, by the dragged share of the span', () => {
    expect(panView({ min: 0, max: 1000 }, 100, 500)).toEqual({ min: -200, max: 800 });
    expect(panView({ min: 0, max: 1000 }, -50, 500)).toEqual({ min: 100, max: 1100 });
    expect(panView({ min: 0, max: 1000 }, 50, 0)).toEqual({ min: 0, max: 1000 });
  });
  it('should zoom around the cursor, keeping its time in place, within the candle bounds', () => {
    const z = zoomView({ min: 0, max: 6000 }, 0.5, 1500, 60);
    expect(z).toEqual({ min: 750, max: 3750 });
    expect((1500 - z.min) / (z.max - z.min)).toBe(0.25);
    const tight = zoomView({ min: 0, max: 6000 }, 0.001, 3000, 60);
    expect(tight.max - tight.min).toBe(MIN_BARS * 60);
    const wide = zoomView({ min: 0, max: 6000 }, 1e6, 3000, 60);
    expect(wide.max - wide.min).toBe(MAX_BARS * 60);
  });
  it('should ask for older history when less than half a view is left before the first candle', () => {
    expect(nearStart({ min: 1400, max: 2400 }, 1000)).toBe(true);
    expect(nearStart({ min: 1600, max: 2400 }, 1000)).toBe(false);
  });
  it('should follow a new candle only when the newest one was in view', () => {
    expect(followLive({ min: 0, max: 1000 }, 900, 960)).toEqual({ min: 60, max: 1060 });
    expect(followLive({ min: 0, max: 500 }, 900, 960)).toEqual({ min: 0, max: 500 });
    expect(followLive({ min: 0, max: 1000 }, 900, 900)).toEqual({ min: 0, max: 1000 });
  });
  it('should find the candles in view', () => {
    expect(visibleRange([0, 60, 120, 180, 240], { min: 50, max: 180 })).toEqual([1, 4]);
    expect(visibleRange([], { min: 50, max: 180 })).toEqual([0, 0]);
  });

  it('should zoom in as the fingers of a pinch move apart, and out as they close', () => {
    expect(pinchFactor(100, 200)).toBe(0.5);
    expect(pinchFactor(200, 100)).toBe(2);
    expect(pinchFactor(0, 100)).toBe(1);
    const v = zoomView({ min: 0, max: 1000 }, pinchFactor(100, 200), 500, 10);
    expect(v).toEqual({ min: 250, max: 750 });
  });
});
