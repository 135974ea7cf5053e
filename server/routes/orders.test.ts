import { beforeEach, describe, expect, it } from 'vitest';
import { limitBody, reqNo, T0, tradingHarness, type TradingHarness } from './trading.fixture';

/** Every order kind through POST /gw-api/order/spot/submit, seen in open orders or fills. */
describe('order placement routes', () => {
  let h: TradingHarness;
  let maker: number;
  let trader: number;

  const open = async (userId: number, tradeType = 'spot_market') =>
    (await h.post(userId, '/entrust-gateway/client/open-orders', { orderMode: 'spot', tradeType, symbol: null, limit: 51, side: null })).data;

  beforeEach(async () => {
    h = tradingHarness();
    maker = h.user({ BTC: '10', USDT: '1000000' });
    trader = h.user({ BTC: '1', USDT: '100000' });
    // resting liquidity: asks at 60000, bids at 59000
    expect((await h.post(maker, '/order/spot/submit', limitBody('sell', '60000', '0.5'))).success).toBe(true);
    expect((await h.post(maker, '/order/spot/submit', limitBody('buy', '59000', '0.5'))).success).toBe(true);
  });

  it('should place a limit order and list it with decimal strings', async () => {
    const r = await h.post(trader, '/order/spot/submit', limitBody('buy', '58000.5', '0.01'));
    expect(r).toMatchObject({ status: 200, success: true, code: 0 });
    expect(r.data.orderIdStr).toBe(String(r.data.orderId));
    const rows = await open(trader);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      orderId: r.data.orderId,
      entrustIdStr: String(r.data.orderId),
      pid: r.data.orderId,
      symbol: 'BTC/USDT',
      symbolName: 'BTC_USDT',
      type: 'limit',
      side: 'buy',
      price: '58000.50',
      size: '0.010000',
      filledSize: '0.000000',
      priceAvg: '0',
      state: 'SUCCESS',
      tradeType: 'spot_market',
      marketAmountType: 0,
      createTime: T0,
    });
  });

  it('should answer submits only once they are committed, the submits of one turn sharing a commit', async () => {
    const persist = h.deps.commit;
    const seen: number[][] = []; // open order ids on disk at each commit's end
    h.deps.commit = () => {
      persist();
      seen.push(h.store.loadSnapshot().openOrders.filter((o) => o.userId === trader).map((o) => o.orderId));
    };
    const answers = await Promise.all([0, 1, 2].map((i) => h.post(trader, '/order/spot/submit', limitBody('buy', String(58000 + i), '0.01'))));
    h.deps.commit = persist;
    expect(answers.map((a) => a.success)).toEqual([true, true, true]);
    expect(seen).toHaveLength(1);
    expect(seen[0].sort()).toEqual(answers.map((a) => a.data.orderId).sort());
  });

  it('should place a post-only order that rests on the book', async () => {
    const r = await h.post(trader, '/order/spot/submit', limitBody('sell', '61000', '0.02', { type: 'limit_maker' }));
    expect(r.success).toBe(true);
    expect((await open(trader))[0]).toMatchObject({ type: 'limit_maker', side: 'sell', price: '61000.00' });
    expect(r.data.state).toBe('SUCCESS');
  });

  it('should answer a post-only order that would take with its state CANCELLED, so the page can say so', async () => {
    const r = await h.post(trader, '/order/spot/submit', limitBody('buy', '60000', '0.02', { type: 'limit_maker' }));
    expect(r).toMatchObject({ success: true, data: { orderIdStr: String(r.data.orderId), state: 'CANCELLED' } });
    expect(await open(trader)).toHaveLength(0);
  });

  it('should answer an amend with the order\'s state: a post-only order amended to a price that would take is CANCELLED', async () => {
    const placed = await h.post(trader, '/order/spot/submit', limitBody('buy', '58000', '0.02', { type: 'limit_maker' }));
    const id = placed.data.orderId;
    const amend = (updatePrice: string) => h.post(trader, '/order/spot/update', {
      reqSource: 2, reqNo: reqNo(), symbol: 1001, side: 'buy', type: 'limit_maker', orderId: id, tradeType: 'spot_market', updatePrice,
    });
    expect(await amend('58500')).toMatchObject({ success: true, data: { orderId: id, orderIdStr: String(id), state: 'SUCCESS' } });
    expect(await amend('60000')).toMatchObject({ success: true, data: { orderId: id, state: 'CANCELLED' } });
    expect(await open(trader)).toHaveLength(0);
  });

  it('should fill an IOC order against the book and show its fills', async () => {
    const r = await h.post(trader, '/order/spot/submit', limitBody('buy', '60000', '0.01', { type: 'ioc' }));
    expect(r.success).toBe(true);
    expect(await open(trader)).toHaveLength(0);
    const fills = (await h.post(trader, '/entrust-gateway/client/order-trades', { orderId: r.data.orderId })).data;
    expect(fills).toHaveLength(1);
    expect(fills[0]).toMatchObject({ orderId: r.data.orderId, price: '60000.00', size: '0.010000', notional: '600.000000', tradeRole: 'taker', side: 'buy' });
  });

  it('should fill a market buy by notional and a market sell by size', async () => {
    const buy = await h.post(trader, '/order/spot/submit', {
      ...limitBody('buy', '0', '0'),
      type: 'market',
      tradePrice: undefined,
      tradeAmount: undefined,
      notional: '120',
      marketAmountType: 1,
    });
    expect(buy).toMatchObject({ success: true });
    const sell = await h.post(trader, '/order/spot/submit', { ...limitBody('sell', '0', '0'), type: 'market', tradePrice: null, tradeAmount: null, size: '0.001', marketAmountType: 2 });
    expect(sell).toMatchObject({ success: true });
    const trades = (await h.post(trader, '/entrust-gateway/client/trades', { orderMode: 'spot', symbol: 'BTC_USDT', limit: 10 })).data;
    expect(trades.map((t: { orderId: number; price: string }) => [t.orderId, t.price])).toEqual([
      [sell.data.orderId, '59000.00'],
      [buy.data.orderId, '60000.00'],
    ]);
    const filled = (await h.post(trader, '/entrust-gateway/client/filled-orders', { orderMode: 'spot', symbol: 'BTC_USDT' })).data;
    expect(filled.map((o: { orderId: number }) => o.orderId)).toEqual([sell.data.orderId, buy.data.orderId]);
    expect(filled[1]).toMatchObject({ type: 'market', marketAmountType: 1, notional: '120.000000', priceAvg: '60000.00', tradeRole: 'taker' });
  });

  it('should place trigger orders (limit and market) and a stop limit, each in its tab', async () => {
    const plan = (over: Record<string, unknown>) => h.post(trader, '/order/spot/submit', { ...limitBody('buy', '61500', '0.01'), ...over });
    const tl = await plan({ planType: 2, triggerPrice: '61000', tradeSide: 1 });
    const tm = await plan({ planType: 2, type: 'market', tradePrice: null, tradeAmount: null, notional: '100', triggerPrice: '61000', tradeSide: 1, marketAmountType: 1 });
    const sl = await plan({ planType: 1, triggerPrice: '58000', tradeSide: 2, tradePrice: '57900' });
    for (const r of [tl, tm, sl]) expect(r).toMatchObject({ success: true, code: 0 });
    const triggers = await open(trader, 'spot_trigger');
    expect(triggers.map((o: { orderId: number }) => o.orderId)).toEqual([tm.data.orderId, tl.data.orderId]);
    expect(triggers[0]).toMatchObject({ type: 'market', triggerPrice: '61000.00', tradeSide: 1, planType: 2, notional: '100.000000' });
    const stops = await open(trader, 'spot_stop');
    expect(stops).toHaveLength(1);
    expect(stops[0]).toMatchObject({ orderId: sl.data.orderId, price: '57900.00', triggerPrice: '58000.00', planType: 1 });
    const count = await h.post(trader, '/entrust-gateway/client/order-count', { queryState: 'open' });
    expect(count.data).toEqual({ totalCount: 3, limitMarketCount: 0, triggerOrderCount: 2, stopLimitCount: 1 });
  });

  it('should answer a repeated reqNo with the original answer and place only once', async () => {
    const body = limitBody('buy', '58000', '0.01');
    const first = await h.post(trader, '/order/spot/submit', body);
    const again = await h.post(trader, '/order/spot/submit', body);
    expect(again).toEqual(first);
    expect(await open(trader)).toHaveLength(1);
    // another user may use the same number
    const other = await h.post(maker, '/order/spot/submit', body);
    expect(other.success).toBe(true);
    expect(other.data.orderId).not.toBe(first.data.orderId);
  });

  it('should amend a limit order and cancel it', async () => {
    const placed = await h.post(trader, '/order/spot/submit', limitBody('buy', '58000', '0.01'));
    const id = placed.data.orderId;
    const upd = await h.post(trader, '/order/spot/update', {
      reqSource: 2, reqNo: reqNo(), symbol: 1001, side: 'buy', type: 'limit', orderId: id, tradeType: 'spot_market', updatePrice: '58100', updateSize: '0.02',
    });
    expect(upd).toMatchObject({ success: true, data: { orderId: id } });
    expect((await open(trader))[0]).toMatchObject({ price: '58100.00', size: '0.020000' });
    const cancel = await h.post(trader, '/order/spot/cancel', { orderId: id, reqSource: 2, orderModeCode: 'normal_order', planType: 0 });
    expect(cancel).toMatchObject({ success: true, data: { orderId: id, state: 'CANCELLED' } });
    expect(await open(trader)).toHaveLength(0);
    const again = await h.post(trader, '/order/spot/cancel', { orderId: id, reqSource: 2, orderModeCode: 'normal_order', planType: 0 });
    expect(again).toMatchObject({ success: false, code: 30003 });
    const late = await h.post(trader, '/order/spot/update', { reqSource: 2, reqNo: reqNo(), orderId: id, updatePrice: '58200' });
    expect(late).toMatchObject({ success: false, code: 30003 });
    const unknown = await h.post(trader, '/order/spot/update', { reqSource: 2, reqNo: reqNo(), orderId: 999999, updatePrice: '58200' });
    expect(unknown).toMatchObject({ success: false, code: 30002 });
  });

  it('should cancel all orders of a kind, of a pair', async () => {
    await h.post(trader, '/order/spot/submit', limitBody('buy', '58000', '0.01'));
    await h.post(trader, '/order/spot/submit', limitBody('buy', '57000', '0.01'));
    await h.post(trader, '/order/spot/submit', { ...limitBody('buy', '61500', '0.01'), planType: 2, triggerPrice: '61000', tradeSide: 1 });
    const r = await h.post(trader, '/order/spot/all/cancel', { reqSource: 2, orderModeCode: 'normal_order', symbol: 'BTC_USDT', planType: 0 });
    expect(r).toMatchObject({ success: true, data: { count: 2 } });
    expect(await open(trader)).toHaveLength(0);
    expect(await open(trader, 'spot_trigger')).toHaveLength(1);
  });

  it('should refuse visitors with 401 code -6 on every call', async () => {
    const before = h.state(trader);
    const submit = await h.post(undefined, '/order/spot/submit', limitBody('buy', '58000', '0.01'));
    expect(submit).toMatchObject({ status: 401, success: false, code: -6 });
    for (const path of ['/asset-gateway/spot/balance', '/spot-fee/queryUserFee', '/asset-gateway/leverage/balance/position']) {
      expect(await h.get(undefined, path)).toMatchObject({ status: 401, code: -6 });
    }
    expect(await h.post(undefined, '/entrust-gateway/client/open-orders', {})).toMatchObject({ status: 401, code: -6 });
    expect(h.state(trader)).toBe(before);
  });
});
