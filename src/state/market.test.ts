import { describe, expect, it } from 'vitest';
import { currentPairSpec, currentSymbol, pairs, type PairTicker } from './market';
import { applyLastPrice } from './tickers';

const btc: PairTicker = {
  symbol: 'BTC_USDT', name: 'BTC/USDT', pricePrecision: 2, countPrecision: 6, c: '60000.00', h: '61000.00', l: '59000.00', v: '10',
  fluctuation: '0.0100', coinName: 'BTC', marketCoinName: 'USDT', precisionList: [{ desc: '0.01', val: '2' }, { desc: '0.1', val: '1' }],
};

describe('currentPairSpec', () => {
  it('should keep the same object while only prices change, and a new one for another pair', () => {
    pairs.value = [btc, { ...btc, symbol: 'ETH_USDT', name: 'ETH/USDT', coinName: 'ETH' }];
    currentSymbol.value = 'BTC_USDT';
    const first = currentPairSpec.value;
    expect(first).toMatchObject({ symbol: 'BTC_USDT', pricePrecision: 2, coinName: 'BTC' });
    applyLastPrice('BTC_USDT', 6000123, 2);
    expect(pairs.value[0].c).toBe('60001.23');
    expect(currentPairSpec.value).toBe(first);
    currentSymbol.value = 'ETH_USDT';
    expect(currentPairSpec.value).toMatchObject({ symbol: 'ETH_USDT', coinName: 'ETH' });
  });
});
