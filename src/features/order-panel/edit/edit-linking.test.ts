import { describe, expect, it } from 'vitest';
import { ORDERS, PAIR, RATES } from '../../../core/order-panel/edit-order.fixture';
import type { EditFields } from '../../../core/order-panel/edit-order';
import { changedFields, linkEdit, shownFields } from './edit-linking';

const ctx = { pair: PAIR, rates: RATES };
const f = (over: Partial<EditFields>): EditFields => ({ price: '', triggerPrice: '', amount: '', total: '', ...over });

describe('linkEdit', () => {
  it('should set a buy total from price x amount x (1 + the larger rate), rounded down', () => {
    const next = linkEdit(ORDERS.limitBuy, f({ price: '58000.00', amount: '0.010000', total: '581.16' }), 'amount', '0.02', ctx);
    expect(next).toEqual(f({ price: '58000.00', amount: '0.02', total: '1162.32' }));
  });

  it('should set the total again when the price changes, keeping the amount', () => {
    const next = linkEdit(ORDERS.limitBuy, f({ price: '58000.00', amount: '0.01', total: '581.16' }), 'price', '59000', ctx);
    expect(next).toEqual(f({ price: '59000', amount: '0.01', total: '591.18' }));
  });

  it('should set a sell amount from a typed total without the fee factor', () => {
    const next = linkEdit(ORDERS.limitSellPartly, f({ price: '61000.00', amount: '0.02', total: '1220.00' }), 'total', '610', ctx);
    expect(next).toEqual(f({ price: '61000.00', amount: '0.010000', total: '610' }));
  });

  it('should clear the linked field while the price is empty', () => {
    expect(linkEdit(ORDERS.limitBuy, f({ price: '58000', amount: '0.01', total: '581.16' }), 'price', '', ctx).total).toBe('');
  });

  it('should leave a limit plan order\'s total alone when only the trigger price changes', () => {
    const start = f({ price: '61500.00', triggerPrice: '61000.00', amount: '0.01', total: '616.23' });
    expect(linkEdit(ORDERS.triggerBuyLimit, start, 'triggerPrice', '60000', ctx)).toEqual({ ...start, triggerPrice: '60000' });
  });

  it('should not link a market plan order\'s one entry field', () => {
    const start = f({ triggerPrice: '61000.00', total: '100.00' });
    expect(linkEdit(ORDERS.triggerBuyMarket, start, 'total', '120', ctx)).toEqual({ ...start, total: '120' });
  });
});

describe('shownFields', () => {
  it.each([
    ['limitBuy', ['price', 'amount', 'total']],
    ['triggerBuyLimit', ['triggerPrice', 'price', 'amount', 'total']],
    ['triggerBuyMarket', ['triggerPrice', 'total']],
    ['stopSellMarket', ['triggerPrice', 'amount']],
  ] as const)('should show %s as %j', (name, want) => expect(shownFields(ORDERS[name])).toEqual(want));
});

describe('changedFields', () => {
  it('should list the fields that differ', () => {
    expect(changedFields(f({ price: '1', amount: '2' }), f({ price: '1', amount: '3', total: '4' }))).toEqual(['amount', 'total']);
  });
});
