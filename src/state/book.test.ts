import { describe, expect, it } from 'vitest';
import { bestOppositePrice, type BookView } from './book';

/** A published book of 3 rows a side laid out as OrderBook.top does, with the frame's best prices. */
function view(bids: [number, number][], asks: [number, number][], info: Partial<BookView['info']> = {}): BookView {
  const rows = 3;
  const levels = new Float64Array(2 + 6 * rows);
  levels[0] = bids.length;
  levels[1] = asks.length;
  bids.forEach(([p, s], i) => levels.set([p, s, 0], 2 + 3 * i));
  asks.forEach(([p, s], i) => levels.set([p, s, 0], 2 + 3 * rows + 3 * i));
  const best = { bid: bids[0]?.[0] ?? NaN, ask: asks[0]?.[0] ?? NaN };
  return { levels, info: { symbol: 'BTC_USDT', precision: 2, step: 1, pricePrecision: 2, countPrecision: 6, seq: 1, checksum: 0, synced: true, rows, best, ...info } };
}

describe('best opposite price', () => {
  // a thin book: one small ask at 66,000, bids at 60,000 and 59,000
  const thin = view([[6_000_000, 10_000], [5_900_000, 5_000_000]], [[6_600_000, 1_000]]);

  it('should answer the best ask for a buy and the best bid for a sell, however deep the order', () => {
    expect(bestOppositePrice('buy', 'BTC_USDT', thin)).toBe(6_600_000);
    expect(bestOppositePrice('sell', 'BTC_USDT', thin)).toBe(6_000_000);
  });

  it('should answer the true best price, not the edge of a grouped row', () => {
    // DOGE_USDT grouped at 0.01 (step 100 ticks of 0.0001): the best ask 0.1224 shows in the
    // 0.13 row and the best bid 0.1196 in the 0.11 row, each far from the real price
    const grouped = view([[1_100, 5]], [[1_300, 5]], { symbol: 'DOGE_USDT', precision: 2, step: 100, pricePrecision: 4, best: { bid: 1_196, ask: 1_224 } });
    expect(bestOppositePrice('buy', 'DOGE_USDT', grouped)).toBe(1_224);
    expect(bestOppositePrice('sell', 'DOGE_USDT', grouped)).toBe(1_196);
  });

  it('should answer NaN for an empty opposite side', () => {
    expect(bestOppositePrice('buy', 'BTC_USDT', view([[6_000_000, 1]], []))).toBeNaN();
  });

  it('should know nothing of another pair\'s book, or while the best prices are not known', () => {
    expect(bestOppositePrice('buy', 'ETH_USDT', thin)).toBeUndefined();
    expect(bestOppositePrice('buy', 'BTC_USDT', view([], [[1, 1]], { synced: false, best: null }))).toBeUndefined();
  });
});
