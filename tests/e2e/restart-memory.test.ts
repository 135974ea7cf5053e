import { describe, expect, it } from 'vitest';
import { signBody } from '../../src/protocol/sign';
import { limitBody, SUBMIT_PATH } from './order-bodies';
import { useTradeEnv } from './trade-env';
import { uniqueEmail, PASSWORD } from './users';

/**
 * What the gateway must not forget when it is killed (kill -9) and started again on the same
 * data folder: the signatures it accepted (a captured request replayed within the 30 s window
 * is refused, 30022) and the request numbers it answered (a retry with the same reqNo or
 * requestNo and a fresh signature gets the original answer and changes nothing). Raw requests
 * on purpose: a replay is the same bytes and headers.
 */
interface Session { cookie: string; salt: string }
interface Answer { status: number; success: boolean; code: number; data: unknown }

async function register(base: string): Promise<Session> {
  const res = await fetch(`${base}/gw-api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: uniqueEmail('replay'), password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  const cookies = res.headers.getSetCookie().map((line) => line.split(';')[0]);
  const salt = cookies.find((c) => c.startsWith('accessSalt='))!.slice('accessSalt='.length);
  return { cookie: cookies.join('; '), salt };
}

/** A signed request as bytes and headers, ready to be sent (and sent again). */
async function signed(s: Session, body: unknown, timestamp = Date.now()) {
  const raw = JSON.stringify(body);
  const headers = {
    'content-type': 'application/json',
    cookie: s.cookie,
    'x-timestamp': String(timestamp),
    'x-signature': await signBody(s.salt, timestamp, raw),
  };
  return { raw, headers };
}

async function send(base: string, path: string, req: { raw: string; headers: Record<string, string> }): Promise<Answer> {
  const res = await fetch(`${base}${path}`, { method: 'POST', body: req.raw, headers: req.headers });
  return { status: res.status, ...((await res.json()) as Omit<Answer, 'status'>) };
}

async function openOrderIds(base: string, s: Session): Promise<string[]> {
  const res = await fetch(`${base}/gw-api/entrust-gateway/client/open-orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: s.cookie },
    body: JSON.stringify({ orderMode: 'spot', tradeType: 'spot_market', symbol: 'BTC_USDT', limit: 101 }),
  });
  const a = (await res.json()) as { success: boolean; data: Array<{ orderId: string }> };
  expect(a.success).toBe(true);
  return a.data.map((o) => String(o.orderId)).sort();
}

async function usdt(base: string, s: Session): Promise<string> {
  const res = await fetch(`${base}/gw-api/asset-gateway/spot/balance`, { headers: { cookie: s.cookie } });
  const a = (await res.json()) as { data: { walletList: Array<{ coinType: string; totalBalance: string }> } };
  return a.data.walletList.find((w) => w.coinType === 'USDT')!.totalBalance;
}

const TRANSFER_PATH = '/gw-api/asset-gateway/leverage/transfer';

describe('request memory across kill -9', () => {
  const env = useTradeEnv({ simRate: 0, env: { SEED_BOOKS: '0' }, browser: false });

  it('should refuse a replayed signature and answer a repeated reqNo or requestNo with the original, placing nothing', async () => {
    const base = env.gw.url;
    const alice = await register(base);

    // Signed 25 s ahead (a fast client clock; the window allows 30 s), so the replay after the
    // restart is still inside the timestamp window however long the start takes.
    const captured = await signed(alice, limitBody('buy', '20000', '0.01'), Date.now() + 25_000);
    const placed = await send(base, SUBMIT_PATH, captured);
    expect(placed).toMatchObject({ status: 200, success: true });
    expect(await send(base, SUBMIT_PATH, captured)).toMatchObject({ status: 401, code: 30022 });

    const retried = limitBody('buy', '20001', '0.01');
    const first = await send(base, SUBMIT_PATH, await signed(alice, retried));
    expect(first.success).toBe(true);
    const refusedBody = limitBody('buy', '20002', '1000'); // far over the balance: 33102, remembered too
    expect(await send(base, SUBMIT_PATH, await signed(alice, refusedBody))).toMatchObject({ success: false, code: 33102 });

    const transfer = { symbol: 'BTC_USDT', coin: 'USDT', amount: '100', direction: 'in', requestNo: 'TR00000000000001' };
    const moved = await send(base, TRANSFER_PATH, await signed(alice, transfer));
    expect(moved.success).toBe(true);

    const orders = await openOrderIds(base, alice);
    expect(orders).toHaveLength(2);
    const balance = await usdt(base, alice);

    // killed right after the last acknowledged call: the journal is all there is
    await env.gw.kill9();
    const gw = await env.restartGateway({ samePort: false });
    const after = gw.url;

    const replay = await send(after, SUBMIT_PATH, captured);
    expect(replay, 'the captured submit replayed after the restart').toMatchObject({ status: 401, success: false, code: 30022 });

    const again = await send(after, SUBMIT_PATH, await signed(alice, retried));
    expect(again, 'the same reqNo with a fresh signature').toEqual({ ...first });
    expect(await send(after, SUBMIT_PATH, await signed(alice, { ...refusedBody, tradeAmount: '0.01' }))).toMatchObject({ success: false, code: 33102 });
    expect(await send(after, TRANSFER_PATH, await signed(alice, transfer))).toEqual(moved);

    expect(await openOrderIds(after, alice)).toEqual(orders);
    expect(await usdt(after, alice)).toBe(balance);
  });
});
