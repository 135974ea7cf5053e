import { describe, expect, it } from 'vitest';
import { groupSearchResults, matchesSearch, normaliseSearch } from './search';
import { volumeInCurrency } from './rates';
import { fixture, QUOTE_SORT } from './market-list.fixture';

const { cat, cols } = fixture();
const vol = volumeInCurrency(cat, cols);
const find = (q: string) => {
  const key = normaliseSearch(q);
  const found = [...Array(cat.size).keys()].filter((i) => matchesSearch(cat, i, key));
  return groupSearchResults(cat, found, key, vol, QUOTE_SORT).map((i) => cat.symbol[i]);
};

describe('market list search (spec section 5)', () => {
  it('should trim, upper-case and strip spaces and slashes', () => {
    expect(normaliseSearch('  eth / usdt ')).toBe('ETHUSDT');
    expect(normaliseSearch('b t c')).toBe('BTC');
  });

  it('should match the pair name with a slash, in lower case, or with spaces', () => {
    expect(find('eth/usdt')).toEqual(['ETH_USDT']);
    expect(find('ETH USDT')).toEqual(['ETH_USDT']);
    expect(find('ethu')).toEqual(['ETH_USDT']);
  });

  it('should match the base coin full name by substring', () => {
    expect(find('ethereum')).toEqual(['ETH_USDT', 'ETH_BTC']);
    expect(find('wrapped')).toEqual(['WBTC_USDT']);
  });

  it('should group by base coin: exact name, then by the group volume; inside by quote sort value', () => {
    // BTC is the exact name; WBTC (5.999M) out-volumes BTCX; ETH_BTC matches by its quote
    expect(find('btc')).toEqual(['BTC_USDT', 'BTC_USDC', 'WBTC_USDT', 'ETH_BTC', 'BTCX_USDT']);
  });

  it('should put an exact full-name group before a higher-volume one', () => {
    // "BITCOIN" is BTC's full name exactly; WBTC ("Wrapped Bitcoin") has more volume
    expect(find('bitcoin')).toEqual(['BTC_USDT', 'BTC_USDC', 'WBTC_USDT', 'BTCX_USDT']);
    expect(find('bitcoin x')[0]).toBe('BTCX_USDT');
  });

  it('should find nothing for text no pair holds', () => {
    expect(find('zzz')).toEqual([]);
  });
});
