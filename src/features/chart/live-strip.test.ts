import { describe, expect, it } from 'vitest';
import { STRIP_MARGIN_PX, STRIP_MIN_SLOT_PX, stripSpan } from './live-strip';

/** Candle i's centre on a plot from x = 50, `slot` px a candle. */
const centres = (slot: number) => (i: number) => 50 + slot / 2 + i * slot;

describe('stripSpan', () => {
  it('should start a margin left of the previous candle centre, and draw from a candle past a further margin and slot', () => {
    const slot = 10;
    const c = centres(slot);
    const n = 100;
    const span = stripSpan(c, n, slot, 50, 50 + n * slot, 1)!;
    expect(span.left).toBe(Math.floor(c(n - 2)) - STRIP_MARGIN_PX);
    // the first candle drawn lies far enough left that the lines' path begins outside the strip
    expect(c(span.start)).toBeLessThanOrEqual(span.left - STRIP_MARGIN_PX - slot);
    // and no later than needed: the candle after it would not
    expect(c(span.start + 1)).toBeGreaterThan(span.left - STRIP_MARGIN_PX - slot);
    expect(span.start).toBeLessThan(n - 2);
  });

  it('should hold at the pixel ratio: margins and the least slot in device px', () => {
    const slot = 2 * STRIP_MIN_SLOT_PX;
    const c = centres(slot);
    expect(stripSpan(c, 50, slot, 50, 50 + 50 * slot, 2)).not.toBeNull();
    expect(stripSpan(c, 50, slot - 1, 50, 50 + 50 * slot, 2)).toBeNull();
    expect(stripSpan(c, 50, slot, 50, 50 + 50 * slot, 2)!.left).toBe(Math.floor(c(48)) - 2 * STRIP_MARGIN_PX);
  });

  it('should keep to whole pixels at a fractional ratio', () => {
    const slot = 7.3;
    const span = stripSpan(centres(slot), 80, slot, 50, 50 + 80 * slot, 1.1)!;
    expect(Number.isInteger(span.left)).toBe(true);
    expect(span.left).toBe(Math.floor(centres(slot)(78) - STRIP_MARGIN_PX * 1.1));
  });

  it('should not start left of the plot, nor before the first candle', () => {
    const slot = 10;
    const span = stripSpan(centres(slot), 2, slot, 50, 70, 1)!;
    expect(span.left).toBe(50);
    expect(span.start).toBe(0);
  });

  it('should refuse a zoomed-out view, a single candle and a live candle out of the plot', () => {
    expect(stripSpan(centres(2), 100, 2, 50, 250, 1)).toBeNull();
    expect(stripSpan(centres(10), 1, 10, 50, 150, 1)).toBeNull();
    // panned back: the live candle lies right of the plot
    expect(stripSpan(centres(10), 100, 10, 50, 500, 1)).toBeNull();
    expect(stripSpan(centres(Number.NaN), 100, Number.NaN, 50, 500, 1)).toBeNull();
  });
});
