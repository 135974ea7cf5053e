import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAG_LEGEND_MS, HoverLegend } from './hover-legend';

describe('HoverLegend', () => {
  let clock = 0;
  let writes: number[] = [];
  const legend = () => new HoverLegend(() => writes.push(clock), () => clock);
  /** Moves the clock and the timers `ms` on. */
  const pass = (ms: number) => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  };

  beforeEach(() => {
    vi.useFakeTimers();
    clock = 1000;
    writes = [];
  });
  afterEach(() => vi.useRealTimers());

  it('should write every hovered candle at once while the pointer rests', () => {
    const l = legend();
    for (let i = 0; i < 5; i++) {
      l.moved(false);
      pass(16);
    }
    expect(writes).toEqual([1000, 1016, 1032, 1048, 1064]);
  });

  it("should write a held pan's candles at most every DRAG_LEGEND_MS, the newest last", () => {
    const l = legend();
    // a pan frame every 16 ms for 400 ms, the hovered candle changing in each
    for (let t = 0; t < 400; t += 16) {
      l.moved(true);
      pass(16);
    }
    pass(DRAG_LEGEND_MS); // the pan stops: the trailing write lands
    expect(writes.length).toBeGreaterThanOrEqual(3);
    expect(writes.length).toBeLessThanOrEqual(Math.ceil(400 / DRAG_LEGEND_MS) + 1);
    for (let i = 1; i < writes.length; i++) expect(writes[i] - writes[i - 1]).toBeGreaterThanOrEqual(DRAG_LEGEND_MS);
    // the last move (at 1384) is written after the pan, not dropped
    expect(writes[writes.length - 1]).toBeGreaterThan(1384);
    const after = writes.length;
    pass(1000);
    expect(writes.length).toBe(after); // nothing more to write
  });

  it('should write at once again when the pointer is released', () => {
    const l = legend();
    l.moved(true);
    pass(16);
    l.moved(true); // paced
    pass(16);
    l.moved(false);
    expect(writes).toEqual([1000, 1032]);
  });

  it('should write nothing once disposed', () => {
    const l = legend();
    l.moved(true);
    l.moved(true);
    l.dispose();
    pass(1000);
    expect(writes).toEqual([1000]);
  });
});
