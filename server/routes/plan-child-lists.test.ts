import { beforeEach, describe, expect, it } from 'vitest';
import { limitBody, T0, tradingHarness, type TradingHarness } from './trading.fixture';

const DAY = 86_400_000;

/**
 * A fired trigger order as the panel's calls see it (spec order-panel sections 2-4 and 7):
 * the plan order is closed ("triggered") and its child is an ordinary limit order.
 */
describe('a fired plan order in the order lists', () => {
  let h: TradingHarness;
  let a: number;
  let plan: number;
  let child: number;

  const open = async (tradeType: string) => (await h.post(a, '/entrust-gateway/client/open-orders', { orderMode: 'spot', tradeType, symbol: null, limit: 11, lastPid: null, side: null })).data;
  const count = async () => (await h.post(a, '/entrust-gateway/client/order-count', { queryState: 'open' })).data;
  const history = async (tradeType: string) =>
    (await h.post(a, '/entrust-gateway/client/history-orders', { orderMode: 'spot', tradeType, symbol: null, startTime: T0 - DAY, endTime: h.clock.now, limit: 11, lastPid: null, excludeCanceled: false, side: null })).data;

  beforeEach(async () => {
    h = tradingHarness();
    a = h.user({ USDT: '1000000' });
    const b = h.user({ USDT: '1000000' });
    const c = h.user({ BTC: '10' });
    // last price 60000; 0.001 BTC left offered at 60000
    await h.post(c, '/order/spot/submit', limitBody('sell', '60000', '0.002'));
    await h.post(b, '/order/spot/submit', limitBody('buy', '60000', '0.001'));
    h.clock.now += 1000;
    // a trigger limit buy that fires at once (60000 <= 60000): its child takes 0.001, rests 0.001
    const r = await h.post(a, '/order/spot/submit', limitBody('buy', '60000', '0.002', { planType: 2, triggerPrice: '60000', tradeSide: 2 }));
    expect(r.success).toBe(true);
    plan = r.data.orderId;
    h.clock.now += 1000;
    [{ orderId: child }] = await open('spot_market');
  });

  it('should list and count the resting child under limit/market, with its plan’s trigger price', async () => {
    expect(await open('spot_trigger')).toEqual([]);
    expect(await open('spot_market')).toMatchObject([
      { orderId: child, parentOrderId: plan, planType: 0, tradeType: 'spot_market', type: 'limit', triggerPrice: '60000.00', state: 'PARTIAL_COMPLETE', filledSize: '0.001000' },
    ]);
    expect(await count()).toEqual({ totalCount: 1, limitMarketCount: 1, triggerOrderCount: 0, stopLimitCount: 0 });
  });

  it('should edit the child as a limit order and cancel it with the limit/market tab’s cancel all', async () => {
    const upd = await h.post(a, '/order/spot/update', { reqSource: 2, orderId: child, symbol: 'BTC_USDT', side: 'buy', type: 'limit', tradeType: 'spot_market', updatePrice: '59000', updateSize: '0.003' });
    expect(upd.success).toBe(true);
    expect(await open('spot_market')).toMatchObject([{ orderId: child, price: '59000.00', size: '0.003000', triggerPrice: '60000.00' }]);
    const all = await h.post(a, '/order/spot/all/cancel', { reqSource: 2, orderModeCode: 'normal_order', symbol: null, planType: 0 });
    expect(all.data.orderIds).toEqual([String(child)]);
    expect((await count()).totalCount).toBe(0);
  });

  it('should show the fired plan as one history row carrying its child’s fills', async () => {
    await h.post(a, '/order/spot/cancel', { orderId: child });
    h.clock.now += 1000;
    const rows = await history('spot_trigger');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      orderId: plan, childOrderId: child, state: 'COMPLETE', triggerPrice: '60000.00', price: '60000.00', size: '0.002000',
      filledSize: '0.001000', filledNotional: '60.000000', priceAvg: '60000.00', tradeRole: 'taker',
    });
    expect((await history('spot_market')).map((r: { orderId: number }) => r.orderId)).not.toContain(child);
    // the fills carry the plan's id, the one its history row shows: in its expander and in trade history
    const fills = (await h.post(a, '/entrust-gateway/client/order-trades', { orderId: plan })).data;
    expect(fills.map((f: { orderId: number; price: string; size: string }) => [f.orderId, f.price, f.size])).toEqual([[plan, '60000.00', '0.001000']]);
    const trades = (await h.post(a, '/entrust-gateway/client/trades', { orderMode: 'spot', symbol: 'BTC_USDT', startTime: T0 - DAY, endTime: h.clock.now, limit: 10 })).data;
    expect(trades.map((f: { orderId: number; orderIdStr?: string }) => f.orderId)).toEqual([plan]);
    // and the orders-with-fills list (the chart's grouping) names the same order
    const filled = (await h.post(a, '/entrust-gateway/client/filled-orders', { orderMode: 'spot', symbol: 'BTC_USDT', startTime: T0 - DAY, endTime: h.clock.now, limit: 10 })).data;
    expect(filled.map((o: { orderId: number }) => o.orderId)).toContain(plan);
    expect(filled.map((o: { orderId: number }) => o.orderId)).not.toContain(child);
  });

  it('should hide, when hiding cancelled, a fired plan whose child was cancelled before anything filled, still "triggered" otherwise', async () => {
    // fires at once (last 60000 <= 60000) and rests at 50000, far below the asks
    const r = await h.post(a, '/order/spot/submit', limitBody('buy', '50000', '0.001', { planType: 2, triggerPrice: '60000', tradeSide: 2 }));
    const unfilled = r.data.orderId;
    h.clock.now += 1000;
    const [{ orderId: unfilledChild }] = (await open('spot_market')).filter((o: { parentOrderId: number }) => o.parentOrderId === unfilled);
    await h.post(a, '/order/spot/cancel', { orderId: unfilledChild });
    await h.post(a, '/order/spot/cancel', { orderId: child }); // partly filled: stays
    h.clock.now += 1000;
    const listed = async (excludeCanceled: boolean) =>
      (await h.post(a, '/entrust-gateway/client/history-orders', { orderMode: 'spot', tradeType: 'spot_trigger', symbol: null, startTime: T0 - DAY, endTime: h.clock.now, limit: 11, lastPid: null, excludeCanceled, side: null })).data
        .map((o: { orderId: number; state: string }) => [o.orderId, o.state]);
    expect(await listed(false)).toEqual([[unfilled, 'COMPLETE'], [plan, 'COMPLETE']]);
    expect(await listed(true)).toEqual([[plan, 'COMPLETE']]);
  });
});
