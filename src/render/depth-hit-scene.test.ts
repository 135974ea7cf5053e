import { describe, expect, it } from 'vitest';
import { topLength } from '../core/book/types';
import { formatRange, hitTest, tooltipWidth } from './depth-hit-scene';
import { buildDepthScene } from './depth-scene';

/** A top() output with n = 5: [price, size] rows, best first; cumulatives computed here. */
function top(bids: number[][], asks: number[][], n = 5): Float64Array {
  const out = new Float64Array(topLength(n));
  out[0] = bids.length;
  out[1] = asks.length;
  const put = (rows: number[][], base: number) => {
    let cum = 0;
    rows.forEach(([p, s], i) => { cum += s; out.set([p, s, cum], base + 3 * i); });
  };
  put(bids, 2);
  put(asks, 2 + 3 * n);
  return out;
}

// Mid 100.00, half span 200 ticks over 200 px; yMax = 400 lots over 300 px.
const known = buildDepthScene(top([[9900, 100], [9800, 200]], [[10100, 50], [10200, 250]]), { width: 400, height: 300, levels: 20, pricePrecision: 2, countPrecision: 2 });

describe('hitTest', () => {
  it.each([
    // x, snapped, guideX, y, range, price, amount
    [105, true, 100, 225, '-1.00%', '99.00', '1.00'],
    [120, true, 100, 225, '-1.00%', '99.00', '1.00'],
    [50, false, 50, 225, '-1.50%', '98.50', '1.00'],
    [10, true, 0, 75, '-2.00%', '98.00', '3.00'],
    [279, false, 279, null, '', '', ''],
    [280, true, 300, 262.5, '+1.00%', '101.00', '0.50'],
    [350, false, 350, 262.5, '+1.50%', '101.50', '0.50'],
  ])('should hit x=%s snapped=%s', (x, snapped, guideX, y, range, price, amount) => {
    const hit = hitTest(known, x, 100);
    if (y === null) { expect(hit).toBeNull(); return; }
    expect(hit).toMatchObject({ snapped, guideX, y, range, price, amount });
  });

  it('should give the level, its price in ticks and its cumulative in lots', () => {
    expect(hitTest(known, 10, 100)).toMatchObject({ side: 'bids', level: 1, priceTicks: 9800, cumLots: 300 });
    expect(hitTest(known, 350, 100)).toMatchObject({ side: 'asks', level: 0, priceTicks: 10150, cumLots: 50 });
  });

  it('should return null in the spread without a level near', () => {
    expect(hitTest(known, 150, 100)).toBeNull();
    expect(hitTest(known, -1, 100)).toBeNull();
  });

  it('should keep the tooltip inside the chart', () => {
    expect(hitTest(known, 10, 100)!.tooltip).toEqual({ x: 8, y: 39, width: 150, height: 72 });
    expect(hitTest(known, 395, 100)!.tooltip).toEqual({ x: 242, y: 39, width: 150, height: 72 });
    expect(hitTest(known, 105, 100)!.tooltip).toEqual({ x: 108, y: 189, width: 150, height: 72 });
  });

  it.each([[10, 150], [11, 200], [16, 200], [17, 250]])('should size the tooltip for %s chars as %s', (n, w) => {
    expect(tooltipWidth(n)).toBe(w);
  });

  it.each([[10000, 20000, '0.00%'], [10050, 20000, '+0.50%'], [9999, 20000, '-0.01%']])('should format range %s', (p, m, want) => {
    expect(formatRange(p, m)).toBe(want);
  });
});
