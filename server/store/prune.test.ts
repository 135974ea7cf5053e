import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type SqliteStore, openStore } from './sqlite';
import { T0, accountEv, fill, fillEv, newUser, order, orderEv } from './test-fixtures';

const BOT = 900; // a simulator user: accounts and orders, no row in users
const CUTOFF = T0 + 10_000;

describe('prune', () => {
  let store: SqliteStore;
  let user: number;
  beforeEach(() => {
    store = openStore(':memory:', { now: () => CUTOFF });
    user = store.createUser(newUser('alice@example.com'));
    store.persist([
      accountEv({ accountId: 11, userId: user, kind: 'spot' }),
      accountEv({ accountId: 90, userId: BOT, kind: 'spot' }),
      accountEv({ accountId: 91, userId: BOT, kind: 'iso_margin', symbol: 'BTC_USDT' }),
      // the bot: old closed (1, 2, 3 margin), old but open (4), recent closed (20)
      orderEv(order({ orderId: 1, userId: BOT, accountId: 90, state: 'COMPLETE' })),
      orderEv(order({ orderId: 2, userId: BOT, accountId: 90, state: 'CANCELLED' })),
      orderEv(order({ orderId: 3, userId: BOT, accountId: 91, mode: 'iso_margin', state: 'COMPLETE' })),
      orderEv(order({ orderId: 4, userId: BOT, accountId: 90, state: 'PARTIAL_COMPLETE' })),
      orderEv(order({ orderId: 20, userId: BOT, accountId: 90, state: 'COMPLETE' })),
      // the user's old closed order stays
      orderEv(order({ orderId: 5, userId: user, accountId: 11, state: 'COMPLETE' })),
      fillEv(fill({ tradeId: 1, orderId: 1, userId: BOT, accountId: 90 }), 5),
      fillEv(fill({ tradeId: 2, orderId: 5, userId: user, accountId: 11 }), 1),
      fillEv(fill({ tradeId: 2, orderId: 1, userId: BOT, accountId: 90, side: 'sell' }), 5),
      fillEv(fill({ tradeId: 30, orderId: 20, userId: BOT, accountId: 90 }), 5),
    ]);
    store.createSession({ token: 'old', userId: user, accessSalt: 's', expiresAt: CUTOFF - 1 });
    store.createSession({ token: 'live', userId: user, accessSalt: 's', expiresAt: CUTOFF + 1 });
  });
  afterEach(() => store.close());

  const all = (userId: number, mode: 'spot' | 'iso_margin' = 'spot') =>
    store.historyOrders({ userId, mode, startTime: 0, endTime: T0 * 2, closedOnly: false, excludeCanceled: false, limit: 100 }).map((o) => o.orderId);

  it('should delete old closed orders and fills of simulator accounts only, not a user’s side of their trade', () => {
    expect(store.prune(CUTOFF)).toEqual({ orders: 3, fills: 2, sessions: 1, requests: 0 });
    expect(all(BOT)).toEqual([20, 4]);
    expect(all(BOT, 'iso_margin')).toEqual([]);
    expect(all(user)).toEqual([5]);
    expect(store.orderFills(user, 5).map((f) => f.tradeId)).toEqual([2]);
    expect(store.orderFills(BOT, 1)).toEqual([]);
    expect(store.orderFills(BOT, 20).map((f) => f.tradeId)).toEqual([30]);
    expect(store.loadSnapshot().openOrders.map((o) => o.orderId)).toEqual([4]);
  });

  it('should stop at maxRows and finish on the next call', () => {
    expect(store.prune(CUTOFF, 2)).toMatchObject({ orders: 2, fills: 2 });
    expect(store.prune(CUTOFF, 2)).toMatchObject({ orders: 1, fills: 0 });
    expect(store.prune(CUTOFF, 2)).toMatchObject({ orders: 0, fills: 0 });
  });

  it('should never let ids go back after the newest rows are pruned', () => {
    store.prune(T0 * 2);
    expect(all(BOT)).toEqual([4]);
    expect(store.loadSnapshot()).toMatchObject({ maxOrderId: 20, maxTradeId: 30, maxSeq: 20 });
  });
});
