import { OrderNode } from './book';
import { Code } from './codes';
import { frozenSlotOf } from './settle';
import type { EngineState } from './state';
import { fail, ok, type CancelFilter, type Order, type OrderState, type Result } from './types';

/** Who ends an open order: the user, the system (liquidation, failed trigger child), or STP. */
export type CancelCause = 'user' | 'system' | 'stp';

/** The final state of an order cancelled by `cause`, given whether it had filled. */
export function cancelState(order: Order, cause: CancelCause): OrderState {
  const partial = order.filledSize > 0;
  if (order.planType !== 0) return cause === 'system' ? 'SYSTEM_CANCELED' : 'CANCELLED';
  if (cause === 'user') return partial ? 'PARTIAL_COMPLETE_AND_CANCELLED' : 'CANCELLED';
  if (cause === 'system') return partial ? 'PARTIALLY_SYSTEM_CANCELED' : 'SYSTEM_CANCELED';
  return partial ? 'PARTIALLY_STP_CANCELED' : 'STP_CANCELED';
}

/**
 * Ends an open order in `state`: takes it out of the book or the trigger list, releases what
 * is still frozen for it, emits it in its final state and forgets it.
 */
export function closeOrder(st: EngineState, node: OrderNode, state: OrderState): void {
  const o = node.order;
  if (node.level !== null) node.book.own(o.side).remove(node, o.size - o.filledSize);
  if (node.armed) {
    node.book.triggers.remove(node);
    node.armed = false;
  }
  if (o.frozen > 0) {
    st.ledger.releaseAt(frozenSlotOf(st, node), o.frozen);
    o.frozen = 0;
  }
  if (o.planType === 2) node.user.triggerCount--;
  node.user.unlink(node);
  st.orders.delete(node);
  o.state = state;
  o.updateTime = st.now();
  st.rememberClosed(o);
  st.emitOrder(o);
}

/** The open order `orderId` of `userId`: 30002 when unknown or someone else's, 30003 when closed. */
export function ownOpenOrder(st: EngineState, userId: number, orderId: number): OrderNode | Result<never> {
  const node = st.orders.get(orderId);
  if (node !== undefined && node.order.userId === userId) return node;
  if (node === undefined && st.closedOwnerOf(orderId) === userId) {
    return fail(Code.ORDER_NOT_OPEN, `order ${orderId} is not open`);
  }
  return fail(Code.ORDER_NOT_FOUND, `order ${orderId} not found`);
}

export function cancelOne(st: EngineState, userId: number, orderId: number): Result<Order> {
  const node = ownOpenOrder(st, userId, orderId);
  if (!(node instanceof OrderNode)) return node;
  closeOrder(st, node, cancelState(node.order, 'user'));
  return ok(node.order);
}

/** Cancels a user's open orders of one mode, optionally of one pair and one plan type. */
export function cancelMatching(st: EngineState, filter: CancelFilter): Result<Order[]> {
  if (filter.symbol !== undefined && !st.books.has(filter.symbol)) {
    return fail(Code.SYMBOL_NOT_FOUND, `unknown symbol ${filter.symbol}`);
  }
  const user = st.accounts.find(filter.userId);
  if (user === undefined) return ok([]);
  const picked: OrderNode[] = [];
  for (const node of user.openNodes()) {
    const o = node.order;
    if (o.mode !== filter.mode) continue;
    if (filter.symbol !== undefined && o.symbol !== filter.symbol) continue;
    if (filter.planType !== undefined && o.planType !== filter.planType) continue;
    picked.push(node);
  }
  picked.sort(byOrderId);
  for (const node of picked) closeOrder(st, node, cancelState(node.order, 'user'));
  return ok(picked.map((n) => n.order));
}

/** System-cancels every open order of one account (margin liquidation), releasing its funds. */
export function cancelAccount(st: EngineState, accountId: number): Order[] {
  const account = st.accounts.byId.get(accountId);
  const user = account === undefined ? undefined : st.accounts.find(account.userId);
  if (user === undefined) return [];
  const picked = user.openNodes().filter((n) => n.order.accountId === accountId).sort(byOrderId);
  for (const node of picked) closeOrder(st, node, cancelState(node.order, 'system'));
  return picked.map((n) => n.order);
}

const byOrderId = (a: OrderNode, b: OrderNode): number => a.order.orderId - b.order.orderId;
