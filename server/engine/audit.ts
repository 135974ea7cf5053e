import type { OrderNode } from './book';
import type { EngineState } from './state';
import { OPEN_STATES } from './types';

/**
 * Checks the engine's internal invariants and returns what is wrong (empty when all hold).
 * Walks every balance, order and level, so it is for tests and an admin health check, not
 * for the hot path:
 * - no balance is negative;
 * - for each account and coin, the ledger's frozen equals the sum of its open orders' frozen;
 * - each open order's frozen covers what it can still spend (sells: exactly the rest in base;
 *   limit buys: at least the rest's notional; trigger orders: nothing);
 * - each level's total is the sum of its orders' rests, the book is not crossed, every node
 *   in a book or trigger list is open and known, and trigger counts match.
 */
export function audit(st: EngineState): string[] {
  const problems: string[] = [];
  const frozenByKey = new Map<string, number>();
  for (const b of st.ledger.all()) {
    if (b.available < 0 || b.frozen < 0) problems.push(`negative balance ${b.accountId} ${b.coin}: ${b.available}/${b.frozen}`);
    if (b.frozen !== 0) frozenByKey.set(`${b.accountId}:${b.coin}`, b.frozen);
  }
  const ordersFrozen = new Map<string, number>();
  const triggers = new Map<number, number>();
  for (const node of st.orders.values()) {
    const o = node.order;
    const key = `${o.accountId}:${o.frozenCoin}`;
    ordersFrozen.set(key, (ordersFrozen.get(key) ?? 0) + o.frozen);
    if (!OPEN_STATES.has(o.state)) problems.push(`order ${o.orderId} kept in state ${o.state}`);
    if (o.planType === 2) triggers.set(o.userId, (triggers.get(o.userId) ?? 0) + 1);
    const want = expectedFrozen(node);
    if (want !== undefined && (want.exact ? o.frozen !== want.min : o.frozen < want.min)) {
      problems.push(`order ${o.orderId} frozen ${o.frozen}, expected ${want.exact ? '' : '>= '}${want.min}`);
    }
    if (o.planType === 0 && node.level === null) problems.push(`open order ${o.orderId} is not in the book`);
    if (o.planType !== 0 && !node.armed) problems.push(`plan order ${o.orderId} is not armed`);
  }
  for (const key of new Set([...frozenByKey.keys(), ...ordersFrozen.keys()])) {
    if ((frozenByKey.get(key) ?? 0) !== (ordersFrozen.get(key) ?? 0)) {
      problems.push(`frozen ${key}: ledger ${frozenByKey.get(key) ?? 0}, orders ${ordersFrozen.get(key) ?? 0}`);
    }
  }
  for (const user of st.accounts.users.values()) {
    if (user.triggerCount !== (triggers.get(user.userId) ?? 0)) problems.push(`user ${user.userId} trigger count ${user.triggerCount}`);
  }
  for (const book of st.books.values()) {
    for (const side of [book.bids, book.asks]) {
      for (const level of side.levelsBestFirst()) {
        let total = 0;
        let count = 0;
        for (let n = level.head; n !== null; n = n.next) {
          total += n.order.size - n.order.filledSize;
          count++;
          if (st.orders.get(n.order.orderId) !== n) problems.push(`book holds unknown order ${n.order.orderId}`);
          if (n.order.price !== level.price) problems.push(`order ${n.order.orderId} on the wrong level`);
        }
        if (total !== level.total || count !== level.count || total <= 0) problems.push(`level ${book.pair.symbol} ${level.price} total ${level.total} != ${total}`);
      }
    }
    const bid = book.bids.best();
    const ask = book.asks.best();
    if (bid !== undefined && ask !== undefined && bid.price >= ask.price) problems.push(`${book.pair.symbol} crossed ${bid.price} >= ${ask.price}`);
  }
  return problems;
}

/** What an open order must keep frozen: exactly `min`, or at least `min`. */
function expectedFrozen(node: OrderNode): { min: number; exact: boolean } | undefined {
  const o = node.order;
  const math = node.book.math;
  if (o.planType === 2) return { min: 0, exact: true };
  const rest = o.size - o.filledSize;
  if (o.side === 'sell') return { min: math.base(rest), exact: true };
  if (o.type === 'market') return { min: o.notional, exact: true }; // only stop orders wait with one
  return { min: math.up(math.fine(o.price, rest)), exact: false };
}
