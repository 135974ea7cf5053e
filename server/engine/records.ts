import type { Account, Balance, Fill, Order, PlaceOrder, Side } from './types';
import type { PlacePlan } from './validate';

/**
 * How the engine builds the records it hands out (orders, fills, balance copies) so that V8
 * never turns every new one into a slow object.
 *
 * V8 copies an object literal from a boilerplate made on its first runs. When a field of that
 * shape later changes representation through an ordinary store (a `frozen` or `filledNotional`
 * past 2^31 becomes a double, a `childOrderId` goes from undefined to a number), the
 * boilerplate keeps the deprecated shape and every later copy is migrated on its first store:
 * over a microsecond per order for the rest of the process (measured: placement's
 * `order.frozen += freeze` once took half of the engine's time).
 *
 * So each record comes from one literal through which every field's value passes, primed once
 * at load with values of every kind (null, a small integer, a fraction) for each field that is
 * a number or may become one: those fields are generic ("tagged") from the start and no later
 * store can change a representation again. The records are plain objects, as before (same
 * fields, same order, plain prototype). A bonus of tagged fields: small integers sit inline
 * and a number that is already a heap number (a timestamp) is shared, where a double field
 * allocates a box per field per record.
 */

type N = number;

function orderLiteral(
  orderId: N, userId: N, accountId: N, mode: Order['mode'], subMode: Order['subMode'], symbol: string, side: Order['side'],
  type: Order['type'], planType: Order['planType'], tradeType: Order['tradeType'], price: N, size: N, notional: N,
  marketAmountType: Order['marketAmountType'], triggerPrice: N, tradeSide: Order['tradeSide'], zero: N, feeCoin: string,
  frozenCoin: string, time: N, seq: N, link: N | undefined, reqNo: string,
): Order {
  return {
    orderId, userId, accountId, mode, subMode, symbol, side, type, planType, tradeType, price, size, notional, marketAmountType,
    triggerPrice, tradeSide, filledSize: zero, filledNotional: zero, fee: zero, feeCoin, frozen: zero, frozenCoin,
    state: 'SUCCESS', createTime: time, updateTime: time, seq, childOrderId: link, parentOrderId: link, reqNo,
  };
}


/** A new open order (state SUCCESS, nothing filled or frozen yet). */
export function newOrderRecord(orderId: number, cmd: PlaceOrder, plan: PlacePlan, account: Account, time: number, feeCoin: string, seq: number): Order {
  const tradeType = cmd.planType === 0 ? 'spot_market' : cmd.planType === 1 ? 'spot_stop' : 'spot_trigger';
  return orderLiteral(
    orderId, cmd.userId, account.accountId, cmd.mode, cmd.subMode, cmd.symbol, cmd.side, cmd.type, cmd.planType, tradeType,
    plan.price, plan.size, plan.notional, plan.marketAmountType, plan.triggerPrice, plan.tradeSide, 0, feeCoin,
    plan.freezeCoin, time, seq, undefined, cmd.reqNo,
  );
}

/** A fill as emitted (every value passes through the literal, see above). */
export function fillRecord(
  tradeId: N, orderId: N, userId: N, accountId: N, symbol: string, side: Side, role: Fill['role'], price: N, size: N,
  notional: N, fee: N, feeCoin: string, time: N,
): Fill {
  return { tradeId, orderId, userId, accountId, symbol, side, role, price, size, notional, fee, feeCoin, time };
}

/** A copy of a balance as it stands (events, snapshots, look-ups). */
export function balanceRecord(accountId: N, coin: string, available: N, frozen: N): Balance {
  return { accountId, coin, available, frozen };
}

// The priming: each numeric field sees null, an integer and a fraction at the literals themselves.
for (const v of [null, 1, 0.5]) {
  const x = v as unknown as N;
  orderLiteral(x, x, x, 'spot', 'normal', '', 'buy', 'limit', x as 0, 'spot_market', x, x, x, x as 0, x, x as 0, x, '', '', x, x, x, '');
  fillRecord(x, x, x, x, '', 'buy', 'maker', x, x, x, x, '', x);
  balanceRecord(x, '', x, x);
}
