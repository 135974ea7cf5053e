import { describe, expect, it } from 'vitest';
import { fakeSockets, ManualTimers } from './feed.fixture';
import type { FeedEvent } from './frame';
import { emptyStats } from './stats';
import { UserFeed, type TokenAnswer } from './user-feed';
import { tokenAnswer } from './worker-api';

const event = (uuid: string) => ({ ch: 'notify', code: 0, data: { event: 'TRADE_SUCCESS', uuid, symbol: 'BTC_USDT', price: '1.00' } });
const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(tokens: TokenAnswer[]) {
  const net = fakeSockets();
  const events: FeedEvent[] = [];
  const stats = emptyStats();
  let calls = 0;
  const feed = new UserFeed({
    url: 'ws://gw/ws/user',
    socket: net.factory,
    fetchToken: async () => tokens[Math.min(calls++, tokens.length - 1)],
    onEvent: (e) => events.push(e),
    stats,
    timers: new ManualTimers(),
  });
  return { feed, net, events, stats, calls: () => calls };
}

describe('UserFeed', () => {
  it('should open no socket for a visitor', async () => {
    const { feed, net } = setup(['visitor']);
    expect(await feed.start()).toBe('visitor');
    expect(net.sockets).toHaveLength(0);
  });

  it('should subscribe notify with the token and pass on each event once', async () => {
    const { feed, net, events, stats } = setup([{ token: 'abc' }]);
    expect(await feed.start()).toBe('connecting');
    net.last().open();
    expect(net.last().commands()).toEqual([{ op: 'SUBSCRIBE', id: 1, args: [['notify', { token: 'abc' }]] }]);
    net.last().message({ ch: 'ack', op: 'SUBSCRIBE', id: 1, args: [['notify']] });
    expect(feed.state).toBe('subscribed');
    net.last().message(event('1-T5'));
    net.last().message(event('1-T5'));
    net.last().message(event('1-C'));
    expect(events.filter((e) => e.kind === 'notify').map((e) => (e as { data: { uuid: string } }).data.uuid)).toEqual(['1-T5', '1-C']);
    expect(stats.notifications).toBe(2);
  });

  it('should fetch a new token and subscribe again on -8105', async () => {
    const { feed, net, calls } = setup([{ token: 'old' }, { token: 'new' }]);
    await feed.start();
    net.last().open();
    net.last().message({ ch: 'error', code: -8105, msg: 'token expired', id: 1 });
    await flush();
    expect(calls()).toBe(2);
    expect(net.last().commands().at(-1)).toEqual({ op: 'SUBSCRIBE', id: 2, args: [['notify', { token: 'new' }]] });
  });

  it('should stop at a visitor answer after -8105 (signed out meanwhile)', async () => {
    const { feed, net } = setup([{ token: 'old' }, 'visitor']);
    await feed.start();
    net.last().open();
    net.last().message({ ch: 'error', code: -8105, msg: 'token expired' });
    await flush();
    expect(feed.state).toBe('visitor');
    expect(net.last().closedWith).toBe(1000);
  });

  it('should resubscribe after a frame that does not decode', async () => {
    const { feed, net, stats } = setup([{ token: 't' }]);
    await feed.start();
    net.last().open();
    net.last().deliver(Uint8Array.of(9, 9, 9));
    expect(stats.badFrames).toBe(1);
    expect(net.last().commands()).toHaveLength(2);
  });
});

describe('tokenAnswer', () => {
  it('should read the token call', () => {
    expect(tokenAnswer(200, { success: true, code: 0, data: { token: 'x' } })).toEqual({ token: 'x' });
    expect(tokenAnswer(401, { success: false, code: -6 })).toBe('visitor');
    expect(tokenAnswer(500, null)).toBe('unavailable');
  });
});
