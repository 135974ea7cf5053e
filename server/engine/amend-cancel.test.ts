import { describe, expect, it } from 'vitest';
import { Code } from './codes';
import type { Engine } from './engine';
import { COIN, limit, makeEngine, order, placed, spot, USD } from './test-fixtures';
import type { EngineEvent, PlaceOrder } from './types';

const A = 1;
const B = 2;
const T = 3;

function funded(): { engine: Engine; events: EngineEvent[] } {
  const { engine, events } = makeEngine();
  for (const u of [A, B, T]) {
    engine.fund(u, 'USDT', 1_000_000 * USD);
    engine.fund(u, 'BTC', 10 * COIN);
    engine.fund(u, 'ETH', 100 * COIN);
  }
  return { engine, events };
}

/** Which users' orders a taker selling `size` at 59,000 meets, in order. */
function takeBids(engine: Engine, events: EngineEvent[], size: number): number[] {
  events.length = 0;
  placed(engine, order(T, 'sell', 'ioc', 5_900_000, size));
  return events.flatMap((e) => (e.kind === 'fill' && e.fill.role === 'maker' ? [e.fill.userId] : []));
}

describe('amend of a resting limit order', () => {
  it('should keep the queue place on a size decrease', () => {
    const { engine, events } = funded();
    const a = placed(engine, limit(A, 'buy', 6_000_000, 1_000));
    placed(engine, limit(B, 'buy', 6_000_000, 1_000));
    const seq = a.seq;
    expect(engine.amend({ userId: A, orderId: a.orderId, size: 500 }).ok).toBe(true);
    expect(a.seq).toBe(seq);
    expect(engine.depth('BTC_USDT', 'buy', 1)).toEqual([[6_000_000, 1_500]]);
    expect(takeBids(engine, events, 600)).toEqual([A, B]);
  });

  it('should answer an amend to size 0 with the minimum code and one to the filled size or less with 30001', () => {
    const { engine } = funded();
    const a = placed(engine, limit(A, 'buy', 6_000_000, 1_000));
    const before = JSON.stringify(engine.snapshot());
    const zero = engine.amend({ userId: A, orderId: a.orderId, size: 0 });
    expect(zero.ok ? 0 : zero.error.code).toBe(Code.AMOUNT_BELOW_MIN_COUNT);
    const negative = engine.amend({ userId: A, orderId: a.orderId, size: -5 });
    expect(negative.ok ? 0 : negative.error.code).toBe(Code.PARAM_INVALID);
    expect(JSON.stringify(engine.snapshot())).toBe(before);
  });

  it.each<[string, { price?: number; size?: number }]>([
    ['a size increase', { size: 2_000 }],
    ['a price change', { price: 5_999_999 }],
  ])('should send the order to the back of the queue on %s', (_name, change) => {
    const { engine, events } = funded();
    const a = placed(engine, limit(A, 'buy', 6_000_000, 1_000));
    placed(engine, limit(B, 'buy', 6_000_000, 1_000));
    const seq = a.seq;
    expect(engine.amend({ userId: A, orderId: a.orderId, ...change }).ok).toBe(true);
    if (change.price !== undefined) engine.amend({ userId: A, orderId: a.orderId, price: 6_000_000 });
    expect(a.seq).toBeGreaterThan(seq);
    expect(takeBids(engine, events, 1_500)).toEqual([B, A]);
  });

  it('should adjust what is frozen exactly, both ways', () => {
    const { engine } = funded();
    const buy = placed(engine, limit(A, 'buy', 6_000_000, 100_000)); // 60,000 + 150 fee
    const sell = placed(engine, limit(A, 'sell', 7_000_000, 50_000));
    engine.amend({ userId: A, orderId: buy.orderId, price: 5_000_000, size: 200_000 });
    expect(buy.frozen).toBe(100_000 * USD + 250 * USD);
    engine.amend({ userId: A, orderId: sell.orderId, size: 30_000 });
    expect(sell.frozen).toBe(30_000_000);
    expect(spot(engine, A, 'USDT')).toEqual({ available: 1_000_000 * USD - 100_250 * USD, frozen: 100_250 * USD });
    expect(spot(engine, A, 'BTC').frozen).toBe(30_000_000);
  });

  it('should trade when the new price crosses, as a taker at the maker price', () => {
    const { engine } = funded();
    placed(engine, limit(B, 'sell', 6_000_000, 400));
    const a = placed(engine, limit(A, 'buy', 5_900_000, 1_000));
    const r = engine.amend({ userId: A, orderId: a.orderId, price: 6_000_000 });
    expect(r.ok && [r.value.state, r.value.filledSize, r.value.fee]).toEqual(['PARTIAL_COMPLETE', 400, 600_000]); // 240 USDT x 0.25%
    expect(engine.lastPrice('BTC_USDT')).toBe(6_000_000);
    expect(a.frozen).toBe(360_000_000 + 900_000); // 600 lots left at 60,000 with their fee
  });

  it('should size a partly filled order against its filled size', () => {
    const { engine } = funded();
    const a = placed(engine, limit(A, 'sell', 6_000_000, 1_000));
    placed(engine, limit(B, 'buy', 6_000_000, 400));
    const bad = engine.amend({ userId: A, orderId: a.orderId, size: 400 });
    expect(bad.ok ? 0 : bad.error.code).toBe(Code.PARAM_INVALID);
    expect(engine.amend({ userId: A, orderId: a.orderId, size: 500 }).ok).toBe(true);
    expect([a.frozen, a.state]).toEqual([100_000, 'PARTIAL_COMPLETE']); // 100 lots left
  });

  it('should cancel a post-only order amended across the book', () => {
    const { engine } = funded();
    placed(engine, limit(B, 'sell', 6_000_000, 400));
    const pm = placed(engine, order(A, 'buy', 'limit_maker', 5_900_000, 1_000));
    const r = engine.amend({ userId: A, orderId: pm.orderId, price: 6_000_000 });
    expect(r.ok && [r.value.state, r.value.filledSize, r.value.frozen]).toEqual(['CANCELLED', 0, 0]);
    expect(spot(engine, A, 'USDT').frozen).toBe(0);
  });

  it('should change and emit nothing for an amend to the same figures', () => {
    const { engine, events } = funded();
    const a = placed(engine, limit(A, 'buy', 6_000_000, 1_000));
    events.length = 0;
    expect(engine.amend({ userId: A, orderId: a.orderId, price: 6_000_000, size: 1_000 }).ok).toBe(true);
    expect(events).toEqual([]);
  });
});

describe('amend of plan orders', () => {
  const stop = (extra: Partial<PlaceOrder>): PlaceOrder =>
    order(A, 'sell', 'market', 0, 10_000, { planType: 1, triggerPrice: 5_500_000, tradeSide: 2, ...extra });

  it('should move the trigger and re-freeze a stop order exactly', () => {
    const { engine } = funded();
    const s = placed(engine, stop({}));
    expect(s.frozen).toBe(10_000_000);
    const r = engine.amend({ userId: A, orderId: s.orderId, triggerPrice: 5_400_000, size: 20_000, marketAmountType: 2 });
    expect(r.ok).toBe(true);
    expect([s.triggerPrice, s.size, s.frozen, s.state]).toEqual([5_400_000, 20_000, 20_000_000, 'SUCCESS']);
  });

  it.each<[string, Partial<PlaceOrder>, object, number]>([
    ['a market sell amended by total', {}, { notional: 10 * USD, marketAmountType: 1 }, Code.MARKET_UPDATE_INVALID],
    ['a market sell amended to size 0', {}, { size: 0 }, Code.AMOUNT_BELOW_MIN_COUNT],
    ['a market sell amended to a fractional size', {}, { size: 10.5 }, Code.MARKET_UPDATE_INVALID],
    ['a market buy amended to a total of 0', { side: 'buy', size: 0, notional: 10 * USD }, { notional: 0 }, Code.TOTAL_BELOW_MIN_AMOUNT],
    ['a market buy amended by size', { side: 'buy', size: 0, notional: 10 * USD }, { size: 100, marketAmountType: 2 }, Code.MARKET_UPDATE_INVALID],
    ['a market buy amended to a negative total', { side: 'buy', size: 0, notional: 10 * USD }, { notional: -1 }, Code.MARKET_UPDATE_INVALID],
    ['a market buy amended below the minimum total', { side: 'buy', size: 0, notional: 10 * USD }, { notional: 10 }, Code.TOTAL_BELOW_MIN_AMOUNT],
    ['a trigger amended to 0', {}, { triggerPrice: 0 }, Code.PARAM_INVALID],
    ['a trade side amended to 3', {}, { tradeSide: 3 }, Code.PARAM_INVALID],
    ['a stop amended beyond the balance', {}, { size: 2_000_000 }, Code.BALANCE_NOT_ENOUGH],
  ])('should refuse %s', (_name, place, change, code) => {
    const { engine, events } = funded();
    const s = placed(engine, stop(place));
    const before = JSON.stringify(engine.snapshot());
    events.length = 0;
    const r = engine.amend({ userId: A, orderId: s.orderId, ...change });
    expect(r.ok ? 0 : r.error.code).toBe(code);
    expect(events).toEqual([]);
    expect(JSON.stringify(engine.snapshot())).toBe(before);
  });

  it('should refuse to amend a plan order once it has fired (30003)', () => {
    const { engine } = funded();
    const t = placed(engine, limit(A, 'sell', 6_000_000, 100, { planType: 2, triggerPrice: 6_000_000, tradeSide: 1 }));
    placed(engine, limit(B, 'sell', 6_000_000, 100));
    placed(engine, limit(T, 'buy', 6_000_000, 100));
    expect(t.state).toBe('COMPLETE');
    const r = engine.amend({ userId: A, orderId: t.orderId, triggerPrice: 6_100_000 });
    expect(r.ok ? 0 : r.error.code).toBe(Code.ORDER_NOT_OPEN);
  });
});

describe('cancel all by filter', () => {
  function book(engine: Engine): Record<string, number> {
    const plan = { triggerPrice: 7_000_000, tradeSide: 1 as const };
    return {
      spotBtc: placed(engine, limit(A, 'buy', 5_000_000, 100)).orderId,
      spotEth: placed(engine, limit(A, 'buy', 50_000, 100, { symbol: 'ETH_BTC' })).orderId,
      stop: placed(engine, limit(A, 'buy', 5_000_000, 100, { planType: 1, ...plan })).orderId,
      trigger: placed(engine, limit(A, 'buy', 5_000_000, 100, { planType: 2, ...plan })).orderId,
      margin: placed(engine, limit(A, 'buy', 5_000_000, 100, { mode: 'iso_margin' })).orderId,
      other: placed(engine, limit(B, 'buy', 5_000_000, 100)).orderId,
    };
  }

  it.each<[string, { symbol?: string; planType?: 0 | 1 | 2; mode: 'spot' | 'iso_margin' }, string[]]>([
    ['every spot order', { mode: 'spot' }, ['spotBtc', 'spotEth', 'stop', 'trigger']],
    ['one pair', { mode: 'spot', symbol: 'ETH_BTC' }, ['spotEth']],
    ['plain orders of one pair', { mode: 'spot', symbol: 'BTC_USDT', planType: 0 }, ['spotBtc']],
    ['stop orders', { mode: 'spot', planType: 1 }, ['stop']],
    ['trigger orders', { mode: 'spot', planType: 2 }, ['trigger']],
    ['margin orders', { mode: 'iso_margin' }, ['margin']],
  ])('should cancel %s of the user and nothing else', (_name, filter, want) => {
    const { engine } = funded();
    engine.transfer(A, engine.spotAccount(A).accountId, engine.marginAccount(A, 'BTC_USDT').accountId, 'USDT', 10_000 * USD);
    const ids = book(engine);
    const r = engine.cancelAll({ userId: A, ...filter });
    const names = Object.keys(ids).filter((k) => r.ok && r.value.some((o) => o.orderId === ids[k]));
    expect(names).toEqual(want);
    expect(r.ok && r.value.every((o) => o.state === 'CANCELLED' && o.frozen === 0)).toBe(true);
    for (const k of Object.keys(ids)) expect(engine.order(ids[k]) === undefined).toBe(want.includes(k));
  });

  it("should only ever show and cancel a user's own orders", () => {
    const { engine } = funded();
    engine.transfer(A, engine.spotAccount(A).accountId, engine.marginAccount(A, 'BTC_USDT').accountId, 'USDT', 10_000 * USD);
    const ids = book(engine);
    expect(engine.openOrders(B).map((o) => o.orderId)).toEqual([ids.other]);
    expect(engine.openOrders(A).map((o) => o.orderId)).toEqual([ids.spotBtc, ids.spotEth, ids.stop, ids.trigger, ids.margin]);
    expect(engine.cancelAll({ userId: B, mode: 'spot' }).ok).toBe(true);
    expect(engine.openOrders(A)).toHaveLength(5);
    expect(engine.openOrders(99)).toEqual([]);
  });
});
