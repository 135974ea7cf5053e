import { OrderNode } from './book';
import { Code } from './codes';
import { cancelState, closeOrder, ownOpenOrder } from './lifecycle';
import { TriggerBook } from './plan-orders';
import { matchAndFinish } from './placement';
import { reserveRate } from './settle';
import type { EngineState } from './state';
import { fail, ok, type AmendOrder, type Order, type Result } from './types';
import { checkPrice, isAmount, isCount, limitFreeze } from './validate';

/**
 * Amends an open order (spec 003 "edit order"). Plain limit orders: a price change or a size
 * increase takes a new seq (back of the queue) and may cross and trade as a taker; a size
 * decrease keeps the place. Plan orders can be amended while untriggered. Frozen funds follow
 * exactly; a refused amend changes and emits nothing.
 */
export function amend(st: EngineState, cmd: AmendOrder): Result<Order> {
  const node = ownOpenOrder(st, cmd.userId, cmd.orderId);
  if (!(node instanceof OrderNode)) return node;
  return node.order.planType === 0 ? amendPlain(st, node, cmd) : amendPlan(st, node, cmd);
}

function amendPlain(st: EngineState, node: OrderNode, cmd: AmendOrder): Result<Order> {
  const o = node.order;
  const book = node.book;
  const price = cmd.price ?? o.price;
  const size = cmd.size ?? o.size;
  const badPrice = checkPrice(book, price);
  if (badPrice !== undefined) return badPrice;
  // zero is below the minimum (limitFreeze answers 33124); otherwise it must exceed what filled
  if (!Number.isSafeInteger(size) || (size !== 0 && size <= o.filledSize)) {
    return fail(Code.PARAM_INVALID, 'the order amount must be greater than the filled amount');
  }
  const checked = limitFreeze(book, o.side, price, size, reserveRate(st, node));
  if (typeof checked !== 'number') return checked;
  if (price === o.price && size === o.size) return ok(o);
  const rest = size - o.filledSize;
  const need = o.side === 'buy' ? book.math.buyReserve(price, rest, reserveRate(st, node)) : book.math.base(rest);
  if (!adjustFrozen(st, o, need)) return fail(Code.BALANCE_NOT_ENOUGH, `${o.frozenCoin} balance is insufficient`);

  const time = st.now();
  o.updateTime = time;
  const side = book.own(o.side);
  if (price === o.price && size < o.size) {
    node.level!.total -= o.size - size;
    o.size = size;
    st.emitOrder(o);
    return ok(o);
  }
  side.remove(node, o.size - o.filledSize);
  o.price = price;
  o.size = size;
  o.seq = ++st.lastSeq;
  if (!book.crosses(o.side, price)) {
    side.add(node, price, rest);
    st.emitOrder(o);
  } else if (o.type === 'limit_maker') {
    closeOrder(st, node, cancelState(o, 'user')); // post-only never takes, even when amended
  } else {
    st.emitOrder(o);
    matchAndFinish(st, node, time);
  }
  return ok(o);
}

function amendPlan(st: EngineState, node: OrderNode, cmd: AmendOrder): Result<Order> {
  const o = node.order;
  const book = node.book;
  const pair = book.pair;
  const trigger = cmd.triggerPrice ?? o.triggerPrice;
  if (!isCount(trigger)) return fail(Code.PARAM_INVALID, 'trigger price must be greater than 0');
  const badTrigger = checkPrice(book, trigger, 'trigger price');
  if (badTrigger !== undefined) return badTrigger;
  const tradeSide = cmd.tradeSide ?? o.tradeSide;
  if (tradeSide !== 1 && tradeSide !== 2) return fail(Code.PARAM_INVALID, 'trade side must be 1 or 2');

  let price = o.price;
  let size = o.size;
  let notional = o.notional;
  let need: number;
  if (o.type === 'limit') {
    price = cmd.price ?? o.price;
    size = cmd.size ?? o.size;
    const badPrice = checkPrice(book, price);
    if (badPrice !== undefined) return badPrice;
    const f = limitFreeze(book, o.side, price, size, reserveRate(st, node));
    if (typeof f !== 'number') return f;
    need = f;
  } else if (o.side === 'buy') {
    notional = cmd.notional ?? o.notional;
    const amountType = cmd.marketAmountType ?? o.marketAmountType;
    if (amountType !== 1 || (cmd.size ?? 0) !== 0) {
      return fail(Code.MARKET_UPDATE_INVALID, 'a market buy plan order is entered as a total (notional)');
    }
    if (!isAmount(notional)) return fail(Code.MARKET_UPDATE_INVALID, 'total must be a whole number of ledger units');
    if (notional < pair.minBuyAmount || notional === 0) {
      return fail(Code.TOTAL_BELOW_MIN_AMOUNT, `total is below the minimum amount of ${pair.symbol}`);
    }
    need = notional;
  } else {
    size = cmd.size ?? o.size;
    const amountType = cmd.marketAmountType ?? o.marketAmountType;
    if (amountType !== 2 || (cmd.notional ?? 0) !== 0) {
      return fail(Code.MARKET_UPDATE_INVALID, 'a market sell plan order is entered as an amount (size)');
    }
    if (!isAmount(size)) return fail(Code.MARKET_UPDATE_INVALID, 'size must be a whole number of lots');
    if (size < pair.minSellCount || size === 0) return fail(Code.AMOUNT_BELOW_MIN_COUNT, `amount is below the minimum of ${pair.symbol}`);
    need = book.math.base(size);
    if (!Number.isSafeInteger(need)) return fail(Code.PARAM_INVALID, 'order amount is too large');
  }
  if (o.planType === 2) need = 0; // trigger orders freeze nothing until they fire
  if (trigger === o.triggerPrice && tradeSide === o.tradeSide && price === o.price && size === o.size && notional === o.notional) {
    return ok(o);
  }
  if (!adjustFrozen(st, o, need)) return fail(Code.BALANCE_NOT_ENOUGH, `${o.frozenCoin} balance is insufficient`);

  book.triggers.remove(node);
  o.triggerPrice = trigger;
  o.tradeSide = tradeSide;
  o.price = price;
  o.size = size;
  o.notional = notional;
  o.seq = ++st.lastSeq;
  o.updateTime = st.now();
  book.triggers.add(node);
  st.emitOrder(o);
  if (TriggerBook.isDue(node, book.last)) st.markDirty(book);
  return ok(o);
}

/** Freezes or releases the difference so that `o.frozen` becomes `need`; false if short. */
function adjustFrozen(st: EngineState, o: Order, need: number): boolean {
  const delta = need - o.frozen;
  if (delta > 0 && !st.ledger.freeze(o.accountId, o.frozenCoin, delta)) return false;
  if (delta < 0) st.ledger.release(o.accountId, o.frozenCoin, -delta);
  o.frozen = need;
  return true;
}
