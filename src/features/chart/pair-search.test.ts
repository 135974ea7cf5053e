import { describe, expect, it } from 'vitest';
import { matchPairs } from './pair-search';

const pair = (base: string, quote: string, isShow?: boolean) => ({ symbol: `${base}_${quote}`, name: `${base}/${quote}`, coinName: base, marketCoinName: quote, ...(isShow === undefined ? {} : { isShow }) });
const list = [pair('BTC', 'USDT'), pair('ETH', 'USDT'), pair('ETH', 'BTC'), pair('WBTC', 'USDT'), pair('HID', 'USDT', false)];

describe('pair search', () => {
  it('should list the offered pairs for an empty query', () => {
    expect(matchPairs(list, '').map((p) => p.symbol)).toEqual(['BTC_USDT', 'ETH_USDT', 'ETH_BTC', 'WBTC_USDT']);
  });

  it('should put names starting with the query first, ignoring case and separators', () => {
    expect(matchPairs(list, 'btc').map((p) => p.symbol)).toEqual(['BTC_USDT', 'ETH_BTC', 'WBTC_USDT']);
    expect(matchPairs(list, 'eth/b').map((p) => p.symbol)).toEqual(['ETH_BTC']);
    expect(matchPairs(list, 'eth_usdt').map((p) => p.symbol)).toEqual(['ETH_USDT']);
  });

  it('should never list a hidden pair, and nothing for no match', () => {
    expect(matchPairs(list, 'hid')).toEqual([]);
    expect(matchPairs(list, 'zzz')).toEqual([]);
  });
});
