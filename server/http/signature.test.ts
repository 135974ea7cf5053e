import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { canonicalQuery, signBody, signedQuery as pageSignedQuery } from '../../src/protocol/sign';
import { get, makeGateway, post, signIn, signedPost, type Gateway } from '../gateway.fixture';
import { SESSION_TTL_MS } from './cookies';
import type { GatewayEnv } from './env';
import { apiGate } from './gate';
import { SIGNATURE_WINDOW_MS, signRequest } from './signature';

/** The gateway's request gate (session, signature) around a handler that changes state. */
function echoApp(g: Gateway) {
  const state = { calls: 0, bodies: [] as unknown[] };
  const app = new Hono<GatewayEnv>();
  app.use('*', apiGate(g.deps, { maxBodyBytes: 64 * 1024, signedPaths: ['/gw-api/order/*'] }));
  app.post('/gw-api/order/echo', async (c) => {
    state.calls++;
    const body = await c.req.json(); // after the middleware's c.req.text()
    state.bodies.push(body);
    return c.json({ success: true, code: 0, msg: 'success', data: body });
  });
  return { app, state };
}

async function setup() {
  const g = makeGateway();
  const client = await signIn(g, 'sig@example.com');
  const { app, state } = echoApp(g);
  const send = (body: string, headers: Record<string, string>) =>
    app.request('/gw-api/order/echo', { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: client.cookie, ...headers }, body });
  const signed = (body: string, ts = g.clock.now) => send(body, { 'X-Timestamp': String(ts), 'X-Signature': signRequest(client.salt, ts, body) });
  return { g, client, state, send, signed };
}

describe('signed requests (signatureCheck through the gate)', () => {
  it('should accept a valid signature and still let the handler read the JSON body', async () => {
    const { state, signed } = await setup();
    const res = await signed('{"symbol":"BTC_USDT","size":"1"}');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, data: { symbol: 'BTC_USDT', size: '1' } });
    expect(state.calls).toBe(1);
  });

  it('should refuse missing or malformed headers with 401 code 30020 and change nothing', async () => {
    const { state, send, client, g } = await setup();
    for (const headers of [
      {} as Record<string, string>,
      { 'X-Timestamp': String(g.clock.now) },
      { 'X-Signature': signRequest(client.salt, g.clock.now, '{}') },
      { 'X-Timestamp': 'soon', 'X-Signature': signRequest(client.salt, g.clock.now, '{}') },
      { 'X-Timestamp': String(g.clock.now), 'X-Signature': 'xyz' },
    ]) {
      const res = await send('{}', headers);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ success: false, code: 30020 });
    }
    expect(state.calls).toBe(0);
  });

  it('should refuse a wrong signature (other body, other salt) with 30020', async () => {
    const { state, send, client, g } = await setup();
    const ts = String(g.clock.now);
    const wrongBody = await send('{"size":"2"}', { 'X-Timestamp': ts, 'X-Signature': signRequest(client.salt, ts, '{"size":"1"}') });
    const wrongSalt = await send('{}', { 'X-Timestamp': ts, 'X-Signature': signRequest('another-salt', ts, '{}') });
    for (const res of [wrongBody, wrongSalt]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 30020 });
    }
    expect(state.calls).toBe(0);
  });

  it('should refuse a timestamp more than 30 s away with 30021, and accept one at the edge', async () => {
    const { state, signed, g } = await setup();
    for (const ts of [g.clock.now - SIGNATURE_WINDOW_MS - 1, g.clock.now + SIGNATURE_WINDOW_MS + 1]) {
      const res = await signed('{}', ts);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 30021 });
    }
    expect(state.calls).toBe(0);
    expect((await signed('{}', g.clock.now - SIGNATURE_WINDOW_MS)).status).toBe(200);
  });

  it('should refuse a replayed signature with 30022 and run the handler once', async () => {
    const { state, send, client, g } = await setup();
    const ts = String(g.clock.now);
    const headers = { 'X-Timestamp': ts, 'X-Signature': signRequest(client.salt, ts, '{"a":1}') };
    expect((await send('{"a":1}', headers)).status).toBe(200);
    g.clock.now += 10_000;
    const again = await send('{"a":1}', headers);
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: 30022 });
    expect(state.calls).toBe(1);
  });

  it('should answer -6 to a visitor and to an expired session', async () => {
    const { state, signed, g } = await setup();
    const { app } = echoApp(g);
    const ts = g.clock.now;
    const visitor = await app.request('/gw-api/order/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Timestamp': String(ts), 'X-Signature': signRequest('x', ts, '{}') },
      body: '{}',
    });
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({ code: -6 });
    g.clock.now += SESSION_TTL_MS + 1;
    const expired = await signed('{}');
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ code: -6 });
    expect(state.calls).toBe(0);
  });

  it('should let GET requests through unsigned', async () => {
    const g = makeGateway();
    const app = new Hono<GatewayEnv>();
    app.use('*', apiGate(g.deps, { maxBodyBytes: 64 * 1024, signedPaths: ['/gw-api/order/*'] }));
    app.get('/gw-api/order/x', (c) => c.text('ok'));
    expect((await app.request('/gw-api/order/x')).status).toBe(200);
  });

  it('should sign the same way in node:crypto and in Web Crypto (the client)', async () => {
    expect(await signBody('salt', 1717200000000, '{"x":"é"}')).toBe(signRequest('salt', 1717200000000, '{"x":"é"}'));
  });
});

describe('signed paths of createApp', () => {
  it('should require signatures on order, borrowing, fee and margin transfer posts', async () => {
    const g = makeGateway();
    const client = await signIn(g, 'paths@example.com');
    for (const path of ['/gw-api/order/spot/submit', '/gw-api/leverage-borrowing/leverage/borrowing/loan', '/gw-api/spot-fee/user/updateDecuction', '/gw-api/asset-gateway/leverage/transfer']) {
      const res = await post(g, path, { x: 1 }, client);
      expect(res.status, path).toBe(401);
      expect(await res.json()).toMatchObject({ code: 30020 });
      const visitor = await post(g, path, { x: 1 });
      expect(await visitor.json(), path).toMatchObject({ code: -6 });
    }
    // a correctly signed post passes the middleware (whatever the route then answers)
    const ok = await signedPost(g, '/gw-api/order/spot/no-such-call', { x: 1 }, client);
    expect(ok.status).toBe(404);
    // unsigned paths stay unsigned
    expect((await get(g, '/gw-api/ds/tags')).status).toBe(200);
  });
});

describe('signed queries of createApp (GET /gw-api/spot-fee/queryUserFee)', () => {
  const path = '/gw-api/spot-fee/queryUserFee';
  /** The query with `timestamp` and its signature, as src/net/api.ts sends it. */
  const signedQuery = (salt: string, params: Record<string, string>) =>
    new URLSearchParams({ ...params, signature: signRequest(salt, params.timestamp, canonicalQuery(params)) }).toString();

  it('should answer a signed query, in either parameter order, as often as it is asked', async () => {
    const g = makeGateway();
    const client = await signIn(g, 'q@example.com');
    const qs = signedQuery(client.salt, { symbolId: '1001', timestamp: String(g.clock.now) });
    for (let i = 0; i < 2; i++) {
      const res = await get(g, `${path}?${qs}`, client);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ success: true, data: { makerRate: expect.any(String) } });
    }
    const reordered = new URLSearchParams([...new URLSearchParams(qs)].reverse()).toString();
    expect((await get(g, `${path}?${reordered}`, client)).status).toBe(200);
    // the Web Crypto signer of the page computes the same value
    expect((await pageSignedQuery(client.salt, { symbolId: '1001' }, g.clock.now)).signature).toBe(new URLSearchParams(qs).get('signature'));
  });

  it('should refuse an unsigned, altered, stale or foreign query, and a visitor', async () => {
    const g = makeGateway();
    const client = await signIn(g, 'q2@example.com');
    const other = await signIn(g, 'q3@example.com');
    const ts = String(g.clock.now);
    const cases: Array<[string, number]> = [
      [`symbolId=1001&timestamp=${ts}`, 30020],
      [signedQuery(client.salt, { symbolId: '1001', timestamp: ts }).replace('symbolId=1001', 'symbolId=1002'), 30020],
      [signedQuery(other.salt, { symbolId: '1001', timestamp: ts }), 30020],
      [signedQuery(client.salt, { symbolId: '1001', timestamp: String(g.clock.now - 30_001) }), 30021],
      [signedQuery(client.salt, { symbolId: '1001', timestamp: ts }) + '&extra=1', 30020],
      [signedQuery(client.salt, { symbolId: '1001', timestamp: ts }) + '&symbolId=1002', 30020],
    ];
    for (const [qs, code] of cases) {
      const res = await get(g, `${path}?${qs}`, client);
      expect(res.status, qs).toBe(401);
      expect(await res.json()).toMatchObject({ success: false, code });
    }
    expect(await (await get(g, `${path}?${signedQuery(client.salt, { symbolId: '1001', timestamp: ts })}`)).json()).toMatchObject({ code: -6 });
    // HEAD runs the GET handler: it is checked the same way
    const head = await g.app.request(`${path}?symbolId=1001&timestamp=${ts}`, { method: 'HEAD', headers: { Cookie: client.cookie } });
    expect(head.status).toBe(401);
  });
});

describe('signed order submit through createApp', () => {
  const order = (ts: number) => ({ reqSource: 2, symbol: 'BTC_USDT', reqNo: `EB${ts}abcdefgh`, side: 'buy', timestamp: ts, orderModeCode: 'normal_order', subOrderModeCode: 'normal_order', type: 'limit', tradePrice: '50000', tradeAmount: '0.01' });

  it('should place a correctly signed order and change nothing for a refused one', async () => {
    const g = makeGateway();
    const client = await signIn(g, 'trader@example.com');
    const usdt = () => g.engine.balances(g.engine.spotAccount(client.userId).accountId).find((b) => b.coin === 'USDT')!;
    const before = { ...usdt() };
    const commits = g.commits.count;

    const forged = await post(g, '/gw-api/order/spot/submit', JSON.stringify(order(g.clock.now)), client, { 'X-Timestamp': String(g.clock.now), 'X-Signature': signRequest('not-the-salt', g.clock.now, JSON.stringify(order(g.clock.now))) });
    expect(forged.status).toBe(401);
    const stale = await signedPost(g, '/gw-api/order/spot/submit', order(g.clock.now - 60_000), client, g.clock.now - 60_000);
    expect(await stale.json()).toMatchObject({ code: 30021 });
    expect(g.engine.openOrders(client.userId)).toEqual([]);
    expect(usdt()).toEqual(before);
    expect(g.commits.count).toBe(commits);

    const placed = await signedPost(g, '/gw-api/order/spot/submit', order(g.clock.now), client);
    expect(await placed.json()).toMatchObject({ success: true, code: 0 });
    expect(g.engine.openOrders(client.userId)).toHaveLength(1);
    expect(usdt().frozen).toBeGreaterThan(0);
  });
});
