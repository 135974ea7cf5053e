import { describe, expect, it } from 'vitest';
import { RectBatch, type RectTarget } from './rect-batch';

function recorder(): RectTarget & { calls: [string, number, number, number, number][] } {
  const calls: [string, number, number, number, number][] = [];
  return {
    calls,
    fillStyle: '',
    fillRect(x, y, w, h) {
      calls.push([String(this.fillStyle), x, y, w, h]);
    },
  };
}

describe('rect batch', () => {
  it('should draw every rect gathered, on whole pixels, in the colour given, then be empty', () => {
    const b = new RectBatch();
    b.add(10.4, 20.6, 3, 0.3);
    b.add(0, 0, 2.5, 7);
    expect(b.size).toBe(2);
    const ctx = recorder();
    b.fill(ctx, '#0ecb81');
    expect(ctx.calls).toEqual([['#0ecb81', 10, 21, 3, 1], ['#0ecb81', 0, 0, 3, 7]]);
    expect(b.size).toBe(0);
    b.fill(ctx, '#f6465d');
    expect(ctx.calls).toHaveLength(2);
  });

  it('should skip empty and non-finite rects', () => {
    const b = new RectBatch();
    b.add(1, 1, 0, 5);
    b.add(1, 1, 5, -2);
    b.add(Number.NaN, 1, 5, 5);
    b.add(1, Infinity, 5, 5);
    expect(b.size).toBe(0);
  });

  it('should grow past its first buffer and keep every rect in order', () => {
    const b = new RectBatch();
    for (let i = 0; i < 2000; i++) b.add(i, i, 1, 1);
    const ctx = recorder();
    b.fill(ctx, 'red');
    expect(ctx.calls).toHaveLength(2000);
    expect(ctx.calls[1999]).toEqual(['red', 1999, 1999, 1, 1]);
  });
});
