import { describe, expect, it } from 'vitest';
import { Code, MAX_OPEN_TRIGGER_ORDERS } from './codes';
import type { Engine } from './engine';
import { COIN, limit, makeEngine, order, placed, USD } from './test-fixtures';
import type { EngineEvent, PlaceOrder, Result } from './types';

const U = 1;
const OTHER = 2;

/** A funded user with a resting bid and ask on BTC_USDT, and an empty ETH_BTC book. */
function setup(): { engine: Engine; events: EngineEvent[]; bid: number; ask: number } {
  const { engine, events } = makeEngine();
  for (const u of [U, OTHER]) {
    engine.fund(u, 'USDT', 100_000 * USD);
    engine.fund(u, 'BTC', 2 * COIN);
  }
  const bid = placed(engine, limit(OTHER, 'buy', 5_900_000, 10_000)).orderId;
  const ask = placed(engine, limit(OTHER, 'sell', 6_100_000, 10_000)).orderId;
  return { engine, events, bid, ask };
}

const buy = (extra: Partial<PlaceOrder>): PlaceOrder => limit(U, 'buy', 6_000_000, 1_000, extra);
const plan = (extra: Partial<PlaceOrder>): PlaceOrder => buy({ planType: 2, triggerPrice: 6_050_000, tradeSide: 1, ...extra });

describe('placement refusals change and emit nothing', () => {
  it.each<[string, PlaceOrder, number]>([
    ['unknown symbol', buy({ symbol: 'DOGE_USDT' }), Code.SYMBOL_NOT_FOUND],
    ['margin on a pair without margin', buy({ symbol: 'ETH_BTC', mode: 'iso_margin' }), Code.MARGIN_NOT_SUPPORTED],
    ['a spot order in borrow mode', buy({ subMode: 'borrow' }), Code.PARAM_INVALID],
    ['an unknown order type', buy({ type: 'stop' as 'limit' }), Code.PARAM_INVALID],
    ['an unknown side', buy({ side: 'hold' as 'buy' }), Code.PARAM_INVALID],
    ['an unknown plan type', buy({ planType: 3 as 0 }), Code.PARAM_INVALID],
    ['no user', buy({ userId: 0 }), Code.PARAM_INVALID],
    ['price 0', buy({ price: 0 }), Code.PRICE_OUT_OF_RANGE],
    ['a negative price', buy({ price: -100 }), Code.PRICE_OUT_OF_RANGE],
    ['a fractional price', buy({ price: 6_000_000.5 }), Code.PARAM_INVALID],
    ['a price past the safe integers', buy({ price: 2 ** 53 }), Code.PARAM_INVALID],
    ['a price below the pair minimum', buy({ price: 99 }), Code.PRICE_BELOW_MIN],
    ['size 0 (below any minimum)', buy({ size: 0 }), Code.AMOUNT_BELOW_MIN_COUNT],
    ['a negative size', buy({ size: -10 }), Code.PARAM_INVALID],
    ['a fractional size', buy({ size: 10.5 }), Code.PARAM_INVALID],
    ['a size below the minimum count', buy({ size: 9 }), Code.AMOUNT_BELOW_MIN_COUNT],
    ['a total below the minimum amount', buy({ price: 100, size: 10 }), Code.TOTAL_BELOW_MIN_AMOUNT],
    ['price x size beyond safe integers', buy({ price: 9_000_000_000_000, size: 1_000_000_000 }), Code.PARAM_INVALID],
    ['a market buy by size', order(U, 'buy', 'market', 0, 1_000), Code.MARKET_INVALID],
    ['a market sell by total', order(U, 'sell', 'market', 0, 1_000, { notional: 5 * USD }), Code.MARKET_INVALID],
    ['a market buy total below the minimum', order(U, 'buy', 'market', 0, 0, { notional: 999_999 }), Code.MARKET_TOTAL_BELOW_MIN],
    ['a market buy total of 0', order(U, 'buy', 'market', 0, 0, { notional: 0 }), Code.MARKET_TOTAL_BELOW_MIN],
    ['a market sell of size 0', order(U, 'sell', 'market', 0, 0), Code.MARKET_COUNT_BELOW_MIN],
    ['a trigger market sell below the minimum count (the trigger code)', plan({ side: 'sell', type: 'market', price: 0, size: 9, tradeSide: 2 }), Code.AMOUNT_BELOW_MIN_COUNT],
    ['a trigger market buy below the minimum total (the trigger code)', plan({ type: 'market', price: 0, size: 0, notional: 999_999 }), Code.TOTAL_BELOW_MIN_AMOUNT],
    ['a market sell below the minimum count', order(U, 'sell', 'market', 0, 9), Code.MARKET_COUNT_BELOW_MIN],
    ['a market order on an empty book', order(U, 'sell', 'market', 0, 100, { symbol: 'ETH_BTC' }), Code.MARKET_NO_LIQUIDITY],
    ['a limit buy beyond the balance', buy({ size: 200_000 }), Code.BALANCE_NOT_ENOUGH],
    ['a sell beyond the balance', limit(U, 'sell', 6_000_000, 300_000), Code.BALANCE_NOT_ENOUGH],
    ['a market buy beyond the balance', order(U, 'buy', 'market', 0, 0, { notional: 100_001 * USD }), Code.BALANCE_NOT_ENOUGH],
    ['a user with no account at all', limit(99, 'sell', 6_000_000, 100), Code.BALANCE_NOT_ENOUGH],
    ['a plan order without trigger price', plan({ triggerPrice: 0 }), Code.PARAM_INVALID],
    ['a trigger price past the safe integers', plan({ triggerPrice: 2 ** 53 + 2 }), Code.PARAM_INVALID],
    ['a negative trigger price', plan({ triggerPrice: -1 }), Code.PARAM_INVALID],
    ['a plan order without trade side', plan({ tradeSide: 0 }), Code.PARAM_INVALID],
    ['an IOC plan order', plan({ type: 'ioc' }), Code.PARAM_INVALID],
    ['a stop order beyond the balance', plan({ planType: 1, size: 200_000 }), Code.BALANCE_NOT_ENOUGH],
    ['a market plan buy by size', plan({ type: 'market', price: 0 }), Code.MARKET_INVALID],
  ])('should refuse %s', (_name, cmd, code) => {
    const { engine, events } = setup();
    const before = JSON.stringify(engine.snapshot());
    events.length = 0;
    const r = engine.place(cmd);
    expect(r.ok ? 'accepted' : r.error.code).toBe(code);
    expect(r.ok || r.error.msg.length > 5).toBe(true);
    expect(events).toEqual([]);
    expect(JSON.stringify(engine.snapshot())).toBe(before);
  });

  it(`should refuse trigger order number ${MAX_OPEN_TRIGGER_ORDERS + 1} (33133), counting open ones only`, () => {
    const { engine } = setup();
    const ids = Array.from({ length: MAX_OPEN_TRIGGER_ORDERS }, () => placed(engine, plan({})).orderId);
    const r = engine.place(plan({}));
    expect(r.ok ? 0 : r.error.code).toBe(Code.TRIGGER_COUNT_OVER_MAX);
    placed(engine, plan({ planType: 1 })); // stop orders do not count
    expect(engine.cancel(U, ids[0]).ok).toBe(true);
    expect(engine.place(plan({})).ok).toBe(true);
  });
});

describe('cancel, amend and funding refusals', () => {
  const refusals: Array<[string, (e: Engine, ids: { bid: number; ask: number }) => Result<unknown>, number]> = [
    ['cancel of an unknown order', (e) => e.cancel(U, 987_654), Code.ORDER_NOT_FOUND],
    ["cancel of another user's order", (e, ids) => e.cancel(U, ids.bid), Code.ORDER_NOT_FOUND],
    ["amend of another user's order", (e, ids) => e.amend({ userId: U, orderId: ids.ask, price: 6_000_000 }), Code.ORDER_NOT_FOUND],
    ['amend to size 0 (below the minimum)', (e, ids) => e.amend({ userId: OTHER, orderId: ids.ask, size: 0 }), Code.AMOUNT_BELOW_MIN_COUNT],
    ['amend to a negative size', (e, ids) => e.amend({ userId: OTHER, orderId: ids.ask, size: -1 }), Code.PARAM_INVALID],
    ['amend to price 0', (e, ids) => e.amend({ userId: OTHER, orderId: ids.ask, price: 0 }), Code.PRICE_OUT_OF_RANGE],
    ['amend below the minimum price', (e, ids) => e.amend({ userId: OTHER, orderId: ids.ask, price: 50 }), Code.PRICE_BELOW_MIN],
    ['amend below the minimum count', (e, ids) => e.amend({ userId: OTHER, orderId: ids.ask, size: 5 }), Code.AMOUNT_BELOW_MIN_COUNT],
    ['amend beyond the balance', (e, ids) => e.amend({ userId: OTHER, orderId: ids.ask, size: 300_000 }), Code.BALANCE_NOT_ENOUGH],
    ['cancel-all on an unknown symbol', (e) => e.cancelAll({ userId: U, mode: 'spot', symbol: 'X_Y' }), Code.SYMBOL_NOT_FOUND],
    ['funding an unknown coin', (e) => e.fund(U, 'DOGE', 1), Code.PARAM_INVALID],
    ['funding 0', (e) => e.fund(U, 'USDT', 0), Code.PARAM_INVALID],
    ['funding more than the treasury holds', (e) => e.fund(U, 'USDT', 2e15), Code.BALANCE_NOT_ENOUGH],
    ['a transfer to a stranger account', (e) => e.transfer(U, e.spotAccount(U).accountId, e.spotAccount(OTHER).accountId, 'USDT', 1), Code.PARAM_INVALID],
    ['a transfer over the available balance', (e) => e.transfer(U, e.spotAccount(U).accountId, e.marginAccount(U, 'BTC_USDT').accountId, 'USDT', 100_001 * USD), Code.TRANSFER_OVER_AVAILABLE],
    ['a transfer of a coin foreign to the margin pair', (e) => e.transfer(U, e.spotAccount(U).accountId, e.marginAccount(U, 'BTC_USDT').accountId, 'ETH', 1), Code.PARAM_INVALID],
  ];

  it.each(refusals)('should refuse %s', (_name, act, code) => {
    const { engine, events, bid, ask } = setup();
    engine.marginAccount(U, 'BTC_USDT'); // created up front: creation is announced
    const before = JSON.stringify(engine.snapshot());
    events.length = 0;
    const r = act(engine, { bid, ask });
    expect(r.ok ? 'accepted' : r.error.code).toBe(code);
    expect(events).toEqual([]);
    expect(JSON.stringify(engine.snapshot())).toBe(before);
  });

  it('should answer 30003 for an order of the same user that has closed', () => {
    const { engine, ask } = setup();
    expect(engine.cancel(OTHER, ask).ok).toBe(true);
    const r = engine.cancel(OTHER, ask);
    expect(r.ok ? 0 : r.error.code).toBe(Code.ORDER_NOT_OPEN);
    const stranger = engine.cancel(U, ask);
    expect(stranger.ok ? 0 : stranger.error.code).toBe(Code.ORDER_NOT_FOUND);
  });
});
