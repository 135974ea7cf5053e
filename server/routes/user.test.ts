import { describe, expect, it } from 'vitest';
import { get, makeGateway, post, signIn } from '../gateway.fixture';
import { PREFERENCE_KEYS } from './preferences';

describe('GET /gw-api/user/info', () => {
  it('should answer the flags under the spec names, and -6 for visitors', async () => {
    const g = makeGateway();
    const client = await signIn(g, 'info@example.com');
    expect(await (await get(g, '/gw-api/user/info', client)).json()).toEqual({
      success: true,
      code: 0,
      msg: 'success',
      data: { userId: client.userId, email: 'info@example.com', isSubAccount: false, delegationType: 0, copper: false, kycCountry: '', kycLevel: 0, ipCountry: '', feeClass: 'B', userRateType: 0, decuction: 0 },
    });
    const visitor = await get(g, '/gw-api/user/info');
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({ success: false, code: -6 });
  });
});

describe('user preferences', () => {
  it('should default every switch to on, save changes per user, and refuse unknown keys', async () => {
    const g = makeGateway();
    const a = await signIn(g, 'a@example.com');
    const b = await signIn(g, 'b@example.com');
    const initial = (await (await get(g, '/gw-api/user/preferences', a)).json()) as { data: Record<string, boolean> };
    expect(Object.keys(initial.data).sort()).toEqual([...PREFERENCE_KEYS].sort());
    expect(Object.values(initial.data).every((v) => v === true)).toBe(true);

    const saved = await post(g, '/gw-api/user/preferences', { ORDER_CONFIRM_LIMIT: false, NOTIFICATION_SOUND: false }, a);
    expect(await saved.json()).toMatchObject({ success: true, data: { ORDER_CONFIRM_LIMIT: false, NOTIFICATION_SOUND: false, CANCEL_ALL: true } });
    expect(await (await get(g, '/gw-api/user/preferences', a)).json()).toMatchObject({ data: { ORDER_CONFIRM_LIMIT: false } });
    expect(await (await get(g, '/gw-api/user/preferences', b)).json()).toMatchObject({ data: { ORDER_CONFIRM_LIMIT: true, NOTIFICATION_SOUND: true } });

    for (const body of [{ NOPE: true }, { CANCEL_ALL: 'yes' }]) {
      const bad = await post(g, '/gw-api/user/preferences', body, a);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ code: 30001 });
    }
    expect(await (await get(g, '/gw-api/user/preferences', a)).json()).toMatchObject({ data: { CANCEL_ALL: true } });
    expect((await post(g, '/gw-api/user/preferences', { CANCEL_ALL: false })).status).toBe(401);
  });
});

describe('trigger-order reminder mark', () => {
  it('should start unmarked, save the flag, and keep users apart', async () => {
    const g = makeGateway();
    const a = await signIn(g, 'a@example.com');
    const b = await signIn(g, 'b@example.com');
    const path = '/gw-api/content/web/entrustPlanUserMark';
    expect(await (await get(g, `${path}/ifHasMark`, a)).json()).toMatchObject({ success: true, data: { ifHasMark: false } });
    expect(await (await post(g, `${path}/saveUserMark`, { flag: 1 }, a)).json()).toMatchObject({ success: true, data: { ifHasMark: true } });
    expect(await (await get(g, `${path}/ifHasMark`, a)).json()).toMatchObject({ data: { ifHasMark: true } });
    expect(await (await get(g, `${path}/ifHasMark`, b)).json()).toMatchObject({ data: { ifHasMark: false } });
    expect((await post(g, `${path}/saveUserMark`, { flag: 'maybe' }, b)).status).toBe(400);
    expect((await get(g, `${path}/ifHasMark`)).status).toBe(401);
  });
});

describe('favorite trading pairs', () => {
  const path = '/gw-api/content/default/favorite/trading-pair';

  it('should add and remove by id or name, keep order, and isolate users', async () => {
    const g = makeGateway();
    const a = await signIn(g, 'a@example.com');
    const b = await signIn(g, 'b@example.com');
    expect(await (await get(g, `${path}?type=1`, a)).json()).toMatchObject({ success: true, data: { pairList: [] } });
    await post(g, path, { type: 1, action: 'add', symbol_id: 1002 }, a);
    await post(g, path, { type: 1, action: 'add', symbol_name: 'btc/usdt' }, a);
    const twice = await post(g, path, { type: 1, action: 'add', symbol_id: 1002 }, a);
    expect(await twice.json()).toMatchObject({ data: { pairList: [{ symbol_id: 1001, symbol_name: 'BTC_USDT' }, { symbol_id: 1002, symbol_name: 'ETH_USDT' }] } });
    const removed = await post(g, path, { type: 1, action: 'remove', symbol_name: 'BTC_USDT' }, a);
    expect(await removed.json()).toMatchObject({ data: { pairList: [{ symbol_id: 1002, symbol_name: 'ETH_USDT' }] } });
    expect(await (await get(g, `${path}?type=1`, a)).json()).toMatchObject({ data: { pairList: [{ symbol_id: 1002 }] } });
    expect(await (await get(g, `${path}?type=1`, b)).json()).toMatchObject({ data: { pairList: [] } });
  });

  it('should refuse unknown pairs, bad input and visitors, changing nothing', async () => {
    const g = makeGateway();
    const a = await signIn(g, 'a@example.com');
    expect(await (await post(g, path, { type: 1, action: 'add', symbol_id: 999999 }, a)).json()).toMatchObject({ success: false, code: 30004 });
    expect((await post(g, path, { type: 1, action: 'toggle', symbol_id: 1001 }, a)).status).toBe(400);
    expect((await post(g, path, { type: 1, action: 'add' }, a)).status).toBe(400);
    expect((await get(g, `${path}?type=2`, a)).status).toBe(400);
    expect((await post(g, path, { type: 1, action: 'add', symbol_id: 1001 })).status).toBe(401);
    expect(await (await get(g, `${path}?type=1`, a)).json()).toMatchObject({ data: { pairList: [] } });
  });
});
