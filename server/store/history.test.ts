import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderState } from '../engine/types';
import type { HistoryQuery } from './api';
import { type SqliteStore, openStore } from './sqlite';
import { T0, fill, fillEv, order, orderEv } from './test-fixtures';

const DAY = 86_400_000;

/** User 1's orders 1..9 and user 2's order 10, one second apart from T0 + 1 s. */
const STATES: OrderState[] = [
  'COMPLETE', 'CANCELLED', 'SYSTEM_CANCELED', 'STP_CANCELED', 'PARTIAL_COMPLETE_AND_CANCELLED',
  'PARTIALLY_SYSTEM_CANCELED', 'PARTIALLY_STP_CANCELED', 'SUCCESS', 'PARTIAL_COMPLETE',
];

const base: HistoryQuery = {
  userId: 1, mode: 'spot', startTime: T0, endTime: T0 + DAY, closedOnly: false, excludeCanceled: false, limit: 100,
};
const ids = (orders: Array<{ orderId: number }>) => orders.map((o) => o.orderId);

describe('history queries', () => {
  let store: SqliteStore;
  beforeEach(() => {
    store = openStore(':memory:');
    store.persist([
      ...STATES.map((state, i) => orderEv(order({ orderId: i + 1, state, side: i % 2 ? 'sell' : 'buy' }))),
      orderEv(order({ orderId: 10, userId: 2, accountId: 21 })),
      orderEv(order({ orderId: 11, mode: 'iso_margin', accountId: 12, state: 'COMPLETE' })),
      orderEv(order({ orderId: 12, symbol: 'ETH_USDT', state: 'COMPLETE' })),
      orderEv(order({ orderId: 13, planType: 2, tradeType: 'spot_trigger', state: 'COMPLETE' })),
    ]);
  });
  afterEach(() => store.close());

  it('should list the user’s orders of one mode, newest first', () => {
    expect(ids(store.historyOrders(base))).toEqual([13, 12, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(ids(store.historyOrders({ ...base, mode: 'iso_margin' }))).toEqual([11]);
    expect(ids(store.historyOrders({ ...base, userId: 2 }))).toEqual([10]);
    expect(store.historyOrders({ ...base, userId: 3 })).toEqual([]);
  });

  it('should leave out open orders when closedOnly', () => {
    expect(ids(store.historyOrders({ ...base, closedOnly: true }))).toEqual([13, 12, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('should hide cancelled orders without fills, keeping partially filled then cancelled ones', () => {
    expect(ids(store.historyOrders({ ...base, closedOnly: true, excludeCanceled: true }))).toEqual([13, 12, 7, 6, 5, 1]);
  });

  it('should filter by symbol, side and trade type', () => {
    expect(ids(store.historyOrders({ ...base, symbol: 'ETH_USDT' }))).toEqual([12]);
    expect(ids(store.historyOrders({ ...base, side: 'sell' }))).toEqual([8, 6, 4, 2]);
    expect(ids(store.historyOrders({ ...base, tradeType: 'spot_trigger' }))).toEqual([13]);
    expect(ids(store.historyOrders({ ...base, tradeType: 'spot_market', symbol: 'BTC_USDT', side: 'buy' }))).toEqual([9, 7, 5, 3, 1]);
  });

  it('should keep to the time window, inclusive at both ends', () => {
    const w = { ...base, startTime: T0 + 3_000, endTime: T0 + 5_000 };
    expect(ids(store.historyOrders(w))).toEqual([5, 4, 3]);
    expect(store.historyOrders({ ...base, startTime: T0 + DAY, endTime: T0 + 2 * DAY })).toEqual([]);
  });

  it('should page with an exclusive lastPid cursor', () => {
    const pages: number[][] = [];
    let lastPid: number | undefined;
    for (;;) {
      const page = store.historyOrders({ ...base, limit: 4, lastPid });
      if (page.length === 0) break;
      pages.push(ids(page));
      lastPid = page[page.length - 1].orderId;
    }
    expect(pages).toEqual([[13, 12, 9, 8], [7, 6, 5, 4], [3, 2, 1]]);
  });

  it('should fold a fired plan order’s child into the plan’s row when asked, and give it the child’s fills', () => {
    store.persist([
      orderEv(order({ orderId: 20, planType: 2, tradeType: 'spot_trigger', triggerPrice: 5_900_000, state: 'COMPLETE', childOrderId: 21 })),
      orderEv(order({ orderId: 21, triggerPrice: 5_900_000, state: 'PARTIAL_COMPLETE_AND_CANCELLED', parentOrderId: 20, filledSize: 500, filledNotional: 30_000_000, fee: 1 })),
      fillEv(fill({ tradeId: 30, orderId: 21 })),
    ]);
    const wide = { ...base, endTime: T0 + DAY, closedOnly: true };
    expect(ids(store.historyOrders(wide)).slice(0, 2)).toEqual([21, 20]);
    const folded = store.historyOrders({ ...wide, foldChildren: true });
    expect(ids(folded).slice(0, 2)).toEqual([20, 13]);
    expect(folded[0]).toMatchObject({ orderId: 20, state: 'COMPLETE', childOrderId: 21, filledSize: 500, filledNotional: 30_000_000, fee: 1, size: 1_000 });
    expect(folded[1]).toMatchObject({ orderId: 13, filledSize: 0 });
    expect(store.orderFills(1, 20).map((f) => f.tradeId)).toEqual([30]);
    expect(store.orderFills(2, 20)).toEqual([]);
  });

  it('should hide a fired plan whose child was cancelled with nothing filled when hiding cancelled, the plan keeping its own state', () => {
    store.persist([
      // fired, child cancelled unfilled (by the user; by the system: a market child with no book)
      orderEv(order({ orderId: 20, planType: 2, tradeType: 'spot_trigger', state: 'COMPLETE', childOrderId: 21 })),
      orderEv(order({ orderId: 21, state: 'CANCELLED', parentOrderId: 20 })),
      orderEv(order({ orderId: 22, planType: 1, tradeType: 'spot_stop', state: 'COMPLETE', childOrderId: 23 })),
      orderEv(order({ orderId: 23, type: 'market', state: 'SYSTEM_CANCELED', parentOrderId: 22 })),
      // fired, child partly filled then cancelled: something traded, it stays
      orderEv(order({ orderId: 24, planType: 2, tradeType: 'spot_trigger', state: 'COMPLETE', childOrderId: 25 })),
      orderEv(order({ orderId: 25, state: 'PARTIAL_COMPLETE_AND_CANCELLED', parentOrderId: 24, filledSize: 500 })),
    ]);
    const wide = { ...base, endTime: T0 + DAY, closedOnly: true, foldChildren: true };
    const shown = store.historyOrders(wide);
    expect(ids(shown).slice(0, 3)).toEqual([24, 22, 20]);
    // spec section 4: a plan order is labelled by its own state, COMPLETE (triggered)
    expect(shown.slice(0, 3).map((o) => o.state)).toEqual(['COMPLETE', 'COMPLETE', 'COMPLETE']);
    expect(ids(store.historyOrders({ ...wide, excludeCanceled: true }))).toEqual([24, 13, 12, 7, 6, 5, 1]);
    // unfolded (every stored order as it is), the filter reads each order's own state
    expect(ids(store.historyOrders({ ...wide, foldChildren: false, excludeCanceled: true })).slice(0, 4)).toEqual([25, 24, 22, 20]);
  });

  it('should cap a page at the maximum and answer nothing for a zero limit', () => {
    expect(store.historyOrders({ ...base, limit: 0 })).toEqual([]);
    expect(store.historyOrders({ ...base, limit: 1e9 })).toHaveLength(11);
  });
});

describe('fill queries', () => {
  let store: SqliteStore;
  beforeEach(() => {
    store = openStore(':memory:');
    store.persist([
      orderEv(order({ orderId: 1 })),
      orderEv(order({ orderId: 2, userId: 2, accountId: 21, side: 'sell' })),
      orderEv(order({ orderId: 3, mode: 'iso_margin', accountId: 12, symbol: 'ETH_USDT' })),
      fillEv(fill({ tradeId: 1, orderId: 1 }), 2),
      fillEv(fill({ tradeId: 2, orderId: 2, userId: 2, accountId: 21, side: 'sell', role: 'maker' }), 1),
      fillEv(fill({ tradeId: 3, orderId: 1 }), 2),
      fillEv(fill({ tradeId: 4, orderId: 2, userId: 2, accountId: 21, side: 'sell', role: 'maker' }), 1),
      fillEv(fill({ tradeId: 5, orderId: 3, accountId: 12, symbol: 'ETH_USDT' }), 9),
      fillEv(fill({ tradeId: 6, orderId: 1, side: 'buy' }), 2),
      // a self-trade: user 1 on both sides of trade 8
      orderEv(order({ orderId: 4, side: 'sell' })),
      fillEv(fill({ tradeId: 8, orderId: 1, time: T0 + 7_000 }), 4),
      fillEv(fill({ tradeId: 8, orderId: 4, side: 'sell', role: 'maker', time: T0 + 7_000 }), 1),
    ]);
  });
  afterEach(() => store.close());

  const q = { userId: 1, mode: 'spot' as const, startTime: T0, endTime: T0 + DAY, limit: 100 };
  const tids = (fills: Array<{ tradeId: number }>) => fills.map((f) => f.tradeId);

  it('should give an order’s fills, oldest first, only to its owner', () => {
    expect(tids(store.orderFills(1, 1))).toEqual([1, 3, 6, 8]);
    expect(store.orderFills(1, 1)[0]).toEqual(fill({ tradeId: 1, orderId: 1 }));
    expect(store.orderFills(1, 2)).toEqual([]);
    expect(tids(store.orderFills(2, 2))).toEqual([2, 4]);
  });

  it('should give a fired plan’s child’s fills under the plan’s id, the one order history and trade history show', () => {
    store.persist([
      orderEv(order({ orderId: 20, planType: 2, tradeType: 'spot_trigger', state: 'COMPLETE', childOrderId: 21 })),
      orderEv(order({ orderId: 21, state: 'COMPLETE', parentOrderId: 20, filledSize: 1_000 })),
      fillEv(fill({ tradeId: 30, orderId: 21, time: T0 + 9_000 }), 2),
      fillEv(fill({ tradeId: 31, orderId: 21, time: T0 + 9_000 }), 2),
    ]);
    expect(store.fills(q).slice(0, 2).map((f) => [f.tradeId, f.orderId])).toEqual([[31, 20], [30, 20]]);
    expect(store.orderFills(1, 20).map((f) => [f.tradeId, f.orderId])).toEqual([[30, 20], [31, 20]]);
    // asked by the child's own id, the same answer
    expect(store.orderFills(1, 21).map((f) => [f.tradeId, f.orderId])).toEqual([[30, 20], [31, 20]]);
    expect(store.orderFills(2, 20)).toEqual([]);
  });

  it('should list the user’s fills of one mode, newest first, with filters and cursor', () => {
    expect(store.fills(q).map((f) => [f.tradeId, f.orderId])).toEqual([[8, 4], [8, 1], [6, 1], [3, 1], [1, 1]]);
    expect(tids(store.fills({ ...q, mode: 'iso_margin' }))).toEqual([5]);
    expect(tids(store.fills({ ...q, mode: 'iso_margin', symbol: 'BTC_USDT' }))).toEqual([]);
    expect(tids(store.fills({ ...q, side: 'sell' }))).toEqual([8]);
    expect(tids(store.fills({ ...q, userId: 2, side: 'sell' }))).toEqual([4, 2]);
    expect(tids(store.fills({ ...q, limit: 2, lastPid: 8 }))).toEqual([6, 3]);
    expect(tids(store.fills({ ...q, limit: 2, lastPid: 3 }))).toEqual([1]);
    expect(tids(store.fills({ ...q, startTime: T0 + 3_000, endTime: T0 + 6_000 }))).toEqual([6, 3]);
  });
});
