import { describe, expect, it } from 'vitest';
import { ReferenceBook } from '../core/book/reference-book';
import { bookChecksum } from '../core/checksum';
import { fakeSockets, ManualTimers } from './feed.fixture';
import { LINK_TIMING } from './link';
import { MarketFeed, RESYNC_RETRY_MS } from './market-feed';

// DOGE_USDT at 4 decimals: best bid 0.1196, best ask 0.1224 (ticks of 0.0001)
const FINE_BIDS = [1_196, 500, 1_150, 900];
const FINE_ASKS = [1_224, 700, 1_290, 100];
// the same book grouped at 0.01 (precision 2, step 100): bids floor, asks ceil
const GROUPED_BIDS = [1_100, 1_400];
const GROUPED_ASKS = [1_300, 800];

function snapshot(precision: number, bids: number[], asks: number[], seq = 1) {
  return {
    ch: 'depth', type: 'snapshot', symbol: 'DOGE_USDT', precision, step: 10 ** (4 - precision), pricePrecision: 4, countPrecision: 0,
    seq, checksum: bookChecksum(bids, asks), bids, asks, time: 0,
  };
}

function setup(precision: number) {
  const timers = new ManualTimers();
  const net = fakeSockets();
  const feed = new MarketFeed({ url: 'ws://gw/ws/market', socket: net.factory, book: new ReferenceBook(), onEvent: () => {}, timers, schedule: () => {} });
  feed.start();
  net.last().open();
  feed.setMarket('DOGE_USDT', precision);
  const depthCommands = () => net.last().commands().filter((c) => JSON.stringify(c.args).includes('depth')).map((c) => [c.op, c.args]);
  return { feed, net, timers, depthCommands };
}

describe('the true best prices of a grouped book', () => {
  it('should follow the finest stream while the book is grouped and publish its best bid and ask', () => {
    const { feed, net, depthCommands } = setup(2);
    net.last().message(snapshot(2, GROUPED_BIDS, GROUPED_ASKS));
    const first = feed.takeFrame()!;
    expect(first.book![2 + 3 * first.bookInfo.rows]).toBe(1_300); // the shown book is grouped...
    expect(first.bookInfo.best).toBeNull(); // ...and its rows are not the best prices
    expect(depthCommands().at(-1)).toEqual(['SUBSCRIBE', [['depth', { symbol: 'DOGE_USDT', precision: 4 }]]]);
    net.last().message(snapshot(4, FINE_BIDS, FINE_ASKS));
    const frame = feed.takeFrame()!;
    expect(frame.book).toBeNull(); // the shown book did not change
    expect(frame.bookInfo.best).toEqual({ bid: 1_196, ask: 1_224 });
  });

  it('should publish a change of the best price, and nothing for a change deeper in the book', () => {
    const { feed, net } = setup(2);
    net.last().message(snapshot(2, GROUPED_BIDS, GROUPED_ASKS));
    net.last().message(snapshot(4, FINE_BIDS, FINE_ASKS));
    feed.takeFrame();
    const deeper = [1_196, 500, 1_150, 901];
    net.last().message({ ...snapshot(4, deeper, FINE_ASKS, 2), type: 'update', bids: [1_150, 901], asks: [] });
    expect(feed.takeFrame()).toBeNull();
    const asks = [1_210, 5, 1_224, 700, 1_290, 100];
    net.last().message({ ...snapshot(4, deeper, asks, 3), type: 'update', bids: [], asks: [1_210, 5] });
    expect(feed.takeFrame()!.bookInfo.best).toEqual({ bid: 1_196, ask: 1_210 });
  });

  it('should read the shown book itself when it is not grouped, subscribing nothing more', () => {
    const { feed, net, depthCommands } = setup(4);
    net.last().message(snapshot(4, FINE_BIDS, FINE_ASKS));
    expect(feed.takeFrame()!.bookInfo.best).toEqual({ bid: 1_196, ask: 1_224 });
    expect(depthCommands()).toHaveLength(1);
  });

  it('should resubscribe the finest stream on a gap and know nothing until its snapshot', () => {
    const { feed, net, timers, depthCommands } = setup(2);
    net.last().message(snapshot(2, GROUPED_BIDS, GROUPED_ASKS));
    net.last().message(snapshot(4, FINE_BIDS, FINE_ASKS));
    feed.takeFrame();
    net.last().message({ ...snapshot(4, FINE_BIDS, FINE_ASKS, 5), type: 'update', bids: [], asks: [] }); // seq 5 after 1
    expect(feed.takeFrame()!.bookInfo.best).toBeNull();
    expect(depthCommands().filter(([, a]) => JSON.stringify(a).includes('"precision":4'))).toHaveLength(2);
    timers.advance(RESYNC_RETRY_MS);
    expect(depthCommands().filter(([, a]) => JSON.stringify(a).includes('"precision":4'))).toHaveLength(3);
    net.last().message(snapshot(4, FINE_BIDS, FINE_ASKS, 9));
    expect(feed.takeFrame()!.bookInfo.best).toEqual({ bid: 1_196, ask: 1_224 });
  });

  it('should resubscribe the finest stream after a frame that does not decode, until its snapshot comes', () => {
    const { feed, net, timers, depthCommands } = setup(2);
    net.last().message(snapshot(2, GROUPED_BIDS, GROUPED_ASKS));
    net.last().message(snapshot(4, FINE_BIDS, FINE_ASKS));
    const fine = () => depthCommands().filter(([, a]) => JSON.stringify(a).includes('"precision":4')).length;
    expect(fine()).toBe(1);
    net.last().deliver(Uint8Array.of(1, 2, 3));
    expect(feed.takeFrame()!.bookInfo.best).toBeNull();
    expect(fine()).toBe(2); // once, not with the full resubscribe as well
    timers.advance(RESYNC_RETRY_MS);
    expect(fine()).toBe(3); // the snapshot did not come
    net.last().message(snapshot(4, FINE_BIDS, FINE_ASKS, 30));
    timers.advance(RESYNC_RETRY_MS * 3);
    expect(fine()).toBe(3);
    expect(feed.takeFrame()!.bookInfo.best).toEqual({ bid: 1_196, ask: 1_224 });
  });

  it('should subscribe the finest stream again with everything when the socket reopens', () => {
    const { feed, net, timers } = setup(2);
    net.last().message(snapshot(2, GROUPED_BIDS, GROUPED_ASKS));
    net.last().message(snapshot(4, FINE_BIDS, FINE_ASKS));
    const first = net.last();
    first.drop(1001);
    expect(feed.takeFrame()!.bookInfo.best).toBeNull();
    timers.advance(LINK_TIMING.reconnectMs);
    expect(net.last()).not.toBe(first);
    net.last().open();
    expect(net.last().commands().at(-1)!.args).toContainEqual(['depth', { symbol: 'DOGE_USDT', precision: 4 }]);
  });

  it('should keep the finest stream across groupings, hand it to the shown book, and drop it with the pair', () => {
    const { feed, net, depthCommands } = setup(2);
    net.last().message(snapshot(2, GROUPED_BIDS, GROUPED_ASKS));
    net.last().message(snapshot(4, FINE_BIDS, FINE_ASKS));
    feed.setMarket('DOGE_USDT', 3); // another grouping: the finest stream stays
    expect(feed.touch.args()).toEqual([['depth', { symbol: 'DOGE_USDT', precision: 4 }]]);
    feed.setMarket('DOGE_USDT', 4); // the finest becomes the shown stream: not unsubscribed
    expect(feed.touch.args()).toEqual([]);
    expect(depthCommands().some(([op, a]) => op === 'UNSUBSCRIBE' && JSON.stringify(a).includes('"precision":4'))).toBe(false);
    feed.setMarket('DOGE_USDT', 2);
    net.last().message(snapshot(2, GROUPED_BIDS, GROUPED_ASKS, 2));
    expect(feed.touch.args()).toHaveLength(1);
    feed.setMarket('BTC_USDT', 2); // another pair: unsubscribed with the old streams
    expect(depthCommands().filter(([op]) => op === 'UNSUBSCRIBE').flatMap(([, a]) => a)).toContainEqual(['depth', { symbol: 'DOGE_USDT', precision: 4 }]);
    expect(feed.touch.args()).toEqual([]);
  });
});
