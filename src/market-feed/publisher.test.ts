import { beforeAll, describe, expect, it } from 'vitest';
import { loadWasmBooks } from '../../scripts/book';
import type { BookModule } from '../core/book/wasm-book';
import { topLength } from '../core/book/types';
import { fakeSockets, ManualTimers, recordedDepth } from './feed.fixture';
import { frameBuffers } from './frame';
import { MarketFeed } from './market-feed';
import { FramePublisher } from './publisher';

let wasm: BookModule;
beforeAll(async () => {
  wasm = await loadWasmBooks();
});

describe('FramePublisher', () => {
  it('should build one frame for many marks, and only when asked', async () => {
    let built = 0;
    const p = new FramePublisher<number, undefined>(() => ++built);
    for (let i = 0; i < 1000; i++) p.mark();
    expect(built).toBe(0);
    expect(await p.request()).toBe(1);
    expect(built).toBe(1);
  });

  it('should hold a request until something changes, then publish once for the whole task', async () => {
    let built = 0;
    const p = new FramePublisher<number, undefined>(() => ++built);
    const frame = p.request();
    await Promise.resolve();
    expect(built).toBe(0);
    for (let i = 0; i < 50; i++) p.mark(); // one task's messages
    expect(await frame).toBe(1);
    expect(built).toBe(1);
  });

  it('should end a superseded or cancelled request with null', async () => {
    const p = new FramePublisher<number, undefined>(() => 1);
    const first = p.request();
    const second = p.request();
    expect(await first).toBeNull();
    p.cancel();
    expect(await second).toBeNull();
  });
});

describe('MarketFeed publishing', () => {
  it('should coalesce the whole recorded stream into one frame of the final book, written into the recycled array', async () => {
    const timers = new ManualTimers();
    const net = fakeSockets();
    const feed = new MarketFeed({ url: 'ws://gw/ws/market', socket: net.factory, book: wasm.createBook(), onEvent: () => {}, timers, rows: 20 });
    feed.start();
    net.last().open();
    feed.setMarket('BTC_USDT', 2);
    const first = await feed.nextFrame(); // the market was set: an empty, unsynced book
    expect(first!.bookInfo.synced).toBe(false);
    expect(first!.book![0] + first!.book![1]).toBe(0);
    expect(first!.trades![0]).toBe(0); // cleared by the market change

    const msgs = recordedDepth();
    for (const m of msgs) net.last().message(m);
    const recycle = new Float64Array(topLength(20));
    const frame = (await feed.nextFrame({ book: recycle }))!;
    expect(feed.stats.updates).toBe(msgs.length - 1);
    expect(frame.stats.publishes).toBe(2);
    expect(frame.book).toBe(recycle);
    expect(frame.bookInfo).toMatchObject({ symbol: 'BTC_USDT', seq: msgs.at(-1)!.seq, checksum: msgs.at(-1)!.checksum, synced: true, rows: 20 });
    const want = new Float64Array(topLength(20));
    feed.sync.book.top(1, 20, want);
    expect([...frame.book!]).toEqual([...want]);
    expect(frame.book![0]).toBe(20);
    expect(frame.trades).toBeNull(); // no trade since the last frame
    expect(frameBuffers(frame)).toEqual([recycle.buffer]);

    // nothing changed: the next request waits, and an unchanged part is left out
    let next: unknown = 'pending';
    void feed.nextFrame().then((f) => (next = f));
    await Promise.resolve();
    expect(next).toBe('pending');
    net.last().message({ ch: 'trade', type: 'update', symbol: 'BTC_USDT', pricePrecision: 2, countPrecision: 5, trades: [[1, 6_183_700, 100, 1, 1]] });
    await new Promise((r) => setTimeout(r, 0));
    expect(next).toMatchObject({ book: null, stats: { publishes: 3, trades: 1 } });
    feed.stop();
    feed.sync.book.dispose();
  });
});
