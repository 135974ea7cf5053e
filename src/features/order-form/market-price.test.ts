import { describe, expect, it } from 'vitest';
import type { BookView } from '../../state/book';
import { bestOppositePrice } from './market-price';

/** A published book of 3 rows a side: [bidRows, askRows, bids…, asks…], prices in ticks. */
function view(bids: [number, number][], asks: [number, number][], info: Partial<BookView['info']> = {}): Pick<BookView, 'levels' | 'info'> {
  const rows = 3;
  const levels = new Float64Array(2 + 6 * rows);
  levels[0] = bids.length;
  levels[1] = asks.length;
  bids.forEach(([p, s], i) => levels.set([p, s, 0], 2 + 3 * i));
  asks.forEach(([p, s], i) => levels.set([p, s, 0], 2 + 3 * rows + 3 * i));
  return { levels, info: { symbol: 'BTC_USDT', precision: 2, step: 1, pricePrecision: 2, countPrecision: 6, seq: 1, checksum: 0, synced: true, rows, ...info } };
}

describe('best opposite price', () => {
  // a thin book: one small ask at 66,000, bids at 60,000 and 59,000
  const thin = view([[6_000_000, 10_000], [5_900_000, 5_000_000]], [[6_600_000, 1_000]]);

  it('should answer the best ask for a buy and the best bid for a sell, however deep the order', () => {
    expect(bestOppositePrice('buy', 'BTC_USDT', thin)).toBe(6_600_000);
    expect(bestOppositePrice('sell', 'BTC_USDT', thin)).toBe(6_000_000);
  });

  it('should answer NaN for an empty opposite side', () => {
    expect(bestOppositePrice('buy', 'BTC_USDT', view([[6_000_000, 1]], []))).toBeNaN();
  });

  it('should know nothing of another pair\'s book, a book out of sync, or before the first frame', () => {
    expect(bestOppositePrice('buy', 'ETH_USDT', thin)).toBeUndefined();
    expect(bestOppositePrice('buy', 'BTC_USDT', view([], [[1, 1]], { synced: false }))).toBeUndefined();
    expect(bestOppositePrice('buy', 'BTC_USDT', { levels: null, info: thin.info })).toBeUndefined();
  });
});
