import { describe, expect, it } from 'vitest';
import { fakeSockets, ManualTimers } from './feed.fixture';
import { CLOSE_LOST, LINK_TIMING, SocketLink, type ConnectionStatus } from './link';

function setup() {
  const timers = new ManualTimers();
  const net = fakeSockets();
  const statuses: ConnectionStatus[] = [];
  const frames: (string | ArrayBuffer)[] = [];
  let opens = 0;
  const link = new SocketLink('ws://x/ws/market', net.factory, {
    onOpen: () => opens++,
    onFrame: (d) => frames.push(d),
    onStatus: (s) => statuses.push(s),
  }, timers);
  link.start();
  return { timers, net, statuses, frames, link, opens: () => opens };
}

const pings = (sent: (string | Uint8Array)[]) => sent.filter((s) => s === 'ping').length;

describe('SocketLink status', () => {
  it('should be reconnecting until the socket opens, then stable', () => {
    const { link, net, statuses, opens } = setup();
    expect(link.status).toBe('reconnecting');
    net.last().open();
    expect(link.status).toBe('stable');
    expect(statuses).toEqual(['stable']);
    expect(opens()).toBe(1);
  });

  it('should ping after 20 s of silence and stay stable on a quick pong', () => {
    const { link, net, timers } = setup();
    net.last().open();
    timers.advance(LINK_TIMING.pingAfterSilenceMs - 1);
    expect(pings(net.last().sent)).toBe(0);
    timers.advance(1);
    expect(pings(net.last().sent)).toBe(1);
    timers.advance(80);
    net.last().deliver('pong');
    expect(link.status).toBe('stable');
    timers.advance(LINK_TIMING.lostAfterMs * 2);
    expect(net.last().closedWith).toBeNull();
  });

  it('should not ping while frames keep arriving', () => {
    const { net, timers, frames } = setup();
    net.last().open();
    for (let i = 0; i < 60; i++) {
      timers.advance(1000);
      net.last().deliver(new ArrayBuffer(8));
    }
    expect(pings(net.last().sent)).toBe(0);
    expect(frames).toHaveLength(60);
  });

  it('should count the silence from the last frame, however many came', () => {
    const { net, timers } = setup();
    net.last().open();
    timers.advance(LINK_TIMING.pingAfterSilenceMs - 10);
    net.last().deliver(new ArrayBuffer(8));
    net.last().deliver(new ArrayBuffer(8));
    timers.advance(LINK_TIMING.pingAfterSilenceMs - 1);
    expect(pings(net.last().sent)).toBe(0);
    timers.advance(1);
    expect(pings(net.last().sent)).toBe(1);
  });

  it('should turn unstable when a ping is unanswered for 2 s or the pong is slow, and stable again on a quick pong', () => {
    const { link, net, timers, statuses } = setup();
    net.last().open();
    link.ping();
    timers.advance(LINK_TIMING.unstableAfterMs);
    expect(link.status).toBe('unstable');
    timers.advance(500);
    net.last().deliver('pong'); // 2.5 s round trip: slow
    expect(link.status).toBe('unstable');
    link.ping();
    timers.advance(30);
    net.last().deliver('pong');
    expect(link.status).toBe('stable');
    expect(statuses).toEqual(['stable', 'unstable', 'stable']);
  });

  it('should drop a socket silent for 5 s after a ping and reconnect 5 s later', () => {
    const { link, net, timers, statuses, opens } = setup();
    net.last().open();
    timers.advance(LINK_TIMING.pingAfterSilenceMs + LINK_TIMING.lostAfterMs);
    expect(net.sockets[0].closedWith).toBe(CLOSE_LOST);
    expect(link.status).toBe('reconnecting');
    timers.advance(LINK_TIMING.reconnectMs - 1);
    expect(net.sockets).toHaveLength(1);
    timers.advance(1);
    expect(net.sockets).toHaveLength(2);
    net.last().open();
    expect(link.status).toBe('stable');
    expect(opens()).toBe(2);
    expect(statuses).toEqual(['stable', 'unstable', 'reconnecting', 'stable']);
  });

  it('should ping again instead of dropping when frames flow but the pong is late', () => {
    const { net, timers } = setup();
    net.last().open();
    timers.advance(LINK_TIMING.pingAfterSilenceMs);
    timers.advance(1000);
    net.last().deliver(new ArrayBuffer(4));
    timers.advance(LINK_TIMING.lostAfterMs - 1000);
    expect(net.last().closedWith).toBeNull();
    expect(pings(net.last().sent)).toBe(2);
  });

  it('should report failed after 6 failed attempts and keep retrying slower', () => {
    const { link, net, timers } = setup();
    net.last().open();
    net.last().drop(1001); // the gateway went away
    const attemptTimes: number[] = [];
    for (let i = 0; i < 9; i++) {
      const before = net.sockets.length;
      while (net.sockets.length === before) timers.advance(1000);
      attemptTimes.push(timers.now());
      net.last().drop(1006); // refused
      if (i === 4) expect(link.status).toBe('reconnecting');
      if (i === 5) expect(link.status).toBe('failed');
    }
    const gaps = attemptTimes.slice(1).map((t, i) => t - attemptTimes[i]);
    expect(gaps).toEqual([5000, 5000, 5000, 5000, 5000, 15000, 30000, 60000]);
    expect(link.status).toBe('failed');
    timers.advance(60_000);
    net.last().open();
    expect(link.status).toBe('stable');
    expect(link.failures).toBe(0);
  });

  it('should count an attempt that never opens as failed after the open timeout', () => {
    const { link, net, timers } = setup();
    timers.advance(LINK_TIMING.openTimeoutMs);
    expect(net.sockets[0].closedWith).toBe(CLOSE_LOST);
    expect(link.failures).toBe(1);
    expect(link.status).toBe('reconnecting');
  });

  it('should retry at once when pinged while disconnected', () => {
    const { link, net, timers } = setup();
    net.last().open();
    net.last().drop();
    expect(net.sockets).toHaveLength(1);
    link.ping();
    expect(net.sockets).toHaveLength(2);
    timers.advance(LINK_TIMING.reconnectMs);
    expect(net.sockets).toHaveLength(2); // the scheduled retry was replaced, not doubled
  });

  it('should ignore events of a socket it has dropped, and send nothing while closed', () => {
    const { link, net, timers, frames } = setup();
    net.last().open();
    link.ping();
    timers.advance(LINK_TIMING.lostAfterMs);
    const old = net.sockets[0];
    old.deliver(new ArrayBuffer(2));
    old.drop();
    expect(frames).toHaveLength(0);
    expect(link.send('x')).toBe(false);
    link.stop();
    timers.advance(60_000);
    expect(net.sockets).toHaveLength(1);
  });
});
