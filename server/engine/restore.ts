import { OrderNode } from './book';
import type { EngineSnapshot } from './api';
import { parseFees } from './fees';
import type { IsolatedMargin } from './margin';
import type { EngineState } from './state';
import { OPEN_STATES } from './types';

/**
 * Start-up: rebuilds books, plan orders, accounts, balances and counters from a snapshot,
 * emitting nothing. Open orders go back in seq order, so every price level's queue has its
 * original time priority. Every internal figure of an order (reserve, rest) is derived from
 * its public record, so the snapshot is all that is needed.
 */
export function restoreState(st: EngineState, snap: EngineSnapshot): void {
  for (const a of snap.accounts) st.accounts.restore(a);
  for (const b of snap.balances) st.ledger.restore(b);
  const orders = [...snap.openOrders].sort((a, b) => a.seq - b.seq);
  for (const stored of orders) {
    const book = st.books.get(stored.symbol);
    if (book === undefined) throw new Error(`snapshot order ${stored.orderId} on unknown ${stored.symbol}`);
    if (!OPEN_STATES.has(stored.state)) continue;
    const order = { ...stored };
    // a fired plan's child saved before children became plain orders carried its plan's trade type
    if (order.planType === 0) order.tradeType = 'spot_market';
    const user = st.accounts.user(order.userId);
    const node = new OrderNode(order, book, user);
    st.orders.add(node);
    user.link(node);
    if (order.planType === 0) {
      book.own(order.side).add(node, order.price, order.size - order.filledSize);
    } else {
      book.triggers.add(node);
      node.armed = true;
      if (order.planType === 2) user.triggerCount++;
    }
  }
  for (const { symbol, price } of snap.lastPrices) {
    const book = st.books.get(symbol);
    if (book !== undefined) book.last = price;
  }
  for (const { userId, rates } of snap.feeRates) st.accounts.user(userId).fees = parseFees(rates);
  st.lastOrderId = Math.max(st.lastOrderId, snap.maxOrderId);
  st.lastTradeId = Math.max(st.lastTradeId, snap.maxTradeId);
  st.lastSeq = Math.max(st.lastSeq, snap.maxSeq);
  st.accounts.lastAccountId = Math.max(st.accounts.lastAccountId, snap.maxAccountId);
}

/** The engine's state as a snapshot (what the store would hand back after a restart). */
export function snapshotOf(st: EngineState, margin: IsolatedMargin): EngineSnapshot {
  const accounts = [...st.accounts.byId.values()].map((a) => ({ ...a }));
  const openOrders = [...st.orders.values()].map((n) => ({ ...n.order })).sort((a, b) => a.seq - b.seq);
  const feeRates = [...st.accounts.users.values()]
    .filter((u) => u.fees !== undefined)
    .map((u) => ({ userId: u.userId, rates: { ...u.fees!.text } }));
  return {
    accounts,
    balances: [...st.ledger.all()], // all() yields copies
    loans: accounts.flatMap((a) => margin.loans(a.accountId)).map((l) => ({ ...l })),
    openOrders,
    lastPrices: [...st.books.values()].filter((b) => b.last !== undefined).map((b) => ({ symbol: b.pair.symbol, price: b.last! })),
    feeRates,
    maxOrderId: st.lastOrderId,
    maxTradeId: st.lastTradeId,
    maxAccountId: st.accounts.lastAccountId,
    maxSeq: st.lastSeq,
  };
}
