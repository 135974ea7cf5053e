import { describe, expect, it } from 'vitest';
import { REQ_NO, submitSchema, toPlaceOrder } from '../../../server/routes/order-input';
import type { PairSpec } from '../../../server/engine/types';
import { draft, PAIR } from './order-form.fixture';
import { buildSubmitPayload, loanRequestNo, makeReqNo, randomChars, tradeSideOf, type PayloadContext } from './payload';
import type { OrderDraft } from './types';

const T = 1772452800000;
const CTX: PayloadContext = { pair: PAIR, mode: 'spot', subMode: 'normal', lastPrice: '60000', timestamp: T, random: 'a1B2c3D4' };
const HEAD = { reqSource: 2, symbol: 'BTC_USDT', timestamp: T, orderModeCode: 'normal_order', subOrderModeCode: 'normal_order' };
const buy = { side: 'buy', reqNo: `EB${T}a1B2c3D4` };
const sell = { side: 'sell', reqNo: `ES${T}a1B2c3D4` };

/** [kind name, draft, context overrides, the fields after the common head] */
const CASES: [string, Partial<OrderDraft>, Partial<PayloadContext>, Record<string, unknown>][] = [
  ['limit_buy', { price: '58000.00', amount: '0.010000' }, {}, { ...buy, type: 'limit', tradePrice: '58000', tradeAmount: '0.01' }],
  ['limit_sell', { side: 'sell', price: '62000.5', amount: '0.5' }, {}, { ...sell, type: 'limit', tradePrice: '62000.5', tradeAmount: '0.5' }],
  ['limit_maker_buy', { kind: 'limit_maker', price: '58000', amount: '0.01' }, {}, { ...buy, type: 'limit_maker', tradePrice: '58000', tradeAmount: '0.01' }],
  ['limit_maker_sell', { kind: 'limit_maker', side: 'sell', price: '62000', amount: '0.01' }, {}, { ...sell, type: 'limit_maker', tradePrice: '62000', tradeAmount: '0.01' }],
  ['ioc_buy', { kind: 'ioc', price: '60010', amount: '0.02' }, {}, { ...buy, type: 'ioc', tradePrice: '60010', tradeAmount: '0.02' }],
  ['ioc_sell', { kind: 'ioc', side: 'sell', price: '59990', amount: '0.02' }, {}, { ...sell, type: 'ioc', tradePrice: '59990', tradeAmount: '0.02' }],
  ['market_buy', { kind: 'market', total: '100.00', amount: '9' }, {}, { ...buy, type: 'market', notional: '100', marketAmountType: 1 }],
  ['market_sell', { kind: 'market', side: 'sell', amount: '0.001', total: '9' }, {}, { ...sell, type: 'market', size: '0.001', marketAmountType: 2 }],
  [
    'trigger_order_buy_limit',
    { kind: 'trigger', price: '61500', triggerPrice: '61000', amount: '0.01' },
    {},
    { ...buy, type: 'limit', tradePrice: '61500', tradeAmount: '0.01', planType: 2, triggerPrice: '61000', tradeSide: 1 },
  ],
  [
    'trigger_order_sell_limit',
    { kind: 'trigger', side: 'sell', price: '58500', triggerPrice: '59000', amount: '0.01' },
    {},
    { ...sell, type: 'limit', tradePrice: '58500', tradeAmount: '0.01', planType: 2, triggerPrice: '59000', tradeSide: 2 },
  ],
  [
    'trigger_order_buy_market',
    { kind: 'trigger', child: 'market', triggerPrice: '61000', total: '100' },
    {},
    { ...buy, type: 'market', notional: '100', marketAmountType: 1, planType: 2, triggerPrice: '61000', tradeSide: 1 },
  ],
  [
    'trigger_order_sell_market',
    { kind: 'trigger', child: 'market', side: 'sell', triggerPrice: '59000', amount: '0.001' },
    {},
    { ...sell, type: 'market', size: '0.001', marketAmountType: 2, planType: 2, triggerPrice: '59000', tradeSide: 2 },
  ],
  [
    'stop_limit_buy',
    { kind: 'stop_limit', price: '61500', triggerPrice: '61000', amount: '0.01' },
    {},
    { ...buy, type: 'limit', tradePrice: '61500', tradeAmount: '0.01', planType: 1, triggerPrice: '61000', tradeSide: 1 },
  ],
  [
    'stop_limit_sell (market child)',
    { kind: 'stop_limit', child: 'market', side: 'sell', triggerPrice: '59000', amount: '0.001' },
    {},
    { ...sell, type: 'market', size: '0.001', marketAmountType: 2, planType: 1, triggerPrice: '59000', tradeSide: 2 },
  ],
  ['a trigger at the last price falls', { kind: 'trigger', price: '60000', triggerPrice: '60000', amount: '0.01' }, {}, { ...buy, type: 'limit', tradePrice: '60000', tradeAmount: '0.01', planType: 2, triggerPrice: '60000', tradeSide: 2 }],
  ['figures cut down to the precisions', { price: '58000.129', amount: '0.0100009' }, {}, { ...buy, type: 'limit', tradePrice: '58000.12', tradeAmount: '0.01' }],
  ['a spot order ignores a margin sub-mode', { price: '58000', amount: '0.01' }, { subMode: 'borrow' }, { ...buy, type: 'limit', tradePrice: '58000', tradeAmount: '0.01' }],
  [
    'margin normal',
    { price: '58000', amount: '0.01' },
    { mode: 'margin', subMode: 'normal' },
    { ...buy, orderModeCode: 'lever_order', subOrderModeCode: 'normal_order', type: 'limit', tradePrice: '58000', tradeAmount: '0.01' },
  ],
  [
    'margin auto-borrow',
    { price: '60000', amount: '0.05' },
    { mode: 'margin', subMode: 'borrow' },
    { ...buy, orderModeCode: 'lever_order', subOrderModeCode: 'borrow', type: 'limit', tradePrice: '60000', tradeAmount: '0.05' },
  ],
  [
    'margin auto-repay',
    { kind: 'market', side: 'sell', amount: '0.05' },
    { mode: 'margin', subMode: 'repay' },
    { ...sell, orderModeCode: 'lever_order', subOrderModeCode: 'repay', type: 'market', size: '0.05', marketAmountType: 2 },
  ],
];

/** The fixture pair as the engine holds it, for the gateway's own parser. */
const SPEC: PairSpec = {
  symbol: 'BTC_USDT', symbolId: 1001, base: 'BTC', quote: 'USDT', pricePrecision: 2, countPrecision: 6,
  minBuyCount: 10, minSellCount: 10, minBuyAmount: 5_000_000, minSellAmount: 5_000_000, minPrice: 1,
  margin: { marginRatio: 10, liquidationRatio: 1.1, hourlyRate: {}, borrowMin: {}, repayMin: {} },
};

describe('buildSubmitPayload', () => {
  it.each(CASES)('should build %s', (_name, over, ctx, want) => {
    expect(buildSubmitPayload(draft(over), { ...CTX, ...ctx })).toEqual({ ...HEAD, ...want });
  });

  it.each(CASES)('should have the gateway accept %s as it means it', (_name, over, ctx) => {
    const body = submitSchema.parse(buildSubmitPayload(draft(over), { ...CTX, ...ctx }));
    const cmd = toPlaceOrder(7, body, SPEC, 6);
    expect(cmd.ok).toBe(true);
    if (!cmd.ok) return;
    const d = draft(over);
    expect(cmd.value.side).toBe(d.side);
    expect(cmd.value.planType).toBe(d.kind === 'trigger' ? 2 : d.kind === 'stop_limit' ? 1 : 0);
    expect(cmd.value.mode).toBe(ctx.mode === 'margin' ? 'iso_margin' : 'spot');
  });

  it('should refuse a draft validation should have stopped', () => {
    expect(() => buildSubmitPayload(draft({ price: '58000', amount: '' }), CTX)).toThrow('submit payload: amount "" is not a number');
  });
});

describe('reqNo and request numbers', () => {
  it('should prefix EB or ES to the timestamp and 8 characters, as the gateway checks', () => {
    expect(makeReqNo('buy', T, 'Zz09Zz09')).toBe('EB1772452800000Zz09Zz09');
    expect(makeReqNo('sell', T, 'abcdefgh')).toBe('ES1772452800000abcdefgh');
    expect(REQ_NO.test(makeReqNo('sell', T, 'abcdefgh'))).toBe(true);
  });

  it.each(['abc', 'abcdefghi', 'abcd-fgh'])('should refuse the random part %j', (random) => {
    expect(() => makeReqNo('buy', T, random)).toThrow('reqNo needs 8 letters or digits');
  });

  it('should draw characters from the injected source', () => {
    expect(randomChars(8, () => 0)).toBe('AAAAAAAA');
    expect(randomChars(8, () => 0.999999)).toBe('99999999');
    const seq = [0, 0.5, 0.25];
    let i = 0;
    expect(randomChars(3, () => seq[i++])).toBe('AfP');
    expect(loanRequestNo(() => 0.3)).toBe('SSSSSSSSSSSSSSSS');
  });
});

describe('tradeSideOf', () => {
  it.each([
    ['61000', '60000', 1],
    ['60000.01', '60000', 1],
    ['60000', '60000', 2],
    ['59000', '60000', 2],
    ['61000', '', 2],
  ])('should fire a trigger at %s with the last price %j on side %i', (trigger, last, want) => {
    expect(tradeSideOf(trigger, last, 2)).toBe(want);
  });
});
