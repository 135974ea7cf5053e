import { describe, expect, it } from 'vitest';
import { get, makeGateway, post, signIn } from '../gateway.fixture';
import { Engine } from '../engine/engine';
import { engineCoins, enginePairs } from '../market/refdata';
import { restoreFeeRates } from './account-setup';

const path = '/gw-api/admin/user-flags';

describe('POST /gw-api/admin/user-flags', () => {
  it('should be closed without a configured token, whatever the request carries', async () => {
    const g = makeGateway();
    const client = await signIn(g, 'u@example.com');
    for (const headers of [{} as Record<string, string>, { 'X-Admin-Token': '' }, { 'X-Admin-Token': 'anything' }]) {
      const res = await post(g, path, { userId: client.userId, kycLevel: 2 }, client, headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ success: false, code: 30032 });
    }
    expect(g.deps.store.userById(client.userId)!.kycLevel).toBe(0);
  });

  it('should refuse a missing or wrong token when one is configured', async () => {
    const g = makeGateway({ adminToken: 's3cret-token' });
    const client = await signIn(g, 'u@example.com');
    for (const headers of [{} as Record<string, string>, { 'X-Admin-Token': 's3cret-tokeN' }, { 'X-Admin-Token': 's3cret' }]) {
      const res = await post(g, path, { userId: client.userId, kycLevel: 2 }, undefined, headers);
      expect(res.status).toBe(403);
    }
    expect(g.deps.store.userById(client.userId)!.kycLevel).toBe(0);
  });

  it('should set flags and fee class with the right token, visible in user/info', async () => {
    const g = makeGateway({ adminToken: 's3cret-token' });
    const client = await signIn(g, 'u@example.com');
    const res = await post(g, path, { email: 'U@example.com', kycLevel: 2, kycCountry: 'DE', ipCountry: 'FR', feeClass: 'A', userRateType: 1, deduction: true, delegationType: 1 }, undefined, { 'X-Admin-Token': 's3cret-token' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, data: { userId: client.userId, kycLevel: 2, feeClass: 'A', makerRate: '0.001', takerRate: '0.001' } });
    expect(g.engine.feeRates(client.userId)).toEqual({ maker: '0.001', taker: '0.001' });
    expect(await (await get(g, '/gw-api/user/info', client)).json()).toMatchObject({ data: { kycCountry: 'DE', ipCountry: 'FR', userRateType: 1, decuction: 1, delegationType: 1 } });
  });

  it('should save custom rates, restore them at start, and reset them to the class rates', async () => {
    const g = makeGateway({ adminToken: 't' });
    const a = await signIn(g, 'a@example.com');
    const b = await signIn(g, 'b@example.com');
    const h = { 'X-Admin-Token': 't' };
    await post(g, path, { userId: a.userId, makerRate: '0.0002', takerRate: '0.0007' }, undefined, h);
    await post(g, path, { userId: b.userId, feeClass: 'D' }, undefined, h);
    expect(g.engine.feeRates(a.userId)).toEqual({ maker: '0.0002', taker: '0.0007' });
    // a restart: the engine is rebuilt from the store, which does not keep fee rates
    const engine = new Engine({ pairs: enginePairs(), coins: engineCoins(), now: g.deps.now, emit: () => {} }, g.store.loadSnapshot());
    expect(engine.feeRates(a.userId)).not.toEqual({ maker: '0.0002', taker: '0.0007' });
    expect(restoreFeeRates({ ...g.deps, engine })).toBe(2);
    expect(engine.feeRates(a.userId)).toEqual({ maker: '0.0002', taker: '0.0007' });
    expect(engine.feeRates(b.userId)).toEqual({ maker: '0.006', taker: '0.006' });
    await post(g, path, { userId: a.userId, resetRates: true }, undefined, h);
    expect(g.engine.feeRates(a.userId)).toEqual({ maker: '0.0025', taker: '0.0025' });
  });

  it('should refuse bad input and unknown users, changing nothing', async () => {
    const g = makeGateway({ adminToken: 't' });
    const a = await signIn(g, 'a@example.com');
    const h = { 'X-Admin-Token': 't' };
    for (const body of [{ kycLevel: 1 }, { userId: a.userId, makerRate: '1' }, { userId: a.userId, makerRate: '-0.1' }, { userId: a.userId, feeClass: 'Z' }, { userId: a.userId, bogus: 1 }]) {
      const res = await post(g, path, body, undefined, h);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await post(g, path, { userId: 999, kycLevel: 1 }, undefined, h)).status).toBe(404);
    expect(g.engine.feeRates(a.userId)).toEqual({ maker: '0.0025', taker: '0.0025' });
  });
});
