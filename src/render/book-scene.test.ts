import { describe, expect, it } from 'vitest';
import { buildBookScene, buySellRatio, clickToFill, hoverSweep, rowsForHeight, type BookView, type SceneInput } from './book-scene';

/** A top() output for `n` levels a side, as src/core/book/types.ts lays it out. */
function makeTop(bids: [number, number][], asks: [number, number][], n = 5): Float64Array {
  const out = new Float64Array(2 + 6 * n);
  out[0] = bids.length;
  out[1] = asks.length;
  const write = (levels: [number, number][], base: number) => {
    let cum = 0;
    levels.forEach(([p, s], i) => { cum += s; out.set([p, s, cum], base + 3 * i); });
  };
  write(bids, 2);
  write(asks, 2 + 3 * n);
  return out;
}

const USDT = { pricePrecision: 2, countPrecision: 4, quoteCoin: 'USDT' };
// Bids 60123.45 × 0.15, 60123.00 × 2, 60120.00 × 0.5; ask 60124.00 × 1.
const BOOK = makeTop([[6012345, 1500], [6012300, 20000], [6012000, 5000]], [[6012400, 10000]]);
const EMPTY = makeTop([], []);
const MAX = Number.MAX_SAFE_INTEGER;

describe('rowsForHeight', () => {
  it.each([
    [undefined, 'both', 30], [Number.NaN, 'sell', 30], [0, 'buy', 30], [-5, 'both', 30],
    [600, 'sell', 30], [610, 'buy', 30], [19, 'sell', 0],
    [600, 'both', 14], // (600 - 40) / 2 / 20
    [1000, 'both', 24], [40, 'both', 0], [20, 'both', 0],
  ] as [number | undefined, BookView, number][])('should give %s px in view %s %i rows a side', (h, view, want) =>
    expect(rowsForHeight(h, view)).toBe(want));
});

describe('buySellRatio', () => {
  it.each([
    ['a full book', BOOK, 20, '72.60', '27.40'], // 26500 / 36500 = 72.6027…
    ['the top row only', BOOK, 1, '13.04', '86.96'], // 1500 / 11500 = 13.043…
    ['an empty book', EMPTY, 20, '50.00', '50.00'],
    ['bids only', makeTop([[100, 3]], []), 20, '100.00', '0.00'],
    ['asks only', makeTop([], [[100, 3]]), 20, '0.00', '100.00'],
    ['a half hundredth', makeTop([[100, 1]], [[101, 19999]]), 20, '0.01', '99.99'], // 0.005% rounds up
    ['huge sizes', makeTop([[1, MAX], [2, MAX]], [[3, MAX]]), 20, '66.67', '33.33'],
  ] as const)('should split %s', (_name, top, n, buy, sell) => {
    const got = buySellRatio(top, n);
    expect([got.buy, got.sell]).toEqual([buy, sell]);
  });

  it('should use only the top 20 rows', () => {
    const bids = Array.from({ length: 25 }, (_, i) => [1000 - i, 1] as [number, number]);
    expect(buySellRatio(makeTop(bids, [[2000, 20]], 25)).buy).toBe('50.00');
  });
});

describe('hoverSweep', () => {
  it.each([
    // 60123.45 × 0.15 + 60123 × 2 = 129264.5175 over 2.15 = 60123.0314…
    ['two bids', BOOK, 'bid', 1, USDT, { rows: 2, averagePrice: '60123.03', amount: '2.1500', quoteTotal: '129.26K' }],
    ['one ask', BOOK, 'ask', 0, USDT, { rows: 1, averagePrice: '60124.00', amount: '1.0000', quoteTotal: '60.12K' }],
    ['past the last row (clamped)', BOOK, 'ask', 99, USDT, { rows: 1, averagePrice: '60124.00', amount: '1.0000', quoteTotal: '60.12K' }],
    // (101 + 100) / 2 = 100.5: half rounds away from zero
    ['a half tick', makeTop([[101, 1], [100, 1]], []), 'bid', 1, { pricePrecision: 0, countPrecision: 0, quoteCoin: 'BTC' },
      { rows: 2, averagePrice: '101', amount: '2', quoteTotal: '201.00000' }],
    // 0.0003 × 0.3 + 0.0001 × 0.1 = 0.0001 over 0.4 = 0.00025 -> 0.0003
    ['tiny prices', makeTop([], [[1, 1], [3, 3]]), 'ask', 1, { pricePrecision: 4, countPrecision: 1, quoteCoin: 'ETH' },
      { rows: 2, averagePrice: '0.0003', amount: '0.4', quoteTotal: '0.00010' }],
  ] as const)('should sum %s', (_name, top, side, row, pair, want) => expect(hoverSweep(top, side, row, pair)).toEqual(want));

  it.each([
    ['an empty book', EMPTY, 0], ['a negative row', BOOK, -1],
  ] as const)('should give null for %s', (_name, top, row) => expect(hoverSweep(top, 'bid', row, USDT)).toBeNull());
});

describe('buildBookScene', () => {
  const input: SceneInput = { top: BOOK, pair: USDT, view: 'both', rowsPerSide: 2, totals: 'base' };

  it('should lay out both sides with base totals and bars against the largest total in view', () => {
    const scene = buildBookScene(input);
    expect(scene.bids.map((r) => [r.price, r.amount, r.total, r.bar])).toEqual([
      ['60123.45', '0.1500', '0.1500', 1500 / 21500],
      ['60123.00', '2.0000', '2.1500', 1],
    ]);
    expect(scene.asks.map((r) => [r.price, r.amount, r.total, r.bar])).toEqual([['60124.00', '1.0000', '1.0000', 10000 / 21500]]);
    expect(scene.changed).toEqual([{ side: 'bid', index: 0 }, { side: 'bid', index: 1 }, { side: 'ask', index: 0 }]);
  });

  it('should show quote totals at the quote precision, shortened', () => {
    const scene = buildBookScene({ ...input, totals: 'quote' });
    expect(scene.bids.map((r) => [r.total, r.bar])).toEqual([['9.01K', 9018517500 / 129264517500], ['129.26K', 1]]);
    expect(scene.asks.map((r) => r.total)).toEqual(['60.12K']);
  });

  it.each([
    ['sell', 0, 1], ['buy', 2, 0],
  ] as const)('should show only one side in view %s', (view, bids, asks) => {
    const scene = buildBookScene({ ...input, view });
    expect([scene.bids.length, scene.asks.length]).toEqual([bids, asks]);
    expect((scene.asks[0] ?? scene.bids[1]).bar).toBe(1);
  });

  it('should report nothing changed for the same book', () => {
    expect(buildBookScene({ ...input, previous: buildBookScene(input) }).changed).toEqual([]);
  });

  it('should report only the row whose size changed', () => {
    const next = makeTop([[6012345, 1500], [6012300, 20000]], [[6012400, 12000]]);
    expect(buildBookScene({ ...input, top: next, previous: buildBookScene(input) }).changed).toEqual([{ side: 'ask', index: 0 }]);
  });

  it('should report a row that vanished', () => {
    const next = makeTop([[6012345, 1500], [6012300, 20000]], []);
    expect(buildBookScene({ ...input, top: next, previous: buildBookScene(input) }).changed).toEqual([{ side: 'ask', index: 0 }]);
  });

  it('should build an empty scene from an empty book', () => {
    expect(buildBookScene({ ...input, top: EMPTY })).toEqual({ view: 'both', bids: [], asks: [], changed: [] });
  });

  it('should stay exact for the largest safe prices and sizes', () => {
    const scene = buildBookScene({ ...input, top: makeTop([[MAX, MAX]], []), pair: { pricePrecision: 0, countPrecision: 0, quoteCoin: 'USDT' }, totals: 'quote' });
    expect(scene.bids[0]).toMatchObject({ price: '9007199254740991', amount: '9007199.25B', total: '81129638414606663681390.49B', bar: 1 });
  });
});

describe('clickToFill', () => {
  it.each([
    ['bid', { priceTicks: 6012300, cumLots: 21500 }, USDT, { side: 'sell', price: '60123.00', amount: '2.1500' }],
    ['ask', { priceTicks: 6012400, cumLots: 10000 }, USDT, { side: 'buy', price: '60124.00', amount: '1.0000' }],
    // the form gets the full amount, never the shortened display
    ['ask', { priceTicks: 1, cumLots: 12345678 }, { pricePrecision: 8, countPrecision: 3, quoteCoin: 'BTC' },
      { side: 'buy', price: '0.00000001', amount: '12345.678' }],
  ] as const)('should fill a click on a %s row with the reversed side', (side, row, pair, want) =>
    expect(clickToFill(row, side, pair)).toEqual(want));
});
