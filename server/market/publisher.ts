/**
 * The market-data publisher: turns the engine's events and books into the public channels of
 * docs/protocol.md and owns the user notify hub. index.ts feeds it every engine event (`feed`,
 * from emit), tells it when they are persisted (`committed`) and starts its tick.
 *
 * Every PUBLISH_INTERVAL_MS the tick sends, for subscribed streams only: depth updates of the
 * pairs whose book changed, the trades since the last tick, changed candles, new top-mover
 * records and (every 60 s) the tickers. One encode per message, the same bytes to every
 * subscriber. Market data never goes out between an engine event and its commit: both happen
 * in one synchronous call (request handler or simulator slice), and the tick is a timer.
 */
import { MARKET_CHANGE_KEPT, PUBLISH_INTERVAL_MS, TICKERS_EVERY_MS } from '../../src/protocol/channels';
import { encodeFrame, type Deflate } from '../../src/protocol/codec';
import type { ServerMessage } from '../../src/protocol/messages';
import type { ExchangeEngine } from '../engine/api';
import type { EngineEvent, Fill } from '../engine/types';
import { moverView } from '../routes/market-change';
import type { MoverRecord } from './movers';
import { DepthStream, groupSide, rawLevelsFor, type RawSide, type Subscriber } from './publisher-depth';
import { KlineBook } from './publisher-kline';
import { NotifyHub } from './publisher-notify';
import { PublisherStats } from './publisher-stats';
import { topicKey, type Topic } from './publisher-topics';
import { TickerRows } from './publisher-tickers';
import { TradeTape } from './publisher-trades';
import type { MarketWatch } from './watch';

export type { Subscriber } from './publisher-depth';
export { topicKey, type Topic } from './publisher-topics';

export interface PublisherDeps {
  engine: ExchangeEngine;
  market: MarketWatch;
  now: () => number;
  /** Raw deflate of frames; the gateway passes Node's zlib, tests may leave pako's. */
  deflate?: Deflate;
}

interface Stream {
  topic: Topic;
  subs: Set<Subscriber>;
  depth?: DepthStream;
}

export class MarketPublisher {
  readonly notify: NotifyHub;
  readonly klines = new KlineBook();
  readonly stats = new PublisherStats();
  private readonly trades = new TradeTape();
  private readonly tickers: TickerRows;
  private readonly streams = new Map<string, Stream>();
  private readonly depthBySymbol = new Map<string, Set<DepthStream>>();
  private readonly topicsOf = new Map<Subscriber, Set<string>>();
  private readonly dirty = new Set<string>();
  private movers: MoverRecord[] = [];
  /** Highest trade id fed or replayed: what the candles and the tape have seen (history.ts). */
  lastTradeId = 0;
  /**
   * Pairs whose history changed since they were last saved, with their first unsaved trade
   * id, oldest first (history.ts saves them in this order and takes them out).
   */
  readonly unsaved = new Map<string, number>();
  private nextTickersAt: number;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly deps: PublisherDeps) {
    this.notify = new NotifyHub(deps.engine, deps.deflate);
    this.tickers = new TickerRows(deps.market, deps.engine);
    this.nextTickersAt = deps.now() + TICKERS_EVERY_MS;
  }

  /** Every engine event, in order (index.ts emit). O(1) per event. */
  feed(event: EngineEvent): void {
    if (event.kind === 'order') {
      if (this.depthBySymbol.has(event.order.symbol)) this.dirty.add(event.order.symbol);
      this.notify.feed(event);
    } else if (event.kind === 'fill') {
      const f = event.fill;
      // every trade emits a maker and a taker fill: the taker's is the public trade
      if (f.role === 'taker') {
        this.trades.add(f);
        this.countTrade(f);
        this.lastTradeId = f.tradeId;
      }
      this.notify.feed(event);
    }
  }

  /**
   * A public trade (taker fill) of before this start, oldest first (history.ts): kept for
   * the trades snapshot, never published again, and counted in the candles unless the
   * store's saved candles already count it.
   */
  replayTrade(fill: Fill, intoCandles: boolean): void {
    this.trades.add(fill, false);
    if (intoCandles) this.countTrade(fill);
    if (fill.tradeId > this.lastTradeId) this.lastTradeId = fill.tradeId;
  }

  /** A trade into the candles; its pair has history to save from this trade on, if not before. */
  private countTrade(fill: Fill): void {
    this.klines.trade(fill.symbol, fill.price, fill.size, fill.time);
    if (!this.unsaved.has(fill.symbol)) this.unsaved.set(fill.symbol, fill.tradeId);
  }

  /** The events fed so far are persisted: private notifications may go out. */
  committed(): void {
    this.stats.notify += this.notify.flush();
  }

  /** A top-mover record (MoversOptions.onRecord); pushed on the next tick. */
  moverRecord(record: MoverRecord): void {
    this.movers.push(record);
  }

  /** Subscribes (or, when already subscribed, resends the snapshot: the resync path). */
  subscribe(sub: Subscriber, topic: Topic): void {
    const key = topicKey(topic);
    let stream = this.streams.get(key);
    if (stream === undefined) stream = this.open(key, topic);
    stream.subs.add(sub);
    stream.depth?.subs.add(sub);
    let keys = this.topicsOf.get(sub);
    if (keys === undefined) this.topicsOf.set(sub, (keys = new Set()));
    keys.add(key);
    this.sendTo(sub, this.snapshot(stream));
  }

  /** False when `sub` was not subscribed to `topic`. */
  unsubscribe(sub: Subscriber, topic: Topic): boolean {
    const key = topicKey(topic);
    const stream = this.streams.get(key);
    if (stream === undefined || !stream.subs.delete(sub)) return false;
    this.topicsOf.get(sub)?.delete(key);
    stream.depth?.subs.delete(sub);
    if (stream.subs.size === 0) this.close(key, stream);
    return true;
  }

  /** Removes a subscriber from everything (socket closed). */
  drop(sub: Subscriber): void {
    for (const key of [...(this.topicsOf.get(sub) ?? [])]) {
      const stream = this.streams.get(key);
      if (stream !== undefined) this.unsubscribe(sub, stream.topic);
    }
    this.topicsOf.delete(sub);
  }

  /** Streams with at least one subscriber. */
  streamCount(): number {
    return this.streams.size;
  }

  /** Subscriptions of `sub` (for the per-socket limit). */
  subscriptionCount(sub: Subscriber): number {
    return this.topicsOf.get(sub)?.size ?? 0;
  }

  /** Answers a manual ticker request (the caller has applied the 2 s rule). */
  manualTickers(sub: Subscriber, id?: number): void {
    const now = this.deps.now();
    this.sendTo(sub, { ch: 'tickers', manual: true, ...(id !== undefined ? { id } : {}), time: now, data: this.tickers.get(now) });
  }

  start(intervalMs = PUBLISH_INTERVAL_MS): void {
    if (this.timer !== undefined) return;
    this.timer = setInterval(() => this.tick(), intervalMs);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One publish tick (the timer calls it; tests and benches call it directly). */
  tick(): void {
    const t0 = performance.now();
    const now = this.deps.now();
    this.publishDepth(now);
    this.publishTrades();
    this.publishKlines();
    this.publishMovers();
    if (now >= this.nextTickersAt) {
      this.nextTickersAt = now + TICKERS_EVERY_MS;
      const stream = this.streams.get('tickers');
      if (stream !== undefined) this.broadcast(stream.subs, { ch: 'tickers', manual: false, time: now, data: this.tickers.get(now) });
    }
    this.stats.tick(performance.now() - t0);
  }

  private publishDepth(now: number): void {
    for (const symbol of this.dirty) {
      const streams = this.depthBySymbol.get(symbol);
      if (streams === undefined) continue;
      const raw = this.readBook(symbol, streams);
      for (const ds of streams) {
        const update = ds.advance(groupSide(raw.bids, ds.step, true), groupSide(raw.asks, ds.step, false), now);
        if (update !== undefined) this.broadcast(ds.subs, update);
      }
    }
    this.dirty.clear();
  }

  private publishTrades(): void {
    for (const [symbol, trades] of this.trades.takePending()) {
      const stream = this.streams.get(`trade:${symbol}`);
      if (stream === undefined) continue;
      const pair = this.deps.engine.pair(symbol);
      this.broadcast(stream.subs, { ch: 'trade', type: 'update', symbol, pricePrecision: pair?.pricePrecision ?? 0, countPrecision: pair?.countPrecision ?? 0, trades });
    }
  }

  private publishKlines(): void {
    for (const stream of this.streams.values()) {
      const t = stream.topic;
      if (t.ch !== 'kline') continue;
      const candles = this.klines.takeChanged(t.symbol, t.interval);
      if (candles.length === 0) continue;
      const pair = this.deps.engine.pair(t.symbol);
      this.broadcast(stream.subs, { ch: 'kline', type: 'update', symbol: t.symbol, interval: t.interval, pricePrecision: pair?.pricePrecision ?? 0, countPrecision: pair?.countPrecision ?? 0, candles });
    }
  }

  private publishMovers(): void {
    if (this.movers.length === 0) return;
    const records = this.movers;
    this.movers = [];
    const stream = this.streams.get('market_change');
    if (stream !== undefined) this.broadcast(stream.subs, { ch: 'market_change', type: 'update', data: records.map(moverView) });
  }

  /** Raw levels of both sides, as deep as the coarsest stream of the pair needs. */
  private readBook(symbol: string, streams: Set<DepthStream>): { bids: RawSide; asks: RawSide } {
    let need = 0;
    for (const ds of streams) need = Math.max(need, rawLevelsFor(ds.step));
    const read = (side: 'buy' | 'sell'): RawSide => {
      const levels = this.deps.engine.depth(symbol, side, need);
      return { levels, complete: levels.length < need };
    };
    return { bids: read('buy'), asks: read('sell') };
  }

  private open(key: string, topic: Topic): Stream {
    const stream: Stream = { topic, subs: new Set() };
    if (topic.ch === 'depth') {
      const pair = this.deps.engine.pair(topic.symbol);
      const ds = new DepthStream(topic.symbol, topic.precision, topic.step, pair?.pricePrecision ?? 0, pair?.countPrecision ?? 0);
      const raw = this.readBook(topic.symbol, new Set([ds]));
      ds.init(groupSide(raw.bids, ds.step, true), groupSide(raw.asks, ds.step, false));
      let set = this.depthBySymbol.get(topic.symbol);
      if (set === undefined) this.depthBySymbol.set(topic.symbol, (set = new Set()));
      set.add(ds);
      stream.depth = ds;
    }
    this.streams.set(key, stream);
    return stream;
  }

  private close(key: string, stream: Stream): void {
    this.streams.delete(key);
    if (stream.depth === undefined) return;
    const set = this.depthBySymbol.get(stream.depth.symbol);
    set?.delete(stream.depth);
    if (set?.size === 0) this.depthBySymbol.delete(stream.depth.symbol);
  }

  private snapshot(stream: Stream): ServerMessage {
    const t = stream.topic;
    const now = this.deps.now();
    const pair = 'symbol' in t ? this.deps.engine.pair(t.symbol) : undefined;
    const precisions = { pricePrecision: pair?.pricePrecision ?? 0, countPrecision: pair?.countPrecision ?? 0 };
    switch (t.ch) {
      case 'depth':
        return stream.depth!.snapshot(now);
      case 'trade':
        return { ch: 'trade', type: 'snapshot', symbol: t.symbol, ...precisions, trades: this.trades.recent(t.symbol) };
      case 'kline':
        return { ch: 'kline', type: 'snapshot', symbol: t.symbol, interval: t.interval, ...precisions, candles: this.klines.recent(t.symbol, t.interval) };
      case 'tickers':
        return { ch: 'tickers', manual: false, time: now, data: this.tickers.get(now) };
      case 'market_change':
        return { ch: 'market_change', type: 'snapshot', data: this.deps.market.movers.query({ limit: MARKET_CHANGE_KEPT }).map(moverView) };
    }
  }

  private sendTo(sub: Subscriber, message: ServerMessage): void {
    this.broadcast([sub], message);
  }

  private broadcast(subs: Iterable<Subscriber>, message: ServerMessage): void {
    const frame = encodeFrame(message, this.deps.deflate);
    let n = 0;
    for (const s of subs) {
      s.send(frame);
      n++;
    }
    this.stats.sent(n, frame.length);
  }
}
