import { describe, expect, it } from 'vitest';
import type { Engine } from './engine';
import { COIN, limit, makeEngine, order, placed, spot, USD } from './test-fixtures';
import type { EngineEvent, Order, PlaceOrder } from './types';

const P = 1; // places plan orders
const X = 2; // makes the market
const Y = 3;

function funded(): { engine: Engine; events: EngineEvent[] } {
  const { engine, events } = makeEngine();
  for (const u of [P, X, Y]) {
    engine.fund(u, 'USDT', 1_000_000 * USD);
    engine.fund(u, 'BTC', 10 * COIN);
  }
  return { engine, events };
}

/** X and Y trade 100 lots at `price`: the last price becomes `price`. */
function printAt(engine: Engine, price: number): void {
  placed(engine, limit(X, 'sell', price, 100));
  placed(engine, limit(Y, 'buy', price, 100));
  expect(engine.lastPrice('BTC_USDT')).toBe(price);
}

const trigger = (side: 'buy' | 'sell', triggerPrice: number, tradeSide: 1 | 2, extra: Partial<PlaceOrder> = {}): PlaceOrder =>
  limit(P, side, 6_000_000, 1_000, { planType: 2, triggerPrice, tradeSide, ...extra });

const childOf = (engine: Engine, events: EngineEvent[], parent: Order): Order =>
  events.flatMap((e) => (e.kind === 'order' && e.order.orderId === parent.childOrderId ? [e.order] : [])).pop()!;

describe('trigger orders (planType 2)', () => {
  it.each<[string, 1 | 2, number, number[]]>([
    ['rising: fires once the last price reaches the trigger from below', 1, 6_050_000, [6_040_000, 6_050_000]],
    ['falling: fires once the last price reaches the trigger from above', 2, 5_950_000, [5_960_000, 5_940_000]],
  ])('%s', (_name, tradeSide, at, prints) => {
    const { engine, events } = funded();
    printAt(engine, 6_000_000);
    const t = placed(engine, trigger('buy', at, tradeSide));
    expect([t.state, t.frozen, t.tradeType, spot(engine, P, 'USDT').frozen]).toEqual(['SUCCESS', 0, 'spot_trigger', 0]);
    printAt(engine, prints[0]);
    expect(t.state).toBe('SUCCESS');
    printAt(engine, prints[1]);
    expect(t.state).toBe('COMPLETE');
    const child = childOf(engine, events, t);
    // the child is a plain order (listed, counted and cancelled as one) that keeps its plan's trigger
    expect([child.parentOrderId, child.planType, child.tradeType, child.type, child.price, child.size]).toEqual([t.orderId, 0, 'spot_market', 'limit', 6_000_000, 1_000]);
    expect([child.triggerPrice, child.tradeSide]).toEqual([at, 0]);
    expect(engine.openOrders(P).map((o) => o.orderId)).toEqual(child.state === 'SUCCESS' ? [child.orderId] : []);
  });

  it('should not fire when the price moves away from the trigger', () => {
    const { engine } = funded();
    printAt(engine, 6_000_000);
    const up = placed(engine, trigger('buy', 6_100_000, 1));
    const down = placed(engine, trigger('sell', 5_900_000, 2));
    printAt(engine, 6_050_000);
    printAt(engine, 5_950_000);
    expect([up.state, down.state]).toEqual(['SUCCESS', 'SUCCESS']);
  });

  it('should fire at once when placed already due, and only after the first trade', () => {
    const { engine } = funded();
    const early = placed(engine, trigger('buy', 5_000_000, 1));
    expect(early.state).toBe('SUCCESS'); // no last price yet
    printAt(engine, 6_000_000);
    expect(early.state).toBe('COMPLETE');
    const due = placed(engine, trigger('sell', 6_000_000, 2, { price: 7_000_000 }));
    expect([due.state, engine.order(due.childOrderId!)?.state]).toEqual(['COMPLETE', 'SUCCESS']);
  });

  it('should place a market child that spends its total', () => {
    const { engine, events } = funded();
    printAt(engine, 6_000_000);
    placed(engine, limit(X, 'sell', 6_010_000, 100_000));
    // A lot at 60,100 costs 0.601 + 0.0015025 fee (up: 0.001503): 1.5 USDT buys two.
    const t = placed(engine, order(P, 'buy', 'market', 0, 0, { planType: 2, notional: 1_500_000, triggerPrice: 6_005_000, tradeSide: 1 }));
    placed(engine, limit(X, 'sell', 6_005_000, 100));
    placed(engine, limit(Y, 'buy', 6_005_000, 100)); // prints 60,050.00: the child buys at 60,100.00
    const child = childOf(engine, events, t);
    expect([t.state, child.state, child.filledSize, child.filledNotional, child.fee]).toEqual(['COMPLETE', 'COMPLETE', 2, 1_202_000, 3_005]);
    expect(engine.lastPrice('BTC_USDT')).toBe(6_010_000);
    expect(spot(engine, P, 'USDT')).toEqual({ available: 1_000_000 * USD - 1_205_005, frozen: 0 });
  });

  it('should system-cancel the trigger order when its child cannot be placed', () => {
    const { engine } = funded();
    printAt(engine, 6_000_000);
    const t = placed(engine, trigger('buy', 6_050_000, 1, { size: 2_000_000 })); // 20 BTC: more than P's USDT
    printAt(engine, 6_050_000);
    expect([t.state, t.childOrderId]).toEqual(['SYSTEM_CANCELED', undefined]);
    expect(engine.openOrders(P)).toEqual([]);
  });

  it('should fire equal triggers oldest first, and both directions by age', () => {
    const { engine, events } = funded();
    printAt(engine, 6_000_000);
    const first = placed(engine, trigger('sell', 6_000_000, 1, { price: 9_000_000 }));
    events.length = 0;
    const second = placed(engine, trigger('sell', 5_990_000, 1, { price: 9_000_000 }));
    const third = placed(engine, trigger('sell', 6_000_000, 2, { price: 9_000_000 }));
    expect([first.state, second.state, third.state]).toEqual(['COMPLETE', 'COMPLETE', 'COMPLETE']);
    const rising = [placed(engine, trigger('sell', 6_010_000, 1, { price: 9_000_000 })), placed(engine, trigger('sell', 6_010_000, 1, { price: 9_000_000 }))];
    events.length = 0;
    printAt(engine, 6_010_000);
    const fired = events.flatMap((e) => (e.kind === 'order' && e.order.state === 'COMPLETE' && e.order.planType === 2 ? [e.order.orderId] : []));
    expect(fired).toEqual(rising.map((o) => o.orderId));
  });
});

describe('stop orders (planType 1)', () => {
  const stop = (extra: Partial<PlaceOrder>): PlaceOrder =>
    limit(P, 'sell', 5_800_000, 10_000, { planType: 1, triggerPrice: 5_900_000, tradeSide: 2, ...extra });

  it('should freeze at placement and hand the funds to its child', () => {
    const { engine, events } = funded();
    printAt(engine, 6_000_000);
    const s = placed(engine, stop({}));
    expect([s.frozen, s.tradeType, spot(engine, P, 'BTC').frozen]).toEqual([10_000_000, 'spot_stop', 10_000_000]);
    printAt(engine, 5_900_000);
    const child = childOf(engine, events, s);
    expect([s.state, s.frozen, child.frozen, child.tradeType, child.state]).toEqual(['COMPLETE', 0, 10_000_000, 'spot_market', 'SUCCESS']);
    expect(child.triggerPrice).toBe(s.triggerPrice);
    expect(spot(engine, P, 'BTC').frozen).toBe(10_000_000);
    expect(engine.audit()).toEqual([]);
  });

  it('should freeze a stop buy with its fee reserve and keep it for the child', () => {
    const { engine, events } = funded();
    printAt(engine, 6_000_000);
    const s = placed(engine, limit(P, 'buy', 6_200_000, 10_000, { planType: 1, triggerPrice: 6_100_000, tradeSide: 1 }));
    expect(s.frozen).toBe(6_200 * USD + 15_500_000);
    printAt(engine, 6_100_000);
    expect(childOf(engine, events, s).frozen).toBe(6_200 * USD + 15_500_000);
  });

  it('should release the funds of a stop whose market child finds an empty book', () => {
    const { engine } = funded();
    printAt(engine, 6_000_000);
    const s = placed(engine, order(P, 'sell', 'market', 0, 10_000, { planType: 1, triggerPrice: 6_000_000, tradeSide: 1 }));
    expect([s.state, s.childOrderId, s.frozen]).toEqual(['SYSTEM_CANCELED', undefined, 0]);
    expect(spot(engine, P, 'BTC')).toEqual({ available: 10 * COIN, frozen: 0 });
  });

  it('should release the funds of a cancelled stop', () => {
    const { engine } = funded();
    const s = placed(engine, stop({}));
    const r = engine.cancel(P, s.orderId);
    expect(r.ok && r.value.state).toBe('CANCELLED');
    expect(spot(engine, P, 'BTC').frozen).toBe(0);
  });
});

describe('cascades', () => {
  it('should keep firing while fired orders move the price, within one command', () => {
    const { engine, events } = funded();
    printAt(engine, 6_000_000);
    // Bids stepping down; each stop sells into the next bid and prints lower.
    placed(engine, limit(X, 'buy', 5_990_000, 1_000));
    placed(engine, limit(X, 'buy', 5_980_000, 1_000));
    placed(engine, limit(X, 'buy', 5_970_000, 1_000));
    const s1 = placed(engine, order(P, 'sell', 'market', 0, 1_000, { planType: 1, triggerPrice: 5_995_000, tradeSide: 2 }));
    const s2 = placed(engine, order(P, 'sell', 'market', 0, 1_000, { planType: 2, triggerPrice: 5_990_000, tradeSide: 2 }));
    const s3 = placed(engine, order(P, 'sell', 'market', 0, 1_000, { planType: 1, triggerPrice: 5_980_000, tradeSide: 2 }));
    const bystander = placed(engine, order(P, 'buy', 'market', 0, 0, { planType: 2, notional: 10 * USD, triggerPrice: 6_100_000, tradeSide: 1 }));
    events.length = 0;
    // Y prints 5,990.00: s1 fires and prints 5,980.00, which fires s2 (5,970.00), which fires s3.
    placed(engine, order(Y, 'sell', 'market', 0, 100));
    expect([s1.state, s2.state, s3.state, bystander.state]).toEqual(['COMPLETE', 'COMPLETE', 'COMPLETE', 'SUCCESS']);
    const prints = events.flatMap((e) => (e.kind === 'lastPrice' ? [e.price] : []));
    expect(prints).toEqual([5_990_000, 5_980_000, 5_970_000, 5_970_000]);
    const s3child = childOf(engine, events, s3);
    expect([s3child.state, s3child.filledSize]).toEqual(['PARTIAL_COMPLETE_AND_CANCELLED', 900]);
    expect(engine.lastPrice('BTC_USDT')).toBe(5_970_000);
    expect(engine.audit()).toEqual([]);
  });
});
