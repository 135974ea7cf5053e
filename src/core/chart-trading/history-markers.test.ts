import { describe, expect, it } from 'vitest';
import { historyMarkers, historyPage, HISTORY_PAGE_SIZE, type FilledRow } from './history-markers';

const T0 = Date.UTC(2026, 10, 27, 12, 0);
const fill = (over: Partial<FilledRow>): FilledRow => ({
  orderId: 1, symbol: 'BTC_USDT', side: 'buy', createTime: T0, priceAvg: '60000', size: '0.01', notional: '600', fee: '0.00001', feeCoinName: 'BTC', ...over,
});

describe('historyMarkers', () => {
  it('should put each fill on the candle it fell in, one marker per candle and side', () => {
    const markers = historyMarkers([
      fill({ orderId: 1, createTime: T0 + 60_000 }),
      fill({ orderId: 2, createTime: T0 + 14 * 60_000 }),
      fill({ orderId: 3, createTime: T0 + 15 * 60_000 }),
      fill({ orderId: 4, side: 'sell', createTime: T0 + 5 * 60_000 }),
    ], '15');
    expect(markers.map((m) => [m.time - T0, m.side, m.rows.map((r) => r.orderId)])).toEqual([
      [0, 'buy', [2, 1]],
      [0, 'sell', [4]],
      [15 * 60_000, 'buy', [3]],
    ]);
  });

  it('should align weekly candles on Mondays and monthly ones on the first', () => {
    const [week] = historyMarkers([fill({ createTime: T0 })], '1W'); // a Friday
    expect(new Date(week.time).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    const [month] = historyMarkers([fill({ createTime: T0 })], '1M');
    expect(new Date(month.time).toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });

  it('should skip a row without a time', () => {
    expect(historyMarkers([fill({ createTime: Number.NaN })], '1')).toEqual([]);
  });
});

describe('historyPage', () => {
  it('should page a marker\'s fills 8 at a time', () => {
    const rows = Array.from({ length: 19 }, (_, n) => fill({ orderId: n, createTime: T0 + n }));
    const [marker] = historyMarkers(rows, '1D');
    expect(historyPage(marker, 1).rows.map((r) => r.orderId)).toEqual([18, 17, 16, 15, 14, 13, 12, 11]);
    expect(historyPage(marker, 3)).toEqual({ rows: marker.rows.slice(16), pages: 3 });
    expect(historyPage(marker, 1).rows).toHaveLength(HISTORY_PAGE_SIZE);
  });
});
