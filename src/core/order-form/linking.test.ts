import { describe, expect, it } from 'vitest';
import { readExact } from './exact';
import { amountFromTotal, fieldsToPercent, maxAmount, referencePrice, sliderToFields, spendable, totalFromAmount, type MarginBudget, type Wallet } from './linking';
import { draft, P } from './order-form.fixture';
import type { OrderKind, Side } from './types';

const RATE = readExact('0.002')!;
const ZERO_RATE = readExact('0')!;

describe('totalFromAmount', () => {
  it.each<[Side, string, string, string]>([
    ['buy', '60000', '0.01', '601.20'], // 600 x 1.002
    ['sell', '60000', '0.01', '600.00'],
    ['buy', '60000', '0.001663', '99.97'], // 99.78 x 1.002 = 99.97956, cut down
    ['sell', '60000', '0.001663', '99.78'],
    ['sell', '0.5', '3', '1.50'],
    ['buy', '0.5', '3', '1.50'], // 1.503 cut to 2 decimals
    ['buy', '60000.129', '0.0100009', '601.20'], // inputs cut to their precisions first
    ['buy', '', '0.01', ''],
    ['buy', '60000', '', ''],
    ['buy', '60000', 'abc', ''],
  ])('should link a %s at %j x %j to the total %j', (side, price, amount, want) => {
    expect(totalFromAmount(side, price, amount, P, RATE)).toBe(want);
  });

  it('should leave a buy without fee equal to a sell', () => {
    expect(totalFromAmount('buy', '60000', '0.01', P, ZERO_RATE)).toBe('600.00');
  });
});

describe('amountFromTotal', () => {
  it.each<[Side, string, string, string]>([
    ['buy', '60000', '100', '0.001663'], // 100 / 60120 = 0.00166333…
    ['sell', '60000', '100', '0.001666'], // 100 / 60000 = 0.00166666…
    ['buy', '60000', '601.20', '0.010000'],
    ['sell', '60000', '600', '0.010000'],
    ['buy', '0', '100', ''],
    ['buy', '', '100', ''],
    ['buy', '60000', '', ''],
  ])('should link a %s at %j for the total %j to the amount %j', (side, price, total, want) => {
    expect(amountFromTotal(side, price, total, P, RATE)).toBe(want);
  });

  it('should never derive an amount that costs more than the total', () => {
    for (const total of ['5', '99.99', '1234.56', '0.01']) {
      const amount = amountFromTotal('buy', '60000.07', total, P, RATE);
      expect(Number(totalFromAmount('buy', '60000.07', amount, P, RATE))).toBeLessThanOrEqual(Number(total));
    }
  });
});

describe('spendable', () => {
  const wallet: Wallet = { quote: '1000.000000', base: '0.50000000' };
  const loanMax: Wallet = { quote: '9000.000000', base: '0.15000000' };
  const borrowMin: Wallet = { quote: '10', base: '0.0002' };
  it.each<[Side, MarginBudget | undefined, string]>([
    ['buy', undefined, '1000.000000'],
    ['sell', undefined, '0.50000000'],
    ['buy', { subMode: 'normal', loanMax }, '1000.000000'],
    ['buy', { subMode: 'borrow', loanMax }, '10000.000000'],
    ['sell', { subMode: 'borrow', loanMax }, '0.65000000'],
    ['buy', { subMode: 'borrow', loanMax, borrowMin }, '10000.000000'],
    ['buy', { subMode: 'repay', loanMax }, '1000.000000'],
    ['sell', { subMode: 'normal', loanMax }, '0.50000000'],
    ['buy', { subMode: 'borrow', loanMax: { quote: '0.5', base: '' } }, '1000.500000'],
    ['sell', { subMode: 'borrow', loanMax: { quote: '', base: '' } }, '0.50000000'],
    // less can be borrowed than the minimum the engine raises a borrow to: nothing
    ['buy', { subMode: 'borrow', loanMax: { quote: '9.999999', base: '0' }, borrowMin }, '1000.000000'],
    ['buy', { subMode: 'borrow', loanMax: { quote: '10', base: '0' }, borrowMin }, '1010.000000'],
  ])('should let a %s with margin %j spend %s', (side, margin, want) => {
    expect(spendable(side, wallet, margin)).toBe(want);
  });

  it('should read a missing balance as 0', () => {
    expect(spendable('buy', { quote: '', base: '1' })).toBe('0');
  });
});

describe('sliderToFields', () => {
  it.each<[OrderKind, 'limit' | 'market', Side, string, number, string, { amount: string; total: string }]>([
    // limit buy: percent of the quote, fee deducted, the reserve fits the budget
    ['limit', 'limit', 'buy', '60000', 5000, '1000.000000', { amount: '0.008316', total: '499.95' }],
    ['limit', 'limit', 'buy', '60000', 10000, '1000.000000', { amount: '0.016633', total: '999.97' }],
    ['limit', 'limit', 'buy', '60000', 0, '1000.000000', { amount: '0.000000', total: '0.00' }],
    // the engine's rounding (notional and fee each rounded up) takes one lot off the naive 9.327140
    ['limit', 'limit', 'buy', '1.07', 10000, '10.000000', { amount: '9.327139', total: '9.99' }],
    ['limit_maker', 'limit', 'buy', '60000', 2500, '1000.000000', { amount: '0.004158', total: '249.97' }],
    ['trigger', 'limit', 'buy', '60000', 2500, '1000.000000', { amount: '0.004158', total: '249.97' }],
    // no price yet: the total only
    ['limit', 'limit', 'buy', '', 5000, '1000.000000', { amount: '', total: '500.00' }],
    // limit sell: percent of the base
    ['limit', 'limit', 'sell', '60000', 2500, '0.50000000', { amount: '0.125000', total: '7500.00' }],
    ['limit', 'limit', 'sell', '60000', 3333, '0.01000000', { amount: '0.003333', total: '199.98' }],
    ['ioc', 'limit', 'sell', '', 7500, '0.50000000', { amount: '0.375000', total: '' }],
    // market: a buy's total, a sell's amount
    ['market', 'limit', 'buy', '', 7500, '1000.000000', { amount: '', total: '750.00' }],
    ['market', 'limit', 'sell', '', 10000, '0.12345678', { amount: '0.123456', total: '' }],
    ['stop_limit', 'market', 'buy', '60000', 5000, '99.999999', { amount: '', total: '49.99' }],
    ['trigger', 'market', 'sell', '60000', 5000, '0.00000003', { amount: '0.000000', total: '' }],
  ])('should fill a %s (%s child) %s at %j, %i hundredths of %s as %j', (kind, child, side, price, percent, available, want) => {
    expect(sliderToFields({ draft: { kind, child, side, price }, percent, available, precisions: P, rate: RATE })).toEqual(want);
  });
});

describe('fieldsToPercent', () => {
  it.each<[Partial<Parameters<typeof fieldsToPercent>[0]>, string, number]>([
    [{ side: 'buy', price: '60000', amount: '0.008316' }, '1000', 4999], // 499.95792 / 1000
    [{ side: 'buy', price: '60000', amount: '0.1' }, '1000', 10000], // over the balance: capped
    [{ side: 'sell', price: '60000', amount: '0.5' }, '2.00000000', 2500],
    [{ side: 'sell', price: '', amount: '0.333333' }, '1', 3333],
    [{ kind: 'market', side: 'buy', total: '250' }, '1000.000000', 2500],
    [{ kind: 'market', side: 'sell', amount: '0.25' }, '1', 2500],
    [{ side: 'buy', price: '60000', amount: '0.01' }, '0', 0],
    [{ side: 'buy', price: '', amount: '0.01' }, '1000', 0],
  ])('should place the slider for %j of %s at %i hundredths', (over, available, want) => {
    expect(fieldsToPercent(draft(over), available, P, RATE)).toBe(want);
  });
});

describe('maxAmount and referencePrice', () => {
  it('should give a buy the 100 % slider amount at the price, the engine reserve included', () => {
    expect(maxAmount('buy', '60000', '1000.000000', P, RATE)).toBe('0.016633'); // 997.98 + 1.99596 fee ≤ 1000
    expect(maxAmount('buy', '60000', '1000.000000', P, RATE)).toBe(sliderToFields({ draft: draft({ price: '60000' }), percent: 10000, available: '1000.000000', precisions: P, rate: RATE }).amount);
    expect(maxAmount('buy', '', '1000.000000', P, RATE)).toBe('');
    expect(maxAmount('buy', '0', '1000.000000', P, RATE)).toBe('');
  });

  it('should give a sell its available base, cut to the count precision', () => {
    expect(maxAmount('sell', '', '0.12345678', P, RATE)).toBe('0.123456');
  });

  it('should judge a market kind at the last price, a plan market child at its trigger price', () => {
    expect(referencePrice(draft({ price: '59000' }), '60000')).toBe('59000');
    expect(referencePrice(draft({ kind: 'market' }), '60000')).toBe('60000');
    expect(referencePrice(draft({ kind: 'market' }), '60000', '60100')).toBe('60100'); // the best ask once the book is known
    expect(referencePrice(draft({ kind: 'trigger', child: 'market', triggerPrice: '61000' }), '60000', '60100')).toBe('61000');
    expect(referencePrice(draft({ kind: 'trigger', child: 'market', triggerPrice: '61000' }), '60000')).toBe('61000');
    expect(referencePrice(draft({ kind: 'stop_limit', child: 'limit', price: '62000', triggerPrice: '61000' }), '60000')).toBe('62000');
  });
});
