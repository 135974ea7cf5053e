import { describe, expect, it } from 'vitest';
import { readExact } from '../../core/order-form/exact';
import { spendable } from '../../core/order-form/linking';
import { draft, P, RATES } from '../../core/order-form/order-form.fixture';
import type { OrderDraft } from '../../core/order-form/types';
import { sideFacts, type FactsInput } from './form-facts';
import { emptySide, type SideState } from './form-state';

const WALLET = { quote: '1000.000000', base: '0.50000000' };
const state = (over: Partial<OrderDraft>): SideState => ({ ...emptySide(over.side ?? 'buy'), draft: draft(over) });
const input = (over: Partial<OrderDraft>, more: Partial<FactsInput> = {}): FactsInput => {
  const side = over.side ?? 'buy';
  return { side, state: state(over), env: { p: P, rate: readExact('0.002')!, available: side === 'buy' ? WALLET.quote : WALLET.base }, wallet: WALLET, lastPrice: '60000', rates: RATES, feeShown: true, ...more };
};

describe('side facts under the inputs', () => {
  it('should follow the price and amount: max buy at the price, the fee of the amount', () => {
    expect(sideFacts(input({ price: '60000', amount: '0.01' }))).toEqual({ availableText: '1000.000000', borrowableText: '', max: { text: '0.016633', estimate: false }, feeText: '1.200000' });
    expect(sideFacts(input({ price: '30000', amount: '0.02' })).max.text).toBe('0.033266');
    expect(sideFacts(input({ price: '', amount: '' }))).toMatchObject({ max: { text: '' }, feeText: '' });
  });

  it('should give a sell its base and a market buy an estimate at the last price', () => {
    expect(sideFacts(input({ side: 'sell', price: '60000', amount: '0.1' }))).toMatchObject({ availableText: '0.50000000', max: { text: '0.500000', estimate: false }, feeText: '12.000000' });
    expect(sideFacts(input({ kind: 'market', total: '100' }))).toMatchObject({ max: { text: '0.016633', estimate: true }, feeText: '0.200000' });
  });

  it('should show in auto-borrow what can be spent including what can be borrowed', () => {
    const available = spendable('buy', WALLET, { subMode: 'borrow', loanMax: { quote: '9000.000000', base: '0' }, borrowMin: { quote: '10', base: '0.0002' } });
    const facts = sideFacts(input({ price: '60000' }, { env: { p: P, rate: readExact('0.002')!, available } }));
    expect(facts).toMatchObject({ availableText: '10000.000000', borrowableText: '9000.000000', max: { text: '0.166333' } });
  });

  it('should show no fee where fees are not shown, and dashes before the wallet loads', () => {
    expect(sideFacts(input({ price: '60000', amount: '0.01' }, { feeShown: false })).feeText).toBeNull();
    expect(sideFacts(input({ price: '60000', amount: '0.01' }, { wallet: null }))).toEqual({ availableText: '--', borrowableText: '', max: { text: '', estimate: false }, feeText: '' });
  });
});
