import { afterEach, describe, expect, it } from 'vitest';
import { currentSymbol, pairs, type PairTicker } from '../../state/market';
import { tradeMode } from '../../state/trade-mode';
import { choosePairOutsideList } from './choose-outside';

const pair = (symbol: string, marginRatio?: number) =>
  ({ symbol, name: symbol.replace('_', '/'), leverageSymbolParam: marginRatio === undefined ? null : { marginRatio } }) as unknown as PairTicker;

describe('choosePairOutsideList', () => {
  afterEach(() => {
    pairs.value = [];
    tradeMode.value = 'spot';
    currentSymbol.value = 'BTC_USDT';
  });

  it('should keep margin only for a pair with a margin ratio, and never turn spot into margin', () => {
    pairs.value = [pair('BTC_USDT', 5), pair('ETH_USDT', 10), pair('DOGE_USDT'), pair('SHIB_USDT', 0)];
    tradeMode.value = 'margin';
    choosePairOutsideList('ETH_USDT');
    expect([currentSymbol.value, tradeMode.value]).toEqual(['ETH_USDT', 'margin']);
    choosePairOutsideList('DOGE_USDT'); // spot only: the page leaves margin
    expect([currentSymbol.value, tradeMode.value]).toEqual(['DOGE_USDT', 'spot']);
    choosePairOutsideList('BTC_USDT'); // a margin pair chosen in spot stays in spot
    expect([currentSymbol.value, tradeMode.value]).toEqual(['BTC_USDT', 'spot']);
    tradeMode.value = 'margin';
    choosePairOutsideList('SHIB_USDT'); // a zero ratio is no margin
    expect(tradeMode.value).toBe('spot');
  });
});
