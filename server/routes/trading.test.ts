import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { GatewayEnv } from '../http/env';
import { tradingRoutes } from './trading';
import { Engine } from '../engine/engine';
import type { EngineEvent } from '../engine/types';
import { get, makeGateway, post, signedPost, signIn } from '../gateway.fixture';
import { engineCoins, enginePairs } from '../market/refdata';
import { openStore } from '../store/sqlite';
import { limitBody, T0, tradingHarness } from './trading.fixture';

describe('tradingRoutes', () => {
  it('should require sign-in on its own paths only, not on the rest of /gw-api', async () => {
    const h = tradingHarness();
    const app = new Hono<GatewayEnv>();
    app.use('*', async (c, next) => {
      c.set('userId', undefined);
      await next();
    });
    app.route('/gw-api', tradingRoutes(h.deps));
    app.get('/gw-api/ds/pairs', (c) => c.json({ success: true }));
    app.get('/gw-api/asset-gateway/public-thing', (c) => c.json({ success: true }));
    expect((await app.request('/gw-api/ds/pairs')).status).toBe(200);
    expect((await app.request('/gw-api/asset-gateway/public-thing')).status).toBe(200);
    const r = await app.request('/gw-api/asset-gateway/spot/balance');
    expect(r.status).toBe(401);
    expect(await r.json()).toEqual({ success: false, code: -6, msg: 'not logged in', data: null });
  });
});

describe('trading calls through createApp', () => {
  it('should place a signed order as a registered user and refuse an unsigned one', async () => {
    const clock = { now: T0 };
    const events: EngineEvent[] = [];
    const store = openStore(':memory:', { now: () => clock.now });
    const engine = new Engine({ pairs: enginePairs(), coins: engineCoins(), now: () => clock.now, emit: (e) => events.push(e) });
    const g = makeGateway({ engine, store, now: () => clock.now, commit: () => store.persist(events.splice(0)) });
    g.clock.now = clock.now;
    const client = await signIn(g, 'trader@example.com');
    const body = limitBody('buy', '50000', '0.01');

    const unsigned = await post(g, '/gw-api/order/spot/submit', body, client);
    expect(unsigned.status).toBe(401);
    expect(engine.openOrders(client.userId)).toEqual([]);

    const signed = await signedPost(g, '/gw-api/order/spot/submit', body, client);
    expect(await signed.json()).toMatchObject({ success: true, code: 0 });
    const open = await post(g, '/gw-api/entrust-gateway/client/open-orders', { orderMode: 'spot' }, client);
    const rows = ((await open.json()) as { data: Array<{ price: string; size: string }> }).data;
    expect(rows.map((r) => [r.price, r.size])).toEqual([['50000.00', '0.010000']]);
    // the order is persisted: the store's history sees it
    expect(store.historyOrders({ userId: client.userId, mode: 'spot', startTime: 0, endTime: clock.now, closedOnly: false, excludeCanceled: false, limit: 5 })).toHaveLength(1);
    // visitors: -6 on trading calls, public calls unaffected
    expect((await post(g, '/gw-api/entrust-gateway/client/open-orders', {})).status).toBe(401);
    expect((await get(g, '/gw-api/ds/pairs')).status).toBe(200);
  });
});
