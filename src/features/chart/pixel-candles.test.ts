import { describe, expect, it } from 'vitest';
import type { Columns } from './chart-draw';
import { eachPixelCandle, type PixelCandle } from './pixel-candles';

const cols = (rows: number[][]): Columns => [0, 1, 2, 3, 4, 5].map((k) => rows.map((r) => r[k])) as Columns;
// t, o, h, l, c, v
const d = cols([[0, 10, 12, 9, 11, 5], [1, 11, 15, 10, 14, 7], [2, 14, 14, 8, 9, 2], [3, 9, 10, 7, 8, 4]]);

function collect(centre: (i: number) => number, from = 0, to = 4): PixelCandle[] {
  const out: PixelCandle[] = [];
  eachPixelCandle(d, from, to, centre, (c) => out.push({ ...c }));
  return out;
}

describe('pixel candles', () => {
  it('should give every candle its own column when zoomed in', () => {
    const out = collect((i) => i * 10 + 0.4);
    expect(out.map((c) => c.x)).toEqual([0, 10, 20, 30]);
    expect(out[1]).toEqual({ x: 10, open: 11, high: 15, low: 10, close: 14, volume: 7, prevClose: 11 });
    expect(out[0].prevClose).toBeNaN();
  });

  it('should merge candles sharing a pixel column into the candle they make together', () => {
    // two candles a pixel: 0 and 1 on column 0, 2 and 3 on column 1
    const out = collect((i) => Math.floor(i / 2) + 0.1 * (i % 2));
    expect(out).toEqual([
      { x: 0, open: 10, high: 15, low: 9, close: 14, volume: 7, prevClose: NaN },
      { x: 1, open: 14, high: 14, low: 7, close: 8, volume: 4, prevClose: 14 },
    ]);
  });

  it('should draw only the range asked', () => {
    expect(collect((i) => i * 10, 1, 3).map((c) => c.x)).toEqual([10, 20]);
  });
});
