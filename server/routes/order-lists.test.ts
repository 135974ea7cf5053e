import { beforeEach, describe, expect, it } from 'vitest';
import { limitBody, T0, tradingHarness, type TradingHarness } from './trading.fixture';

const DAY = 86_400_000;

describe('order list routes', () => {
  let h: TradingHarness;
  let a: number;
  let b: number;
  const ids = (rows: Array<{ orderId: number }>) => rows.map((r) => r.orderId);

  beforeEach(() => {
    h = tradingHarness();
    a = h.user({ BTC: '10', USDT: '1000000' });
    b = h.user({ BTC: '10', USDT: '1000000' });
  });

  async function place(userId: number, n: number, price = 50000): Promise<number[]> {
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      h.clock.now += 1000;
      const r = await h.post(userId, '/order/spot/submit', limitBody('buy', String(price + i), '0.001'));
      expect(r.success).toBe(true);
      out.push(r.data.orderId);
    }
    return out;
  }

  it('should page 25 open orders newest first with an exclusive lastPid cursor', async () => {
    const placed = await place(a, 25);
    await place(b, 3); // never in A's pages
    const pages: number[][] = [];
    let lastPid: number | null = null;
    for (;;) {
      const r = await h.post(a, '/entrust-gateway/client/open-orders', { orderMode: 'spot', tradeType: 'spot_market', symbol: 'BTC_USDT', limit: 11, lastPid, side: null });
      expect(r.success).toBe(true);
      const rows = r.data as Array<{ orderId: number; pid: number }>;
      pages.push(ids(rows.slice(0, 10)));
      if (rows.length <= 10) break;
      lastPid = rows[9].pid;
    }
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);
    expect(pages.flat()).toEqual([...placed].reverse());
  });

  it('should not let user B page, count or mark user A orders', async () => {
    const placed = await place(a, 5);
    const r = await h.post(b, '/entrust-gateway/client/open-orders', { orderMode: 'spot', limit: 50, lastPid: placed[4] + 1 });
    expect(r.data).toEqual([]);
    expect((await h.post(b, '/entrust-gateway/client/order-count', { queryState: 'open' })).data.totalCount).toBe(0);
    expect((await h.post(a, '/entrust-gateway/client/order-count', { queryState: 'open' })).data.totalCount).toBe(5);
    const hist = await h.post(b, '/entrust-gateway/client/history-orders', { orderMode: 'spot', limit: 50 });
    expect(hist.data).toEqual([]);
  });

  it('should filter open orders by side and answer order-book markers best first', async () => {
    await place(a, 3, 50000);
    await h.post(a, '/order/spot/submit', limitBody('sell', '70000', '0.001'));
    await h.post(a, '/order/spot/submit', limitBody('sell', '69000', '0.001'));
    const sells = await h.post(a, '/entrust-gateway/client/open-orders', { orderMode: 'spot', side: 'sell' });
    expect(sells.data.map((o: { price: string }) => o.price)).toEqual(['69000.00', '70000.00']);
    const m = await h.post(a, '/entrust-gateway/client/order/buy-sell', { orderMode: 'spot', symbol: 'BTC_USDT' });
    expect(m.data.buyInfoList.map((x: { price: string }) => x.price)).toEqual(['50002.00', '50001.00', '50000.00']);
    expect(m.data.sellInfoList.map((x: { price: string }) => x.price)).toEqual(['69000.00', '70000.00']);
    expect(typeof m.data.sellInfoList[0].orderId).toBe('string');
  });

  it('should list closed orders in history, hide cancelled ones on request, and keep fills private', async () => {
    const [resting] = await place(b, 1, 60000); // B bids 60000
    const sell = await h.post(a, '/order/spot/submit', limitBody('sell', '60000', '0.0004'));
    const [cancelled] = await place(a, 1, 40000);
    await h.post(a, '/order/spot/cancel', { orderId: cancelled });
    h.clock.now += 1000;

    const hist = (excludeCanceled: boolean) =>
      h.post(a, '/entrust-gateway/client/history-orders', { orderMode: 'spot', tradeType: 'spot_market', symbol: null, startTime: T0 - DAY, endTime: h.clock.now, limit: 11, lastPid: null, excludeCanceled, side: null });
    expect(ids((await hist(false)).data)).toEqual([cancelled, sell.data.orderId]);
    const filled = (await hist(true)).data;
    expect(ids(filled)).toEqual([sell.data.orderId]);
    expect(filled[0]).toMatchObject({ state: 'COMPLETE', filledSize: '0.000400', filledNotional: '24.000000', priceAvg: '60000.00', tradeRole: 'taker' });

    const mine = await h.post(a, '/entrust-gateway/client/order-trades', { orderId: sell.data.orderId });
    expect(mine.data).toHaveLength(1);
    // B sees neither A's fills nor A's order, though B was the counterparty
    expect((await h.post(b, '/entrust-gateway/client/order-trades', { orderId: sell.data.orderId })).data).toEqual([]);
    const bTrades = (await h.post(b, '/entrust-gateway/client/trades', { orderMode: 'spot', limit: 10 })).data;
    expect(bTrades.map((t: { orderId: number; tradeRole: string }) => [t.orderId, t.tradeRole])).toEqual([[resting, 'maker']]);
    // B's resting bid is partly filled: it is open, with its maker role
    const open = (await h.post(b, '/entrust-gateway/client/open-orders', { orderMode: 'spot' })).data;
    expect(open[0]).toMatchObject({ orderId: resting, state: 'PARTIAL_COMPLETE', tradeRole: 'maker', filledSize: '0.000400' });
  });

  it('should keep history to the last 3 months', async () => {
    const [old] = await place(a, 1);
    await h.post(a, '/order/spot/cancel', { orderId: old });
    h.clock.now += 100 * DAY;
    const r = await h.post(a, '/entrust-gateway/client/history-orders', { orderMode: 'spot', startTime: 0, endTime: h.clock.now });
    expect(r.data).toEqual([]);
    h.clock.now -= 20 * DAY;
    const r2 = await h.post(a, '/entrust-gateway/client/history-orders', { orderMode: 'spot', startTime: 0, endTime: h.clock.now });
    expect(ids(r2.data)).toEqual([old]);
  });

  it('should refuse malformed list queries with 400', async () => {
    for (const body of [{ orderMode: 'futures' }, { limit: 0 }, { limit: 1000 }, { lastPid: -1 }, { side: 'long' }, { symbol: 'BTCUSDT' }, { excludeCanceled: 'yes' }]) {
      const r = await h.post(a, '/entrust-gateway/client/history-orders', body);
      expect({ status: r.status, code: r.code }).toEqual({ status: 400, code: 30001 });
    }
  });
});
