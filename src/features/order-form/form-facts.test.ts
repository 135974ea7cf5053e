import { describe, expect, it } from 'vitest';
import { readExact } from '../../core/order-form/exact';
import { maxAmount, spendable } from '../../core/order-form/linking';
import { draft, P, RATES } from '../../core/order-form/order-form.fixture';
import type { OrderDraft } from '../../core/order-form/types';
import { sideFacts, type FactsInput } from './form-facts';
import { emptySide, type SideState } from './form-state';

const WALLET = { quote: '1000.000000', base: '0.50000000' };
const state = (over: Partial<OrderDraft>): SideState => ({ ...emptySide(over.side ?? 'buy'), draft: draft(over) });
const input = (over: Partial<OrderDraft>, more: Partial<FactsInput> = {}): FactsInput => {
  const side = over.side ?? 'buy';
  return { side, state: state(over), env: { p: P, rate: readExact('0.002')!, available: side === 'buy' ? WALLET.quote : WALLET.base }, wallet: WALLET, lastPrice: '60000', bestPrice: '', rates: RATES, feeShown: true, ...more };
};

describe('side facts under the inputs', () => {
  it('should follow the price and amount: max buy at the price, the fee of the amount', () => {
    expect(sideFacts(input({ price: '60000', amount: '0.01' }))).toEqual({ availableText: '1000.000000', borrowableText: '', max: { text: '0.016633', estimate: false }, feeText: '1.200000' });
    expect(sideFacts(input({ price: '30000', amount: '0.02' })).max.text).toBe('0.033266');
    expect(sideFacts(input({ price: '', amount: '' }))).toMatchObject({ max: { text: '' }, feeText: '' });
  });

  it('should give a sell its base and a market buy an estimate at the last price while the book is not known', () => {
    expect(sideFacts(input({ side: 'sell', price: '60000', amount: '0.1' }))).toMatchObject({ availableText: '0.50000000', max: { text: '0.500000', estimate: false }, feeText: '12.000000' });
    // the fee inside the total, as the engine spends it: 1663 lots of 0.06 USDT and 0.2 % fit in 100
    expect(sideFacts(input({ kind: 'market', total: '100' }))).toMatchObject({ max: { text: '0.016633', estimate: true }, feeText: '0.199560' });
  });

  it('should judge a market order at the best opposite price once the book is known, as the offset check does', () => {
    const buy = sideFacts(input({ kind: 'market', total: '100' }, { bestPrice: '60100' }));
    expect(buy).toMatchObject({ max: { text: maxAmount('buy', '60100', WALLET.quote, P, readExact('0.002')!), estimate: true }, feeText: '0.199532' }); // 1660 lots of 0.0601 USDT + 0.2 %
    expect(buy.max.text).toBe('0.016605'); // not 0.016633 at the last price
    // a market sell's fee at the best bid: 0.2 % of 0.1 × 59,900
    expect(sideFacts(input({ kind: 'market', side: 'sell', amount: '0.1' }, { bestPrice: '59900' })).feeText).toBe('11.980000');
  });

  it('should show in auto-borrow a sell\'s base including what can be borrowed, and max sell all of it', () => {
    const available = spendable('sell', WALLET, { subMode: 'borrow', loanMax: { quote: '0', base: '1.50000000' }, borrowMin: { quote: '10', base: '0.0002' } });
    const facts = sideFacts(input({ side: 'sell', price: '60000', amount: '1' }, { env: { p: P, rate: readExact('0.002')!, available } }));
    expect(facts).toEqual({ availableText: '2.00000000', borrowableText: '1.50000000', max: { text: '2.000000', estimate: false }, feeText: '120.000000' });
    // below the borrow minimum nothing can be borrowed (the engine borrows at least that)
    const none = spendable('sell', WALLET, { subMode: 'borrow', loanMax: { quote: '0', base: '0.0001' }, borrowMin: { quote: '10', base: '0.0002' } });
    expect(sideFacts(input({ side: 'sell' }, { env: { p: P, rate: readExact('0.002')!, available: none } }))).toMatchObject({ availableText: '0.50000000', borrowableText: '', max: { text: '0.500000' } });
  });

  it('should judge stop-limit orders at their limit price, and a market child at its trigger price', () => {
    // a limit child: max buy and fee at its own price, no estimate
    expect(sideFacts(input({ kind: 'stop_limit', child: 'limit', price: '62000', triggerPrice: '61000', amount: '0.01' }, { bestPrice: '60100' })))
      .toMatchObject({ max: { text: maxAmount('buy', '62000', WALLET.quote, P, readExact('0.002')!), estimate: false }, feeText: '1.240000' });
    // a market child buys at the trigger price, whatever the book shows now
    expect(sideFacts(input({ kind: 'stop_limit', child: 'market', triggerPrice: '61000', total: '100' }, { bestPrice: '60100' })))
      .toMatchObject({ max: { text: maxAmount('buy', '61000', WALLET.quote, P, readExact('0.002')!), estimate: true }, feeText: '0.199592' });
    expect(sideFacts(input({ kind: 'stop_limit', child: 'market', side: 'sell', triggerPrice: '59000', amount: '0.1' }, { bestPrice: '59900' })))
      .toMatchObject({ max: { text: '0.500000', estimate: false }, feeText: '11.800000' });
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
