/**
 * The order book as the market worker last published it (src/market-feed/frame.ts).
 *
 * Hot data stays out of React: `bookView` holds the worker's arrays (read directly by the
 * mirror table now and the Pixi book later), and `bookVersion` ticks once per published frame
 * for imperative subscribers (`effect`). React components read only `bookSynced`, which
 * changes on a resync or a symbol change, not per update.
 */
import { signal } from '@preact/signals-react';
import type { Side } from '../core/order-form/types';
import { DEFAULT_BOOK_ROWS, type BookInfo, type MarketFrame } from '../market-feed/frame';

export interface BookView {
  /** OrderBook.top layout for info.rows: [bidRows, askRows, bids…, asks…]; null before the first frame. */
  levels: Float64Array | null;
  info: BookInfo;
}

export const bookView: BookView = {
  levels: null,
  info: { symbol: '', precision: NaN, step: 1, pricePrecision: 0, countPrecision: 0, seq: NaN, checksum: NaN, synced: false, rows: 0, best: null },
};

/**
 * The depth precision the book follows (a `val` of the pair's precisionList, chosen by the order
 * book's grouping menu); null follows the pair's finest (its pricePrecision). Reset to null on
 * a symbol change.
 */
export const bookPrecision = signal<number | null>(null);

/**
 * Rows a side the order book widget has room for (its layout; the worker publishes at least
 * the spec's 30 and at most MAX_BOOK_ROWS: a one-side view on a tall panel shows more).
 */
export const bookRowsWanted = signal(DEFAULT_BOOK_ROWS);

/** Bumped once per frame that changed the book. */
export const bookVersion = signal(0);
/** False while the worker waits for a snapshot (stale book). */
export const bookSynced = signal(false);

/** Takes a frame's book; returns the array it replaced (to hand back to the worker), if any. */
export function applyBookFrame(frame: MarketFrame): Float64Array | undefined {
  bookView.info = frame.bookInfo;
  bookSynced.value = frame.bookInfo.synced;
  if (frame.book === null) return undefined;
  const old = bookView.levels ?? undefined;
  bookView.levels = frame.book;
  bookVersion.value++;
  return old;
}

/** Rows of one side as numbers: [price, size, cumulative] each, best first (tests, debugging). */
export function bookRows(side: 'bids' | 'asks'): [number, number, number][] {
  const { levels, info } = bookView;
  if (levels === null) return [];
  const n = levels[side === 'bids' ? 0 : 1];
  const at = side === 'bids' ? 2 : 2 + 3 * info.rows;
  const out: [number, number, number][] = [];
  for (let i = 0; i < n; i++) out.push([levels[at + 3 * i], levels[at + 3 * i + 1], levels[at + 3 * i + 2]]);
  return out;
}

/**
 * The market order's price figure for the market price offset confirm and the "price too high
 * or low" rule (spec order-placement section 5): the best opposite price, the best ask for a
 * buy and the best bid for a sell, as the market worker last published it. It is the true best
 * price (BookInfo.best), never a grouped row's edge: grouping steps reach a tenth of the price,
 * enough to raise a false 10 % warning or hide a real one. It is the price a market order
 * starts at, whatever its size: a deep order on a thin book gets the offset warning (the system
 * may cancel what cannot fill), not a refusal. Another symbol's book, or one not known yet,
 * gives no figure: the rule is skipped.
 *
 * @returns ticks of the pair's price precision; NaN when that side is empty; undefined when not known.
 */
export function bestOppositePrice(side: Side, symbol: string, view: Pick<BookView, 'info'> = bookView): number | undefined {
  const { info } = view;
  if (info.symbol !== symbol || info.best === null) return undefined;
  return side === 'buy' ? info.best.ask : info.best.bid;
}
