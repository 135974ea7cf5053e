import { describe, expect, it } from 'vitest';
import { formatDown } from '../order-form/exact';
import { confirmDisabled, editDraft, editRefusalOf, heldByOrder, isEditable, prefillEdit, shownEditErrors, validateEdit, type EditFields } from './edit-order';
import { ORDERS, PAIR, RATES } from './edit-order.fixture';

const ctx = { pair: PAIR, rates: RATES, wallet: { quote: '10.000000', base: '0.00100000' } };
const fields = (over: Partial<EditFields>): EditFields => ({ price: '', triggerPrice: '', amount: '', total: '', ...over });

describe('isEditable', () => {
  it.each([
    ['limit', 'spot_market', true], ['limit_maker', 'spot_market', true], ['market', 'spot_market', false], ['ioc', 'spot_market', false],
    ['market', 'spot_trigger', true], ['limit', 'spot_stop', true],
  ] as const)('should allow editing %s %s: %s', (type, tradeType, want) => expect(isEditable({ type, tradeType })).toBe(want));
});

describe('editDraft', () => {
  it.each([
    ['limitBuy', { kind: 'limit', child: 'limit', side: 'buy' }],
    ['limitSellPartly', { kind: 'limit', child: 'limit', side: 'sell' }],
    ['triggerBuyLimit', { kind: 'trigger', child: 'limit', side: 'buy' }],
    ['triggerBuyMarket', { kind: 'trigger', child: 'market', side: 'buy' }],
    ['stopSellMarket', { kind: 'stop_limit', child: 'market', side: 'sell' }],
  ] as const)('should map %s to the order form kind %j', (name, want) => {
    expect(editDraft(ORDERS[name], fields({}))).toMatchObject(want);
  });
});

describe('prefillEdit', () => {
  it.each([
    ['limitBuy', { price: '58000.00', triggerPrice: '', amount: '0.010000', total: '581.16' }],
    ['limitSellPartly', { price: '61000.00', triggerPrice: '', amount: '0.020000', total: '1220.00' }],
    ['triggerBuyLimit', { price: '61500.00', triggerPrice: '61000.00', amount: '0.010000', total: '616.23' }],
    ['triggerBuyMarket', { price: '', triggerPrice: '61000.00', amount: '', total: '100.00' }],
    ['stopSellMarket', { price: '', triggerPrice: '55000.00', amount: '0.002000', total: '' }],
  ] as const)('should open %s with %j', (name, want) => expect(prefillEdit(ORDERS[name], ctx)).toEqual(want));
});

describe('heldByOrder', () => {
  it.each([
    ['limitBuy', '581.160000'],
    ['limitSellPartly', '0.020000'],
    ['triggerBuyLimit', '0.000000'],
    ['triggerBuyMarket', '0.000000'],
    ['stopSellMarket', '0.002000'],
    ['stopBuyMarket', '100.000000'],
  ] as const)('should count %s as holding %s', (name, want) => expect(formatDown(heldByOrder(ORDERS[name], ctx, 6), 6)).toBe(want));
});

const err = (field: string, ns: string, messageKey: string, reason: string, params: Record<string, string> = {}) => ({ field, ns, messageKey, params, reason });

describe('validateEdit', () => {
  it.each([
    ['limit buy unchanged', 'limitBuy', fields({ price: '58000.00', amount: '0.010000', total: '581.16' }), []],
    ['limit buy within its own funds + 10 USDT', 'limitBuy', fields({ price: '58000.00', amount: '0.0101', total: '587.03' }), []],
    ['limit buy past them', 'limitBuy', fields({ price: '58000.00', amount: '0.0102', total: '592.78' }),
      [err('total', 'order', 'validation.balanceNotEnough', 'balance_not_enough', { currency: 'USDT' })]],
    ['limit buy at price 0', 'limitBuy', fields({ price: '0', amount: '0.01', total: '0' }), [err('price', 'order', 'validation.nullPrice', 'null_price')]],
    ['limit buy above the maximum price', 'limitBuy', fields({ price: '99999999999999999', amount: '0.01', total: '1' }),
      [err('price', 'order', 'validation.priceExceedsLimit', 'price_exceeds_limit', { limit: '9999999999999999' })]],
    ['limit sell at its filled size', 'limitSellPartly', fields({ price: '61000', amount: '0.005' }),
      [err('amount', 'panel', 'edit.amountNotAboveFilled', 'amount_not_above_filled')]],
    ['limit sell below its filled size', 'limitSellPartly', fields({ price: '61000', amount: '0.004' }),
      [err('amount', 'panel', 'edit.amountNotAboveFilled', 'amount_not_above_filled')]],
    ['limit sell just above it', 'limitSellPartly', fields({ price: '61000', amount: '0.005001' }), []],
    ['limit sell of 0', 'limitSellPartly', fields({ price: '61000', amount: '0' }), [err('amount', 'order', 'validation.nullAmount', 'null_amount')]],
    ['limit sell up to balance + size', 'limitSellPartly', fields({ price: '61000', amount: '0.021' }), []],
    ['limit sell past balance + size', 'limitSellPartly', fields({ price: '61000', amount: '0.021001' }),
      [err('amount', 'order', 'validation.balanceNotEnough', 'balance_not_enough', { currency: 'BTC' })]],
    ['trigger order: no balance check', 'triggerBuyLimit', fields({ price: '61500', triggerPrice: '61000', amount: '1' }), []],
    ['trigger price 0', 'triggerBuyLimit', fields({ price: '61500', triggerPrice: '0', amount: '0.01' }),
      [err('triggerPrice', 'order', 'validation.nullTriggerPrice', 'null_trigger_price')]],
    ['stop market sell within balance + size', 'stopSellMarket', fields({ triggerPrice: '55000', amount: '0.003' }), []],
    ['stop market sell past it', 'stopSellMarket', fields({ triggerPrice: '55000', amount: '0.003001' }),
      [err('amount', 'order', 'validation.balanceNotEnough', 'balance_not_enough', { currency: 'BTC' })]],
    ['stop market sell below the minimum count', 'stopSellMarket', fields({ triggerPrice: '55000', amount: '0.000009' }),
      [err('amount', 'order', 'validation.lessThanAmount', 'less_than_amount', { min: '0.00001', unit: 'BTC' })]],
    ['stop market buy: minimum after the fee', 'stopBuyMarket', fields({ triggerPrice: '62000', total: '5.01' }),
      [err('total', 'order', 'validation.lessThanTotal', 'less_than_total', { min: '5', unit: 'USDT' })]],
    ['stop market buy just enough after the fee', 'stopBuyMarket', fields({ triggerPrice: '62000', total: '5.02' }), []],
    ['stop market buy past balance + budget', 'stopBuyMarket', fields({ triggerPrice: '62000', total: '110.01' }),
      [err('total', 'order', 'validation.balanceNotEnough', 'balance_not_enough', { currency: 'USDT' })]],
  ] as const)('should check %s', (_n, name, f, want) => {
    expect(validateEdit(ORDERS[name], f, ctx)).toEqual(want);
  });
});

describe('validateEdit: matched depth of a plan\'s market child (section 5 "Edit modal, trigger/stop orders")', () => {
  it.each([
    ['a stop market sell, no bids', 'stopSellMarket', fields({ triggerPrice: '55000', amount: '0.002' }), NaN, [err('amount', 'order', 'validation.priceTooHighOrLow', 'price_too_high_or_low')]],
    ['a trigger market buy, no asks', 'triggerBuyMarket', fields({ triggerPrice: '61000', total: '100' }), NaN, [err('total', 'order', 'validation.priceTooHighOrLow', 'price_too_high_or_low')]],
    ['a stop market sell, bids there', 'stopSellMarket', fields({ triggerPrice: '55000', amount: '0.002' }), 5_500_000, []],
    ['a stop market sell, the book not known', 'stopSellMarket', fields({ triggerPrice: '55000', amount: '0.002' }), undefined, []],
    ['a trigger limit order, no asks', 'triggerBuyLimit', fields({ price: '61500', triggerPrice: '61000', amount: '0.01' }), NaN, []],
    ['a limit order, no asks', 'limitBuy', fields({ price: '58000', amount: '0.01', total: '581.16' }), NaN, []],
  ] as const)('should judge %s', (_n, name, f, marketPrice, want) => {
    expect(validateEdit(ORDERS[name], f, { ...ctx, marketPrice })).toEqual(want);
  });
});

describe('shownEditErrors', () => {
  const errorsOf = (name: keyof typeof ORDERS, f: EditFields) => validateEdit(ORDERS[name], f, ctx);
  const shown = (name: keyof typeof ORDERS, f: EditFields, changed: string[], submitted = false) =>
    shownEditErrors(errorsOf(name, f), new Set(changed as never[]), submitted).map((e) => [e.field, e.reason]);

  it('should show "enter a valid price" as a price of 0 is typed, while Confirm is disabled', () => {
    const f = fields({ price: '0', amount: '0.010000', total: '0.00' });
    expect(confirmDisabled(ORDERS.limitBuy, f)).toBe(true);
    expect(shown('limitBuy', f, ['price', 'total'])).toEqual([['price', 'null_price']]);
  });

  it('should show "exceeds" for a price above the maximum, whose total cannot be read', () => {
    const f = fields({ price: '99999999999999999', amount: '0.010000', total: '' });
    expect(confirmDisabled(ORDERS.limitBuy, f)).toBe(true);
    expect(shown('limitBuy', f, ['price', 'total'])).toEqual([['price', 'price_exceeds_limit']]);
  });

  it('should show a trigger price of 0 and one above the maximum on the trigger price', () => {
    expect(shown('triggerBuyLimit', fields({ price: '61500', triggerPrice: '0', amount: '0.01' }), ['triggerPrice'])).toEqual([['triggerPrice', 'null_trigger_price']]);
    expect(shown('triggerBuyLimit', fields({ price: '61500', triggerPrice: '10000000000000000', amount: '0.01' }), ['triggerPrice'])).toEqual([['triggerPrice', 'price_exceeds_limit']]);
  });

  it('should keep the rules of untouched fields for Confirm, and show them all after it', () => {
    const f = fields({ price: '0', amount: '0', total: '0.00' });
    expect(shown('limitBuy', f, [])).toEqual([]);
    expect(shown('limitBuy', f, ['amount'])).toEqual([['amount', 'null_amount']]);
    expect(shown('limitBuy', f, [], true)).toEqual([['price', 'null_price'], ['amount', 'null_amount']]);
  });
});

describe('confirmDisabled', () => {
  it.each([
    ['limit, all set', 'limitBuy', fields({ price: '58000', amount: '0.01', total: '581.16' }), false],
    ['limit, no price', 'limitBuy', fields({ price: '', amount: '0.01', total: '581.16' }), true],
    ['limit, amount 0', 'limitBuy', fields({ price: '58000', amount: '0', total: '581.16' }), true],
    ['limit, total 0.00', 'limitBuy', fields({ price: '58000', amount: '0.01', total: '0.00' }), true],
    ['market buy plan, all set', 'triggerBuyMarket', fields({ triggerPrice: '61000', total: '100' }), false],
    ['market buy plan, no trigger price', 'triggerBuyMarket', fields({ triggerPrice: '', total: '100' }), true],
    ['market buy plan, no total', 'triggerBuyMarket', fields({ triggerPrice: '61000', total: '' }), true],
    ['market sell plan, amount set', 'stopSellMarket', fields({ triggerPrice: '55000', amount: '0.002' }), false],
    ['market sell plan, amount empty', 'stopSellMarket', fields({ triggerPrice: '55000', amount: '' }), true],
  ] as const)('should disable confirm for %s: %s', (_n, name, f, want) => expect(confirmDisabled(ORDERS[name], f)).toBe(want));
});

describe('editRefusalOf', () => {
  const limit = fields({ price: '58000', amount: '0.01' });
  it.each([
    ['33148 on a plan order closes', 33148, '', 'stopSellMarket', { kind: 'close' }],
    ['33148 on a plain order: amount', 33148, '', 'limitBuy', { kind: 'field', field: 'amount', messageKey: 'e_33148', params: {} }],
    ['-6: login', -6, 'not logged in', 'limitBuy', { kind: 'login' }],
    ['33117 on the price', 33117, 'tradePrice exceeds 9999999999999999', 'limitBuy', { kind: 'field', field: 'price', messageKey: 'e_33117', params: {} }],
    ['33118 on the trigger price', 33118, 'triggerPrice has more than 2 decimals', 'triggerBuyLimit', { kind: 'field', field: 'triggerPrice', messageKey: 'e_33118', params: {} }],
    ['33124 plain: amount', 33124, '', 'limitBuy', { kind: 'field', field: 'amount', messageKey: 'e_33124', params: {} }],
    ['33124 plan: the amount-too-low text', 33124, '', 'stopSellMarket', { kind: 'field', field: 'amount', messageKey: 'validation.lessThanAmount', params: { min: '0.00001', unit: 'BTC' } }],
    ['33125: price', 33125, '', 'limitBuy', { kind: 'field', field: 'price', messageKey: 'e_33125', params: {} }],
    ['33126: total', 33126, '', 'limitBuy', { kind: 'field', field: 'total', messageKey: 'e_33126', params: {} }],
    ['33102: not shown', 33102, '', 'limitBuy', { kind: 'none' }],
    ['30001: not shown', 30001, '', 'limitBuy', { kind: 'none' }],
  ] as const)('should place %s', (_n, code, msg, name, want) => {
    expect(editRefusalOf(code, msg, ORDERS[name], limit, PAIR)).toEqual(want);
  });
});
