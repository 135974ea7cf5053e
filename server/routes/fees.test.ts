import { beforeEach, describe, expect, it } from 'vitest';
import { discounted } from './fees';
import { limitBody, tradingHarness, type TradingHarness } from './trading.fixture';

describe('fee routes', () => {
  let h: TradingHarness;
  let trader: number;

  beforeEach(() => {
    h = tradingHarness();
    trader = h.user({ USDT: '100' });
  });

  it('should answer the user rates, the pair class rates and the deduction terms', async () => {
    const r = await h.get(trader, '/spot-fee/queryUserFee', { symbolId: 1006, timestamp: h.clock.now });
    expect(r.data).toEqual({
      makerRate: '0.001',
      takerRate: '0.002',
      makerRate1: '0.0025', // XRP_USDT is fee class B
      takerRate1: '0.0025',
      discountMakerRate: '0.00075',
      discountTakerRate: '0.0015',
      deductionDiscount: '0.75',
      decuction: 0,
      level: 'B',
      userRateType: 0,
      coinType: 'BMX',
    });
    const rate = await h.get(trader, '/spot-fee/queryUserSpotTradeFeeRate', { symbolId: 1001 });
    expect(rate.data).toEqual({ symbolId: 1001, makerRate: '0.001', takerRate: '0.002', feeRateName: 'A' });
    expect((await h.get(trader, '/spot-fee/queryUserFee', { symbolId: 999999 })).status).toBe(400);
  });

  it('should switch fee deduction on and off, and refuse pro and svip users with 30040', async () => {
    expect(await h.post(trader, '/spot-fee/user/updateDecuction', { deduction: 1, timestamp: h.clock.now })).toMatchObject({ success: true, data: { decuction: 1 } });
    expect((await h.get(trader, '/spot-fee/queryUserFee')).data.decuction).toBe(1);
    expect(await h.post(trader, '/spot-fee/user/updateDecuction', { deduction: 0 })).toMatchObject({ success: true, data: { decuction: 0 } });
    for (const userRateType of [1, 2] as const) {
      const vip = h.user({}, { userRateType });
      const r = await h.post(vip, '/spot-fee/user/updateDecuction', { deduction: 1 });
      expect(r).toMatchObject({ success: false, code: 30040 });
      expect(r.msg).toMatch(/cannot be switched on/);
      expect(h.store.userById(vip)?.deduction).toBe(false);
    }
    expect((await h.post(trader, '/spot-fee/user/updateDecuction', { deduction: 2 })).status).toBe(400);
    for (const deduction of [' 1', '+1', '0b1', '0x1', '1e0', '1.0', '\u00a01', '\ufeff1', '', ' ', true]) {
      const r = await h.post(trader, '/spot-fee/user/updateDecuction', { deduction });
      expect({ deduction, status: r.status, code: r.code }).toEqual({ deduction, status: 400, code: 30001 });
    }
    expect(h.store.userById(trader)?.deduction).toBe(false);
    expect(await h.post(trader, '/spot-fee/user/updateDecuction', { deduction: '1' })).toMatchObject({ success: true, data: { decuction: 1 } });
  });

  it('should make the engine charge fees in BMX once deduction is switched on', async () => {
    const maker = h.user({ BMX: '1000', USDT: '1000', BTC: '1' });
    const taker = h.user({ BMX: '1000', USDT: '1000' });
    // BMX needs a last price against USDT for the fee to be valued
    await h.post(maker, '/order/spot/submit', limitBody('sell', '0.25', '100', { symbol: 'BMX_USDT' }));
    await h.post(taker, '/order/spot/submit', limitBody('buy', '0.25', '100', { symbol: 'BMX_USDT' }));
    expect(await h.post(taker, '/spot-fee/user/updateDecuction', { deduction: 1 })).toMatchObject({ success: true });
    await h.post(maker, '/order/spot/submit', limitBody('sell', '60000', '0.01'));
    const buy = await h.post(taker, '/order/spot/submit', limitBody('buy', '60000', '0.01'));
    expect(buy.success).toBe(true);
    const fills = await h.post(taker, '/entrust-gateway/client/order-trades', { orderId: buy.data.orderId });
    expect(fills.data).toHaveLength(1);
    expect(fills.data[0]).toMatchObject({ feeCoinName: 'BMX' });
  });

  it('should answer no vouchers for paper accounts', async () => {
    const r = await h.get(trader, '/benefit-center/front/voucherQuery/queryAvailableAmount', { coinId: 1, timestamp: h.clock.now });
    expect(r).toMatchObject({ success: true, data: { availableAmount: '0' } });
    expect((await h.get(trader, '/benefit-center/front/voucherQuery/queryAvailableAmount', { coinId: 'x' })).status).toBe(400);
  });

  it('should discount a rate exactly', () => {
    expect(discounted('0.0025')).toBe('0.001875');
    expect(discounted('0')).toBe('0');
  });
});
