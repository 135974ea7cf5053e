import { describe, expect, it } from 'vitest';
import { CandleCentres, traceCentres, type PathTarget } from './line-trace';

/**
 * Traces `line` over the candles [from, to) whose times are `xs` (x and y map a time and a value
 * to px, `shift` moves each point right): one line over centres of its own.
 */
function traceLine(
  ctx: PathTarget, xs: ArrayLike<number>, line: ArrayLike<number | null>, from: number, to: number,
  x: (t: number) => number, y: (v: number) => number, shift = 0,
): number {
  return traceCentres(ctx, new CandleCentres().fill(xs, from, to, x, shift), line, y);
}

function recorder(): PathTarget & { calls: string[] } {
  const calls: string[] = [];
  return { calls, moveTo: (x, y) => calls.push(`M${x},${y}`), lineTo: (x, y) => calls.push(`L${x},${y}`) };
}

describe('traceLine', () => {
  it('should trace every candle of a zoomed-in view at its centre, values mapped', () => {
    const ctx = recorder();
    const n = traceLine(ctx, [0, 1, 2], [5, 6, 7], 0, 3, (t) => t * 10, (v) => 100 - v, 5);
    expect(ctx.calls).toEqual(['M5,95', 'L15,94', 'L25,93']);
    expect(n).toBe(3);
  });

  it('should break the line at a null and start again after it', () => {
    const ctx = recorder();
    traceLine(ctx, [0, 1, 2, 3], [1, null, 3, 4], 0, 4, (t) => t * 10, (v) => v);
    expect(ctx.calls).toEqual(['M0,1', 'M20,3', 'L30,4']);
  });

  it('should keep one point a pixel column, and always the last', () => {
    const ctx = recorder();
    // four candles a pixel: candles 0-1 round to column 0, 2-5 to column 1, 6-7 to column 2
    traceLine(ctx, [0, 1, 2, 3, 4, 5, 6, 7], [1, 2, 3, 4, 5, 6, 7, 8], 0, 8, (t) => t / 4, (v) => v);
    expect(ctx.calls).toEqual(['M0,1', 'L0.5,3', 'L1.5,7', 'L1.75,8']);
  });

  it('should trace only the range asked, within the line', () => {
    const ctx = recorder();
    expect(traceLine(ctx, [0, 1, 2, 3], [1, 2], 1, 4, (t) => t, (v) => v)).toBe(1);
    expect(ctx.calls).toEqual(['M1,2']);
  });
});

describe('CandleCentres', () => {
  it('should map each candle once and trace several lines over it as traceLine traces each', () => {
    const xs = [0, 1, 2, 3, 4, 5, 6, 7];
    const lines = [[1, 2, 3, 4, 5, 6, 7, 8], [null, null, 3, null, 5, 6, 7, 8], [9, 8, 7]];
    let mapped = 0;
    const x = (t: number) => {
      mapped++;
      return t / 4;
    };
    const centres = new CandleCentres().fill(xs, 1, 8, x, 0.25);
    expect(mapped).toBe(7);
    for (const line of lines) {
      const shared = recorder();
      const alone = recorder();
      expect(traceCentres(shared, centres, line, (v) => v * 2)).toBe(traceLine(alone, xs, line, 1, 8, (t) => t / 4, (v) => v * 2, 0.25));
      expect(shared.calls).toEqual(alone.calls);
      expect(shared.calls.length).toBeGreaterThan(0);
    }
    expect(mapped).toBe(7);
  });

  it('should grow its buffers past their first size and clamp the range to the candles', () => {
    const xs = Array.from({ length: 1000 }, (_, i) => i);
    const c = new CandleCentres().fill(xs, -5, 2000, (t) => t * 2);
    expect([c.from, c.n, c.px[999], c.col[999]]).toEqual([0, 1000, 1998, 1998]);
    const ctx = recorder();
    expect(traceCentres(ctx, c, xs, (v) => v)).toBe(1000);
    expect(ctx.calls[999]).toBe('L1998,999');
  });
});
