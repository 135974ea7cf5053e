import { beforeEach, describe, expect, it } from 'vitest';
import { limitBody, tradingHarness, type TradingHarness } from './trading.fixture';

describe('asset routes', () => {
  let h: TradingHarness;
  let maker: number;
  let trader: number;

  beforeEach(async () => {
    h = tradingHarness();
    maker = h.user({ BTC: '10', USDT: '1000000' });
    trader = h.user({ USDT: '10000' });
    await h.post(maker, '/order/spot/submit', limitBody('sell', '60000', '1'));
  });

  it('should answer the order form wallet of a pair, frozen amounts apart', async () => {
    await h.post(trader, '/order/spot/submit', limitBody('buy', '50000', '0.01'));
    const r = await h.get(trader, '/asset-gateway/spot/balance/trade', { symbol: 'BTC_USDT', locale: 'en', _f: 2 });
    expect(r.data).toEqual({
      walletVO1: { coinType: 'USDT', availableBalance: '9499.000000', frozenBalance: '501.000000' },
      walletVO2: { coinType: 'BTC', availableBalance: '0.00000000', frozenBalance: '0.00000000' },
    });
    expect((await h.get(trader, '/asset-gateway/spot/balance/trade', { symbol: 'XYZ_USDT' })).status).toBe(400);
    expect((await h.get(trader, '/asset-gateway/spot/balance/trade', {})).status).toBe(400);
  });

  it('should list every coin with balances and their dollar values at last prices', async () => {
    await h.post(trader, '/order/spot/submit', limitBody('buy', '60000', '0.01'));
    const list = (await h.get(trader, '/asset-gateway/spot/balance')).data.walletList;
    const usdt = list.find((w: { coinType: string }) => w.coinType === 'USDT');
    const btc = list.find((w: { coinType: string }) => w.coinType === 'BTC');
    // 600 USDT plus the 0.002 taker fee (1.2 USDT)
    expect(usdt).toEqual({
      coinType: 'USDT',
      totalBalance: '9398.800000',
      totalLocalBalance: '9398.80',
      availableBalance: '9398.800000',
      availableLocalBalance: '9398.80',
      frozenBalance: '0.000000',
      frozenLocalBalance: '0.00',
    });
    expect(btc).toMatchObject({ totalBalance: '0.01000000', totalLocalBalance: '600.00' });
    expect(list.find((w: { coinType: string }) => w.coinType === 'ETH')).toMatchObject({ totalBalance: '0.00000000', totalLocalBalance: '0.00' });
  });

  it('should compute average cost and today PnL from fills', async () => {
    await h.post(trader, '/order/spot/submit', limitBody('buy', '60000', '0.01'));
    const coins = (await h.get(trader, '/asset-gateway/asset/coin', { local: 'en' })).data.assetCoinList;
    const btc = coins.find((c: { coinType: string }) => c.coinType === 'BTC');
    expect(btc).toMatchObject({ coinShortName: 'BTC', coinName: 'Bitcoin', avgCost: '60120.00000000', todayProfit: '-1.20', todayPnl: '-0.0019' });
    expect(btc.tradingPair).toContainEqual({ symbol: 'BTC_USDT', symbolId: 1001, tag: 'BTC/USDT' });
    const usdt = coins.find((c: { coinType: string }) => c.coinType === 'USDT');
    expect(usdt).toMatchObject({ avgCost: '1.00000000', todayProfit: '0.00' });

    // a cheaper ask trades: the last price falls to 58000 and marks the whole holding
    await h.post(maker, '/order/spot/submit', limitBody('sell', '58000', '0.001'));
    await h.post(trader, '/order/spot/submit', limitBody('buy', '58000', '0.001'));
    const after = (await h.get(trader, '/asset-gateway/asset/coin')).data.assetCoinList.find((c: { coinType: string }) => c.coinType === 'BTC');
    // (600 + 1.2 + 58 + 0.116) / 0.011
    expect(after.avgCost).toBe('59937.81818181');
    // 0.011 x 58000 - 659.316
    expect(after.todayProfit).toBe('-21.31');
    // two days on, no fill falls in the rolling day and the price has not moved since
    h.clock.now += 2 * 86_400_000;
    const later = (await h.get(trader, '/asset-gateway/asset/coin')).data.assetCoinList.find((c: { coinType: string }) => c.coinType === 'BTC');
    expect(later).toMatchObject({ avgCost: '59937.81818181', todayProfit: '0.00', todayPnl: '0.0000' });
  });
});
