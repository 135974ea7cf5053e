import { describe, expect, it } from 'vitest';
import { T0, get, makeGateway, post, signIn } from '../gateway.fixture';
import { isVip } from './pairs';

type Answer<T = unknown> = { success: boolean; code: number; data: T };
const data = async (res: Response) => ((await res.json()) as Answer<Record<string, unknown>>).data;

describe('GET /gw-api/ds/up-state: the VIP flag', () => {
  it('should be true only for a signed-in svip user (userRateType 2)', () => {
    expect(isVip(undefined)).toBe(false);
    expect(isVip({ userRateType: 0 })).toBe(false);
    expect(isVip({ userRateType: 1 })).toBe(false);
    expect(isVip({ userRateType: 2 })).toBe(true);
  });

  it('should answer vip false to a visitor and an ordinary user, true to an svip user, the countdown unchanged', async () => {
    const g = makeGateway({ adminToken: 't' });
    expect(await data(await get(g, '/gw-api/ds/up-state?symbol=NOVA_USDT'))).toEqual({
      symbol: 'NOVA_USDT', symbolId: 1031, upState: 0, countdown: true, openTime: T0 + 86_400_000, serverTime: T0, vip: false,
    });
    const client = await signIn(g, 'vip@example.com');
    expect(await data(await get(g, '/gw-api/ds/up-state?symbol=NOVA_USDT', client))).toMatchObject({ countdown: true, vip: false });
    await post(g, '/gw-api/admin/user-flags', { userId: client.userId, userRateType: 2 }, undefined, { 'X-Admin-Token': 't' });
    expect(await data(await get(g, '/gw-api/ds/up-state?symbol=NOVA_USDT', client))).toMatchObject({ upState: 0, countdown: true, vip: true });
    expect(await data(await get(g, '/gw-api/ds/up-state?symbol=BTC_USDT', client))).toMatchObject({ upState: 1, countdown: false, vip: true });
    // the flag is the caller's: a visitor asking at the same time is not VIP
    expect(await data(await get(g, '/gw-api/ds/up-state?symbol=NOVA_USDT'))).toMatchObject({ vip: false });
  });
});
