import { describe, expect, it } from 'vitest';
import { feeFactorRate } from '../../core/order-form/fees';
import { P, RATES } from '../../core/order-form/order-form.fixture';
import { applyPercent, clearSide, editField, emptySide, fillFromBook, sliderPosition, switchKind, withErrors, type LinkEnv } from './form-state';

// maker 0.1 %, taker 0.2 %: the fee factor is 1.002 for a buy
const env: LinkEnv = { p: P, rate: feeFactorRate(RATES), available: '1000.000000' };

describe('order form side state', () => {
  it('should link the total to a typed amount through the fee factor (buy) and without it (sell)', () => {
    let buy = editField(emptySide('buy'), 'price', '100', env);
    buy = editField(buy, 'amount', '1.5', env);
    expect(buy.draft.total).toBe('150.30');
    let sell = editField(emptySide('sell'), 'price', '100', env);
    sell = editField(sell, 'amount', '1.5', env);
    expect(sell.draft.total).toBe('150.00');
  });

  it('should derive the amount from a typed total, rounded down, and keep that entry on a price change', () => {
    let s = editField(emptySide('buy'), 'price', '100', env);
    s = editField(s, 'total', '100.2', env);
    expect(s.draft.amount).toBe('1.000000');
    expect(s.entry).toBe('total');
    s = editField(s, 'price', '50', env);
    expect(s.draft.total).toBe('100.2');
    expect(s.draft.amount).toBe('2.000000');
  });

  it('should fill both fields from a percent, capped at 100, and report the slider position', () => {
    let s = editField(emptySide('sell'), 'price', '100', { ...env, available: '2.00000000' });
    s = applyPercent(s, '50', { ...env, available: '2.00000000' });
    expect([s.draft.amount, s.draft.total, s.percent]).toEqual(['1.000000', '100.00', '50']);
    s = applyPercent(s, '150', { ...env, available: '2.00000000' });
    expect(s.percent).toBe('100');
    expect(sliderPosition(s, env)).toBe(10000);
  });

  it('should put a market buy percent on the total and clear the percent once a field is typed', () => {
    let s = switchKind(emptySide('buy'), 'market', 'limit', env);
    s = applyPercent(s, '25', env);
    expect([s.draft.amount, s.draft.total, s.entry]).toEqual(['', '250.00', 'total']);
    s = editField(s, 'total', '100', env);
    expect(s.percent).toBe('');
    expect(sliderPosition(s, env)).toBe(1000);
  });

  it('should clear the quantity only when switching between priced and market kinds', () => {
    let s = editField(editField(emptySide('buy'), 'price', '100', env), 'amount', '1', env);
    s = switchKind(s, 'limit_maker', 'limit', env);
    expect([s.draft.kind, s.draft.amount, s.draft.price]).toEqual(['limit_maker', '1', '100']);
    s = switchKind(s, 'trigger', 'market', env);
    expect([s.draft.amount, s.draft.total, s.draft.price]).toEqual(['', '', '100']);
  });

  it('should fill price and amount from the book, and a market buy as the matching total', () => {
    const s = fillFromBook(emptySide('buy'), '100.00', '0.500000', env);
    expect([s.draft.price, s.draft.amount, s.draft.total]).toEqual(['100.00', '0.500000', '50.10']);
    const m = fillFromBook(switchKind(emptySide('buy'), 'market', 'limit', env), '100.00', '0.500000', env);
    expect([m.draft.amount, m.draft.total]).toEqual(['', '50.10']);
  });

  it('should keep the first message of a field, clear it on edit, and clear every field after success', () => {
    let s = withErrors(emptySide('buy'), [
      { field: 'price', messageKey: 'validation.nullPrice', params: {} },
      { field: 'price', messageKey: 'e_33117', params: {} },
      { field: 'total', messageKey: 'validation.lessThanTotal', params: { min: '5', unit: 'USDT' } },
    ]);
    expect(s.errors.price?.messageKey).toBe('validation.nullPrice');
    s = editField(s, 'amount', '1', env);
    expect(Object.keys(s.errors)).toEqual(['price']);
    s = clearSide(switchKind(editField(s, 'price', '1', env), 'ioc', 'limit', env));
    expect(s.draft).toEqual({ kind: 'ioc', child: 'limit', side: 'buy', price: '', triggerPrice: '', amount: '', total: '' });
  });
});
