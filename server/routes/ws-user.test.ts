import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AckMessage, ErrorMessage, NotifyMessage, ServerMessage } from '../../src/protocol/messages';
import { get, post, signedPost, signIn, trade, type Client } from '../gateway.fixture';
import { limitBody } from './trading.fixture';
import { startRealtimeGateway, TestClient, type RealtimeGateway } from './ws.fixture';

const isNotify = (m: ServerMessage) => m.ch === 'notify';
/** The code the server closes `c` with, or -1 when it stays open for 3 s. */
const closeCode = (c: TestClient) =>
  new Promise<number>((resolve) => {
    const t = setTimeout(() => resolve(-1), 3000);
    c.ws.once('close', (code) => (clearTimeout(t), resolve(code)));
  });

describe('user websocket /ws/user and its token', () => {
  let g: RealtimeGateway;
  let alice: Client;
  let bob: Client;
  const open: TestClient[] = [];

  const tokenOf = async (client?: Client) => (await get(g, '/gw-api/user/ws-token', client)).json() as Promise<{ success: boolean; code: number; data: { token: string; expiresAt: number; ttlMs: number } | null }>;
  const connect = async (path = '/ws/user') => {
    const c = await TestClient.connect(`${g.url}${path}`);
    open.push(c);
    return c;
  };
  const subscribed = async (client: Client) => {
    const c = await connect();
    c.send({ op: 'SUBSCRIBE', id: 1, args: [['notify', { token: (await tokenOf(client)).data!.token }]] });
    expect(await c.next<AckMessage>((m) => m.ch === 'ack')).toEqual({ ch: 'ack', op: 'SUBSCRIBE', id: 1, args: [['notify']] });
    return c;
  };

  beforeEach(async () => {
    g = await startRealtimeGateway();
    alice = await signIn(g, 'alice@example.com');
    bob = await signIn(g, 'bob@example.com');
  });
  afterEach(async () => {
    for (const c of open.splice(0)) c.close();
    await g.close();
  });

  it('should issue a 10-minute token to signed-in users only', async () => {
    const t = await tokenOf(alice);
    expect(t.success).toBe(true);
    expect(t.data!.token).toMatch(/^[0-9a-f]{32}$/);
    expect(t.data!.expiresAt).toBe(g.clock.now + 600_000);
    const anon = await get(g, '/gw-api/user/ws-token');
    expect(anon.status).toBe(401);
    expect(await anon.json()).toMatchObject({ success: false, code: -6 });
  });

  it('should push a user their own order events only', async () => {
    const a = await subscribed(alice);
    const b = await subscribed(bob);
    const placed = await signedPost(g, '/gw-api/order/spot/submit', limitBody('buy', '59000', '0.01'), alice);
    const orderId = ((await placed.json()) as { data: { orderId: number } }).data.orderId;
    const note = await a.next<NotifyMessage>(isNotify);
    expect(note).toMatchObject({
      ch: 'notify',
      code: 0,
      data: { event: 'NEW_ENTRUST', tips_type: 'tips_other', biz_type: 'limit', side: 'buy', symbol: 'BTC_USDT', symbol_name: 'BTC/USDT', price: '59000.00', count: '0.010000', entrustIdStr: String(orderId), margin_trading: false, order_mode: 0 },
    });
    // bob takes it: both hear of their own order, neither of the other's
    await signedPost(g, '/gw-api/order/spot/submit', limitBody('sell', '59000', '0.01'), bob);
    const filled = await a.next<NotifyMessage>(isNotify, 2);
    expect(filled.data).toMatchObject({ event: 'TRADE_SUCCESS', tips_type: 'tips_filled', state: 'COMPLETE', entrustIdStr: String(orderId) });
    await b.next(isNotify, 2);
    await a.sync();
    await b.sync();
    const ids = (c: TestClient) => new Set(c.messages.filter(isNotify).map((m) => (m as NotifyMessage).data.entrustIdStr));
    expect(ids(a)).toEqual(new Set([String(orderId)]));
    expect(ids(b).has(String(orderId))).toBe(false);
    expect(b.messages.filter(isNotify).map((m) => (m as NotifyMessage).data.event)).toEqual(['NEW_ENTRUST', 'TRADE_SUCCESS']);
  });

  it('should refuse an expired or unknown token with -8105 and accept a fresh one', async () => {
    const old = (await tokenOf(alice)).data!.token;
    g.clock.now += 600_000;
    const c = await connect();
    c.send({ op: 'SUBSCRIBE', id: 7, args: [['notify', { token: old }]] });
    c.send({ op: 'SUBSCRIBE', id: 8, args: [['notify', { token: 'f'.repeat(32) }]] });
    await c.until(() => c.messages.length === 2);
    expect(c.messages.map((m) => [(m as ErrorMessage).code, (m as ErrorMessage).id])).toEqual([[-8105, 7], [-8105, 8]]);
    // nothing subscribed: alice's next order is not pushed here
    trade(g, 'BTC_USDT', 6_000_000, 1000);
    await signedPost(g, '/gw-api/order/spot/submit', limitBody('buy', '59000', '0.01'), alice);
    await c.sync();
    expect(c.messages).toHaveLength(2);
    c.send({ op: 'SUBSCRIBE', id: 9, args: [['notify', { token: (await tokenOf(alice)).data!.token }]] });
    expect(await c.next<AckMessage>((m) => m.ch === 'ack')).toMatchObject({ id: 9 });
  });

  it('should revoke the tokens of a session at logout and close the sockets they opened', async () => {
    const token = (await tokenOf(alice)).data!.token;
    const a = await connect();
    a.send({ op: 'SUBSCRIBE', id: 1, args: [['notify', { token }]] });
    await a.next((m) => m.ch === 'ack');
    const other = await signIn(g, 'alice@example.com', 'correct horse', true); // alice's second session stays
    const kept = await subscribed(other);
    const closed = closeCode(a);
    expect(await (await post(g, '/gw-api/auth/logout', {}, alice)).json()).toMatchObject({ success: true });
    expect(await closed).toBe(4001);
    // the token is dead, on a fresh socket too
    const c = await connect();
    c.send({ op: 'SUBSCRIBE', id: 2, args: [['notify', { token }]] });
    expect(await c.next<ErrorMessage>((m) => m.ch === 'error')).toMatchObject({ code: -8105, id: 2 });
    // nothing of alice's reaches it; her other session still hears her orders
    trade(g, 'BTC_USDT', 6_000_000, 1000);
    await signedPost(g, '/gw-api/order/spot/submit', limitBody('buy', '59000', '0.01'), other);
    await kept.next(isNotify);
    await c.sync();
    expect(c.messages.filter(isNotify)).toEqual([]);
  });

  it('should close a user socket once the session that opened it has expired', async () => {
    const a = await subscribed(alice);
    const closed = closeCode(a);
    g.clock.now += 7 * 24 * 3600_000; // the session's 7 days
    trade(g, 'BTC_USDT', 6_000_000, 1000);
    g.engine.place({ userId: alice.userId, mode: 'spot', subMode: 'normal', symbol: 'BTC_USDT', side: 'buy', type: 'limit', planType: 0, price: 5_900_000, size: 1000, notional: 0, triggerPrice: 0, tradeSide: 0, reqNo: 'EB1' });
    g.deps.commit();
    expect(await closed).toBe(4001);
    expect(a.messages.filter(isNotify)).toEqual([]);
  });

  it('should keep the user socket to notify and answer ping', async () => {
    const c = await connect();
    c.send({ op: 'SUBSCRIBE', args: [['depth', { symbol: 'BTC_USDT', precision: 2 }]] });
    c.send({ op: 'REQUEST', args: [['tickers', { type: 'manual' }]] });
    c.send({ op: 'UNSUBSCRIBE', args: [['notify']] });
    c.send('ping');
    await c.until(() => c.messages.length === 3 && c.texts.length === 1);
    expect(c.messages.map((m) => (m as ErrorMessage).code)).toEqual([-8104, -8104, -8102]);
    expect(c.texts).toEqual(['pong']);
  });
});

describe('GET /gw-api/quotation/kline', () => {
  let g: RealtimeGateway;
  beforeEach(async () => {
    g = await startRealtimeGateway();
  });
  afterEach(async () => {
    await g.close();
  });

  it('should answer the candles of a pair and interval as decimal strings', async () => {
    trade(g, 'BTC_USDT', 6_000_000, 1000);
    trade(g, 'BTC_USDT', 6_000_500, 2500);
    const res = await get(g, '/gw-api/quotation/kline?symbol=BTC_USDT&interval=1line&limit=5');
    expect(await res.json()).toEqual({
      success: true,
      code: 0,
      msg: 'success',
      data: { symbol: 'BTC_USDT', interval: '1', pricePrecision: 2, countPrecision: 6, candles: [[g.clock.now, '60000.00', '60005.00', '60000.00', '60005.00', '0.003500']] },
    });
  });

  it('should refuse an unknown interval, pair or limit', async () => {
    const bad = await get(g, '/gw-api/quotation/kline?symbol=BTC_USDT&interval=2');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false, code: 30001, msg: 'unknown interval 2' });
    expect(await (await get(g, '/gw-api/quotation/kline?symbol=NOPE_USDT&interval=1')).json()).toMatchObject({ success: false, code: 30004 });
    expect((await get(g, '/gw-api/quotation/kline?symbol=BTC_USDT&interval=1&limit=1001')).status).toBe(400);
    for (const limit of ['%205', '5e0', '0x5', '%2B5', '5.0', '']) {
      expect((await get(g, `/gw-api/quotation/kline?symbol=BTC_USDT&interval=1&limit=${limit}`)).status, limit).toBe(400);
    }
  });
});
