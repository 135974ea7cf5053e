import { describe, expect, it } from 'vitest';
import { ReferenceBook } from '../core/book/reference-book';
import { WsCode } from '../protocol/messages';
import { fakeSockets, ManualTimers } from './feed.fixture';
import type { FeedEvent } from './frame';
import { MarketFeed, type ManualTickerAnswer } from './market-feed';
import { TICKER_SLOTS } from './ticker-columns';

const row = (symbol: string, c: string) => ({ symbol, symbolId: 1, c, h: c, l: c, v: '1', qv: '1', rate: '0.00', fluctuation: '0.0000', increase: '1' });

function setup(open = true) {
  const net = fakeSockets();
  const events: FeedEvent[] = [];
  const feed = new MarketFeed({ url: 'ws://gw/ws/market', socket: net.factory, book: new ReferenceBook(), onEvent: (e) => events.push(e), timers: new ManualTimers(), schedule: () => {} });
  feed.start();
  if (open) net.last().open();
  const requests = () => net.last().commands().filter((c) => c.op === 'REQUEST') as { op: string; args: unknown[]; id: number }[];
  return { feed, net, events, requests };
}

describe('MarketFeed manual ticker refresh', () => {
  it('should ask the socket, and settle once the answer is applied, its count in the next frame', async () => {
    const { feed, net, requests } = setup();
    net.last().message({ ch: 'tickers', manual: false, time: 1, data: [row('BTC_USDT', '1.00')] });
    feed.takeFrame();
    const answer = feed.requestTickers();
    const [req] = requests();
    expect(req).toEqual({ op: 'REQUEST', id: expect.any(Number), args: [['tickers', { type: 'manual' }]] });
    // another socket's push, or one without the id, does not answer it
    net.last().message({ ch: 'tickers', manual: false, time: 2, data: [row('BTC_USDT', '1.00')] });
    net.last().message({ ch: 'tickers', manual: true, id: req.id + 100, time: 2, data: [] });
    net.last().message({ ch: 'tickers', manual: true, id: req.id, time: 3, data: [row('BTC_USDT', '1.00'), row('ETH_USDT', '2.00')] });
    await expect(answer).resolves.toEqual({ outcome: 'answered', seq: 1 } satisfies ManualTickerAnswer);
    const frame = feed.takeFrame();
    expect(frame?.tickers?.manual).toBe(1);
    expect(frame?.tickers?.symbols).toEqual(['ETH_USDT']);
    expect(frame?.tickers?.rows[0]).toBe(1);
    expect(frame?.tickers?.rows[1 + 1]).toBe(2);
    expect(frame?.tickers?.rows.length).toBeGreaterThanOrEqual(1 + TICKER_SLOTS);
  });

  it('should settle as refused on -8108 for its id, without reporting an error', async () => {
    const { feed, net, events, requests } = setup();
    const answer = feed.requestTickers();
    net.last().message({ ch: 'error', code: WsCode.TICKER_REFUSED, msg: 'manual tickers at most once every 2 s', id: requests()[0].id });
    await expect(answer).resolves.toEqual({ outcome: 'refused' });
    expect(events.filter((e) => e.kind === 'error')).toEqual([]);
    // a -8108 nobody waits for is still an error the page reports
    net.last().message({ ch: 'error', code: WsCode.TICKER_REFUSED, msg: 'x', id: 999 });
    expect(events.filter((e) => e.kind === 'error')).toHaveLength(1);
  });

  it('should settle as closed when the socket is not open, drops, or a newer request replaces it', async () => {
    const closed = setup(false);
    await expect(closed.feed.requestTickers()).resolves.toEqual({ outcome: 'closed' });
    expect(closed.net.last().commands()).toEqual([]);
    const { feed } = setup();
    const first = feed.requestTickers();
    const second = feed.requestTickers();
    await expect(first).resolves.toEqual({ outcome: 'closed' });
    feed.stop();
    await expect(second).resolves.toEqual({ outcome: 'closed' });
  });
});
