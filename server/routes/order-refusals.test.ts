import { beforeEach, describe, expect, it } from 'vitest';
import { limitBody, reqNo, tradingHarness, type TradingHarness } from './trading.fixture';

/**
 * Every refusal of the order routes leaves the user's balances, loans and open orders exactly
 * as they were, and answers a code the client knows.
 */
describe('order refusals', () => {
  let h: TradingHarness;
  let maker: number;
  let trader: number;

  beforeEach(async () => {
    h = tradingHarness();
    maker = h.user({ BTC: '10', USDT: '1000000' });
    trader = h.user({ BTC: '1', USDT: '1000' });
    await h.post(maker, '/order/spot/submit', limitBody('sell', '60000', '0.5'));
    await h.post(maker, '/order/spot/submit', limitBody('buy', '59000', '0.5'));
    // one open order of the trader, so "open orders unchanged" means something
    expect((await h.post(trader, '/order/spot/submit', limitBody('buy', '50000', '0.001'))).success).toBe(true);
  });

  /** Sends `body` and expects `code` (HTTP `status`) with nothing of the trader changed. */
  async function refused(body: unknown, code: number, status = 200, userId = trader, path = '/order/spot/submit') {
    const before = h.state(userId, ['BTC_USDT']);
    const r = await h.post(userId, path, body);
    expect({ status: r.status, success: r.success, code: r.code }).toEqual({ status, success: false, code });
    expect(r.msg).not.toBe('');
    expect(h.state(userId, ['BTC_USDT'])).toBe(before);
    return r;
  }

  const market = (side: 'buy' | 'sell', over: Record<string, unknown>) => ({
    ...limitBody(side, '1', '1'),
    type: 'market',
    tradePrice: null,
    tradeAmount: null,
    ...over,
  });

  it('should refuse a buy over the balance with 33102', async () => {
    await refused(limitBody('buy', '59000', '0.1'), 33102);
  });

  it('should refuse prices above the maximum or zero with 33117', async () => {
    await refused(limitBody('buy', '99999999999999999', '0.001'), 33117);
    await refused(limitBody('buy', '9999999999999999.01', '0.001'), 33117);
    await refused(limitBody('buy', '0', '0.001'), 33117);
    await refused({ ...limitBody('buy', '61000', '0.001'), planType: 2, triggerPrice: '10000000000000000', tradeSide: 1 }, 33117);
  });

  it('should refuse too many price decimals with 33118 and too many amount decimals with 30001', async () => {
    await refused(limitBody('buy', '50000.123', '0.001'), 33118);
    await refused({ ...limitBody('buy', '61000', '0.001'), planType: 2, triggerPrice: '60000.001', tradeSide: 1 }, 33118);
    const r = await refused(limitBody('buy', '50000', '0.0000001'), 30001, 400);
    expect(r.msg).toContain('tradeAmount');
  });

  it('should refuse a pair restricted in the user country with 33122', async () => {
    const us = h.user({ USDT: '1000' }, { kycCountry: 'US' });
    await refused(limitBody('buy', '0.5', '100', { symbol: 'XRP_USDT' }), 33122, 200, us);
    const viaIp = h.user({ USDT: '1000' }, { ipCountry: 'CA' });
    await refused(limitBody('buy', '0.5', '100', { symbol: 'XRP_USDT' }), 33122, 200, viaIp);
  });

  it('should pass on the engine minimum codes 33124, 33126, 33127, 33129, 33130', async () => {
    await refused(limitBody('buy', '50000', '0.000001'), 33124);
    await refused(limitBody('buy', '100', '0.01'), 33126);
    await refused(market('buy', { notional: '1' }), 33127);
    await refused(market('sell', { size: '0.000001' }), 33129);
    await refused(market('buy', { size: '0.001' }), 33130);
  });

  it('should answer zero amounts with the minimum codes, not a parameter error', async () => {
    await refused(limitBody('buy', '50000', '0'), 33124);
    await refused(market('buy', { notional: '0' }), 33127);
    await refused(market('sell', { size: '0.000' }), 33129);
  });

  it('should answer a trigger order\'s market child below the minimum with the trigger codes 33124 and 33126', async () => {
    await refused(market('sell', { size: '0.000001', planType: 2, triggerPrice: '59000', tradeSide: 2 }), 33124);
    await refused(market('buy', { notional: '1', planType: 2, triggerPrice: '61000', tradeSide: 1 }), 33126);
  });

  it('should refuse a price under the pair minimum with 33125', async () => {
    // DOGE_USDT has a price floor of 0.001 (ticks of 0.00001)
    const doge = h.user({ USDT: '1000' });
    await refused(limitBody('buy', '0.00099', '10000', { symbol: 'DOGE_USDT' }), 33125, 200, doge);
  });

  it('should refuse a market order with no opposite liquidity with 33128', async () => {
    await refused(market('buy', { symbol: 'ETH_USDT', notional: '100' }), 33128);
  });

  it('should refuse the 21st open trigger order with 33133', async () => {
    for (let i = 0; i < 20; i++) {
      const r = await h.post(trader, '/order/spot/submit', { ...limitBody('buy', '61000', '0.001'), planType: 2, triggerPrice: '61000', tradeSide: 1 });
      expect(r.success).toBe(true);
    }
    await refused({ ...limitBody('buy', '61000', '0.001'), planType: 2, triggerPrice: '61000', tradeSide: 1 }, 33133);
  });

  it('should pass on 33148 for an invalid amendment of a market trigger order', async () => {
    const placed = await h.post(trader, '/order/spot/submit', market('buy', { planType: 2, triggerPrice: '61000', tradeSide: 1, notional: '100', marketAmountType: 1 }));
    expect(placed.success).toBe(true);
    const upd = { reqSource: 2, reqNo: reqNo(), symbol: 'BTC_USDT', side: 'buy', type: 'market', orderId: placed.data.orderId, tradeType: 'spot_trigger' };
    await refused({ ...upd, updateSize: '0.001', updateMarketAmountType: 2 }, 33148, 200, trader, '/order/spot/update');
  });

  it('should refuse amend fields that do not apply to the order: 30001, or 33148 for a market plan order\'s amount', async () => {
    const upd = (orderId: number, over: Record<string, unknown>) => ({ reqSource: 2, reqNo: reqNo(), orderId, ...over });
    const update = (body: unknown, code: number, status = 200) => refused(body, code, status, trader, '/order/spot/update');
    const plain = (await h.post(trader, '/entrust-gateway/client/open-orders', { orderMode: 'spot' })).data[0].orderId;
    for (const over of [
      { updateNotional: '0' }, { updateNotional: '0.0' }, { updateNotional: '100' }, { updateNotional: -0 },
      { updateTriggerPrice: '61000' }, { updateTradeSide: 1 }, { updateMarketAmountType: 2 },
      { updatePrice: '50001', updateNotional: '0' },
    ]) {
      await update(upd(plain, over), 30001, 400);
    }
    const planLimit = (await h.post(trader, '/order/spot/submit', { ...limitBody('buy', '61000', '0.001'), planType: 2, triggerPrice: '61000', tradeSide: 1 })).data.orderId;
    await update(upd(planLimit, { updateTriggerPrice: '61500', updateNotional: '0' }), 30001, 400);
    await update(upd(planLimit, { updateTriggerPrice: '61500', updateMarketAmountType: 1 }), 30001, 400);
    const buy = (await h.post(trader, '/order/spot/submit', market('buy', { planType: 2, triggerPrice: '61000', tradeSide: 1, notional: '100', marketAmountType: 1 }))).data.orderId;
    await update(upd(buy, { updateTriggerPrice: '61500', updatePrice: '61000' }), 30001, 400);
    await update(upd(buy, { updateNotional: '100', updateSize: '0', updateMarketAmountType: 1 }), 33148);
    const sell = (await h.post(trader, '/order/spot/submit', market('sell', { planType: 2, triggerPrice: '59000', tradeSide: 2, size: '0.001', marketAmountType: 2 }))).data.orderId;
    await update(upd(sell, { updateSize: '0.001', updateNotional: '0', updateMarketAmountType: 2 }), 33148);
    // what the edit modal sends still passes
    expect((await h.post(trader, '/order/spot/update', upd(planLimit, { updateTriggerPrice: '61500', updateTradeSide: 1, updateMarketAmountType: 2, updatePrice: '61000', updateSize: '0.002' }))).success).toBe(true);
    expect((await h.post(trader, '/order/spot/update', upd(buy, { updateTriggerPrice: '61500', updateTradeSide: 1, updateMarketAmountType: 1, updateNotional: '200' }))).success).toBe(true);
    expect((await h.post(trader, '/order/spot/update', upd(sell, { updateTriggerPrice: '58000', updateTradeSide: 2, updateMarketAmountType: 2, updateSize: '0.002' }))).success).toBe(true);
    expect((await h.post(trader, '/order/spot/update', upd(plain, { updatePrice: '50001', updateSize: '0.001' }))).success).toBe(true);
  });

  it('should refuse a pair in its launch countdown with 30041', async () => {
    await refused(limitBody('buy', '0.5', '100', { symbol: 'NOVA_USDT' }), 30041);
  });

  it('should refuse margin orders on a pair without margin (30005) and without KYC (30032)', async () => {
    await refused(limitBody('buy', '0.1', '100', { symbol: 'TRX_USDT', orderModeCode: 'lever_order' }), 30005);
    const unverified = h.user({ USDT: '1000' }, { kycLevel: 0 });
    const r = await refused(limitBody('buy', '50000', '0.001', { orderModeCode: 'lever_order' }), 30032, 200, unverified);
    expect(r.msg).toMatch(/identity verification/);
  });

  it('should refuse malformed input with 400 code 30001', async () => {
    const good = limitBody('buy', '50000', '0.001');
    const bad: unknown[] = [
      { ...good, side: undefined }, // missing
      { ...good, symbol: undefined },
      { ...good, reqNo: undefined },
      { ...good, tradePrice: undefined }, // limit needs a price
      { ...good, tradeAmount: true }, // wrong type
      { ...good, tradePrice: { v: 1 } },
      { ...good, side: 'BUY' },
      { ...good, type: 'stop' },
      { ...good, tradePrice: '-50000' }, // negative
      { ...good, tradeAmount: -1 },
      { ...good, tradePrice: '5e4' }, // exponent forms
      { ...good, tradeAmount: 1e-7 },
      { ...good, tradePrice: ' 50000' },
      { ...good, tradePrice: '0x10' },
      { ...good, symbol: 'DOGE_EUR' }, // unknown pair
      { ...good, symbol: 'btc_usdt' },
      { ...good, tradeAmount: '1'.repeat(30) }, // huge
      { ...good, planType: 3 },
      { ...good, planType: 2, triggerPrice: '61000' }, // plan order without tradeSide
      { ...good, type: 'ioc', planType: 2, triggerPrice: '61000', tradeSide: 1 },
      { ...good, subOrderModeCode: 'borrow' }, // auto-borrow is margin only
      { ...good, reqNo: 'EB123' },
      market('buy', {}), // market without notional or size
      '{"side": "buy",', // not JSON
      [],
    ];
    for (const body of bad) await refused(body, 30001, 400);
  });

  it('should read code fields in their documented forms only: the number or its digits', async () => {
    const trigger = { ...limitBody('buy', '61000', '0.001'), triggerPrice: '61000', tradeSide: 1 };
    for (const planType of [' 2', '2 ', '+2', '2e0', '0x2', '2.0', '02', '\u00a02', '\ufeff2', '', true]) {
      await refused({ ...trigger, planType }, 30001, 400);
    }
    for (const tradeSide of [' 1', '1e0', '0b1', '']) await refused({ ...trigger, planType: 2, tradeSide }, 30001, 400);
    for (const reqSource of ['2.0', ' 2', '']) await refused({ ...limitBody('buy', '50000', '0.001'), reqSource }, 30001, 400);
    // the documented forms still pass
    expect((await h.post(trader, '/order/spot/submit', { ...trigger, planType: '2' })).success).toBe(true);
    expect((await h.post(trader, '/order/spot/submit', { ...trigger, reqNo: reqNo(), planType: 2 })).success).toBe(true);
  });

  it('should not let another user cancel, amend or see an order (30002)', async () => {
    const mine = (await h.post(trader, '/entrust-gateway/client/open-orders', { orderMode: 'spot' })).data[0];
    const other = h.user({ USDT: '1000' });
    await refused({ orderId: mine.orderId, reqSource: 2, orderModeCode: 'normal_order', planType: 0 }, 30002, 200, other, '/order/spot/cancel');
    await refused({ reqSource: 2, orderId: mine.orderId, updatePrice: '50001', updateSize: '0.001' }, 30002, 200, other, '/order/spot/update');
    const before = h.state(trader);
    expect((await h.post(other, '/order/spot/cancel', { orderId: mine.orderId })).code).toBe(30002);
    expect((await h.post(other, '/order/spot/all/cancel', { orderModeCode: 'normal_order' })).data.count).toBe(0);
    expect(h.state(trader)).toBe(before);
    expect((await h.post(other, '/entrust-gateway/client/open-orders', { orderMode: 'spot' })).data).toEqual([]);
    expect((await h.post(other, '/entrust-gateway/client/order/buy-sell', { orderMode: 'spot', symbol: 'BTC_USDT' })).data).toEqual({ buyInfoList: [], sellInfoList: [] });
  });
});
