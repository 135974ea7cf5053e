import { describe, expect, it } from 'vitest';
import { isPlan, isPriced, kindName, marketEntry, precisionsOf, type ChildType, type OrderKind, type Side } from './types';

describe('order kinds', () => {
  it.each<[OrderKind, ChildType, Side, string, boolean, boolean]>([
    ['limit', 'limit', 'buy', 'limit_buy', true, false],
    ['limit', 'market', 'sell', 'limit_sell', true, false],
    ['limit_maker', 'limit', 'buy', 'limit_maker_buy', true, false],
    ['ioc', 'limit', 'sell', 'ioc_sell', true, false],
    ['market', 'limit', 'buy', 'market_buy', false, false],
    ['market', 'market', 'sell', 'market_sell', false, false],
    ['trigger', 'limit', 'buy', 'trigger_order_buy_limit', true, true],
    ['trigger', 'market', 'sell', 'trigger_order_sell_market', false, true],
    ['stop_limit', 'limit', 'buy', 'stop_limit_buy', true, true],
    ['stop_limit', 'market', 'sell', 'stop_limit_sell', false, true],
  ])('should name %s (%s child) %s as %s, priced %s, plan %s', (kind, child, side, name, priced, plan) => {
    expect(kindName({ kind, child, side })).toBe(name);
    expect(isPriced({ kind, child })).toBe(priced);
    expect(isPlan(kind)).toBe(plan);
  });

  it('should enter a market buy as a total and a market sell as an amount', () => {
    expect([marketEntry('buy'), marketEntry('sell')]).toEqual(['total', 'amount']);
  });
});

describe('precisionsOf', () => {
  it.each([
    [{ pricePrecision: 2, countPrecision: 6 }, { price: 2, count: 6, total: 2 }],
    [{ pricePrecision: 0, countPrecision: 0 }, { price: 0, count: 0, total: 0 }],
    [{}, { price: 8, count: 8, total: 8 }],
    [{ pricePrecision: -1, countPrecision: 1.5 }, { price: 8, count: 8, total: 8 }],
  ])('should read %j as %j (8 when unknown)', (pair, want) => expect(precisionsOf(pair)).toEqual(want));
});
