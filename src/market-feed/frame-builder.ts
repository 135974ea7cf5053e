/**
 * Builds one MarketFrame from the worker's state: runs only when a frame is published (at most
 * once per animation frame), never per message. The book is grouped and cumulated by the wasm
 * module (OrderBook.top) straight into the recycled array; parts that did not change since the
 * previous frame are left out (null), so an idle book costs nothing to send.
 */
import { topLength } from '../core/book/types';
import type { DepthSync } from './depth-sync';
import { TRADE_ROWS, tradesLength, type FrameRecycle, type MarketFrame } from './frame';
import type { FeedStats } from './stats';
import type { TickerStore } from './ticker-store';
import type { BestPrices } from './touch-stream';
import type { TradeRing } from './trade-ring';

/** What the builder remembers between frames. */
export interface FrameState {
  rows: number;
  /** Versions of the book and the trades in the previous frame. */
  bookVersion: number;
  tradeVersion: number;
}

export interface FrameSources {
  sync: DepthSync;
  trades: TradeRing;
  tickers: TickerStore;
  stats: FeedStats;
  tradePrecisions: { pricePrecision: number; countPrecision: number };
  /** BookInfo.receivedAt of the current book. */
  bookReceivedAt?: number;
  /** BookInfo.best: the true best prices (touch-stream.ts). */
  best: BestPrices | null;
}

/** The array to write `len` numbers into: the recycled one when it fits, else a new one. */
function reuse(a: Float64Array | undefined, len: number): Float64Array {
  return a !== undefined && a.length === len && a.buffer.byteLength > 0 ? a : new Float64Array(len);
}

export function buildFrame(st: FrameState, src: FrameSources, recycle: FrameRecycle | undefined): MarketFrame {
  const { sync, trades } = src;
  let book: Float64Array | null = null;
  if (sync.version !== st.bookVersion) {
    st.bookVersion = sync.version;
    book = reuse(recycle?.book, topLength(st.rows));
    if (sync.stream === null || Number.isNaN(sync.seq)) {
      book[0] = 0; // nothing to show yet (no snapshot since the market was set)
      book[1] = 0;
    } else sync.book.top(sync.step, st.rows, book);
  }
  let tradeArray: Float64Array | null = null;
  if (trades.version !== st.tradeVersion) {
    st.tradeVersion = trades.version;
    tradeArray = trades.write(TRADE_ROWS, reuse(recycle?.trades, tradesLength(TRADE_ROWS)));
  }
  const symbol = sync.stream?.symbol ?? '';
  return {
    frame: src.stats.publishes,
    book,
    bookInfo: {
      symbol,
      precision: sync.stream?.precision ?? NaN,
      step: sync.step,
      pricePrecision: sync.pricePrecision,
      countPrecision: sync.countPrecision,
      seq: sync.seq,
      checksum: sync.checksum,
      synced: sync.synced,
      rows: st.rows,
      receivedAt: src.bookReceivedAt ?? NaN,
      best: src.best,
    },
    trades: tradeArray,
    tradesInfo: { symbol, ...src.tradePrecisions },
    tickers: src.tickers.dirty ? src.tickers.take(recycle?.tickers) : null,
    stats: { ...src.stats },
  };
}
