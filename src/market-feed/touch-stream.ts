/**
 * The book's true best bid and ask while the page shows it grouped.
 *
 * A grouped depth stream carries each group at its edge (bids floored to the step, asks
 * ceiled), so its first row can be a whole step away from the best price: on a pair grouped at
 * a tenth of its price, a best ask 2 % above the last price reads as ~10 %. The market price
 * offset check (spec order-placement section 5) needs the real best price, so while the shown
 * stream is grouped the worker also follows the pair's finest stream (step 1: the levels as
 * resting orders make them) into a book of its own, and publishes its best bid and ask with
 * every frame (BookInfo.best). The shown book is never built from it: the finest stream holds
 * only the 200 best levels, far too few to group coarsely.
 *
 * Cost: the finest stream's messages (20 a second at most) are checked and applied as the
 * shown stream's are; a frame reads two best prices. A change of the best alone marks the
 * publisher, a change deeper in the book does not.
 */
import type { OrderBook } from '../core/book/types';
import type { SubscribeArg } from '../protocol/messages';
import { DepthSync, needsResync, type DepthInput } from './depth-sync';
import type { Timers } from './link';
import { Resyncer } from './resync';

/** The true best prices in the pair's ticks; NaN for an empty side. */
export interface BestPrices {
  bid: number;
  ask: number;
}

export interface TouchLink {
  /** Sends a SUBSCRIBE or UNSUBSCRIBE of `args`; false when the socket is not open. */
  send(op: 'SUBSCRIBE' | 'UNSUBSCRIBE', args: SubscribeArg[]): boolean;
}

export class TouchStream {
  readonly sync: DepthSync;
  private readonly resyncer: Resyncer;
  /** The best prices as last read (the publisher is marked when they change). */
  private bid = NaN;
  private ask = NaN;
  private known = false;

  constructor(book: OrderBook, timers: Timers, private readonly link: TouchLink) {
    this.sync = new DepthSync(book);
    this.resyncer = new Resyncer(timers, {
      send: () => this.sync.stream !== null && link.send('SUBSCRIBE', this.args()),
      waiting: () => this.sync.stream !== null && !this.sync.synced,
    });
  }

  /** The finest stream's subscription, or nothing while the shown book is not grouped. */
  args(): SubscribeArg[] {
    const s = this.sync.stream;
    return s === null ? [] : [['depth', { symbol: s.symbol, precision: s.precision }]];
  }

  /**
   * The shown stream changes to `symbol` at `precision`: the finest stream is dropped for
   * another pair (unsubscribed) or when it becomes the shown stream itself (then the shown
   * subscription carries it, so nothing is unsubscribed). Another grouping of the same pair
   * keeps it.
   */
  showing(symbol: string, precision: number): void {
    const s = this.sync.stream;
    if (s === null || (s.symbol === symbol && s.precision !== precision)) return;
    if (s.symbol !== symbol) this.link.send('UNSUBSCRIBE', this.args());
    this.drop();
  }

  /** The shown stream's snapshot came: follow the finest stream when the shown one is grouped. */
  shownSnapshot(shown: DepthSync): void {
    if (shown.stream === null || shown.step === 1 || this.sync.stream !== null) return;
    this.sync.follow({ symbol: shown.stream.symbol, precision: shown.pricePrecision });
    this.link.send('SUBSCRIBE', this.args());
  }

  /** Whether `m` belongs to the finest stream followed here. */
  owns(m: { symbol?: unknown; precision?: unknown }): boolean {
    const s = this.sync.stream;
    return s !== null && m.symbol === s.symbol && m.precision === s.precision;
  }

  /** Checks and applies one of its messages; true when the best prices (or whether they are known) changed. */
  apply(m: DepthInput): boolean {
    const v = this.sync.apply(m);
    if (v === 'snapshot') this.resyncer.done();
    if (needsResync(v)) this.resyncer.request(false);
    return this.reread();
  }

  /**
   * The socket dropped or a frame was lost: the stream is subscribed again now when the socket
   * is open (and again until its snapshot comes), else by the next open. True when that made
   * the best prices unknown.
   */
  invalidate(): boolean {
    if (!this.sync.synced) return false;
    this.sync.invalidate();
    this.resyncer.request(false);
    return this.reread();
  }

  /** The socket (re)opened and subscribes to everything, this stream included. */
  reopened(): void {
    this.resyncer.done();
  }

  /**
   * The true best prices for `shown`: from the finest stream while it is followed and verified,
   * from the shown book when it is itself the finest; null when not known.
   */
  best(shown: DepthSync): BestPrices | null {
    if (this.sync.stream !== null) return this.known ? { bid: this.bid, ask: this.ask } : null;
    if (!shown.synced || shown.step !== 1) return null;
    return { bid: shown.book.bestBid(), ask: shown.book.bestAsk() };
  }

  stop(): void {
    this.resyncer.done();
  }

  private drop(): void {
    this.resyncer.done();
    this.sync.follow(null);
    this.reread();
  }

  private reread(): boolean {
    const known = this.sync.stream !== null && this.sync.synced;
    const bid = known ? this.sync.book.bestBid() : NaN;
    const ask = known ? this.sync.book.bestAsk() : NaN;
    const changed = known !== this.known || !Object.is(bid, this.bid) || !Object.is(ask, this.ask);
    this.known = known;
    this.bid = bid;
    this.ask = ask;
    return changed;
  }
}
