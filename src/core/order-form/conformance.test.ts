import { describe, expect, it } from 'vitest';
import { Engine } from '../../../server/engine/engine';
import type { CoinSpec, PairSpec } from '../../../server/engine/types';
import { submitSchema, toPlaceOrder } from '../../../server/routes/order-input';
import { formatUnits } from '../units';
import { readExact } from './exact';
import { feeEstimate } from './fees';
import { sliderToFields } from './linking';
import { draft, P, PAIR, RATES } from './order-form.fixture';
import { buildSubmitPayload } from './payload';
import type { OrderDraft } from './types';
import { validateOrder, type Reason } from './validation';

// One set of order cases judged by the form's rules and by the gateway's own parser and
// engine (STYLE 3): whatever the form lets through, the engine must accept. Where the spec
// makes the form stricter than the engine, the case says so.

const USDT: CoinSpec = { coin: 'USDT', coinId: 3, scale: 6 };
const BTC: CoinSpec = { coin: 'BTC', coinId: 1, scale: 8 };
/** The fixture pair (order-form.fixture PAIR) in the engine's units. */
const SPEC: PairSpec = {
  symbol: 'BTC_USDT', symbolId: 1001, base: 'BTC', quote: 'USDT', pricePrecision: 2, countPrecision: 6,
  minBuyCount: 10, minSellCount: 10, minBuyAmount: 5_000_000, minSellAmount: 5_000_000, minPrice: 1,
};
const TRADER = 1;
const MAKER = 2;

/** A fresh engine with a two-sided book (asks from 60000, bids from 59000) and the trader funded. */
function engineWith(coin: 'USDT' | 'BTC', available: string): Engine {
  const engine = new Engine({ pairs: [SPEC], coins: [USDT, BTC], now: () => 1772452800000, emit: () => {} });
  engine.setFeeRates(TRADER, RATES);
  engine.fund(MAKER, 'USDT', 1_000_000 * 1_000_000);
  engine.fund(MAKER, 'BTC', 100 * 100_000_000);
  const base = { userId: MAKER, mode: 'spot', subMode: 'normal', symbol: 'BTC_USDT', type: 'limit', planType: 0, notional: 0, triggerPrice: 0, tradeSide: 0 } as const;
  expect(engine.place({ ...base, side: 'sell', price: 6_000_000, size: 10_000_000, reqNo: 'm1' }).ok).toBe(true);
  expect(engine.place({ ...base, side: 'buy', price: 5_900_000, size: 10_000_000, reqNo: 'm2' }).ok).toBe(true);
  const units = readExact(available)!;
  const scale = coin === 'USDT' ? 6 : 8;
  const amount = Number((units.n * 10n ** BigInt(scale)) / units.d);
  if (amount > 0) engine.fund(TRADER, coin, amount);
  return engine;
}

/** The gateway's answer code for `d` (0: placed). */
function gatewayCode(d: OrderDraft, available: string): number {
  const engine = engineWith(d.side === 'buy' ? 'USDT' : 'BTC', available);
  const body = submitSchema.parse(buildSubmitPayload(d, { pair: PAIR, mode: 'spot', subMode: 'normal', lastPrice: '60000', timestamp: 1772452800000, random: 'abcdefgh' }));
  const cmd = toPlaceOrder(TRADER, body, SPEC, USDT.scale);
  if (!cmd.ok) return cmd.refusal.code;
  const r = engine.place(cmd.value);
  return r.ok ? 0 : r.error.code;
}

const slider100 = (price: string, available: string) =>
  sliderToFields({ draft: { kind: 'limit', child: 'limit', side: 'buy', price }, percent: 10000, available, precisions: P, rate: readExact(RATES.taker)! }).amount;

/** [case, draft, available, the form's reasons, the gateway's code] */
const CASES: [string, Partial<OrderDraft>, string, Reason[], number][] = [
  ['a limit buy', { price: '58000', amount: '0.01' }, '1000', [], 0],
  ['a limit buy crossing the book', { price: '60000', amount: '0.01' }, '1000', [], 0],
  ['a 100 % slider buy (engine rounding included)', { price: '1.07', amount: slider100('1.07', '10.000000') }, '10.000000', [], 0],
  ['one lot more than the slider gives', { price: '1.07', amount: '9.32714' }, '10.000000', ['balance_not_enough'], 33102],
  ['a limit sell', { side: 'sell', price: '61000', amount: '0.5' }, '0.5', [], 0],
  ['a limit sell over the balance', { side: 'sell', price: '61000', amount: '0.500001' }, '0.5', ['balance_not_enough'], 33102],
  ['a limit buy below the minimum total', { price: '58000', amount: '0.000086' }, '1000', ['less_than_total'], 33126],
  ['a limit buy of exactly 5 USDT (the spec\'s fee factor is stricter than the engine)', { price: '5000', amount: '0.001' }, '1000', ['less_than_total'], 0],
  ['a limit sell below the minimum count', { side: 'sell', price: '600000', amount: '0.000009' }, '1', ['less_than_amount'], 33124],
  ['a limit at price 0', { price: '0', amount: '0.01' }, '1000', ['null_price'], 33117],
  ['a post-only buy', { kind: 'limit_maker', price: '58000', amount: '0.01' }, '1000', [], 0],
  ['an IOC sell', { kind: 'ioc', side: 'sell', price: '59000', amount: '0.01' }, '1', [], 0],
  ['a market buy', { kind: 'market', total: '100' }, '1000', [], 0],
  ['a market buy of the whole balance', { kind: 'market', total: '1000' }, '1000', [], 0],
  ['a market buy over the balance', { kind: 'market', total: '1000.01' }, '1000', ['balance_not_enough'], 33102],
  ['a market buy below the minimum total', { kind: 'market', total: '4.99' }, '1000', ['less_than_total'], 33127],
  ['a market sell', { kind: 'market', side: 'sell', amount: '0.01' }, '1', [], 0],
  ['a market sell below the minimum count', { kind: 'market', side: 'sell', amount: '0.000009' }, '1', ['less_than_amount'], 33129],
  ['a trigger buy with no balance', { kind: 'trigger', price: '61500', triggerPrice: '61000', amount: '0.01' }, '0', [], 0],
  ['a trigger market sell with no balance', { kind: 'trigger', child: 'market', side: 'sell', triggerPrice: '59000', amount: '0.01' }, '0', [], 0],
  ['a stop-limit buy with no balance', { kind: 'stop_limit', price: '61500', triggerPrice: '61000', amount: '0.01' }, '0', ['balance_not_enough'], 33102],
  ['a stop-limit market buy', { kind: 'stop_limit', child: 'market', triggerPrice: '61000', total: '100' }, '1000', [], 0],
];

describe('the form and the gateway on the same orders', () => {
  it.each(CASES)('should agree on %s', (_name, over, available, reasons, code) => {
    const d = draft(over);
    expect(validateOrder(d, { pair: PAIR, rates: RATES, available }).map((e) => e.reason)).toEqual(reasons);
    expect(gatewayCode(d, available)).toBe(code);
  });
});

describe('the estimated fee of a market buy and the fee the engine charges', () => {
  // the engine spends a market buy's total with the fee inside it (PairMath.affordable), so
  // the fee is about total × rate / (1 + rate), not rate × total
  it.each(['100', '123.45', '999.99', '5'])('should be the same for a total of %s USDT filled at the best ask', (total) => {
    const engine = engineWith('USDT', '1000');
    // a best ask of 59,999.99 (an odd price: notionals round up per fill) deep enough for the whole order
    const maker = { userId: MAKER, mode: 'spot', subMode: 'normal', symbol: 'BTC_USDT', type: 'limit', planType: 0, notional: 0, triggerPrice: 0, tradeSide: 0 } as const;
    expect(engine.place({ ...maker, side: 'sell', price: 5_999_999, size: 10_000_000, reqNo: 'm3' }).ok).toBe(true);
    const d = draft({ kind: 'market', total });
    const body = submitSchema.parse(buildSubmitPayload(d, { pair: PAIR, mode: 'spot', subMode: 'normal', lastPrice: '60000', timestamp: 1772452800000, random: 'abcdefgh' }));
    const cmd = toPlaceOrder(TRADER, body, SPEC, USDT.scale);
    if (!cmd.ok) throw new Error(cmd.refusal.msg);
    const placed = engine.place(cmd.value);
    if (!placed.ok) throw new Error(placed.error.msg);
    expect(placed.value.filledSize).toBeGreaterThan(0);
    expect(feeEstimate(d, '59999.99', RATES, P, USDT.scale)).toBe(formatUnits(placed.value.fee, USDT.scale));
  });
});
