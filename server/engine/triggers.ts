import type { OrderNode } from './book';
import { closeOrder } from './lifecycle';
import { place } from './placement';
import type { EngineState } from './state';

/**
 * Plan orders fire here, once per outer command, after its own trades: a fired child can
 * trade, move the last price and make more plan orders due (a cascade), so this loops until
 * no pair has a due plan order. Every firing removes one plan order for good, so the loop
 * ends on its own; the guard only turns an engine bug into an error instead of a hang.
 */
const MAX_FIRINGS_PER_COMMAND = 1_000_000;

export function settleTriggers(st: EngineState): void {
  let firings = 0;
  while (st.dirty.length > 0) {
    const book = st.dirty.pop()!;
    book.dirty = false;
    for (;;) {
      const last = book.last;
      const node = last === undefined ? undefined : book.triggers.takeDue(last);
      if (node === undefined) break;
      if (++firings > MAX_FIRINGS_PER_COMMAND) throw new Error('trigger cascade does not settle');
      fire(st, node);
    }
  }
}

/**
 * Fires one plan order (already taken out of its trigger list): places its child, then ends
 * the plan order COMPLETE ("triggered") with childOrderId set, or SYSTEM_CANCELED when the
 * child cannot be placed (a stop order's frozen funds are then released).
 */
function fire(st: EngineState, node: OrderNode): void {
  node.armed = false;
  const p = node.order;
  const child = place(
    st,
    {
      userId: p.userId,
      mode: p.mode,
      subMode: p.subMode,
      symbol: p.symbol,
      side: p.side,
      type: p.type,
      planType: 0,
      price: p.price,
      size: p.size,
      notional: p.notional,
      triggerPrice: 0,
      tradeSide: 0,
      reqNo: p.reqNo,
    },
    node,
  );
  if (child.ok) {
    p.childOrderId = child.value.orderId;
    closeOrder(st, node, 'COMPLETE');
  } else {
    closeOrder(st, node, 'SYSTEM_CANCELED');
  }
}
