import { describe, expect, it } from 'vitest';
import { ORDERS, PAIR } from '../../../core/order-panel/edit-order.fixture';
import type { EditFields } from '../../../core/order-panel/edit-order';
import type { ApiAnswer } from '../../../net/api';
import { loginHref, submitEdit, UPDATE_PATH } from './edit-submit';

const ctx = { pair: PAIR, symbolId: 1001, lastPrice: '60000.00', timestamp: 1772452800000, random: 'abcd1234' };
const limit: EditFields = { price: '58100.5', triggerPrice: '', amount: '0.02', total: '1164.32' };

function fake(answer: Partial<ApiAnswer<unknown>>) {
  const calls: { path: string; body: unknown }[] = [];
  const post = async (path: string, body: unknown) => {
    calls.push({ path, body });
    return { success: false, code: 0, msg: '', data: null, ...answer };
  };
  return { calls, post };
}

describe('submitEdit', () => {
  it('should send the signed update body of a limit order and report done', async () => {
    const { calls, post } = fake({ success: true });
    expect(await submitEdit(post, ORDERS.limitBuy, limit, ctx)).toEqual({ kind: 'done' });
    expect(calls).toEqual([{
      path: UPDATE_PATH,
      body: { reqSource: 2, reqNo: 'EB1772452800000abcd1234', symbol: 1001, side: 'buy', type: 'limit', orderId: 3, tradeType: 'spot_market', updatePrice: '58100.5', updateSize: '0.02' },
    }]);
  });

  it.each(['CANCELLED', 'PARTIAL_COMPLETE_AND_CANCELLED'])('should report a post-only order the amend cancelled (answer state %s), not done', async (state) => {
    const { post } = fake({ success: true, data: { orderId: 3, orderIdStr: '3', state } });
    expect(await submitEdit(post, ORDERS.limitBuy, limit, ctx)).toEqual({ kind: 'postOnlyCancelled' });
  });

  it.each(['SUCCESS', 'PARTIAL_COMPLETE', 'COMPLETE'])('should report done when the amended order is %s', async (state) => {
    const { post } = fake({ success: true, data: { orderId: 3, orderIdStr: '3', state } });
    expect(await submitEdit(post, ORDERS.limitBuy, limit, ctx)).toEqual({ kind: 'done' });
  });

  it('should send a trigger order\'s trigger price and its side against the last price', async () => {
    const { calls, post } = fake({ success: true });
    await submitEdit(post, ORDERS.triggerBuyLimit, { price: '61500', triggerPrice: '59000', amount: '0.01', total: '' }, ctx);
    expect(calls[0].body).toMatchObject({ tradeType: 'spot_trigger', updateTriggerPrice: '59000', updateTradeSide: 2, updateMarketAmountType: 2, updatePrice: '61500', updateSize: '0.01' });
  });

  it.each([
    [33124, '', { kind: 'field', field: 'amount', messageKey: 'e_33124', params: {} }],
    [33126, '', { kind: 'field', field: 'total', messageKey: 'e_33126', params: {} }],
    [33125, '', { kind: 'field', field: 'price', messageKey: 'e_33125', params: {} }],
    [33117, 'tradePrice exceeds 9999999999999999', { kind: 'field', field: 'price', messageKey: 'e_33117', params: {} }],
    [33118, 'tradePrice has more than 2 decimals', { kind: 'field', field: 'price', messageKey: 'e_33118', params: {} }],
    [33148, '', { kind: 'field', field: 'amount', messageKey: 'e_33148', params: {} }],
    [-6, 'not logged in', { kind: 'login' }],
    [33102, 'balance not enough', { kind: 'none', code: 33102 }],
    [-1, 'TypeError: Failed to fetch', { kind: 'none', code: -1 }],
  ] as const)('should place a limit order\'s refusal %s', async (code, msg, want) => {
    expect(await submitEdit(fake({ code, msg }).post, ORDERS.limitBuy, limit, ctx)).toEqual(want);
  });

  it('should close on 33148 for a plan order and show the amount-too-low text for its 33124', async () => {
    const fields = { price: '', triggerPrice: '55000', amount: '0.002', total: '' };
    expect(await submitEdit(fake({ code: 33148 }).post, ORDERS.stopSellMarket, fields, ctx)).toEqual({ kind: 'close' });
    expect(await submitEdit(fake({ code: 33124 }).post, ORDERS.stopSellMarket, fields, ctx))
      .toEqual({ kind: 'field', field: 'amount', messageKey: 'validation.lessThanAmount', params: { min: '0.00001', unit: 'BTC' } });
  });
});

describe('loginHref', () => {
  it('should come back to the trade page in the same language', () => {
    expect(loginHref('/trade/de-DE', '?symbol=BTC_USDT', 'de-DE')).toBe('/login?goto=%2Ftrade%2Fde-DE%3Fsymbol%3DBTC_USDT&lang=de-DE');
  });
});
