import { pack } from 'msgpackr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AckMessage, DepthSnapshot, ErrorMessage, ServerMessage } from '../../src/protocol/messages';
import { trade } from '../gateway.fixture';
import { startRealtimeGateway, TestClient, type RealtimeGateway } from './ws.fixture';

const isError = (m: ServerMessage) => m.ch === 'error';
const isAck = (m: ServerMessage) => m.ch === 'ack';

describe('public websocket /ws/market', () => {
  let g: RealtimeGateway;
  let c: TestClient;

  beforeEach(async () => {
    g = await startRealtimeGateway();
    c = await TestClient.connect(`${g.url}/ws/market`);
  });
  afterEach(async () => {
    c.close();
    await g.close();
  });

  it('should answer a ping text frame with pong', async () => {
    c.send('ping');
    await c.until(() => c.texts.length === 1);
    expect(c.texts).toEqual(['pong']);
    expect(c.messages).toEqual([]);
  });

  it('should ack a JSON subscribe with its id, then send the depth snapshot and updates', async () => {
    trade(g, 'BTC_USDT', 6_000_000, 1000); // leaves nothing resting; add a level of our own
    g.engine.fund(5, 'BTC', 1e8);
    g.engine.place({ userId: 5, mode: 'spot', subMode: 'normal', symbol: 'BTC_USDT', side: 'sell', type: 'limit', planType: 0, price: 6_000_150, size: 2000, notional: 0, triggerPrice: 0, tradeSide: 0, reqNo: 'x' });
    c.send({ op: 'SUBSCRIBE', id: 1, args: [['depth', { symbol: 'BTC_USDT', precision: '0' }]] });
    const ack = await c.next<AckMessage>(isAck);
    expect(ack).toEqual({ ch: 'ack', op: 'SUBSCRIBE', id: 1, args: [['depth', { symbol: 'BTC_USDT', precision: 0 }]] });
    const snap = await c.next<DepthSnapshot>((m) => m.ch === 'depth');
    expect(snap).toMatchObject({ type: 'snapshot', symbol: 'BTC_USDT', precision: 0, step: 100, seq: 1, bids: [], asks: [6_000_200, 2000] });
    g.engine.place({ userId: 5, mode: 'spot', subMode: 'normal', symbol: 'BTC_USDT', side: 'sell', type: 'limit', planType: 0, price: 6_000_101, size: 3000, notional: 0, triggerPrice: 0, tradeSide: 0, reqNo: 'y' });
    g.deps.commit();
    g.publisher.tick();
    const update = await c.next((m) => m.ch === 'depth', 2);
    expect(update).toMatchObject({ type: 'update', seq: 2, bids: [], asks: [6_000_200, 5000] });
    expect(c.messages.indexOf(ack)).toBeLessThan(c.messages.indexOf(snap));
  });

  it('should take msgpack binary client frames too', async () => {
    c.send(new Uint8Array(pack({ op: 'SUBSCRIBE', id: 2, args: [['trade', { symbol: 'eth/usdt' }], ['kline', { symbol: 'ETH_USDT', interval: '1line' }]] })));
    const ack = await c.next<AckMessage>(isAck);
    expect(ack.args).toEqual([['trade', { symbol: 'ETH_USDT' }], ['kline', { symbol: 'ETH_USDT', interval: '1' }]]);
    await c.next((m) => m.ch === 'kline');
    expect(c.messages.map((m) => m.ch)).toEqual(['ack', 'trade', 'kline']);
  });

  it('should answer bad frames with an error code and change nothing', async () => {
    const bad: Array<[unknown, number]> = [
      ['hello', -8101],
      [new Uint8Array([0x92, 0x01]), -8101],
      ['[1,2]', -8101],
      [{ op: 'DANCE', args: [['tickers']], id: 3 }, -8103],
      [{ op: 'SUBSCRIBE', args: [] }, -8103],
      [{ op: 'SUBSCRIBE', args: [['depth', { symbol: 'NOPE_USDT', precision: 2 }]], id: 4 }, -8103],
      [{ op: 'SUBSCRIBE', args: [['depth', { symbol: 'BTC_USDT', precision: 5 }]] }, -8103],
      [{ op: 'SUBSCRIBE', args: [['kline', { symbol: 'BTC_USDT', interval: '2' }]] }, -8103],
      [{ op: 'SUBSCRIBE', args: [['candles', { symbol: 'BTC_USDT' }]] }, -8103],
      // one good arg and one bad: all or nothing
      [{ op: 'SUBSCRIBE', args: [['trade', { symbol: 'BTC_USDT' }], ['trade', { symbol: 42 }]], id: 5 }, -8103],
      [{ op: 'SUBSCRIBE', args: [['notify', { token: 'abc' }]] }, -8104],
      [{ op: 'UNSUBSCRIBE', args: [['trade', { symbol: 'BTC_USDT' }]], id: 6 }, -8102],
    ];
    for (const [frame, _] of bad) c.send(typeof frame === 'string' ? frame : frame instanceof Uint8Array ? frame : JSON.stringify(frame));
    await c.until(() => c.messages.length === bad.length);
    expect(c.messages.map((m) => (m as ErrorMessage).code)).toEqual(bad.map(([, code]) => code));
    expect(c.messages.every(isError)).toBe(true);
    expect(c.messages.filter((m) => (m as ErrorMessage).id !== undefined).map((m) => (m as ErrorMessage).id)).toEqual([3, 4, 5, 6]);
    expect((c.messages[5] as ErrorMessage).msg).toBe('args.0: unknown symbol NOPE_USDT');
    // nothing was subscribed: a trade and a tick bring this socket nothing
    trade(g, 'BTC_USDT', 6_000_000, 1000);
    g.publisher.tick();
    await c.sync();
    expect(c.messages).toHaveLength(bad.length);
    expect(c.ws.readyState).toBe(c.ws.OPEN);
  });

  it('should answer a manual ticker request, and refuse another within 2 s with -8108', async () => {
    const request = (id: number) => c.send({ op: 'REQUEST', id, args: [['tickers', { type: 'manual' }]] });
    request(1);
    request(2);
    await c.until(() => c.messages.length === 2);
    expect(c.messages[0]).toMatchObject({ ch: 'tickers', manual: true, id: 1 });
    expect((c.messages[0] as { data: unknown[] }).data.length).toBeGreaterThan(40);
    expect(c.messages[1]).toMatchObject({ ch: 'error', code: -8108, id: 2 });
    g.clock.now += 2000;
    request(3);
    await c.until(() => c.messages.length === 3);
    expect(c.messages[2]).toMatchObject({ ch: 'tickers', manual: true, id: 3 });
    c.send({ op: 'REQUEST', args: [['tickers', { type: 'auto' }]] });
    await c.until(() => c.messages.length === 4);
    expect(c.messages[3]).toMatchObject({ ch: 'error', code: -8103 });
  });

  it('should stop a stream on unsubscribe', async () => {
    c.send({ op: 'SUBSCRIBE', args: [['trade', { symbol: 'BTC_USDT' }]] });
    await c.next((m) => m.ch === 'trade');
    c.send({ op: 'UNSUBSCRIBE', id: 9, args: [['trade', { symbol: 'BTC_USDT' }]] });
    expect(await c.next<AckMessage>(isAck, 2)).toMatchObject({ op: 'UNSUBSCRIBE', id: 9 });
    trade(g, 'BTC_USDT', 6_000_000, 1000);
    g.publisher.tick();
    await c.sync();
    expect(c.messages.map((m) => m.ch)).toEqual(['ack', 'trade', 'ack']);
  });

  it('should close a socket that sends a frame over the size limit', async () => {
    const closed = new Promise<number>((resolve) => c.ws.once('close', (code) => resolve(code)));
    c.send('x'.repeat(20_000));
    expect(await closed).toBe(1009);
  });

  it('should release a closed socket\'s subscriptions', async () => {
    c.send({ op: 'SUBSCRIBE', args: [['depth', { symbol: 'BTC_USDT', precision: 2 }], ['tickers']] });
    await c.next((m) => m.ch === 'tickers');
    c.close();
    await new Promise((r) => setTimeout(r, 50));
    g.publisher.tick();
    expect(g.sockets.clients()).toBe(0);
    expect(g.publisher.streamCount()).toBe(0);
    expect(g.publisher.stats.take().frames).toBe(2); // the two snapshots, nothing after
  });
});
