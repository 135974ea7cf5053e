import { describe, expect, it } from 'vitest';
import { spendable } from './linking';
import { draft, PAIR, RATES } from './order-form.fixture';
import type { OrderDraft } from './types';
import { RULES, validateOrder, type Reason, type ValidationContext } from './validation';

type Want = [field: string, reason: Reason, params?: Record<string, string>];

const BUY = '1000.000000'; // USDT
const SELL = '0.50000000'; // BTC
const ctx = (over: Partial<ValidationContext> = {}): ValidationContext => ({ pair: PAIR, rates: RATES, available: BUY, ...over });
const sellCtx = (over: Partial<ValidationContext> = {}) => ctx({ available: SELL, ...over });

/** [case, draft fields, context, the errors expected as [field, reason, params]] */
const CASES: [string, Partial<OrderDraft>, ValidationContext, Want[]][] = [
  // orders that pass, one per kind and side
  ['limit buy', { price: '60000', amount: '0.01' }, ctx(), []],
  ['limit sell', { side: 'sell', price: '60000', amount: '0.01' }, sellCtx(), []],
  ['post-only buy', { kind: 'limit_maker', price: '60000', amount: '0.01' }, ctx(), []],
  ['IOC sell', { kind: 'ioc', side: 'sell', price: '60000', amount: '0.01' }, sellCtx(), []],
  ['market buy by total', { kind: 'market', total: '100' }, ctx(), []],
  ['market sell by amount', { kind: 'market', side: 'sell', amount: '0.01' }, sellCtx(), []],
  ['trigger limit buy without balance (freezes nothing)', { kind: 'trigger', price: '60000', triggerPrice: '61000', amount: '0.01' }, ctx({ available: '0' }), []],
  ['trigger market buy without balance', { kind: 'trigger', child: 'market', triggerPrice: '61000', total: '100' }, ctx({ available: '0' }), []],
  ['stop-limit limit sell', { kind: 'stop_limit', side: 'sell', price: '59000', triggerPrice: '59500', amount: '0.01' }, sellCtx(), []],
  ['stop-limit market sell', { kind: 'stop_limit', child: 'market', side: 'sell', triggerPrice: '59500', amount: '0.01' }, sellCtx(), []],

  // price must be greater than 0
  ['limit buy without price', { amount: '0.01' }, ctx(), [['price', 'null_price']]],
  ['limit sell at 0', { side: 'sell', price: '0', amount: '0.01' }, sellCtx(), [['price', 'null_price']]],
  ['post-only at 0.001 (cut to 0.00)', { kind: 'limit_maker', price: '0.001', amount: '0.01' }, ctx(), [['price', 'null_price']]],
  ['IOC without price', { kind: 'ioc', amount: '0.01' }, ctx(), [['price', 'null_price']]],
  ['trigger limit child needs an order price', { kind: 'trigger', triggerPrice: '61000', amount: '0.01' }, ctx(), [['price', 'null_price']]],
  ['stop-limit limit child needs an order price', { kind: 'stop_limit', side: 'sell', price: '0', triggerPrice: '59500', amount: '0.01' }, sellCtx(), [['price', 'null_price']]],

  // price or trigger price above 9999999999999999
  ['price above the maximum', { price: '10000000000000000', amount: '0.01' }, ctx(), [['price', 'price_exceeds_limit', { limit: '9999999999999999' }]]],
  ['price too long for ticks (the gateway answers 33117 too)', { price: '99999999999999.99', amount: '0.01' }, ctx(), [['price', 'price_exceeds_limit', { limit: '9999999999999999' }]]],
  [
    'trigger price above the maximum',
    { kind: 'trigger', price: '60000', triggerPrice: '10000000000000000', amount: '0.01' },
    ctx(),
    [['triggerPrice', 'price_exceeds_limit', { limit: '9999999999999999' }]],
  ],
  [
    'both prices above the maximum',
    { kind: 'stop_limit', price: '10000000000000000', triggerPrice: '10000000000000001', amount: '0.01' },
    ctx(),
    [
      ['triggerPrice', 'price_exceeds_limit', { limit: '9999999999999999' }],
      ['price', 'price_exceeds_limit', { limit: '9999999999999999' }],
    ],
  ],

  // price below the pair's minimum price (the engine's 33125)
  ['buy below minBuyPrice', { price: '0.99', amount: '10' }, ctx({ pair: { ...PAIR, minBuyPrice: '1.00' } }), [['price', 'less_than_price', { min: '1.00', unit: 'USDT' }]]],
  ['sell at minSellPrice', { side: 'sell', price: '1.00', amount: '10' }, ctx({ pair: { ...PAIR, minSellPrice: '1.00' }, available: '10' }), []],

  // trigger price above 0
  ['trigger without trigger price', { kind: 'trigger', price: '60000', amount: '0.01' }, ctx(), [['triggerPrice', 'null_trigger_price']]],
  ['stop-limit market at trigger 0', { kind: 'stop_limit', child: 'market', side: 'sell', triggerPrice: '0', amount: '0.01' }, sellCtx(), [['triggerPrice', 'null_trigger_price']]],

  // amount must be greater than 0
  ['limit buy without amount', { price: '60000' }, ctx(), [['amount', 'null_amount']]],
  ['limit sell with an amount below one lot', { side: 'sell', price: '60000', amount: '0.0000001' }, sellCtx(), [['amount', 'null_amount']]],
  ['market sell without amount', { kind: 'market', side: 'sell' }, sellCtx(), [['amount', 'null_amount']]],
  ['trigger market sell needs a valid size', { kind: 'trigger', child: 'market', side: 'sell', triggerPrice: '59000', amount: '0' }, sellCtx(), [['amount', 'null_amount']]],

  // market buy: total above 0
  ['market buy without total', { kind: 'market' }, ctx(), [['total', 'null_total']]],
  ['market buy with a total below one cent', { kind: 'market', total: '0.001' }, ctx(), [['total', 'null_total']]],
  ['stop-limit market buy needs a valid notional', { kind: 'stop_limit', child: 'market', triggerPrice: '61000' }, ctx(), [['total', 'null_total']]],

  // amount below minBuyCount / minSellCount
  [
    'limit buy below the minimum count (and so the minimum total)',
    { price: '60000', amount: '0.000009' },
    ctx(),
    [
      ['amount', 'less_than_amount', { min: '0.00001', unit: 'BTC' }],
      ['total', 'less_than_total', { min: '5', unit: 'USDT' }],
    ],
  ],
  ['market sell below the minimum count', { kind: 'market', side: 'sell', amount: '0.000009' }, sellCtx(), [['amount', 'less_than_amount', { min: '0.00001', unit: 'BTC' }]]],
  ['limit sell at the minimum count', { side: 'sell', price: '600000', amount: '0.00001' }, sellCtx(), []],
  ['market buy is not held to a count', { kind: 'market', total: '6' }, ctx({ pair: { ...PAIR, minBuyCount: '1' } }), []],

  // total below the minimum amount; a buy's total counts after the fee factor
  ['limit buy of 4.98 USDT', { price: '60000', amount: '0.000083' }, ctx(), [['total', 'less_than_total', { min: '5', unit: 'USDT' }]]],
  ['limit sell of exactly 5 USDT', { side: 'sell', price: '5000', amount: '0.001' }, sellCtx(), []],
  ['limit buy of exactly 5 USDT (5 x 1.002 x 0.998 < 5)', { price: '5000', amount: '0.001' }, ctx(), [['total', 'less_than_total', { min: '5', unit: 'USDT' }]]],
  ['limit buy of 5.01 USDT', { price: '5000', amount: '0.001002' }, ctx(), []],
  ['market buy of 5 USDT', { kind: 'market', total: '5' }, ctx(), [['total', 'less_than_total', { min: '5', unit: 'USDT' }]]],
  ['market buy of 5.01 USDT (5.01 x 0.998 < 5)', { kind: 'market', total: '5.01' }, ctx(), [['total', 'less_than_total', { min: '5', unit: 'USDT' }]]],
  ['market buy of 5.02 USDT', { kind: 'market', total: '5.02' }, ctx(), []],
  ['trigger limit sell below the minimum total', { kind: 'trigger', side: 'sell', price: '100', triggerPrice: '100', amount: '0.04' }, sellCtx(), [['total', 'less_than_total', { min: '5', unit: 'USDT' }]]],

  // buy total above the available quote, sell amount above the available base
  ['limit buy over the balance', { price: '60000', amount: '0.02' }, ctx(), [['total', 'balance_not_enough', { currency: 'USDT' }]]],
  ['limit sell over the balance', { side: 'sell', price: '60000', amount: '0.6' }, sellCtx(), [['amount', 'balance_not_enough', { currency: 'BTC' }]]],
  ['market buy over the balance', { kind: 'market', total: '1000.01' }, ctx(), [['total', 'balance_not_enough', { currency: 'USDT' }]]],
  ['market buy of the whole balance', { kind: 'market', total: '1000' }, ctx(), []],
  ['market sell over the balance', { kind: 'market', side: 'sell', amount: '0.500001' }, sellCtx(), [['amount', 'balance_not_enough', { currency: 'BTC' }]]],
  ['limit buy whose rounded reserve is one unit over', { price: '1.07', amount: '9.32714' }, ctx({ available: '10.000000' }), [['total', 'balance_not_enough', { currency: 'USDT' }]]],
  ['limit buy whose rounded reserve fits', { price: '1.07', amount: '9.327139' }, ctx({ available: '10.000000' }), []],
  ['post-only buy over the balance', { kind: 'limit_maker', price: '60000', amount: '0.02' }, ctx(), [['total', 'balance_not_enough', { currency: 'USDT' }]]],
  ['stop-limit also checks the balance', { kind: 'stop_limit', price: '61000', triggerPrice: '60500', amount: '0.02' }, ctx(), [['total', 'balance_not_enough', { currency: 'USDT' }]]],
  ['stop-limit market sell checks the balance', { kind: 'stop_limit', child: 'market', side: 'sell', triggerPrice: '59500', amount: '1' }, sellCtx(), [['amount', 'balance_not_enough', { currency: 'BTC' }]]],
  ['a trigger order does not', { kind: 'trigger', price: '61000', triggerPrice: '60500', amount: '0.02' }, ctx(), []],
  [
    'margin auto-borrow spends what it can borrow',
    { price: '60000', amount: '0.02' },
    ctx({ available: spendable('buy', { quote: BUY, base: SELL }, { subMode: 'borrow', loanMax: { quote: '9000.000000', base: '0' } }) }),
    [],
  ],
  [
    'margin auto-repay spends the balance only',
    { price: '60000', amount: '0.02' },
    ctx({ available: spendable('buy', { quote: BUY, base: SELL }, { subMode: 'repay', loanMax: { quote: '9000.000000', base: '0' } }) }),
    [['total', 'balance_not_enough', { currency: 'USDT' }]],
  ],

  // quote price too high or low to find matched depth (plain market orders)
  ['market buy the book cannot match', { kind: 'market', total: '100' }, ctx({ marketPrice: NaN }), [['total', 'price_too_high_or_low']]],
  ['market sell the book cannot match', { kind: 'market', side: 'sell', amount: '0.01' }, sellCtx({ marketPrice: NaN }), [['amount', 'price_too_high_or_low']]],
  ['market buy the book matches', { kind: 'market', total: '100' }, ctx({ marketPrice: 6000012 }), []],
  ['limit orders ignore the market figure', { price: '60000', amount: '0.01' }, ctx({ marketPrice: NaN }), []],
  // a plan's market child (the edit modal passes the book's figure; the form passes none)
  ['trigger market sell the book cannot match', { kind: 'trigger', child: 'market', side: 'sell', triggerPrice: '55000', amount: '0.01' }, sellCtx({ marketPrice: NaN }), [['amount', 'price_too_high_or_low']]],
  ['trigger limit ignores the market figure', { kind: 'trigger', price: '60000', triggerPrice: '61000', amount: '0.01' }, ctx({ marketPrice: NaN }), []],
];

describe('validateOrder', () => {
  it.each(CASES)('should judge %s', (_name, over, context, want) => {
    const got = validateOrder(draft(over), context).map((e) => [e.field, e.reason, ...(Object.keys(e.params).length > 0 ? [e.params] : [])]);
    expect(got).toEqual(want);
  });

  it('should cover every rule of the table', () => {
    const hit = new Set(CASES.flatMap(([, , , want]) => want.map((w) => w[1])));
    expect([...hit].sort()).toEqual([...new Set(RULES.map((r) => r.reason))].sort());
  });

  it.each<[Reason, string]>([
    ['null_price', 'validation.nullPrice'],
    ['price_exceeds_limit', 'validation.priceExceedsLimit'],
    ['less_than_price', 'validation.lessThanPrice'],
    ['null_trigger_price', 'validation.nullTriggerPrice'],
    ['null_amount', 'validation.nullAmount'],
    ['null_total', 'validation.nullTotal'],
    ['less_than_amount', 'validation.lessThanAmount'],
    ['less_than_total', 'validation.lessThanTotal'],
    ['balance_not_enough', 'validation.balanceNotEnough'],
    ['price_too_high_or_low', 'validation.priceTooHighOrLow'],
  ])('should track %s with the message key %s', (reason, key) => {
    expect(new Set(RULES.filter((r) => r.reason === reason).map((r) => r.messageKey))).toEqual(new Set([key]));
  });

  it('should report one error per field, the first rule winning', () => {
    const errors = validateOrder(draft({ side: 'sell', price: '60000', amount: '0.000001' }), ctx({ available: '0' }));
    expect(errors).toEqual([{ field: 'amount', messageKey: 'validation.lessThanAmount', params: { min: '0.00001', unit: 'BTC' }, reason: 'less_than_amount' }, { field: 'total', messageKey: 'validation.lessThanTotal', params: { min: '5', unit: 'USDT' }, reason: 'less_than_total' }]);
  });
});
