/**
 * The market order's price figure for the market price offset confirm and the "price too high
 * or low" rule (spec order-placement section 5): the best opposite price, the best ask for a
 * buy and the best bid for a sell, read from the book the market worker last published
 * (src/state/book.ts). It is the price a market order starts at, whatever its size: a deep
 * order on a thin book gets the offset warning (the system may cancel what cannot fill), not
 * a refusal. A book of another symbol, or one waiting for a snapshot, gives no figure: the rule
 * is skipped and the gateway still checks. With the book grouped, the best level is its group's
 * edge (a step at most from the true best), which the 10 % comparison does not notice.
 */
import type { Side } from '../../core/order-form/types';
import { bookView, type BookView } from '../../state/book';

/** Best ask (buy) or best bid (sell) in ticks; NaN when that side is empty; undefined when not known. */
export function bestOppositePrice(side: Side, symbol: string, view: Pick<BookView, 'levels' | 'info'> = bookView): number | undefined {
  const { levels, info } = view;
  if (levels === null || info.symbol !== symbol || !info.synced) return undefined;
  // OrderBook.top layout: [bidRows, askRows, bids (price, size, cumulative)…, asks…]
  const rows = levels[side === 'buy' ? 1 : 0];
  if (!(rows > 0)) return NaN;
  return levels[side === 'buy' ? 2 + 3 * info.rows : 2];
}
