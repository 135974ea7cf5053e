import { describe, expect, it } from 'vitest';
import { topLength } from '../../core/book/types';
import { buildBookScene } from '../../render/book-scene';
import { layoutBook } from './book-layout';
import { fillFor, keepTarget, targetAt, tooltipFigures, tooltipPlacement } from './book-hover';

const pair = { pricePrecision: 2, countPrecision: 4, quoteCoin: 'USDT' };

/** A top() array for 3 rows a side: [bids, asks, bid triples…, ask triples…]. */
function top(bids: number[][], asks: number[][]): Float64Array {
  const out = new Float64Array(topLength(3));
  out[0] = bids.length;
  out[1] = asks.length;
  let cum = 0;
  bids.forEach(([p, s], i) => out.set([p, s, (cum += s)], 2 + 3 * i));
  cum = 0;
  asks.forEach(([p, s], i) => out.set([p, s, (cum += s)], 11 + 3 * i));
  return out;
}

const book = top([[5_999_900, 10_000], [5_999_800, 30_000]], [[6_000_100, 5_000], [6_000_200, 15_000], [6_000_400, 2_000]]);
const layout = layoutBook({ width: 300, height: 464, view: 'both', switched: false, ratioBar: true });
const scene = buildBookScene({ top: book, pair, view: 'both', rowsPerSide: layout.rowsPerSide, totals: 'base' });

describe('book hover', () => {
  it('should target the row under the pointer only where a level is drawn', () => {
    expect(targetAt(layout, scene, 185)).toEqual({ side: 'ask', index: 0 });
    expect(targetAt(layout, scene, 262)).toEqual({ side: 'bid', index: 1 });
    expect(targetAt(layout, scene, 282)).toBeNull(); // bid row 2: no level
    expect(targetAt(layout, scene, 5)).toBeNull(); // ask row 9: no level
    expect(targetAt(layout, null, 185)).toBeNull();
  });

  it('should average the rows from the best up to the hovered one, weighted by size', () => {
    // (60001 × 0.5 + 60002 × 1.5) / 2 = 60001.75; Σ quote 120003.5 shortened
    expect(tooltipFigures(book, { side: 'ask', index: 1 }, pair)).toEqual({
      side: 'ask', rows: 2, averagePrice: '60001.75', amount: '2.0000', quoteTotal: '120.00K',
    });
    expect(tooltipFigures(book, { side: 'bid', index: 0 }, pair)).toMatchObject({ rows: 1, averagePrice: '59999.00', amount: '1.0000' });
  });

  it('should drop a hover whose row went away', () => {
    const thin = buildBookScene({ top: top([[5_999_900, 10_000]], []), pair, view: 'both', rowsPerSide: 10, totals: 'base' });
    expect(keepTarget({ side: 'bid', index: 1 }, thin)).toBeNull();
    expect(keepTarget({ side: 'bid', index: 0 }, thin)).toEqual({ side: 'bid', index: 0 });
    expect(keepTarget({ side: 'ask', index: 0 }, thin)).toBeNull();
  });

  it('should fill the opposite side with the row price and cumulative amount', () => {
    expect(fillFor(scene, { side: 'bid', index: 1 }, pair, 'BTC_USDT', 7)).toEqual({
      symbol: 'BTC_USDT', at: 7, side: 'sell', price: '59998.00', amount: '4.0000',
    });
    expect(fillFor(scene, { side: 'ask', index: 2 }, pair, 'BTC_USDT', 8)).toMatchObject({ side: 'buy', price: '60004.00', amount: '2.2000' });
    expect(fillFor(scene, { side: 'ask', index: 3 }, pair, 'BTC_USDT', 9)).toBeNull();
  });

  it('should place the tooltip beside the book level with the row, inside the viewport', () => {
    const host = { left: 10, top: 100, width: 300, height: 464 };
    // ask 0 is at y 180: centre 290 - 30
    expect(tooltipPlacement(layout, { side: 'ask', index: 0 }, host, { width: 160, height: 60 }, { width: 1280, height: 800 }))
      .toEqual({ left: 316, top: 260 });
    // no room on the right: to the left of the book, clamped at 0
    expect(tooltipPlacement(layout, { side: 'ask', index: 0 }, host, { width: 160, height: 60 }, { width: 400, height: 800 }).left).toBe(0);
    expect(tooltipPlacement(layout, { side: 'bid', index: 9 }, host, { width: 160, height: 60 }, { width: 1280, height: 540 }).top).toBe(480);
  });
});
