import type { ExchangeEngine } from '../engine/api';
import { OPEN_STATES, type Order, type Side } from '../engine/types';
import type { MakerOrder } from './sim-ladder';

/**
 * The simulator's view of its own resting orders: best-first lists kept in step with the engine.
 * Trades change them behind the simulator's back (a taker, a user), so they are re-read before
 * each maker move; these look-ups are a large share of the simulator's own cost, hence the
 * early stop in syncOrders.
 */

/**
 * Drops maker orders that filled or closed and refreshes what is left. With `full` false the
 * look stops at the first unchanged order: trades take the best prices first, so the orders
 * behind it cannot have traded either (the caller still asks for a full look now and then, since
 * an order placed in between breaks that reasoning).
 */
export function syncOrders(engine: ExchangeEngine, list: MakerOrder[], full: boolean): MakerOrder[] {
  let w = 0;
  let settled = false;
  for (let i = 0; i < list.length; i++) {
    const m = list[i];
    if (settled) {
      if (w === i) {
        w = list.length; // nothing dropped so far: the unchanged rest stays where it is
        break;
      }
    } else {
      const o = engine.order(m.orderId);
      if (o === undefined || !OPEN_STATES.has(o.state)) continue;
      const remaining = o.size - o.filledSize;
      settled = !full && remaining === m.remaining && o.price === m.price;
      m.remaining = remaining;
      m.price = o.price;
    }
    list[w++] = m;
  }
  list.length = w;
  return list;
}

/** Drops the taker rests that filled or closed. */
export function syncRests(engine: ExchangeEngine, rests: Array<{ orderId: number }>): void {
  let w = 0;
  for (const r of rests) {
    const o = engine.order(r.orderId);
    if (o !== undefined && OPEN_STATES.has(o.state)) rests[w++] = r;
  }
  rests.length = w;
}

/** Inserts an open order into a best-first list (after orders at the same price). */
export function track(list: MakerOrder[], side: Side, o: Order): void {
  if (!OPEN_STATES.has(o.state)) return;
  const sign = side === 'buy' ? 1 : -1;
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const m = (lo + hi) >> 1;
    if (sign * (list[m].price - o.price) >= 0) lo = m + 1;
    else hi = m;
  }
  list.splice(lo, 0, { orderId: o.orderId, price: o.price, remaining: o.size - o.filledSize });
}
