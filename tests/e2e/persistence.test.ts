import { describe, expect, it } from 'vitest';
import { ApiClient } from './client';
import { limitBody, marketBody, placeOrder } from './order-bodies';
import { useTradeEnv } from './trade-env';
import { uniqueEmail } from './users';

/**
 * Everything the gateway acknowledged survives kill -9: orders, fills, balances, sessions, and
 * the open book, which is rebuilt at start (a second user trades against the rebuilt order);
 * the market's candles too (saved a few pairs at a time, the trades after a pair's save replayed
 * at start).
 */
interface OrderRow { orderId: string; price: string; size: string; state: string; symbol: string }
interface Wallet { coinType: string; availableBalance: string; frozenBalance: string; totalBalance: string }

async function openOrders(api: ApiClient): Promise<OrderRow[]> {
  const a = await api.post<OrderRow[]>('/gw-api/entrust-gateway/client/open-orders', { orderMode: 'spot', tradeType: 'spot_market', symbol: 'BTC_USDT', limit: 101, lastPid: null, side: null });
  expect(a.success).toBe(true);
  return a.data;
}

/** The user's BTC_USDT fills of the last hour. */
function fills(api: ApiClient) {
  return api.post<unknown[]>('/gw-api/entrust-gateway/client/trades', { orderMode: 'spot', symbol: 'BTC_USDT', startTime: Date.now() - 3600_000, endTime: Date.now() + 60_000, limit: 100, lastPid: null, side: null });
}

/** BTC_USDT candles of every interval the chart offers first (1 minute) and a long one (1 day). */
async function candles(api: ApiClient) {
  const out = [];
  for (const interval of ['1', '1D']) {
    const a = await api.get<{ candles: string[][] }>('/gw-api/quotation/kline', { symbol: 'BTC_USDT', interval, limit: 300 });
    expect(a.success).toBe(true);
    out.push(a.data.candles);
  }
  return out;
}

async function wallets(api: ApiClient): Promise<Wallet[]> {
  const a = await api.get<{ walletList: Wallet[] }>('/gw-api/asset-gateway/spot/balance');
  expect(a.success).toBe(true);
  return a.data.walletList.map(({ coinType, availableBalance, frozenBalance, totalBalance }) => ({ coinType, availableBalance, frozenBalance, totalBalance })).sort((x, y) => x.coinType.localeCompare(y.coinType));
}

describe('persistence across kill -9', () => {
  // No simulator and no seeded book: the only liquidity is what these users place. No browser either.
  const env = useTradeEnv({ simRate: 0, env: { SEED_BOOKS: '0' }, browser: false });

  it('should keep every acknowledged order, fill, balance and session, and rebuild the book', async () => {
    const alice = new ApiClient(env.gw.url);
    await alice.register(uniqueEmail('alice'));
    const bob = new ApiClient(env.gw.url);
    await bob.register(uniqueEmail('bob'));
    await placeOrder(bob, limitBody('sell', '30000', '0.1'));

    // A fill against the seeded book, then resting bids far below it, the last one acknowledged just before the kill.
    await placeOrder(alice, marketBody('buy', { notional: '500' }));
    const fillsBefore = await fills(alice);
    expect(fillsBefore.data.length).toBeGreaterThan(0);
    // Placed after the last history read and killed within the journal's apply interval: these
    // orders are on disk as journal rows only, which the restart must apply (persist.ts).
    const placed: string[] = [];
    for (let i = 0; i < 20; i++) {
      placed.push(String(await placeOrder(alice, limitBody('buy', String(20000 + i), '0.01'))));
    }
    const before = { orders: await openOrders(alice), wallets: await wallets(alice) };
    const candlesBefore = await candles(alice);
    expect(candlesBefore[0].length).toBeGreaterThan(0); // alice's market buy traded

    await env.gw.kill9();
    const gw = await env.restartGateway({ samePort: false }); // the same data directory and options
    const again = alice.withBase(gw.url); // the same session cookie: sessions survive too

    const after = { orders: await openOrders(again), wallets: await wallets(again) };
    expect(after.orders.map((o) => String(o.orderId)).sort()).toEqual([...placed].sort());
    expect(after).toEqual(before);
    const fillsAfter = await fills(again);
    expect(fillsAfter.data).toEqual(fillsBefore.data);
    expect(await candles(again)).toEqual(candlesBefore);

    // The rebuilt book still holds alice's best bid: bob sells into it and it fills.
    await placeOrder(bob.withBase(gw.url), limitBody('sell', '20019', '0.01'));
    const remaining = await openOrders(again);
    expect(remaining.map((o) => String(o.orderId))).not.toContain(placed[19]);
    expect(remaining).toHaveLength(19);
  });
});
