import { describe, expect, it } from 'vitest';
import { ReferenceBook } from '../core/book/reference-book';
import { bookChecksum } from '../core/checksum';
import { REPORT_RATE } from '../core/client-report';
import { packMessage, storedDeflate } from '../protocol/codec';
import { fakeSockets, ManualTimers } from './feed.fixture';
import { MAX_BOOK_ROWS, type FeedEvent } from './frame';
import { LINK_TIMING } from './link';
import { MarketFeed, RESYNC_RETRY_MS } from './market-feed';

const BIDS = [6_000_000, 150_000];
const ASKS = [6_000_100, 30_000];
const snapshot = (seq: number) => ({
  ch: 'depth', type: 'snapshot', symbol: 'BTC_USDT', precision: 2, step: 1, pricePrecision: 2, countPrecision: 6,
  seq, checksum: bookChecksum(BIDS, ASKS), bids: BIDS, asks: ASKS, time: 0,
});

function setup() {
  const timers = new ManualTimers();
  const net = fakeSockets();
  const events: FeedEvent[] = [];
  const feed = new MarketFeed({ url: 'ws://gw/ws/market', socket: net.factory, book: new ReferenceBook(), onEvent: (e) => events.push(e), timers });
  feed.start();
  net.last().open();
  feed.setMarket('BTC_USDT', 2);
  net.last().message(snapshot(10));
  expect(feed.sync.synced).toBe(true);
  return { feed, net, timers, events, sent: () => net.last().commands() };
}

describe('MarketFeed control', () => {
  it('should subscribe tickers on open, then depth and trade for the market', () => {
    const { sent, net } = setup();
    expect(net.last().url).toBe('ws://gw/ws/market');
    expect(sent().map((c) => [c.op, c.args])).toEqual([
      ['SUBSCRIBE', [['tickers']]],
      ['SUBSCRIBE', [['depth', { symbol: 'BTC_USDT', precision: 2 }], ['trade', { symbol: 'BTC_USDT' }]]],
    ]);
  });

  it('should count a frame that does not decode and resubscribe every stream it could have been', () => {
    const { feed, sent, net } = setup();
    net.last().deliver(Uint8Array.of(1, 2, 3, 4, 5, 6));
    net.last().deliver(storedDeflate(packMessage(42))); // decodes, but is not a message
    expect(feed.stats.badFrames).toBe(2);
    expect(feed.sync.synced).toBe(false);
    const last = sent().at(-1)!;
    expect(last.op).toBe('SUBSCRIBE');
    expect(last.args).toEqual([['tickers'], ['depth', { symbol: 'BTC_USDT', precision: 2 }], ['trade', { symbol: 'BTC_USDT' }]]);
    expect(feed.stats.resyncs).toBe(1); // the second bad frame waits for the same snapshot
  });

  it('should resubscribe depth again when the resync brings no snapshot in time', () => {
    const { feed, sent, net, timers } = setup();
    net.last().message({ ...snapshot(0), type: 'update', seq: 12 }); // gap
    const depthSubs = () => sent().filter((c) => c.op === 'SUBSCRIBE' && JSON.stringify(c.args).includes('depth')).length;
    expect(depthSubs()).toBe(2);
    net.last().message({ ...snapshot(0), type: 'update', seq: 14 }); // skipped, no second resubscribe
    expect(depthSubs()).toBe(2);
    timers.advance(RESYNC_RETRY_MS);
    expect(depthSubs()).toBe(3);
    net.last().message(snapshot(20));
    timers.advance(RESYNC_RETRY_MS * 3);
    expect(depthSubs()).toBe(3);
    expect(feed.stats).toMatchObject({ gaps: 1, skipped: 1, resyncs: 2, snapshots: 2 });
  });

  it('should report a depth message without its symbol or data as a warning, and drop it', () => {
    const { feed, events, net } = setup();
    const version = feed.sync.version;
    net.last().message({ ...snapshot(11), symbol: undefined });
    net.last().message({ ...snapshot(12), type: 'update', bids: undefined });
    const warnings = events.filter((e) => e.kind === 'warning');
    expect(warnings).toEqual([
      { kind: 'warning', socket: 'market', event: 'depth.missing', msg: 'a depth message without its symbol or data', detail: { symbol: '', followed: 'BTC_USDT' } },
      { kind: 'warning', socket: 'market', event: 'depth.missing', msg: 'a depth message without its symbol or data', detail: { symbol: 'BTC_USDT', followed: 'BTC_USDT' } },
    ]);
    expect(feed.sync.seq).toBe(10); // neither applied
    // the one without a symbol was someone else's; the one without data broke the stream
    expect(feed.stats).toMatchObject({ corrupt: 1, resyncs: 1 });
    expect(feed.sync.synced).toBe(false);
    expect(feed.sync.version).toBeGreaterThan(version);
    net.last().message({ ...snapshot(13), type: 'update' }); // a whole one: no warning
    expect(events.filter((e) => e.kind === 'warning')).toHaveLength(2);
  });

  it('should report a frame that does not decode as a warning', () => {
    const { events, net } = setup();
    net.last().deliver(Uint8Array.of(9, 9, 9));
    expect(events.filter((e) => e.kind === 'warning').map((e) => e.kind === 'warning' && e.event)).toEqual(['market.bad-frame']);
  });

  it('should post a flood of warnings within the page report budget, then say how many it held back', () => {
    const { events, net, timers } = setup();
    const posted = () => events.flatMap((e) => (e.kind === 'warning' ? [e] : []));
    for (let i = 0; i < 50; i++) net.last().deliver(Uint8Array.of(9, 9, 9));
    for (let i = 0; i < 10; i++) net.last().message({ ...snapshot(11), symbol: undefined });
    expect(posted().map((e) => e.event)).toEqual([...Array(REPORT_RATE.perEvent).fill('market.bad-frame'), ...Array(REPORT_RATE.perEvent).fill('depth.missing')]);
    expect(posted().some((e) => 'suppressed' in e.detail)).toBe(false);
    timers.advance(REPORT_RATE.windowMs);
    net.last().deliver(Uint8Array.of(9, 9, 9));
    expect(posted().at(-1)).toMatchObject({ event: 'market.bad-frame', detail: { badFrames: 51, suppressed: 50 - REPORT_RATE.perEvent } });
    net.last().deliver(Uint8Array.of(9, 9, 9));
    expect(posted().at(-1)!.detail).not.toHaveProperty('suppressed'); // counted once, then from zero
  });

  it('should ignore -8102, report other errors, and survive unknown channels', () => {
    const { feed, events, net } = setup();
    net.last().message({ ch: 'error', code: -8102, msg: 'not subscribed' });
    net.last().message({ ch: 'error', code: -8103, msg: 'bad' });
    net.last().message({ ch: 'kline', type: 'update' });
    expect(events.filter((e) => e.kind === 'error')).toEqual([{ kind: 'error', socket: 'market', code: -8103, msg: 'bad' }]);
    expect(feed.stats.errors).toBe(1);
    expect(feed.sync.synced).toBe(true);
  });

  it('should mark the book unsynced on a drop and subscribe everything again on reconnect', () => {
    const { feed, net, timers, events } = setup();
    net.last().drop(1001);
    expect(feed.sync.synced).toBe(false);
    expect(events.filter((e) => e.kind === 'status').map((e) => (e as { status: string }).status)).toEqual(['stable', 'reconnecting']);
    timers.advance(LINK_TIMING.reconnectMs);
    net.last().open();
    expect(net.sockets).toHaveLength(2);
    expect(net.last().commands()).toEqual([{ op: 'SUBSCRIBE', id: expect.any(Number), args: [['tickers'], ['depth', { symbol: 'BTC_USDT', precision: 2 }], ['trade', { symbol: 'BTC_USDT' }]] }]);
    net.last().message(snapshot(3));
    expect(feed.sync).toMatchObject({ synced: true, seq: 3 });
    expect(feed.stats.reconnects).toBe(1);
  });

  it('should unsubscribe the old pair on a symbol change and clear its book and trades', () => {
    const { feed, sent, net } = setup();
    net.last().message({ ch: 'trade', type: 'update', symbol: 'BTC_USDT', pricePrecision: 2, countPrecision: 6, trades: [[5, 6_000_000, 3, 1, 9]] });
    expect(feed.trades.count).toBe(1);
    feed.setMarket('ETH_USDT', 2);
    expect(sent().slice(-2).map((c) => [c.op, c.args])).toEqual([
      ['UNSUBSCRIBE', [['depth', { symbol: 'BTC_USDT', precision: 2 }], ['trade', { symbol: 'BTC_USDT' }]]],
      ['SUBSCRIBE', [['depth', { symbol: 'ETH_USDT', precision: 2 }], ['trade', { symbol: 'ETH_USDT' }]]],
    ]);
    expect(feed.trades.count).toBe(0);
    expect(feed.sync.book.levels(0)).toBe(0);
    net.last().message(snapshot(11)); // a late BTC snapshot
    net.last().message({ ch: 'trade', type: 'update', symbol: 'BTC_USDT', pricePrecision: 2, countPrecision: 6, trades: [[6, 6_000_000, 3, 1, 9]] });
    expect(feed.sync.synced).toBe(false);
    expect(feed.trades.count).toBe(0);
  });

  it('should ping through the link when asked', () => {
    const { feed, net } = setup();
    feed.ping();
    expect(net.last().sent.at(-1)).toBe('ping');
    net.last().deliver('pong');
    expect(feed.stats.latencyMs).toBe(0);
  });
});

describe('MarketFeed rows', () => {
  /** A snapshot 200 levels deep a side. */
  const deep = (seq: number) => {
    const bids: number[] = [];
    const asks: number[] = [];
    for (let i = 0; i < 200; i++) {
      bids.push(6_000_000 - i * 10, 1_000 + i);
      asks.push(6_000_100 + i * 10, 2_000 + i);
    }
    return { ...snapshot(seq), bids, asks, checksum: bookChecksum(bids, asks) };
  };

  it('should publish as many rows a side as asked, clamped to 30..MAX_BOOK_ROWS, at once', () => {
    const { feed, net } = setup();
    net.last().message(deep(11));
    const rowsOf = (f: ReturnType<MarketFeed['takeFrame']>) => [f!.bookInfo.rows, f!.book![0], f!.book![1]];
    expect(rowsOf(feed.takeFrame())).toEqual([30, 30, 30]);
    expect(feed.takeFrame()).toBeNull(); // nothing changed
    feed.setRows(70);
    expect(rowsOf(feed.takeFrame())).toEqual([70, 70, 70]); // republished without a book change
    feed.setRows(70);
    expect(feed.takeFrame()).toBeNull();
    feed.setRows(12);
    expect(rowsOf(feed.takeFrame())).toEqual([30, 30, 30]);
    feed.setRows(1e9);
    expect(rowsOf(feed.takeFrame())).toEqual([MAX_BOOK_ROWS, MAX_BOOK_ROWS, MAX_BOOK_ROWS]);
    feed.setRows(Number.NaN);
    expect(rowsOf(feed.takeFrame())).toEqual([30, 30, 30]);
  });
});
