import { describe, expect, it } from 'vitest';
import { prng } from '../../src/core/prng';
import { submitSchema } from './order-input';
import { readSubmitFast } from './submit-fast';

/** What the order panel sends for a limit buy. */
const ORDINARY = {
  reqSource: 2, symbol: 'BTC_USDT', reqNo: 'EB1763860000000abcdEFGH', side: 'buy', timestamp: 1_763_860_000_000,
  orderModeCode: 'normal_order', subOrderModeCode: 'normal_order', type: 'limit', tradePrice: '60000.12', tradeAmount: '0.0012',
};

/** Values each field may take in the generated bodies: valid ones, edge cases, and wrong ones. */
const ABSENT = Symbol('absent');
const CHOICES: Record<string, unknown[]> = {
  reqSource: [ABSENT, null, 2, '2', 1, 2.5, 'x', -0],
  symbol: ['BTC_USDT', 'ETH_BTC', 'btc_usdt', 'BTCUSDT', '', 12, null, ABSENT, `${'A'.repeat(21)}_USDT`],
  reqNo: ['EB1763860000000abcdEFGH', 'ES1763860000abcd1234', 'EX1763860000000abcdEFGH', 'EB1abcdEFGH', null, ABSENT, 5],
  side: ['buy', 'sell', 'BUY', null, ABSENT, 1],
  timestamp: [ABSENT, null, 1_763_860_000_000, '1763860000000', -1, 1.5, 2 ** 53, 0, -0, 'now'],
  orderModeCode: ['normal_order', 'lever_order', 'spot', null, ABSENT],
  subOrderModeCode: [ABSENT, null, 'normal_order', 'borrow', 'repay', 'other', 3],
  type: ['limit', 'limit_maker', 'ioc', 'market', 'stop', null, ABSENT],
  tradeAmount: [ABSENT, null, '0.0012', '1', '1.', '.5', '-1', '1e3', ' 1', '', 0.5, 12, 'x'.repeat(65), '1'.repeat(64), '1'.repeat(65)],
  tradePrice: [ABSENT, null, '60000.12', '0', '60000.1.2', 60000.5, 'abc'],
  notional: [ABSENT, null, '100', '100.5', '+1', 100],
  size: [ABSENT, null, '0.5', '', 1e21],
  planType: [ABSENT, null, 0, 1, 2, 3, '1', 1.5, -0],
  triggerPrice: [ABSENT, null, '59000', '59000.001', 59000],
  tradeSide: [ABSENT, null, 1, 2, 0, '2'],
  marketAmountType: [ABSENT, null, 1, 2, 3, '1'],
  unknownField: [ABSENT, 'anything', null],
};

function body(rnd: () => number): Record<string, unknown> {
  const b: Record<string, unknown> = {};
  for (const [k, values] of Object.entries(CHOICES)) {
    // mostly the ordinary value, so that most bodies differ from it in one or two fields
    const v = rnd() < 0.9 && k in ORDINARY ? ORDINARY[k as keyof typeof ORDINARY] : values[Math.floor(rnd() * values.length)];
    if (v !== ABSENT) b[k] = v;
  }
  return b;
}

describe('readSubmitFast', () => {
  it('should read the ordinary bodies the order panel sends', () => {
    expect(readSubmitFast(ORDINARY)).toEqual(submitSchema.parse(ORDINARY));
    const market = { ...ORDINARY, type: 'market', tradePrice: null, tradeAmount: undefined, notional: '25', marketAmountType: 1 };
    expect(readSubmitFast(market)).toEqual(submitSchema.parse(market));
    const trigger = { ...ORDINARY, planType: 2, triggerPrice: '59000', tradeSide: 2 };
    expect(readSubmitFast(trigger)).toEqual(submitSchema.parse(trigger));
  });

  it('should accept only what submitSchema accepts, with the same data', () => {
    const rnd = prng(2026);
    let accepted = 0;
    let deferred = 0;
    for (let i = 0; i < 20_000; i++) {
      const b = body(rnd);
      const fast = readSubmitFast(b);
      const zod = submitSchema.safeParse(b);
      if (fast === undefined) {
        deferred++;
        continue;
      }
      accepted++;
      expect(zod.success, JSON.stringify(b)).toBe(true);
      // toEqual: a key zod leaves out and one set to undefined read the same downstream
      expect(fast, JSON.stringify(b)).toEqual(zod.data);
    }
    // both sides of the comparison are exercised
    expect(accepted).toBeGreaterThan(1_000);
    expect(deferred).toBeGreaterThan(1_000);
  });

  it('should leave anything that is not an object to zod', () => {
    for (const raw of [null, [], 'x', 3, undefined]) expect(readSubmitFast(raw)).toBeUndefined();
  });
});
