/**
 * The market worker's API: what workers/market/market.worker.ts exposes with Comlink and
 * src/net/market-client.ts calls. It wires the public feed (MarketFeed) and the user feed
 * (UserFeed) to the environment given in `deps` (browser: WebSocket, fetch, the wasm book), so
 * the same object runs in a worker, in Node tests with fake sockets, and in the benchmark.
 */
import type { OrderBook } from '../core/book/types';
import { WS_PATHS } from '../protocol/channels';
import { frameBuffers, type FeedEvent, type FrameRecycle, type MarketFrame } from './frame';
import { startFramePush } from './frame-push';
import type { SocketFactory, Timers } from './link';
import { MarketFeed, type ManualTickerAnswer } from './market-feed';
import type { FeedStats, UserFeedState } from './stats';
import { UserFeed, type TokenAnswer } from './user-feed';

export interface MarketWorkerDeps {
  socket: SocketFactory;
  /** The book the worker keeps (the wasm book; the reference book if wasm cannot load). */
  loadBook(): Promise<OrderBook>;
  /** GET /gw-api/user/ws-token from `origin`. */
  fetchToken(origin: string): Promise<TokenAnswer>;
  timers?: Timers;
  /** The worker's requestAnimationFrame, where it has one: frames can then be pushed (frame-push.ts). */
  animationFrame?: (fn: () => void) => void;
}

/** Where pushed frames go: the page's end of a MessageChannel (transfers the frame's arrays). */
export interface FramePort {
  postMessage(frame: MarketFrame, transfer: ArrayBuffer[]): void;
}

export interface MarketWorkerInit {
  /** The page's origin (http(s)://host): the sockets go to the same host. */
  origin: string;
  /** Book rows a side to publish. */
  rows?: number;
}

/** ws(s)://host + path for an http(s) origin. */
export function socketUrl(origin: string, path: string): string {
  return `${origin.replace(/^http/, 'ws')}${path}`;
}

/** Reads the token call's answer: {success, code, data: {token}}; 401 or code -6 is a visitor. */
export function tokenAnswer(status: number, body: unknown): TokenAnswer {
  const b = body as { success?: boolean; code?: number; data?: { token?: unknown } } | null;
  if (status === 401 || b?.code === -6) return 'visitor';
  if (b?.success === true && typeof b.data?.token === 'string') return { token: b.data.token };
  return 'unavailable';
}

export type MarketWorkerApi = ReturnType<typeof createMarketWorkerApi>;

export function createMarketWorkerApi(deps: MarketWorkerDeps) {
  let feed: MarketFeed | null = null;
  let user: UserFeed | null = null;
  let origin = '';
  let onEvent: (e: FeedEvent) => void = () => {};
  let stopPush: (() => void) | undefined;

  const need = (): MarketFeed => {
    if (feed === null) throw new Error('the market worker is not initialised');
    return feed;
  };

  return {
    /** Loads the book, opens the public socket. `events` receives status, errors, notifications. */
    async init(init: MarketWorkerInit, events: (e: FeedEvent) => void): Promise<{ engine: string }> {
      if (feed !== null) return { engine: feed.stats.engine };
      onEvent = (e) => void Promise.resolve(events(e)).catch(() => {}); // a closed page must not break the worker
      origin = init.origin;
      const book = await deps.loadBook();
      feed = new MarketFeed({ url: socketUrl(origin, WS_PATHS.market), socket: deps.socket, book, onEvent: (e) => onEvent(e), rows: init.rows, timers: deps.timers });
      feed.start();
      return { engine: book.engine };
    },
    setMarket(symbol: string, precision: number): void {
      need().setMarket(symbol, precision);
    },
    /** Book rows a side to publish (MarketFeed.setRows: at least 30, at most MAX_BOOK_ROWS). */
    setRows(rows: number): void {
      need().setRows(rows);
    },
    nextFrame(recycle?: FrameRecycle): Promise<MarketFrame | null> {
      return need().nextFrame(recycle);
    },
    /**
     * Pushes frames to `port` from now on (frame-push.ts); the page stores the number of each
     * frame it applied in the first Int32 of `ack`. False, and nothing starts, where this
     * worker has no animation frames: the page then pulls.
     */
    pushFrames(port: FramePort, ack: SharedArrayBuffer): boolean {
      const f = need();
      const animationFrame = deps.animationFrame;
      if (animationFrame === undefined) return false;
      const acked = new Int32Array(ack, 0, 1);
      stopPush?.();
      stopPush = startFramePush({
        take: () => f.takeFrame(),
        next: () => f.nextFrame(),
        post: (frame) => port.postMessage(frame, frameBuffers(frame)),
        acked: () => Atomics.load(acked, 0),
        animationFrame,
        cancel: () => f.publisher.cancel(),
        onError: (err) => console.error('market worker: a frame was not sent', err),
      });
      return true;
    },
    /** The market list's manual ticker refresh (MarketFeed.requestTickers). */
    requestTickers(): Promise<ManualTickerAnswer> {
      return need().requestTickers();
    },
    /**
     * A decoded market message, as if the socket brought it (benchmarks: bench/market-list.ts
     * makes 2,000 pairs tick every second in the worker, where the socket's tickers land).
     */
    inject(message: unknown): void {
      need().onMessage(message);
    },
    /** A click on the connection status. */
    ping(): void {
      need().ping();
    },
    /** Opens the user socket when the page is signed in; resolves with its state. */
    startUser(): Promise<UserFeedState> {
      const f = need();
      user ??= new UserFeed({ url: socketUrl(origin, WS_PATHS.user), socket: deps.socket, fetchToken: () => deps.fetchToken(origin), onEvent: (e) => onEvent(e), stats: f.stats, timers: deps.timers });
      return user.start();
    },
    stopUser(): void {
      user?.stop();
      user = null;
    },
    stats(): FeedStats {
      return { ...need().stats };
    },
    stop(): void {
      stopPush?.();
      user?.stop();
      feed?.stop();
    },
  };
}
