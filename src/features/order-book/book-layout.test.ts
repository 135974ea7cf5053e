import { describe, expect, it } from 'vitest';
import { layoutBook, RATIO_BAR_PX, rowAt, rowTop, sweepBand } from './book-layout';

const base = { width: 300, height: 464, view: 'both' as const, switched: false, ratioBar: true };

describe('layoutBook', () => {
  it('should fit 20 px rows a side around a 40 px strip above the ratio bar', () => {
    // 464 - 24 (ratio) = 440; (440 - 40) / 2 / 20 = 10 rows a side
    const l = layoutBook(base);
    expect(l.rowsPerSide).toBe(10);
    expect(l.blocks).toEqual([{ side: 'ask', top: 0, bestAtBottom: true }, { side: 'bid', top: 240, bestAtBottom: false }]);
    expect(l.stripY).toBe(200);
    expect(l.ratioY).toBe(464 - RATIO_BAR_PX);
    expect(l.columns).toEqual({ price: 8, amount: 192, total: 292 });
  });

  it('should put the best ask just above the strip and the best bid just below it', () => {
    const l = layoutBook(base);
    expect(rowTop(l, 'ask', 0)).toBe(180);
    expect(rowTop(l, 'ask', 9)).toBe(0);
    expect(rowTop(l, 'bid', 0)).toBe(240);
    expect(rowTop(l, 'bid', 9)).toBe(420);
    expect(rowTop(l, 'bid', 10)).toBeNull();
  });

  it('should swap the sides when switched', () => {
    const l = layoutBook({ ...base, switched: true });
    expect(rowTop(l, 'bid', 0)).toBe(180);
    expect(rowTop(l, 'ask', 0)).toBe(240);
  });

  it('should give one side the whole height but the strip in a single view', () => {
    const sell = layoutBook({ ...base, view: 'sell', ratioBar: false });
    expect(sell.rowsPerSide).toBe(21); // (464 - 40) / 20
    expect(rowTop(sell, 'ask', 0)).toBe(400);
    expect(sell.stripY).toBe(420);
    expect(rowTop(sell, 'bid', 0)).toBeNull();
    const buy = layoutBook({ ...base, view: 'buy', ratioBar: false, switched: true });
    expect(buy.stripY).toBe(0);
    expect(rowTop(buy, 'bid', 0)).toBe(40);
  });

  it('should draw nothing in a panel too small for a row', () => {
    expect(layoutBook({ ...base, height: 0 }).rowsPerSide).toBe(0);
    expect(layoutBook({ ...base, view: 'buy', height: 50 }).rowsPerSide).toBe(0);
  });
});

describe('rowAt and sweepBand', () => {
  const l = layoutBook(base);

  it('should map a y inside a row to that row and the strip to nothing', () => {
    expect(rowAt(l, 185)).toEqual({ side: 'ask', index: 0 });
    expect(rowAt(l, 0)).toEqual({ side: 'ask', index: 9 });
    expect(rowAt(l, 210)).toBeNull();
    expect(rowAt(l, 259.9)).toEqual({ side: 'bid', index: 0 });
    expect(rowAt(l, 260)).toEqual({ side: 'bid', index: 1 });
    expect(rowAt(l, 445)).toBeNull();
    expect(rowAt(l, -1)).toBeNull();
  });

  it('should span from the best row to the hovered one', () => {
    expect(sweepBand(l, 'ask', 2)).toEqual({ y: 140, height: 60 });
    expect(sweepBand(l, 'bid', 0)).toEqual({ y: 240, height: 20 });
    expect(sweepBand(l, 'bid', 3)).toEqual({ y: 240, height: 80 });
    expect(sweepBand(layoutBook({ ...base, view: 'sell' }), 'bid', 0)).toBeNull();
  });
});
