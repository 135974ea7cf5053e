/**
 * What the market worker publishes to the main thread, at most once per animation frame.
 *
 * Where the worker has animation frames and the page shares memory (Chromium, the page being
 * cross-origin isolated), frames are pushed: the worker posts one on a display frame when
 * something changed and the page has acknowledged the one before in shared memory, so the page
 * sends nothing per frame (frame-push.ts; a hidden page acknowledges nothing, so it is sent
 * nothing more). Elsewhere publishing is pulled: the main thread's frame loop asks for a frame
 * once per requestAnimationFrame (src/net/market-client.ts) and hands back the arrays of the
 * frame before, so the same few buffers travel back and forth (transferred, never copied or
 * re-allocated). The worker answers at once when something changed since the last frame, or
 * parks the request until the next message. A hidden tab runs no rAF, so the worker keeps its
 * book current but publishes nothing.
 *
 * Only what is visible travels: the top rows a side of the book, grouped, with cumulative
 * totals (the OrderBook.top layout), the latest trades, the tickers that changed (as numbers in
 * one array with a symbol table, ticker-columns.ts: 2,000 pairs ticking are one transfer, not
 * 2,000 objects). Numbers are integer ticks and lots; display strings are made on the main
 * thread, at the edge.
 */
import type { NotifyPayload } from '../protocol/messages';
import type { TickerFrame } from './ticker-columns';
import type { ConnectionStatus } from './link';
import type { BestPrices } from './touch-stream';
import type { FeedStats, UserFeedState } from './stats';

/** Rows a side the worker publishes by default (spec 001 section 9: 30 rows a side). */
export const DEFAULT_BOOK_ROWS = 30;
/** Most rows a side the worker publishes (a one-side view on a tall screen needs ~70). */
export const MAX_BOOK_ROWS = 120;
/** Trades kept and published (spec 001: the market trades list; the trade snapshot is 50). */
export const TRADE_ROWS = 50;
/** Slots per trade in the published trades array: id, price, size, isBuy, time. */
export const TRADE_SLOTS = 5;

/** Length of a published trades array for `rows` trades: a count, then TRADE_SLOTS a trade. */
export function tradesLength(rows: number): number {
  return 1 + TRADE_SLOTS * rows;
}

/** The book's stream and sync state at publish time. */
export interface BookInfo {
  symbol: string;
  /** Depth precision of the stream (decimals of the grouping step); NaN before a market is set. */
  precision: number;
  /** Grouping step in ticks. */
  step: number;
  pricePrecision: number;
  countPrecision: number;
  /** Seq of the last message applied, and the book's checksum after it. */
  seq: number;
  checksum: number;
  /** False from a gap, a mismatch or a symbol change until the next snapshot is applied. */
  synced: boolean;
  /** Rows a side the `book` array was laid out for (OrderBook.top's `n`). */
  rows: number;
  /**
   * When the newest depth message that changed the book reached the worker, as
   * performance.timeOrigin + performance.now() (comparable between the worker and the page);
   * NaN before any. The HUD's book age and feed-to-pixel latency start here.
   */
  receivedAt?: number;
  /**
   * The true best bid and ask of `symbol` in the pair's ticks, never grouped (with a grouped
   * book, from the pair's finest stream: touch-stream.ts); NaN for an empty side. Null while
   * not known (no verified book yet). The order form's market price offset check reads these.
   */
  best: BestPrices | null;
}

export interface TradesInfo {
  symbol: string;
  pricePrecision: number;
  countPrecision: number;
}

/** One publish. Arrays are null when their part did not change since the previous frame. */
export interface MarketFrame {
  /** Publishes so far (1 for the first frame). */
  frame: number;
  /**
   * OrderBook.top output for `bookInfo.rows`: [bidRows, askRows, bids (price, size,
   * cumulative)…, asks…], bids from the best (highest) down, asks from the best (lowest) up.
   */
  book: Float64Array | null;
  bookInfo: BookInfo;
  /** [count, then id, price, size, isBuy, time per trade], newest first; see tradesLength. */
  trades: Float64Array | null;
  tradesInfo: TradesInfo;
  /** Tickers that changed since the previous frame (ticker-columns.ts). */
  tickers: TickerFrame | null;
  stats: FeedStats;
}

/** Arrays the main thread hands back so the worker can write the next frame into them. */
export interface FrameRecycle {
  book?: Float64Array;
  trades?: Float64Array;
  tickers?: Float64Array;
}

/** The transferable buffers of a frame (or of a recycle bundle). */
export function frameBuffers(f: { book?: Float64Array | null; trades?: Float64Array | null; tickers?: Float64Array | TickerFrame | null }): ArrayBuffer[] {
  const out: ArrayBuffer[] = [];
  if (f.book) out.push(f.book.buffer as ArrayBuffer);
  if (f.trades) out.push(f.trades.buffer as ArrayBuffer);
  const tickers = f.tickers instanceof Float64Array ? f.tickers : f.tickers?.rows;
  if (tickers && tickers.buffer.byteLength > 0) out.push(tickers.buffer as ArrayBuffer);
  return out;
}

/** Rare events the worker pushes as they happen (not coalesced): status, errors, notifications. */
export type FeedEvent =
  | { kind: 'status'; status: ConnectionStatus }
  | { kind: 'error'; socket: 'market' | 'user'; code: number; msg: string }
  /** Something the page reports as a warning to error reporting (src/net/monitor.ts). */
  | { kind: 'warning'; socket: 'market' | 'user'; event: string; msg: string; detail: Record<string, string | number | boolean> }
  | { kind: 'user'; state: UserFeedState }
  | { kind: 'notify'; data: NotifyPayload };
