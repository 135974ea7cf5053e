/**
 * The market worker's logic for the public socket (/ws/market): decode every frame, check and
 * apply depth, keep trades and tickers, resync on its own, and publish at most once per frame.
 *
 * Per message (the hot path: a depth update and a trade batch per stream every 50 ms from the
 * gateway, bursts of thousands after a stall): decode (FeedDecoder: stored-block shortcut or one
 * reused inflater, depth read straight into typed arrays), route by `ch`, DepthSync.apply (seq,
 * wasm book, checksum), mark the publisher dirty. Grouping (OrderBook.top) and copying into
 * transferable arrays happen only when a frame is built.
 *
 * Resync, without anyone's help (resync.ts holds the policy):
 * - gap, checksum mismatch or corrupt depth message -> SUBSCRIBE the depth stream again (the
 *   gateway answers with a snapshot); updates are skipped until it arrives; if none arrives in
 *   RESYNC_RETRY_MS the subscribe is sent again;
 * - a frame that does not inflate or unpack could have been any stream of the socket -> the book
 *   is marked unsynced and depth, trade and tickers are subscribed again (trades are
 *   deduplicated by id, so the trade snapshot only fills holes);
 * - a reconnect subscribes to everything again (the gateway keeps nothing across connections).
 * Nothing thrown while handling a frame escapes: it is counted and resyncs like a bad frame.
 *
 * Warnings (a bad frame, a depth message without its data) are posted to the page within the
 * page's own report budget (REPORT_RATE): on a socket gone bad every frame can fail, and a
 * message per frame would flood the page only for its limiter to drop them. The next warning of
 * an event that is posted says how many of that event were held back (detail.suppressed).
 */
import { ReferenceBook } from '../core/book/reference-book';
import type { OrderBook } from '../core/book/types';
import { REPORT_RATE, ReportLimiter } from '../core/client-report';
import { WsCode, type ClientMessage, type ServerMessage, type SubscribeArg, type TradeMessage } from '../protocol/messages';
import { FeedDecoder } from './decode';
import { DepthSync, needsResync, type DepthInput, type DepthVerdict } from './depth-sync';
import { buildFrame, type FrameState } from './frame-builder';
import { DEFAULT_BOOK_ROWS, MAX_BOOK_ROWS, type FeedEvent, type FrameRecycle, type MarketFrame } from './frame';
import { SocketLink, systemTimers, type LinkTiming, type SocketFactory, type Timers } from './link';
import { FramePublisher } from './publisher';
import { Resyncer } from './resync';
import { emptyStats, type FeedStats } from './stats';
import { TickerStore } from './ticker-store';
import { TouchStream } from './touch-stream';
import { TradeRing } from './trade-ring';

export { RESYNC_RETRY_MS } from './resync';

/** The counter each depth verdict bumps. */
const COUNTERS = {
  snapshot: 'snapshots', applied: 'updates', duplicate: 'duplicates', skipped: 'skipped',
  gap: 'gaps', mismatch: 'mismatches', corrupt: 'corrupt', foreign: null,
} as const satisfies Record<DepthVerdict, keyof FeedStats | null>;

export interface MarketFeedOptions {
  /** ws(s)://host/ws/market */
  url: string;
  socket: SocketFactory;
  book: OrderBook;
  /**
   * The book of the pair's finest stream, followed while the shown one is grouped for its true
   * best prices (touch-stream.ts); a reference book by default (200 levels, a few messages a second).
   */
  touchBook?: OrderBook;
  onEvent(e: FeedEvent): void;
  timers?: Timers;
  timing?: Partial<LinkTiming>;
  /** Book rows a side to publish. */
  rows?: number;
  /** Publisher scheduling (tests); queueMicrotask by default. */
  schedule?: (fn: () => void) => void;
  /** Wall clock for BookInfo.receivedAt; performance.timeOrigin + performance.now() by default. */
  now?: () => number;
}

/** How a manual ticker request ended (MarketFeed.requestTickers). */
export type ManualTickerAnswer = { outcome: 'answered'; seq: number } | { outcome: 'refused' } | { outcome: 'closed' };

const pageClock = () => performance.timeOrigin + performance.now();

export class MarketFeed {
  readonly stats: FeedStats;
  readonly sync: DepthSync;
  /** The true best bid and ask while the shown book is grouped (BookInfo.best). */
  readonly touch: TouchStream;
  readonly trades = new TradeRing();
  readonly tickers = new TickerStore();
  readonly link: SocketLink;
  readonly publisher: FramePublisher<MarketFrame, FrameRecycle>;
  private readonly decoder = new FeedDecoder();
  private readonly timers: Timers;
  private readonly frameState: FrameState;
  private symbol = '';
  private precision = NaN;
  private tradePrecisions = { pricePrecision: 0, countPrecision: 0 };
  private nextId = 1;
  private readonly resyncer: Resyncer;
  /** When the newest depth message that changed the book arrived (BookInfo.receivedAt). */
  private bookReceivedAt = NaN;
  /** Admits the warnings posted to the page (the budget above). */
  private readonly warnings = new ReportLimiter(REPORT_RATE.windowMs, REPORT_RATE.perEvent, REPORT_RATE.total);
  /** Warnings not posted since the last posted one, by event. */
  private readonly suppressed = new Map<string, number>();
  /** The manual ticker request awaiting its answer (requestTickers). */
  private manual: { id: number; settle(a: ManualTickerAnswer): void } | null = null;

  constructor(private readonly opts: MarketFeedOptions) {
    this.timers = opts.timers ?? systemTimers;
    this.sync = new DepthSync(opts.book);
    this.touch = new TouchStream(opts.touchBook ?? new ReferenceBook(), this.timers, {
      send: (op, args) => {
        if (!this.link.isOpen) return false; // the next open subscribes to everything
        this.send({ op, args });
        return true;
      },
    });
    this.stats = emptyStats(opts.book.engine);
    this.frameState = { rows: opts.rows ?? DEFAULT_BOOK_ROWS, bookVersion: -1, tradeVersion: -1 };
    this.publisher = new FramePublisher((recycle) => this.frame(recycle), opts.schedule);
    this.resyncer = new Resyncer(this.timers, {
      send: (all) => this.resubscribe(all),
      waiting: () => !this.sync.synced,
    });
    this.link = new SocketLink(
      opts.url,
      opts.socket,
      {
        onOpen: () => this.opened(),
        onFrame: (data) => this.onFrame(data),
        onStatus: (status) => {
          this.stats.status = status;
          if (status === 'reconnecting' || status === 'failed') {
            this.invalidate();
            this.settleManual({ outcome: 'closed' });
          }
          opts.onEvent({ kind: 'status', status });
          this.publisher.mark();
        },
        onLatency: (ms) => {
          this.stats.latencyMs = ms;
        },
      },
      this.timers,
      opts.timing,
    );
  }

  start(): void {
    this.link.start();
  }

  stop(): void {
    this.settleManual({ outcome: 'closed' });
    this.link.stop();
    this.publisher.cancel();
    this.resyncer.done();
    this.touch.stop();
  }

  /** Follows a pair's depth at `precision` (a val of its precisionList) and its trades. */
  setMarket(symbol: string, precision: number): void {
    if (symbol === this.symbol && precision === this.precision) return;
    const old: SubscribeArg[] = [];
    if (this.symbol !== '') {
      old.push(['depth', { symbol: this.symbol, precision: this.precision }]);
      if (symbol !== this.symbol) old.push(['trade', { symbol: this.symbol }]);
    }
    if (old.length > 0) this.send({ op: 'UNSUBSCRIBE', args: old });
    if (symbol !== this.symbol) this.trades.clear();
    this.touch.showing(symbol, precision);
    const fresh: SubscribeArg[] = [['depth', { symbol, precision }]];
    if (symbol !== this.symbol) fresh.push(['trade', { symbol }]);
    this.symbol = symbol;
    this.precision = precision;
    this.sync.follow({ symbol, precision });
    this.resyncer.done();
    this.send({ op: 'SUBSCRIBE', args: fresh });
    this.publisher.mark();
  }

  /**
   * Book rows a side to publish from now on (the book widget asks for what its panel shows),
   * clamped to [DEFAULT_BOOK_ROWS, MAX_BOOK_ROWS]: never fewer than the spec's 30, never an
   * unbounded copy. The book is republished at once in the new size.
   */
  setRows(rows: number): void {
    const n = Number.isFinite(rows) ? Math.min(MAX_BOOK_ROWS, Math.max(DEFAULT_BOOK_ROWS, Math.ceil(rows))) : DEFAULT_BOOK_ROWS;
    if (n === this.frameState.rows) return;
    this.frameState.rows = n;
    this.frameState.bookVersion = -1;
    this.publisher.mark();
  }

  /** The next frame (see publisher.ts); null when superseded or stopped. */
  nextFrame(recycle?: FrameRecycle): Promise<MarketFrame | null> {
    return this.publisher.request(recycle);
  }

  /** The frame now if anything changed, else null (synchronous; the pipeline benchmark). */
  takeFrame(recycle?: FrameRecycle): MarketFrame | null {
    return this.publisher.poll(recycle);
  }

  ping(): void {
    this.link.ping();
  }

  /** One frame from the socket (public for the pipeline benchmark and tests). */
  onFrame(data: string | ArrayBuffer | Uint8Array): void {
    const s = this.stats;
    s.frames++;
    if (typeof data === 'string') {
      s.bytes += data.length;
      return; // the gateway sends no text but `pong`, which the link consumed
    }
    s.bytes += data.byteLength;
    let msg: unknown;
    try {
      msg = this.decoder.decode(data);
    } catch {
      return this.badFrame(); // FrameError, or anything else a hostile frame could cause
    }
    this.onMessage(msg);
  }

  /** One decoded message (the JSON variant of the benchmark enters here). */
  onMessage(msg: unknown): void {
    if (typeof msg !== 'object' || msg === null || typeof (msg as ServerMessage).ch !== 'string') return this.badFrame();
    try {
      this.route(msg as ServerMessage);
    } catch {
      this.badFrame();
    }
  }

  private route(m: ServerMessage): void {
    switch (m.ch) {
      case 'depth':
        return this.depth(m);
      case 'trade':
        return this.trade(m);
      case 'tickers': {
        this.stats.tickers++;
        const changed = this.tickers.apply(m.data);
        if (m.manual && this.manual !== null && m.id === this.manual.id) {
          // the frame that carries these rows also carries the answer's count (ticker-columns.ts)
          this.settleManual({ outcome: 'answered', seq: this.tickers.noteManualAnswer() });
          this.publisher.mark();
        } else if (changed > 0) this.publisher.mark();
        return;
      }
      case 'error':
        if (m.code === WsCode.IGNORED) return;
        if (m.code === WsCode.TICKER_REFUSED && this.manual !== null && m.id === this.manual.id) {
          // spec 001 section 8: -8108 is an answer (the list rebuilds), not a fault to report
          this.settleManual({ outcome: 'refused' });
          return;
        }
        this.stats.errors++;
        this.opts.onEvent({ kind: 'error', socket: 'market', code: m.code, msg: String(m.msg) });
        return;
      default:
        return; // acks, and channels this worker does not subscribe yet
    }
  }

  private depth(m: DepthInput): void {
    const raw = m as { symbol?: unknown; bids?: unknown; asks?: unknown };
    if (typeof raw.symbol !== 'string' || raw.symbol === '' || raw.bids == null || raw.asks == null) {
      // spec 001 section 4: reported as a warning, and dropped (foreign or corrupt below)
      this.warn('depth.missing', 'a depth message without its symbol or data', { symbol: String(raw.symbol ?? ''), followed: this.symbol });
    }
    if (this.touch.owns(m)) {
      if (this.touch.apply(m)) this.publisher.mark();
      return;
    }
    const before = this.sync.version;
    const v: DepthVerdict = this.sync.apply(m);
    const counter = COUNTERS[v];
    if (counter !== null) this.stats[counter]++;
    if (v === 'applied') this.stats.levels += (m.bids.length + m.asks.length) >> 1;
    if (v === 'snapshot') {
      this.resyncer.done();
      this.touch.shownSnapshot(this.sync);
    }
    if (this.sync.version !== before) {
      this.bookReceivedAt = (this.opts.now ?? pageClock)();
      this.publisher.mark();
    }
    if (needsResync(v)) this.resyncer.request(false);
  }

  private trade(m: TradeMessage): void {
    if (m.symbol !== this.symbol) return;
    this.tradePrecisions = { pricePrecision: m.pricePrecision, countPrecision: m.countPrecision };
    const added = this.trades.push(m.trades);
    this.stats.trades += added;
    if (added > 0) this.publisher.mark();
  }

  private warn(event: string, msg: string, detail: Record<string, string | number | boolean>): void {
    if (!this.warnings.admit(event, this.timers.now())) {
      this.suppressed.set(event, (this.suppressed.get(event) ?? 0) + 1);
      return;
    }
    const suppressed = this.suppressed.get(event) ?? 0;
    this.suppressed.delete(event);
    this.opts.onEvent({ kind: 'warning', socket: 'market', event, msg, detail: suppressed > 0 ? { ...detail, suppressed } : detail });
  }

  private badFrame(): void {
    this.stats.badFrames++;
    this.warn('market.bad-frame', 'a market frame that does not decode to a message; resubscribing', { badFrames: this.stats.badFrames, followed: this.symbol });
    this.invalidate();
    this.resyncer.request(true);
  }

  /** The book can no longer be trusted (socket dropped, frame lost). */
  private invalidate(): void {
    const before = this.sync.version;
    this.sync.invalidate();
    if (this.touch.invalidate() || this.sync.version !== before) this.publisher.mark();
  }

  /** Subscribes the depth stream again, or with `all` every stream; false when not connected. */
  private resubscribe(all: boolean): boolean {
    if (this.symbol === '' || !this.link.isOpen) return false;
    this.stats.resyncs++;
    // the finest stream (touch) resubscribes itself when it is invalidated
    this.send({ op: 'SUBSCRIBE', args: all ? this.subscriptions(false) : [['depth', { symbol: this.symbol, precision: this.precision }]] });
    return true;
  }

  private opened(): void {
    if (this.link.opens > 1) this.stats.reconnects++;
    this.resyncer.done();
    this.touch.reopened();
    this.send({ op: 'SUBSCRIBE', args: this.subscriptions() });
  }

  private subscriptions(withTouch = true): SubscribeArg[] {
    const args: SubscribeArg[] = [['tickers']];
    if (this.symbol !== '') args.push(['depth', { symbol: this.symbol, precision: this.precision }], ['trade', { symbol: this.symbol }]);
    if (withTouch) args.push(...this.touch.args());
    return args;
  }

  /**
   * Asks the gateway for every pair's ticker now (spec 001 section 4, manual ticker refresh).
   * Settles with 'answered' and the answer's count once its rows are applied (the frame whose
   * TickerFrame.manual reaches `seq` carries them), 'refused' on -8108 (asked within 2 s of
   * this socket's previous request), 'closed' when the socket is not open or drops first. A
   * newer request settles an older one as 'closed'.
   */
  requestTickers(): Promise<ManualTickerAnswer> {
    this.settleManual({ outcome: 'closed' });
    if (!this.link.isOpen) return Promise.resolve({ outcome: 'closed' });
    return new Promise((settle) => {
      const id = this.send({ op: 'REQUEST', args: [['tickers', { type: 'manual' }]] });
      this.manual = { id, settle };
    });
  }

  private settleManual(a: ManualTickerAnswer): void {
    const m = this.manual;
    this.manual = null;
    m?.settle(a);
  }

  /** Sends `m` with the next id; returns the id. */
  private send(m: ClientMessage): number {
    const id = this.nextId++;
    this.link.send(JSON.stringify({ ...m, id }));
    return id;
  }

  private frame(recycle: FrameRecycle | undefined): MarketFrame {
    this.stats.publishes = this.publisher.publishes;
    return buildFrame(this.frameState, { sync: this.sync, trades: this.trades, tickers: this.tickers, stats: this.stats, tradePrecisions: this.tradePrecisions, bookReceivedAt: this.bookReceivedAt, best: this.touch.best(this.sync) }, recycle);
  }
}
