import { describe, expect, it } from 'vitest';
import { effect } from '@preact/signals-react';
import { currentFigures, currentLastPrice, currentPair, currentPairSpec, currentSymbol, currentSymbolId, lastPriceOf, pairs, tradePrice, withFigures, type PairTicker } from './market';
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
    const row = currentPair.value;
    applyLastPrice('BTC_USDT', 6000123, 2);
    expect(currentLastPrice.value).toBe('60001.23');
    expect(currentPair.value).toBe(row);
    expect(currentPairSpec.value).toBe(first);
    currentSymbol.value = 'ETH_USDT';
    expect(currentPairSpec.value).toMatchObject({ symbol: 'ETH_USDT', coinName: 'ETH' });
  });
});

describe('currentSymbolId', () => {
  it('should tell its readers of another pair, not of a new pair list, and read only an integer id', () => {
    const withId = (symbol: string, symbolId: unknown) => ({ ...btc, symbol, symbolId }) as PairTicker;
    pairs.value = [withId('BTC_USDT', 1001), withId('ETH_USDT', 1002)];
    currentSymbol.value = 'BTC_USDT';
    const seen: (number | undefined)[] = [];
    const stop = effect(() => void seen.push(currentSymbolId.value));
    pairs.value = [withId('BTC_USDT', 1001), withId('ETH_USDT', 1002)]; // the tickers push: a new list, the same ids
    currentSymbol.value = 'ETH_USDT';
    pairs.value = [withId('BTC_USDT', 1001), withId('ETH_USDT', '1002')];
    stop();
    expect(seen).toEqual([1001, 1002, undefined]);
  });
});

describe('currentLastPrice', () => {
  it('should follow the pair\'s trades, and show the tickers\' price for a pair without one', () => {
    pairs.value = [btc, { ...btc, symbol: 'ETH_USDT', name: 'ETH/USDT', coinName: 'ETH', c: '3000.00' }];
    currentSymbol.value = 'BTC_USDT';
    applyLastPrice('BTC_USDT', 6100000, 2);
    expect(currentLastPrice.value).toBe('61000.00');
    currentSymbol.value = 'ETH_USDT';
    expect(currentLastPrice.value).toBe('3000.00');
    applyLastPrice('ETH_USDT', 300125, 2);
    expect(currentLastPrice.value).toBe('3001.25');
  });
});

describe('currentFigures', () => {
  it('should give the current pair its newest figures without a new pair list, and only for that pair', () => {
    pairs.value = [btc, { ...btc, symbol: 'ETH_USDT', name: 'ETH/USDT', coinName: 'ETH', c: '3000.00' }];
    currentSymbol.value = 'BTC_USDT';
    tradePrice.value = null; // no trade seen: the tickers' price
    currentFigures.value = { symbol: 'BTC_USDT', c: '60500.00', h: '', l: '58000.00', v: '12', fluctuation: '-0.0200' };
    expect(currentPair.value).toMatchObject({ symbol: 'BTC_USDT', c: '60500.00', h: '61000.00', l: '58000.00', v: '12', fluctuation: '-0.0200', pricePrecision: 2 });
    expect(pairs.value[0]).toBe(btc);
    expect(lastPriceOf('BTC_USDT')).toBe('60500.00');
    // another pair's figures (a push before a switch) leave the row as the list has it
    currentSymbol.value = 'ETH_USDT';
    expect(currentPair.value).toBe(pairs.value[1]);
    expect(lastPriceOf('ETH_USDT')).toBe('3000.00');
    currentFigures.value = null;
  });

  it('should keep the row itself when the figures say nothing new', () => {
    expect(withFigures(btc, { symbol: 'BTC_USDT', c: '', h: '61000.00', l: '', v: '10', fluctuation: '0.0100' })).toBe(btc);
    expect(withFigures(btc, { symbol: 'BTC_USDT', c: '60000.00', h: '61000.00', l: '59000.00', v: '11', fluctuation: '0.0100' }).v).toBe('11');
  });
});
