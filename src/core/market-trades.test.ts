import { describe, expect, it } from 'vitest';
import { TRADE_SLOTS as FRAME_TRADE_SLOTS } from '../market-feed/frame';
import { TradeRing } from '../market-feed/trade-ring';
import type { TradeTuple } from '../protocol/messages';
import { formatTradeTime, rowsAbove, TRADE_SLOTS, tradeRows, TradeRowsMemo, type TradeRow } from './market-trades';

const T = Date.UTC(2024, 0, 2, 3, 4, 5); // 2024-01-02 03:04:05 UTC
const precision = { pricePrecision: 2, countPrecision: 4 };

/** The array the worker publishes, built by the real ring from trades oldest first. */
function published(trades: TradeTuple[], rows = 50): Float64Array {
  const ring = new TradeRing(rows);
  ring.push(trades);
  return ring.write(rows);
}

const TRADES: TradeTuple[] = [
  [1, 6012345, 15000, 1, T],
  [2, 6012300, 12345678, 0, T + 1000],
  [3, 6012400, 10000000, 1, T + 61_000],
  [4, 100, 123456789012, 0, T + 3_600_000],
];

describe('tradeRows', () => {
  it('should match the worker layout of market-feed/frame.ts', () => {
    expect(TRADE_SLOTS).toBe(FRAME_TRADE_SLOTS);
  });

  it('should give rows newest first with price, amount, local time and taker side', () => {
    expect(tradeRows(published(TRADES), { ...precision, utcOffsetMinutes: 480 }, 50)).toEqual([
      { id: 4, price: '1.00', amount: '12.34M', time: '12:04:05', side: 'sell' },
      { id: 3, price: '60124.00', amount: '1000.0000', time: '11:05:06', side: 'buy' },
      { id: 2, price: '60123.00', amount: '1.23K', time: '11:04:06', side: 'sell' },
      { id: 1, price: '60123.45', amount: '1.5000', time: '11:04:05', side: 'buy' },
    ]);
  });

  it.each([
    [0, []],
    [-1, []],
    [2, [4, 3]],
    [2.9, [4, 3]],
    [10, [4, 3, 2, 1]],
  ])('should cap rows at limit %s', (limit, ids) => {
    expect(tradeRows(published(TRADES), precision, limit).map((r) => r.id)).toEqual(ids);
  });

  it('should give no rows for an empty ring', () => {
    expect(tradeRows(published([]), precision, 50)).toEqual([]);
  });

  it('should show amounts at count precision 0 and prices at precision 0', () => {
    const rows = tradeRows(published([[9, 42, 999, 1, 0]]), { pricePrecision: 0, countPrecision: 0 }, 5);
    expect(rows).toEqual([{ id: 9, price: '42', amount: '999', time: '00:00:00', side: 'buy' }]);
  });

  it('should skip malformed trades and never read past the held count', () => {
    const arr = new Float64Array(1 + 3 * TRADE_SLOTS);
    arr.set([3, 7, 1.5, 10, 1, T, 6, 100, NaN, 0, T, 5, 100, 20000, 0, T]);
    expect(tradeRows(arr, precision, 10)).toEqual([{ id: 5, price: '1.00', amount: '2.0000', time: '03:04:05', side: 'sell' }]);
    arr[0] = 99; // a count larger than the array holds
    expect(tradeRows(arr, precision, 10)).toHaveLength(1);
  });

  it.each([
    ['pricePrecision', { pricePrecision: -1, countPrecision: 2 }],
    ['countPrecision', { pricePrecision: 2, countPrecision: 1.5 }],
  ])('should refuse a bad %s', (_name, opts) => {
    expect(() => tradeRows(published(TRADES), opts, 5)).toThrow(RangeError);
  });
});

describe('formatTradeTime', () => {
  it.each([
    [T, 0, '03:04:05'],
    [T, 480, '11:04:05'],
    [T, 330, '08:34:05'],
    [T, -300, '22:04:05'],
    [0, -60, '23:00:00'],
    [T + 999, 0, '03:04:05'],
    [Date.UTC(2024, 0, 2, 23, 59, 59), 60, '00:59:59'],
    [NaN, 0, '--:--:--'],
  ])('should show %s at offset %s as %s', (time, offset, text) => {
    expect(formatTradeTime(time, offset)).toBe(text);
  });
});

describe('rowsAbove', () => {
  const row = (id: number, price = `${60000 + id}.00`): TradeRow => ({ id, price, amount: '0.01000', time: '12:00:00', side: id % 2 === 0 ? 'buy' : 'sell' });
  const list = (...ids: number[]) => ids.map((id) => row(id));

  it('should count the rows that came in above the last drawn top row', () => {
    expect(rowsAbove(row(7), list(10, 9, 8, 7, 6), 30)).toBe(3);
    expect(rowsAbove(row(7), list(7, 6, 5), 30)).toBe(0);
  });

  it('should ask for a whole repaint when nothing was drawn, the old top is gone or past the rows shown', () => {
    expect(rowsAbove(undefined, list(3, 2, 1), 30)).toBe(-1);
    // trades of another ring (a resync) below the old top's id
    expect(rowsAbove(row(7), list(12, 11, 5, 4), 30)).toBe(-1);
    // more new trades than rows fit: everything shown is new
    expect(rowsAbove(row(7), list(12, 11, 10, 9, 8, 7), 3)).toBe(-1);
  });

  it('should ask for a whole repaint when the same trade reads differently (precision or time zone changed)', () => {
    expect(rowsAbove(row(7, '60007.0'), [row(8), row(7)], 30)).toBe(-1);
  });
});

describe('TradeRowsMemo', () => {
  it('should format a version once and give the same rows to every caller of it', () => {
    const memo = new TradeRowsMemo();
    const trades = published(TRADES);
    const first = memo.rowsOf(7, trades, precision, 50);
    expect(first).toEqual(tradeRows(trades, precision, 50));
    trades.fill(0); // the array went back to the worker: the rows of version 7 stay as formatted
    expect(memo.rowsOf(7, trades, precision, 50)).toBe(first);
  });

  it('should format again for a new version, precision, time zone or limit', () => {
    const memo = new TradeRowsMemo();
    const trades = published(TRADES);
    let rows = memo.rowsOf(1, trades, precision, 50);
    for (const [version, opts, limit] of [
      [2, precision, 50],
      [2, { ...precision, pricePrecision: 1 }, 50],
      [2, { ...precision, pricePrecision: 1, utcOffsetMinutes: 60 }, 50],
      [2, { ...precision, pricePrecision: 1, utcOffsetMinutes: 60 }, 2],
    ] as const) {
      const next = memo.rowsOf(version, trades, opts, limit);
      expect(next).not.toBe(rows);
      expect(next).toEqual(tradeRows(trades, opts, limit));
      rows = next;
    }
  });
});
