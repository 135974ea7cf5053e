import { describe, expect, it } from 'vitest';
import { topLength } from '../core/book/types';
import { hitTest } from './depth-hit-scene';
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

const opts = { width: 400, height: 300, levels: 20, pricePrecision: 2, countPrecision: 2 };
// Mid 100.00, half span 200 ticks over 200 px; yMax = 400 lots over 300 px.
const known = buildDepthScene(top([[9900, 100], [9800, 200]], [[10100, 50], [10200, 250]]), opts);

describe('buildDepthScene', () => {
  it('should place the known book exactly', () => {
    expect(known.midText).toBe('100.00');
    expect(known.yMax).toBe(400);
    expect(known.bids.line).toEqual([100, 300, 100, 225, 0, 225, 0, 75]);
    expect(known.asks.line).toEqual([300, 300, 300, 262.5, 400, 262.5, 400, 75]);
    expect(known.yLabels).toEqual([
      { at: 300, text: '0.00' }, { at: 240, text: '0.80' }, { at: 180, text: '1.60' },
      { at: 120, text: '2.40' }, { at: 60, text: '3.20' }, { at: 0, text: '4.00' },
    ]);
    expect(known.priceLabels).toEqual([{ at: 100, text: '99.00' }, { at: 300, text: '101.00' }]);
  });

  it('should draw nothing for an empty book', () => {
    const s = buildDepthScene(top([], []), opts);
    expect(s.bids.line).toEqual([]);
    expect(s.asks.line).toEqual([]);
    expect(s.midText).toBe('');
    expect(s.priceLabels).toEqual([]);
    expect(s.yLabels.map((l) => l.text)).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00', '0.00']);
    expect(hitTest(s, 100, 100)).toBeNull();
  });

  it('should centre on the best bid when the asks are empty', () => {
    const s = buildDepthScene(top([[9900, 300], [9800, 300]], []), opts);
    expect(s.midText).toBe('99.00');
    expect(s.bids.line).toEqual([200, 300, 200, 187.5, 0, 187.5, 0, 75]);
    expect(s.asks.line).toEqual([]);
    expect(hitTest(s, 300, 100)).toBeNull();
  });

  it('should show one extra decimal for a half-tick mid and cap the levels', () => {
    const s = buildDepthScene(top([[9900, 1], [9800, 1]], [[9901, 1]]), { ...opts, levels: 1, width: 100 });
    expect(s.midText).toBe('99.005');
    expect(s.bids.prices).toEqual([9900]);
    expect(s.priceLabels).toHaveLength(1);
  });
});
