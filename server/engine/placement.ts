import { OrderNode } from './book';
import { Code, MAX_OPEN_TRIGGER_ORDERS } from './codes';
import { orderFeeCoin } from './fee-deduction';
import { cancelState, closeOrder } from './lifecycle';
import { newOrderRecord } from './records';
import { BUDGET, FILLED, match, SELF_TRADE, type MatchEnd } from './matching';
import { TriggerBook } from './plan-orders';
import { trimReserve } from './settle';
import type { EngineState } from './state';
import { fail, ok, type Order, type OrderState, type PlaceOrder, type Result } from './types';
import { validatePlace } from './validate';

/**
 * Places an order: validates it (a refusal changes and emits nothing), freezes what it can
 * spend, then either arms it (plan orders) or matches it and rests or closes its rest.
 *
 * `parent` is set when a plan order fires: the child is a plain order (planType 0, trade type
 * spot_market: the panel lists, counts, edits and cancels it as one), keeps the parent's
 * trigger price for display and, for a stop order, takes over the funds the parent froze
 * instead of freezing its own.
 */
export function place(st: EngineState, cmd: PlaceOrder, parent?: OrderNode): Result<Order> {
  const known = st.accounts.find(cmd.userId);
  const plan = st.plan;
  const refused = validatePlace(st.books, cmd, known === undefined ? st.defaultFees : st.fees(known), plan);
  if (refused !== undefined) return refused;
  const book = plan.book!;
  if (cmd.planType === 2 && known !== undefined && known.triggerCount >= MAX_OPEN_TRIGGER_ORDERS) {
    return fail(Code.TRIGGER_COUNT_OVER_MAX, `at most ${MAX_OPEN_TRIGGER_ORDERS} open trigger orders`);
  }

  const handover = parent !== undefined && parent.order.planType === 1;
  let freeze = handover ? 0 : plan.freeze;
  // A post-only order that would take is accepted and cancelled at once: it freezes nothing.
  const postOnlyTakes = cmd.type === 'limit_maker' && book.crosses(cmd.side, plan.price);
  let account = known === undefined ? undefined : cmd.mode === 'spot' ? known.spot : known.margin.get(cmd.symbol);
  let frozenSlot = -1;
  if (freeze > 0) {
    // a post-only order that would take only asks whether the borrow could be made: it is
    // cancelled at once and must not leave a loan (and its first hour's interest) behind
    let couldBorrow = false;
    if (cmd.subMode === 'borrow' && st.hooks !== undefined) {
      account = st.accounts.margin(st.accounts.user(cmd.userId), cmd.symbol);
      const borrowed = st.hooks.autoBorrow(account.accountId, cmd.symbol, plan.freezeCoin, freeze, !postOnlyTakes);
      if (!borrowed.ok) return borrowed;
      couldBorrow = postOnlyTakes;
    }
    // The freeze is the balance check (one ledger lookup on the hot path, its record kept for
    // the order's node); it changes nothing when short, and nothing can refuse the order after it.
    let frozen = false;
    if (account !== undefined) {
      frozenSlot = st.ledger.slot(account.accountId, cmd.side === 'buy' ? book.quoteIndex : book.baseIndex);
      frozen = postOnlyTakes ? couldBorrow || st.ledger.availableAt(frozenSlot) >= freeze : st.ledger.freezeAt(frozenSlot, freeze);
    }
    if (!frozen) return fail(Code.BALANCE_NOT_ENOUGH, `${plan.freezeCoin} balance is insufficient`);
    if (postOnlyTakes) freeze = 0;
  }

  // Accepted from here on.
  const user = known ?? st.accounts.user(cmd.userId);
  if (account === undefined) {
    account = cmd.mode === 'spot' ? st.accounts.spot(user) : st.accounts.margin(user, cmd.symbol);
  }
  const time = st.now();
  const feeCoin = orderFeeCoin(st, user.deduction, cmd.mode === 'spot', book);
  const order = newOrderRecord(++st.lastOrderId, cmd, plan, account, time, feeCoin, ++st.lastSeq);
  if (parent !== undefined) {
    order.triggerPrice = parent.order.triggerPrice;
    order.parentOrderId = parent.order.orderId;
    if (handover) {
      order.frozen = parent.order.frozen;
      parent.order.frozen = 0;
    }
  }

  if (postOnlyTakes) {
    order.state = 'CANCELLED';
    st.rememberClosed(order);
    st.emitOrder(order);
    return ok(order);
  }
  order.frozen += freeze;

  const node = new OrderNode(order, book, user);
  node.frozenSlot = frozenSlot;
  st.orders.add(node);
  user.link(node);
  st.emitOrder(order);

  if (cmd.planType !== 0) {
    if (cmd.planType === 2) user.triggerCount++;
    book.triggers.add(node);
    node.armed = true;
    if (TriggerBook.isDue(node, book.last)) st.markDirty(book);
    return ok(order);
  }
  if (cmd.type === 'market' || cmd.type === 'ioc' || book.crosses(cmd.side, order.price)) {
    matchAndFinish(st, node, time);
  } else {
    book.own(cmd.side).add(node, order.price, order.size);
  }
  return ok(order);
}

/**
 * Matches a taker and settles its rest as one ledger batch (ledger.ts): each balance its fills
 * move (its own two, each maker's two, the fee account's) is announced once, at the end, not
 * once per transfer. Only takers pay for the batch; a resting placement moves one balance.
 */
export function matchAndFinish(st: EngineState, node: OrderNode, time: number): void {
  st.ledger.inBatch(() => finishTaker(st, node, match(st, node, time)));
}

/**
 * Decides a taker's fate after matching: a limit order rests its rest (unless stopped by
 * self-trade prevention), IOC and market orders cancel it.
 */
export function finishTaker(st: EngineState, node: OrderNode, end: MatchEnd): void {
  const o = node.order;
  const filled = end === FILLED || (o.size > 0 && o.filledSize === o.size);
  let state: OrderState;
  if (filled) state = 'COMPLETE';
  else if (end === SELF_TRADE) state = cancelState(o, 'stp');
  else if (o.type === 'limit' || o.type === 'limit_maker') {
    o.state = o.filledSize > 0 ? 'PARTIAL_COMPLETE' : 'SUCCESS';
    if (o.side === 'buy') trimReserve(st, node);
    node.book.own(o.side).add(node, o.price, o.size - o.filledSize);
    if (o.filledSize > 0) st.emitOrder(o);
    return;
  } else if (end === BUDGET && o.filledSize > 0) state = 'COMPLETE';
  else state = cancelState(o, 'user');
  closeOrder(st, node, state);
}
