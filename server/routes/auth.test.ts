import { describe, expect, it } from 'vitest';
import { SESSION_TTL_MS } from '../http/cookies';
import { WINDOW_MS } from '../http/throttle';
import { COINS } from '../market/refdata';
import { parseUnits } from '../../src/core/units';
import { available, cookiesOf, get, makeGateway, post, postJson, signIn } from '../gateway.fixture';
import { DEMO_BALANCES } from './account-setup';

const login = (g: ReturnType<typeof makeGateway>, email: string, password: string) => postJson(g, '/gw-api/auth/login', { email, password });

describe('POST /gw-api/auth/register', () => {
  it('should create a funded paper account, set both cookies and commit', async () => {
    const g = makeGateway();
    const res = await postJson(g, '/gw-api/auth/register', { email: ' Alice@Example.com ', password: 'correct horse' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; data: { userId: number } };
    expect(body).toMatchObject({ success: true, code: 0 });
    const userId = body.data.userId;
    const lines = res.headers.getSetCookie();
    expect(lines.find((l) => l.startsWith('session='))).toMatch(/HttpOnly/);
    expect(lines.find((l) => l.startsWith('session='))).toMatch(/SameSite=Lax/);
    expect(lines.find((l) => l.startsWith('accessSalt='))).not.toMatch(/HttpOnly/);
    expect(lines.find((l) => l.startsWith('accessSalt='))).toMatch(/Path=\//);
    const user = g.deps.store.userByEmail('alice@example.com')!;
    expect(user.userId).toBe(userId);
    expect(user.passwordHash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
    for (const [coin, amount] of Object.entries(DEMO_BALANCES)) {
      const units = parseUnits(amount, COINS.find((c) => c.coin === coin)!.scale);
      expect(available(g, userId, coin), coin).toBe(units.ok ? units.value : -1);
    }
    expect(available(g, userId, 'USDT')).toBe(100_000_000_000); // 100000 USDT at scale 6
    expect(g.engine.feeRates(userId)).toEqual({ maker: '0.0025', taker: '0.0025' });
    // committed: the funding is in the store
    expect(g.store.loadSnapshot().balances.filter((b) => b.accountId === g.engine.spotAccount(userId).accountId)).toHaveLength(Object.keys(DEMO_BALANCES).length);
    expect(g.commits.count).toBe(1);
  });

  it('should refuse a taken email (any case) with 30031 and create nothing', async () => {
    const g = makeGateway();
    await signIn(g, 'bob@example.com');
    const res = await postJson(g, '/gw-api/auth/register', { email: 'BOB@example.com', password: 'another password' });
    expect(await res.json()).toMatchObject({ success: false, code: 30031 });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(g.commits.count).toBe(1);
  });

  it('should refuse bad input with 400 code 30001', async () => {
    const g = makeGateway();
    for (const body of [{ email: 'not-an-email', password: 'long enough' }, { email: 'a@b.co', password: 'short' }, { email: 'a@b.co', password: 'x'.repeat(129) }, { email: 'a@b.co' }]) {
      const res = await postJson(g, '/gw-api/auth/register', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, code: 30001 });
    }
    const broken = await postJson(g, '/gw-api/auth/register', '{"email":');
    expect(broken.status).toBe(400);
    expect(g.deps.store.userById(1)).toBeUndefined();
  });
});

describe('POST /gw-api/auth/login and logout', () => {
  it('should sign in with the right password and refuse a wrong one without telling which', async () => {
    const g = makeGateway();
    const { userId } = await signIn(g, 'carol@example.com', 'right password');
    const good = await login(g, 'carol@example.com', 'right password');
    expect(await good.json()).toMatchObject({ success: true, data: { userId } });
    expect(cookiesOf(good).session).toMatch(/^[0-9a-f]{64}$/);
    const wrong = await (await login(g, 'carol@example.com', 'wrong password')).json();
    const unknown = await (await login(g, 'nobody@example.com', 'wrong password')).json();
    expect(wrong).toEqual({ success: false, code: 30030, msg: 'email or password is wrong', data: null });
    expect(unknown).toEqual(wrong);
  });

  it('should end the session on logout and clear the cookies', async () => {
    const g = makeGateway();
    const client = await signIn(g, 'dave@example.com');
    expect((await get(g, '/gw-api/user/info', client)).status).toBe(200);
    const out = await post(g, '/gw-api/auth/logout', {}, client);
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(/session=;.*Max-Age=0/);
    const after = await get(g, '/gw-api/user/info', client);
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ code: -6 });
  });

  it('should expire a session after its lifetime', async () => {
    const g = makeGateway();
    const client = await signIn(g, 'erin@example.com');
    g.clock.now += SESSION_TTL_MS - 1;
    expect((await get(g, '/gw-api/user/info', client)).status).toBe(200);
    g.clock.now += 1;
    const res = await get(g, '/gw-api/user/info', client);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: -6 });
  });

  it('should answer 429 after 5 failures, also for the right password, then recover', async () => {
    const g = makeGateway();
    await signIn(g, 'frank@example.com', 'right password');
    for (let i = 0; i < 5; i++) expect(await (await login(g, 'frank@example.com', 'nope nope')).json()).toMatchObject({ code: 30030 });
    const locked = await login(g, 'frank@example.com', 'right password');
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ success: false, code: 30023 });
    expect(Number(locked.headers.get('Retry-After'))).toBe(WINDOW_MS / 1000);
    expect(locked.headers.getSetCookie()).toEqual([]);
    g.clock.now += WINDOW_MS;
    const again = await login(g, 'frank@example.com', 'right password');
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ success: true });
  });

  it('should lock by IP across emails too', async () => {
    const g = makeGateway();
    await signIn(g, 'gina@example.com', 'right password');
    for (let i = 0; i < 5; i++) await login(g, `guess${i}@example.com`, 'nope nope');
    const res = await login(g, 'gina@example.com', 'right password');
    expect(res.status).toBe(429);
  });
});
