/**
 * The main thread's side of the market worker (workers/market): starts it, runs the one frame
 * loop that pulls published frames, and writes them into the state signals.
 *
 * Frame loop: on each requestAnimationFrame with no request out, it asks the worker for a
 * frame, handing back the arrays the previous frame replaced (transferred both ways: no copy,
 * no allocation in steady state). The worker answers when something changed, so an idle market
 * costs one empty animation frame callback a frame, and frames are applied at most once per
 * painted frame; a hidden tab runs no rAF and asks for nothing. No per-message work happens here.
 *
 * Also installs `window.__terminal` (a small debug and test surface: book, stats, frameStats,
 * status, ping) and starts the frame timing the HUD reads.
 */
import * as Comlink from 'comlink';
import { frameBuffers, type FeedEvent, type FrameRecycle, type MarketFrame } from '../market-feed/frame';
import type { MarketWorkerApi } from '../market-feed/worker-api';
import type { NotifyPayload } from '../protocol/messages';
import { paintNow } from '../render/frame-loop';
import { canShareMemory } from '../render/shared-memory';
import { frameApplied, frameFigures, startFrameTiming, type FrameFigures } from '../render/frame-timing';
import { applyBookFrame, bookRows, bookVersion, bookView } from '../state/book';
import { connectionStatus, feedStats, notifications, pushNotification, userFeedState } from '../state/connection';
import { applyLastPrice, applyTickerFrame, whenManualApplied } from '../state/tickers';
import { applyTradesFrame, lastTradePrice, tradesVersion, tradesView } from '../state/trades';
import { marketWorker, stopMarketWorker } from './market-worker';
import { monitor, reportWarning, type MonitorStats } from './monitor';

export interface MarketClient {
  /** Follows a pair's depth at `precision` (a val of its precisionList) and its trades. */
  setMarket(symbol: string, precision: number): void;
  /** Book rows a side to publish (the book widget's room; the worker clamps it to 30..MAX_BOOK_ROWS). */
  setRows(rows: number): void;
  /** Sends a ping now (the connection status was clicked). */
  ping(): void;
  /**
   * The manual ticker refresh (spec 001 section 4): 'answered' once the answer's tickers are in
   * the page's ticker table, 'refused' on -8108, 'closed' when the socket could not ask.
   */
  requestTickers(): Promise<'answered' | 'refused' | 'closed'>;
  /** Opens the user socket if the page is signed in (no socket for a visitor). */
  startUser(): void;
  stopUser(): void;
  stop(): void;
}

let current: MarketClient | null = null;

/** The running client, if any (the connection status pings through it). */
export function marketClient(): MarketClient | null {
  return current;
}

function onEvent(e: FeedEvent): void {
  if (e.kind === 'status') connectionStatus.value = e.status;
  else if (e.kind === 'user') userFeedState.value = e.state;
  else if (e.kind === 'notify') pushNotification(e.data);
  else if (e.kind === 'warning') reportWarning(e.event, e.msg, e.detail);
  else reportWarning(`${e.socket}.error`, `the ${e.socket} socket answered error ${e.code}: ${e.msg}`, { code: e.code });
}

/** Writes one frame into the state; returns the arrays it replaced. */
function applyFrame(frame: MarketFrame): FrameRecycle {
  feedStats.current = frame.stats;
  const book = applyBookFrame(frame);
  const trades = applyTradesFrame(frame);
  // copied into the page's ticker table (src/state/tickers.ts): its array goes back at once
  if (frame.tickers !== null) applyTickerFrame(frame.tickers);
  // the newest trade is fresher than a ticker (pushed every 60 s, built up to 1 s before)
  if (frame.trades !== null || frame.tickers !== null) applyLastPrice(frame.tradesInfo.symbol, lastTradePrice(), frame.tradesInfo.pricePrecision);
  return { book, trades, tickers: frame.tickers?.rows };
}

/**
 * Has the worker push its frames (src/market-feed/frame-push.ts) where the page shares memory
 * and the worker has animation frames: the page then sends nothing per frame. Each frame is
 * shown as it comes, and acknowledged by storing its number in shared memory; a hidden page
 * keeps the newest one unshown and unacknowledged (the worker sends nothing more) until it is
 * visible again. False: pull (the worker cannot push, or the page cannot share memory).
 */
async function pushFrames(api: Comlink.Remote<MarketWorkerApi>, show: (frame: MarketFrame) => void, running: () => boolean): Promise<boolean> {
  if (!canShareMemory()) return false;
  const ack = new SharedArrayBuffer(4);
  const acked = new Int32Array(ack);
  const channel = new MessageChannel();
  let pending: MarketFrame | null = null;
  const showPending = (): void => {
    const frame = pending;
    if (frame === null || !running() || document.visibilityState === 'hidden') return;
    pending = null;
    try {
      show(frame); // the arrays it replaced stay here: the worker makes new ones
    } catch (err) {
      console.error('market frame not shown', err); // the next one may be: acknowledged anyway
    }
    Atomics.store(acked, 0, frame.frame);
  };
  channel.port1.onmessage = (e: MessageEvent<MarketFrame>) => {
    pending = e.data;
    showPending();
  };
  document.addEventListener('visibilitychange', showPending);
  try {
    if (await api.pushFrames(Comlink.transfer(channel.port2, [channel.port2]), ack)) return true;
  } catch (err) {
    console.warn('market frames: the worker cannot push them, pulling instead', err);
  }
  document.removeEventListener('visibilitychange', showPending);
  channel.port1.close();
  return false;
}

/**
 * Starts the client (once; a second call returns the running client) on the market worker,
 * adopting the one the boot module spawned early (market-worker.ts).
 */
export function startMarketClient(): MarketClient {
  if (current !== null) return current;
  const { api, ready, listen } = marketWorker();
  listen(onEvent);
  let running = true;
  const stopTiming = startFrameTiming();

  /**
   * Applies a frame and paints it in the frame it arrived in (book age stays within one frame);
   * returns the arrays it replaced.
   */
  const show = (frame: MarketFrame): FrameRecycle => {
    const t0 = performance.now();
    const replaced = applyFrame(frame);
    frameApplied(frame, performance.now() - t0);
    paintNow();
    return replaced;
  };

  void ready.then(async () => {
    if (running && await pushFrames(api, show, () => running)) return;
    let recycle: FrameRecycle = {};
    let asking = false;
    // Called every animation frame, even while a request is out: a page that stops asking for
    // frames lets Chromium stop its frame clock, and the answer that comes after a frame's
    // deadline then waits a frame or more for the clock to restart (measured: 176-235 frames
    // drawn in 10 s against 360 under the frame benchmark's throttle, docs/perf.md session 7).
    const onAnimationFrame = (): void => {
      if (!running) return;
      requestAnimationFrame(onAnimationFrame);
      if (asking) return;
      asking = true;
      const give = recycle;
      recycle = {};
      api.nextFrame(Comlink.transfer(give, frameBuffers(give)))
        .then((frame) => {
          if (frame !== null && running) recycle = show(frame);
        })
        .catch((err) => console.error('market frame not shown', err)) // the next frame asks again
        .finally(() => {
          asking = false;
        });
    };
    requestAnimationFrame(onAnimationFrame);
  }).catch((err) => console.error('market worker failed to start', err));

  const client: MarketClient = {
    setMarket: (symbol, precision) => void ready.then(() => api.setMarket(symbol, precision)),
    setRows: (rows) => void ready.then(() => api.setRows(rows)),
    ping: () => void ready.then(() => api.ping()),
    requestTickers: async () => {
      await ready;
      const a = await api.requestTickers();
      if (a.outcome === 'answered') await whenManualApplied(a.seq);
      return a.outcome;
    },
    startUser: () => void ready.then(() => api.startUser()),
    stopUser: () => void ready.then(() => api.stopUser()),
    stop: () => {
      running = false;
      stopTiming();
      stopMarketWorker();
      if (current === client) current = null;
    },
  };
  current = client;
  installDebugSurface(client, api);
  return client;
}

/** What window.__terminal offers (e2e tests read it). */
export interface TerminalDebug {
  /** `version` is state/book's bookVersion: the depth chart's data-book-version names the one it drew. */
  book(): { info: typeof bookView.info; version: number; bids: [number, number, number][]; asks: [number, number, number][] };
  trades(): number;
  /** Bumped by every frame that brought trades (state/trades.ts). */
  tradesVersion(): number;
  stats(): MarketFrame['stats'];
  /** The worker's counters now (not as of the last frame). */
  liveStats(): Promise<MarketFrame['stats']>;
  status(): string;
  /** Frame timing and the renderer, as the HUD shows them (src/render/frame-timing.ts). */
  frameStats(): FrameFigures;
  /** The user's order events received so far, newest first. */
  notifications(): readonly NotifyPayload[];
  /** The page's error reporting counters (src/net/monitor.ts). */
  reports(): MonitorStats;
  /** Files a report through the page's error reporting and sends it now (tests, the console). */
  report(event: string, message: string): Promise<MonitorStats>;
  ping(): void;
}

function installDebugSurface(client: MarketClient, api: Comlink.Remote<MarketWorkerApi>): void {
  const debug: TerminalDebug = {
    book: () => ({ info: { ...bookView.info }, version: bookVersion.peek(), bids: bookRows('bids'), asks: bookRows('asks') }),
    trades: () => (tradesView.trades === null ? 0 : tradesView.trades[0]),
    tradesVersion: () => tradesVersion.peek(),
    stats: () => ({ ...feedStats.current }),
    liveStats: () => api.stats(),
    status: () => connectionStatus.value,
    frameStats: () => frameFigures(),
    notifications: () => notifications.value,
    reports: () => monitor().stats(),
    report: async (event, message) => {
      monitor().report('warning', event, message, { source: 'console' });
      await monitor().flush();
      return monitor().stats();
    },
    ping: () => client.ping(),
  };
  // merged, not replaced: other modules add their getters (src/features/analytics: analytics())
  const w = window as unknown as { __terminal?: TerminalDebug };
  w.__terminal = Object.assign(w.__terminal ?? {}, debug);
}
