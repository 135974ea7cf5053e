import type { OrderNode } from './book';
import { closeOrder } from './lifecycle';
import type { EngineState } from './state';
import { settle } from './settle';

/** Why a taker stopped matching. */
export const FILLED = 0;
/** No (more) opposite orders at an acceptable price. */
export const EXHAUSTED = 1;
/** The next maker belongs to the taker's own user (self-trade prevention). */
export const SELF_TRADE = 2;
/** A market buy's budget cannot pay for one more lot at the best price. */
export const BUDGET = 3;
export type MatchEnd = typeof FILLED | typeof EXHAUSTED | typeof SELF_TRADE | typeof BUDGET;

/**
 * Matches a taker against the opposite side of its book, best price first, oldest first at
 * each price, each trade at the maker's price. Makers that fill completely are closed
 * (COMPLETE); partly filled ones are announced. Emits 'lastPrice' once at the end if anything
 * traded and marks the pair for a trigger check. The caller decides what happens to the
 * taker's rest. Hot loop: no allocation besides the events.
 */
export function match(st: EngineState, taker: OrderNode, time: number): MatchEnd {
  const o = taker.order;
  const book = taker.book;
  const opp = book.opposite(o.side);
  const buy = o.side === 'buy';
  const limit = o.type !== 'market';
  const budget = !limit && buy;
  const takerRate = budget ? st.fees(taker.user).taker : undefined;
  let lastPrice = -1;
  let end: MatchEnd;
  for (;;) {
    if (!budget && o.filledSize === o.size) {
      end = FILLED;
      break;
    }
    const level = opp.best();
    if (level === undefined) {
      end = EXHAUSTED;
      break;
    }
    const price = level.price;
    if (limit && (buy ? price > o.price : price < o.price)) {
      end = EXHAUSTED;
      break;
    }
    const maker = level.head!;
    const m = maker.order;
    if (m.userId === o.userId) {
      end = SELF_TRADE;
      break;
    }
    const makerRest = m.size - m.filledSize;
    let lots: number;
    if (budget) {
      lots = book.math.affordable(price, o.frozen, takerRate!, makerRest);
      if (lots === 0) {
        end = BUDGET;
        break;
      }
    } else {
      const want = o.size - o.filledSize;
      lots = want < makerRest ? want : makerRest;
    }
    settle(st, taker, maker, price, lots, time);
    lastPrice = price;
    level.total -= lots;
    if (lots === makerRest) closeOrder(st, maker, 'COMPLETE');
    else {
      m.state = 'PARTIAL_COMPLETE';
      st.emitOrder(m);
    }
  }
  if (lastPrice >= 0) {
    book.last = lastPrice;
    st.markDirty(book);
    st.emit({ kind: 'lastPrice', symbol: book.pair.symbol, price: lastPrice, time });
  }
  return end;
}
