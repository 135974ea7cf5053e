import { describe, expect, it } from 'vitest';
import { ReferenceBook } from '../../core/book/reference-book';
import { fakeSockets, ManualTimers } from '../../market-feed/feed.fixture';
import { createMarketWorkerApi } from '../../market-feed/worker-api';

/** The market worker's worstPrice call (the order form's market price figure) over a synced book. */
describe('market worker worstPrice', () => {
  async function worker() {
    const net = fakeSockets();
    const api = createMarketWorkerApi({ socket: net.factory, loadBook: async () => new ReferenceBook(), fetchToken: async () => 'visitor', timers: new ManualTimers() });
    await api.init({ origin: 'http://gw' }, () => {});
    net.last().open();
    api.setMarket('BTC_USDT', 2);
    return { api, net };
  }

  // ticks at price precision 2, lots at count precision 6
  const bids = [6_000_000, 2_000_000, 5_990_000, 3_000_000];
  const asks = [6_001_000, 1_000_000, 6_010_000, 4_000_000];

  it('should walk the asks for a buy and the bids for a sell, by size or by notional', async () => {
    const { api, net } = await worker();
    expect(api.worstPrice('buy', 100, false)).toEqual({ symbol: 'BTC_USDT', price: NaN }); // not synced yet
    const truth = new ReferenceBook();
    truth.snapshot(bids, asks);
    net.last().message({ ch: 'depth', type: 'snapshot', symbol: 'BTC_USDT', precision: 2, step: 1, pricePrecision: 2, countPrecision: 6, seq: 1, checksum: truth.checksum(), bids, asks });
    expect(api.worstPrice('buy', 1_500_000, false)).toEqual({ symbol: 'BTC_USDT', price: 6_010_000 });
    expect(api.worstPrice('sell', 2_000_000, false).price).toBe(6_000_000);
    expect(api.worstPrice('sell', 2_000_001, false).price).toBe(5_990_000);
    expect(api.worstPrice('buy', 6_001_000 * 1_000_000, true).price).toBe(6_001_000);
    expect(api.worstPrice('sell', 5_000_001, false).price).toBeNaN(); // deeper than the book
  });
});
